package store

import (
	"context"
	"database/sql"
	"errors"
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

func (r sessionRow) toDomain() account.Session {
	return account.Session{
		IDHash: r.IDHash, UserID: r.UserID, CreatedAt: r.CreatedAt.UTC(),
		LastSeenAt: r.LastSeenAt.UTC(), IP: r.IP, UserAgent: r.UserAgent,
	}
}

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
	return findOne(s.db.WithContext(ctx).Where("id_hash = ?", idHash), sessionRow.toDomain)
}

// sessionWithUserQuery reads a session and its user. Every signed-in request runs it, so its
// columns are listed and scanned by hand: gorm's scan of the same row into structs cost three
// times the query itself.
const sessionWithUserQuery = `SELECT users.id, users.email, users.first_name, users.last_name, users.role,
	users.preferred_language, users.auth_provider, users.email_verified, users.password_hash,
	users.profile_image_url, users.google_subject, users.trial_started_at, users.trial_ends_at,
	users.created_at, users.previous_provider, users.migration_invited_at,
	sessions.created_at, sessions.last_seen_at, sessions.ip, sessions.user_agent
	FROM sessions JOIN users ON users.id = sessions.user_id WHERE sessions.id_hash = ?`

// ByIDHashWithUser finds a session and its user with one query.
func (s *Sessions) ByIDHashWithUser(ctx context.Context, idHash string) (account.Session, account.User, error) {
	var u userRow
	var trialStarted, trialEnds, migrationInvited sql.NullTime
	session := account.Session{IDHash: idHash}
	err := s.db.WithContext(ctx).Raw(sessionWithUserQuery, idHash).Row().Scan(
		&u.ID, &u.Email, &u.FirstName, &u.LastName, &u.Role,
		&u.PreferredLanguage, &u.AuthProvider, &u.EmailVerified, &u.PasswordHash,
		&u.ProfileImageURL, &u.GoogleSubject, &trialStarted, &trialEnds,
		&u.CreatedAt, &u.PreviousProvider, &migrationInvited,
		&session.CreatedAt, &session.LastSeenAt, &session.IP, &session.UserAgent)
	if errors.Is(err, sql.ErrNoRows) {
		return account.Session{}, account.User{}, ports.ErrNotFound
	}
	if err != nil {
		return account.Session{}, account.User{}, translate(err)
	}
	u.TrialStartedAt, u.TrialEndsAt, u.MigrationInvitedAt = timeOrNil(trialStarted), timeOrNil(trialEnds), timeOrNil(migrationInvited)
	session.UserID = u.ID
	session.CreatedAt, session.LastSeenAt = session.CreatedAt.UTC(), session.LastSeenAt.UTC()
	return session, u.toDomain(), nil
}

func timeOrNil(t sql.NullTime) *time.Time {
	if !t.Valid {
		return nil
	}
	return &t.Time
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
