package account

import (
	"strings"
	"time"
)

// Role is what a user may do beyond their own data.
type Role string

// Roles.
const (
	RoleUser  Role = "user"
	RoleAdmin Role = "admin"
)

// Provider is how an account was created and signs in.
type Provider string

// Providers. Replit accounts were migrated from the previous hosting's identity provider and
// must set a password before they can sign in with one.
const (
	ProviderEmail  Provider = "email"
	ProviderGoogle Provider = "google"
	ProviderReplit Provider = "replit"
)

// DefaultLanguage is the preferred language of a new account.
const DefaultLanguage = "en"

// TrialLength is the free trial every new account gets.
const TrialLength = 7 * 24 * time.Hour

// User is an account. PasswordHash is empty for accounts without a password (Google,
// not-yet-migrated Replit accounts).
type User struct {
	ID                string
	Email             string
	FirstName         string
	LastName          string
	Role              Role
	PreferredLanguage string
	AuthProvider      Provider
	EmailVerified     bool
	PasswordHash      string
	ProfileImageURL   string
	// GoogleSubject is "issuer|subject" of a linked Google identity, empty when none.
	GoogleSubject  string
	TrialStartedAt *time.Time
	TrialEndsAt    *time.Time
	CreatedAt      time.Time
	// PreviousProvider is ProviderReplit for an account that came from the previous sign-in
	// provider, whether or not it has migrated since; empty otherwise.
	PreviousProvider Provider
	// MigrationInvitedAt is when the latest migration e-mail went out; nil when none did.
	MigrationInvitedAt *time.Time
}

// NewEmailUser makes an unverified e-mail account from a validated registration.
func NewEmailUser(id string, r Registration, passwordHash string, now time.Time) User {
	return User{
		ID:                id,
		Email:             NormalizeEmail(r.Email),
		FirstName:         strings.TrimSpace(r.FirstName),
		LastName:          strings.TrimSpace(r.LastName),
		Role:              RoleUser,
		PreferredLanguage: DefaultLanguage,
		AuthProvider:      ProviderEmail,
		PasswordHash:      passwordHash,
		CreatedAt:         now,
	}
}

// StartTrial starts the free trial the first time the account is verified; it never restarts.
func (u *User) StartTrial(now time.Time) {
	if u.TrialStartedAt != nil {
		return
	}
	ends := now.Add(TrialLength)
	u.TrialStartedAt, u.TrialEndsAt = &now, &ends
}

// CanSignInWithPassword is false for accounts that have no password yet.
func (u User) CanSignInWithPassword() bool {
	return u.PasswordHash != "" && u.AuthProvider != ProviderReplit
}

// SetPassword stores a new password hash; a migrated account becomes an e-mail account and,
// since the reset link proved the address, a verified one.
func (u *User) SetPassword(hash string) {
	u.PasswordHash = hash
	if u.AuthProvider == ProviderReplit {
		u.PreviousProvider = ProviderReplit
		u.AuthProvider = ProviderEmail
	}
	u.EmailVerified = true
}

// PromoteIfListed makes the user an admin when their address is in adminEmails.
func (u *User) PromoteIfListed(adminEmails []string) bool {
	for _, email := range adminEmails {
		if NormalizeEmail(email) == u.Email && u.Role != RoleAdmin {
			u.Role = RoleAdmin
			return true
		}
	}
	return false
}
