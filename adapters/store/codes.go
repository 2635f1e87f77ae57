package store

import (
	"context"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

type codeRow struct {
	UserID         string `gorm:"primaryKey"`
	CodeHash       string
	SentAt         time.Time
	ExpiresAt      time.Time
	FailedAttempts int
}

func (codeRow) TableName() string { return "verification_codes" }

func (r codeRow) toDomain() account.VerificationCode {
	return account.VerificationCode{UserID: r.UserID, CodeHash: r.CodeHash, SentAt: r.SentAt.UTC(), ExpiresAt: r.ExpiresAt.UTC(), FailedAttempts: r.FailedAttempts}
}

func codeToRow(c account.VerificationCode) codeRow {
	return codeRow{UserID: c.UserID, CodeHash: c.CodeHash, SentAt: c.SentAt.UTC(), ExpiresAt: c.ExpiresAt.UTC(), FailedAttempts: c.FailedAttempts}
}

// VerificationCodes implements ports.VerificationCodeRepository.
type VerificationCodes struct{ db *gorm.DB }

// NewVerificationCodes returns the verification code repository.
func NewVerificationCodes(db *gorm.DB) *VerificationCodes { return &VerificationCodes{db: db} }

// Replace stores code as the only code of its user.
func (s *VerificationCodes) Replace(ctx context.Context, code account.VerificationCode) error {
	row := codeToRow(code)
	return translate(s.db.WithContext(ctx).Clauses(clause.OnConflict{UpdateAll: true}).Create(&row).Error)
}

// Update saves what change did to the code, then returns change's error.
func (s *VerificationCodes) Update(ctx context.Context, userID string, change func(*account.VerificationCode) error) error {
	var changeErr error
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var row codeRow
		if err := lockForUpdate(tx).Where("user_id = ?", userID).Take(&row).Error; err != nil {
			return translate(err)
		}
		code := row.toDomain()
		changeErr = change(&code)
		next := codeToRow(code)
		return tx.Save(&next).Error
	})
	if err != nil {
		return err
	}
	return changeErr
}

// Delete removes the user's code.
func (s *VerificationCodes) Delete(ctx context.Context, userID string) error {
	return s.db.WithContext(ctx).Where("user_id = ?", userID).Delete(&codeRow{}).Error
}

// DeleteExpired deletes the codes that expired at or before now.
func (s *VerificationCodes) DeleteExpired(ctx context.Context, now time.Time) (int, error) {
	return deleteExpired[codeRow](ctx, s.db, now)
}

var _ ports.VerificationCodeRepository = (*VerificationCodes)(nil)
