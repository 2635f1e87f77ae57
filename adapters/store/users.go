package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

type userRow struct {
	ID                string `gorm:"primaryKey"`
	Email             string
	FirstName         string
	LastName          string
	Role              string
	PreferredLanguage string
	AuthProvider      string
	EmailVerified     bool
	PasswordHash      string
	ProfileImageURL   string `gorm:"column:profile_image_url"`
	GoogleSubject     sql.NullString
	TrialStartedAt    *time.Time
	TrialEndsAt       *time.Time
	CreatedAt         time.Time
	UpdatedAt         time.Time
	// PreviousProvider and MigrationInvitedAt follow the move from the previous sign-in provider.
	PreviousProvider   string
	MigrationInvitedAt *time.Time
}

func (userRow) TableName() string { return "users" }

func userToRow(u account.User) userRow {
	return userRow{
		ID: u.ID, Email: u.Email, FirstName: u.FirstName, LastName: u.LastName,
		Role: string(u.Role), PreferredLanguage: u.PreferredLanguage, AuthProvider: string(u.AuthProvider),
		EmailVerified: u.EmailVerified, PasswordHash: u.PasswordHash, ProfileImageURL: u.ProfileImageURL,
		GoogleSubject:  sql.NullString{String: u.GoogleSubject, Valid: u.GoogleSubject != ""},
		TrialStartedAt: utcPtr(u.TrialStartedAt), TrialEndsAt: utcPtr(u.TrialEndsAt), CreatedAt: u.CreatedAt.UTC(),
		PreviousProvider: string(u.PreviousProvider), MigrationInvitedAt: utcPtr(u.MigrationInvitedAt),
	}
}

func (r userRow) toDomain() account.User {
	return account.User{
		ID: r.ID, Email: r.Email, FirstName: r.FirstName, LastName: r.LastName,
		Role: account.Role(r.Role), PreferredLanguage: r.PreferredLanguage, AuthProvider: account.Provider(r.AuthProvider),
		EmailVerified: r.EmailVerified, PasswordHash: r.PasswordHash, ProfileImageURL: r.ProfileImageURL,
		GoogleSubject: r.GoogleSubject.String, TrialStartedAt: utcPtr(r.TrialStartedAt), TrialEndsAt: utcPtr(r.TrialEndsAt),
		CreatedAt: r.CreatedAt.UTC(), PreviousProvider: account.Provider(r.PreviousProvider),
		MigrationInvitedAt: utcPtr(r.MigrationInvitedAt),
	}
}

// Users implements ports.UserRepository; it takes part in Transactor.WithinTx.
type Users struct{ db *gorm.DB }

// NewUsers returns the user repository.
func NewUsers(db *gorm.DB) *Users { return &Users{db: db} }

// Create stores a new user.
func (s *Users) Create(ctx context.Context, user account.User) error {
	row := userToRow(user)
	return translate(conn(ctx, s.db).Create(&row).Error)
}

// ByID finds a user by id.
func (s *Users) ByID(ctx context.Context, id string) (account.User, error) {
	return s.first(ctx, "id = ?", id)
}

// ByEmail finds a user by normalised e-mail.
func (s *Users) ByEmail(ctx context.Context, email string) (account.User, error) {
	return s.first(ctx, "email = ?", account.NormalizeEmail(email))
}

// ByGoogleSubject finds the user linked to a Google identity.
func (s *Users) ByGoogleSubject(ctx context.Context, subject string) (account.User, error) {
	return s.first(ctx, "google_subject = ?", subject)
}

func (s *Users) first(ctx context.Context, query string, arg any) (account.User, error) {
	return findOne(conn(ctx, s.db).Where(query, arg), userRow.toDomain)
}

// Update changes a user inside one transaction, holding the row.
func (s *Users) Update(ctx context.Context, id string, change func(*account.User) error) (account.User, error) {
	return updateByID(ctx, s.db, id, userRow.toDomain, userToRow,
		func(next *userRow, stored userRow) { next.ID, next.CreatedAt = stored.ID, stored.CreatedAt }, change)
}

// lockForUpdate holds the row on PostgreSQL; SQLite's immediate transactions already hold
// the database.
func lockForUpdate(tx *gorm.DB) *gorm.DB {
	if tx.Name() == "postgres" {
		return tx.Clauses(clause.Locking{Strength: "UPDATE"})
	}
	return tx
}

func translate(err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, gorm.ErrRecordNotFound):
		return ports.ErrNotFound
	case errors.Is(err, gorm.ErrDuplicatedKey):
		return ports.ErrConflict
	}
	// A row read with database/sql's Scan has not been through the dialect's translation.
	return MarkUnavailable(err)
}

func utcPtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	utc := t.UTC()
	return &utc
}
