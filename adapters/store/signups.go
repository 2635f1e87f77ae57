package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// createSignUpsAndDevices adds the browsers' claims on accounts: pending sign-ups (kept by
// address, as they may name an account that does not exist) and known devices.
func createSignUpsAndDevices(tx *gorm.DB) error {
	return execAll(tx,
		`CREATE TABLE pending_sign_ups (
			id_hash VARCHAR(64) PRIMARY KEY,
			email VARCHAR(254) NOT NULL,
			password_hash VARCHAR(255) NOT NULL,
			first_name VARCHAR(100) NOT NULL DEFAULT '',
			last_name VARCHAR(100) NOT NULL DEFAULT '',
			created_at TIMESTAMP NOT NULL,
			expires_at TIMESTAMP NOT NULL
		)`,
		`CREATE INDEX idx_pending_sign_ups_email ON pending_sign_ups (email)`,
		`CREATE INDEX idx_pending_sign_ups_expires_at ON pending_sign_ups (expires_at)`,
		`CREATE TABLE known_devices (
			id_hash VARCHAR(64) PRIMARY KEY,
			user_id VARCHAR(36) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
			created_at TIMESTAMP NOT NULL,
			expires_at TIMESTAMP NOT NULL
		)`,
		`CREATE INDEX idx_known_devices_user_id ON known_devices (user_id)`,
		`CREATE INDEX idx_known_devices_expires_at ON known_devices (expires_at)`,
	)
}

type signUpRow struct {
	IDHash       string `gorm:"primaryKey"`
	Email        string
	PasswordHash string
	FirstName    string
	LastName     string
	CreatedAt    time.Time
	ExpiresAt    time.Time
}

func (signUpRow) TableName() string { return "pending_sign_ups" }

func (r signUpRow) toDomain() account.PendingSignUp {
	return account.PendingSignUp{
		IDHash: r.IDHash, Email: r.Email, PasswordHash: r.PasswordHash, FirstName: r.FirstName, LastName: r.LastName,
		CreatedAt: r.CreatedAt.UTC(), ExpiresAt: r.ExpiresAt.UTC(),
	}
}

// SignUps implements ports.SignUpRepository.
type SignUps struct{ db *gorm.DB }

// NewSignUps returns the pending sign-up repository.
func NewSignUps(db *gorm.DB) *SignUps { return &SignUps{db: db} }

// Create stores a pending sign-up.
func (s *SignUps) Create(ctx context.Context, p account.PendingSignUp) error {
	row := signUpRow{
		IDHash: p.IDHash, Email: p.Email, PasswordHash: p.PasswordHash, FirstName: p.FirstName, LastName: p.LastName,
		CreatedAt: p.CreatedAt.UTC(), ExpiresAt: p.ExpiresAt.UTC(),
	}
	return translate(s.db.WithContext(ctx).Create(&row).Error)
}

// ByIDHash finds a pending sign-up.
func (s *SignUps) ByIDHash(ctx context.Context, idHash string) (account.PendingSignUp, error) {
	return findOne(s.db.WithContext(ctx).Where("id_hash = ?", idHash), signUpRow.toDomain)
}

// DeleteForEmail ends the address's pending sign-ups.
func (s *SignUps) DeleteForEmail(ctx context.Context, email string) error {
	return s.db.WithContext(ctx).Where("email = ?", email).Delete(&signUpRow{}).Error
}

// DeleteExpired deletes the sign-ups that expired at or before now.
func (s *SignUps) DeleteExpired(ctx context.Context, now time.Time) (int, error) {
	return deleteExpired[signUpRow](ctx, s.db, now)
}

var _ ports.SignUpRepository = (*SignUps)(nil)
