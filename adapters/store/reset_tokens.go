package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

type resetTokenRow struct {
	TokenHash string `gorm:"primaryKey"`
	UserID    string
	CreatedAt time.Time
	ExpiresAt time.Time
	UsedAt    *time.Time
}

func (resetTokenRow) TableName() string { return "reset_tokens" }

func (r resetTokenRow) toDomain() account.ResetToken {
	return account.ResetToken{TokenHash: r.TokenHash, UserID: r.UserID, CreatedAt: r.CreatedAt.UTC(), ExpiresAt: r.ExpiresAt.UTC(), UsedAt: utcPtr(r.UsedAt)}
}

// ResetTokens implements ports.ResetTokenRepository.
type ResetTokens struct{ db *gorm.DB }

// NewResetTokens returns the reset token repository.
func NewResetTokens(db *gorm.DB) *ResetTokens { return &ResetTokens{db: db} }

// Create stores a token.
func (s *ResetTokens) Create(ctx context.Context, token account.ResetToken) error {
	row := resetTokenRow{TokenHash: token.TokenHash, UserID: token.UserID, CreatedAt: token.CreatedAt.UTC(), ExpiresAt: token.ExpiresAt.UTC()}
	return translate(s.db.WithContext(ctx).Create(&row).Error)
}

// ByHash finds a token.
func (s *ResetTokens) ByHash(ctx context.Context, tokenHash string) (account.ResetToken, error) {
	return findOne(s.db.WithContext(ctx).Where("token_hash = ?", tokenHash), resetTokenRow.toDomain)
}

// Consume marks the token used with one conditional update, so only one caller can win.
func (s *ResetTokens) Consume(ctx context.Context, tokenHash string, now time.Time) (account.ResetToken, error) {
	now = now.UTC()
	result := s.db.WithContext(ctx).Model(&resetTokenRow{}).
		Where("token_hash = ? AND used_at IS NULL AND expires_at > ?", tokenHash, now).
		Update("used_at", now)
	if result.Error != nil {
		return account.ResetToken{}, result.Error
	}
	if result.RowsAffected != 1 {
		return account.ResetToken{}, ports.ErrNotFound
	}
	return s.ByHash(ctx, tokenHash)
}

// DeleteUnusable deletes the tokens used or expired at or before now.
func (s *ResetTokens) DeleteUnusable(ctx context.Context, now time.Time) (int, error) {
	result := s.db.WithContext(ctx).Where("used_at IS NOT NULL OR expires_at <= ?", now.UTC()).Delete(&resetTokenRow{})
	return int(result.RowsAffected), result.Error
}

// DeleteForUser ends every link of the user.
func (s *ResetTokens) DeleteForUser(ctx context.Context, userID string) error {
	return s.db.WithContext(ctx).Where("user_id = ?", userID).Delete(&resetTokenRow{}).Error
}

var _ ports.ResetTokenRepository = (*ResetTokens)(nil)
