package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

type sessionRow struct {
	IDHash     string `gorm:"primaryKey"`
	UserID     string
	CreatedAt  time.Time
	LastSeenAt time.Time
	IP         string `gorm:"column:ip"`
	UserAgent  string
}

func (sessionRow) TableName() string { return "sessions" }

// Sessions implements ports.SessionRepository.
type Sessions struct{ db *gorm.DB }

// NewSessions returns the session repository.
func NewSessions(db *gorm.DB) *Sessions { return &Sessions{db: db} }

// Create stores a new session.
func (s *Sessions) Create(ctx context.Context, session account.Session) error {
	row := sessionRow{
		IDHash: session.IDHash, UserID: session.UserID, CreatedAt: session.CreatedAt.UTC(),
		LastSeenAt: session.LastSeenAt.UTC(), IP: session.IP, UserAgent: truncate(session.UserAgent, 512),
	}
	return translate(s.db.WithContext(ctx).Create(&row).Error)
}

// ByIDHash finds a session.
func (s *Sessions) ByIDHash(ctx context.Context, idHash string) (account.Session, error) {
	var row sessionRow
	if err := s.db.WithContext(ctx).Where("id_hash = ?", idHash).Take(&row).Error; err != nil {
		return account.Session{}, translate(err)
	}
	return account.Session{
		IDHash: row.IDHash, UserID: row.UserID, CreatedAt: row.CreatedAt.UTC(),
		LastSeenAt: row.LastSeenAt.UTC(), IP: row.IP, UserAgent: row.UserAgent,
	}, nil
}

// Touch records activity.
func (s *Sessions) Touch(ctx context.Context, idHash string, at time.Time) error {
	return s.db.WithContext(ctx).Model(&sessionRow{}).Where("id_hash = ?", idHash).Update("last_seen_at", at.UTC()).Error
}

// Delete ends one session.
func (s *Sessions) Delete(ctx context.Context, idHash string) error {
	return s.db.WithContext(ctx).Where("id_hash = ?", idHash).Delete(&sessionRow{}).Error
}

// DeleteForUser ends the user's sessions except keepIDHash.
func (s *Sessions) DeleteForUser(ctx context.Context, userID, keepIDHash string) error {
	return s.db.WithContext(ctx).Where("user_id = ? AND id_hash <> ?", userID, keepIDHash).Delete(&sessionRow{}).Error
}

// DeleteExpired deletes the sessions last seen at or before seenBy or created at or before
// createdBy.
func (s *Sessions) DeleteExpired(ctx context.Context, seenBy, createdBy time.Time) (int, error) {
	result := s.db.WithContext(ctx).Where("last_seen_at <= ? OR created_at <= ?", seenBy.UTC(), createdBy.UTC()).Delete(&sessionRow{})
	return int(result.RowsAffected), result.Error
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}

var _ ports.SessionRepository = (*Sessions)(nil)
