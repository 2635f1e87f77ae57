package ports

import (
	"context"
	"time"

	"github.com/radscribe/radscribe/domain/account"
)

// UserRepository stores accounts. E-mails are stored normalised; Create returns ErrConflict
// for a taken e-mail or Google identity. Create and Update take part in Transactor.WithinTx.
type UserRepository interface {
	Create(ctx context.Context, user account.User) error
	ByID(ctx context.Context, id string) (account.User, error)
	ByEmail(ctx context.Context, email string) (account.User, error)
	ByGoogleSubject(ctx context.Context, subject string) (account.User, error)
	// Update loads the user, lets change modify it and saves it in one transaction.
	Update(ctx context.Context, id string, change func(*account.User) error) (account.User, error)
}

// SessionRepository stores signed-in browsers by the hash of their cookie value.
type SessionRepository interface {
	Create(ctx context.Context, session account.Session) error
	ByIDHash(ctx context.Context, idHash string) (account.Session, error)
	// ByIDHashWithUser finds a session and its user in one read, as every signed-in request
	// needs both; ErrNotFound when either is missing.
	ByIDHashWithUser(ctx context.Context, idHash string) (account.Session, account.User, error)
	Touch(ctx context.Context, idHash string, at time.Time) error
	Delete(ctx context.Context, idHash string) error
	// DeleteForUser ends every session of the user except keepIDHash (may be empty).
	DeleteForUser(ctx context.Context, userID, keepIDHash string) error
	// DeleteExpired deletes the sessions last seen at or before seenBy or created at or
	// before createdBy, and returns how many.
	DeleteExpired(ctx context.Context, seenBy, createdBy time.Time) (int, error)
}

// VerificationCodeRepository keeps the one live e-mail code of each account.
type VerificationCodeRepository interface {
	// Replace stores code as the account's only code.
	Replace(ctx context.Context, code account.VerificationCode) error
	// Update changes the code in one transaction; the change's error is returned after the
	// change itself has been saved, so a counted wrong attempt is kept.
	Update(ctx context.Context, userID string, change func(*account.VerificationCode) error) error
	Delete(ctx context.Context, userID string) error
	// DeleteExpired deletes the codes that expired at or before now and returns how many.
	DeleteExpired(ctx context.Context, now time.Time) (int, error)
}

// ResetTokenRepository stores password-reset links by the hash of their secret.
type ResetTokenRepository interface {
	Create(ctx context.Context, token account.ResetToken) error
	ByHash(ctx context.Context, tokenHash string) (account.ResetToken, error)
	// Consume marks a usable token used, atomically, so a link works once even when clicked
	// twice at the same moment; it returns ErrNotFound when the token is unknown or unusable.
	Consume(ctx context.Context, tokenHash string, now time.Time) (account.ResetToken, error)
	// DeleteUnusable deletes the tokens used or expired at or before now and returns how many.
	DeleteUnusable(ctx context.Context, now time.Time) (int, error)
	// DeleteForUser ends every link of the user, used or not.
	DeleteForUser(ctx context.Context, userID string) error
}

// SignUpRepository keeps pending sign-ups (what a browser chose when it asked to create an
// account) by the hash of the secret in that browser's cookie.
type SignUpRepository interface {
	Create(ctx context.Context, signUp account.PendingSignUp) error
	ByIDHash(ctx context.Context, idHash string) (account.PendingSignUp, error)
	// DeleteForEmail ends every pending sign-up of the normalised address.
	DeleteForEmail(ctx context.Context, email string) error
	// DeleteExpired deletes the sign-ups that expired at or before now and returns how many.
	DeleteExpired(ctx context.Context, now time.Time) (int, error)
}

// KnownDeviceRepository keeps the browsers that signed in to an account, by the hash of the
// secret in each browser's cookie.
type KnownDeviceRepository interface {
	Create(ctx context.Context, device account.KnownDevice) error
	ByIDHash(ctx context.Context, idHash string) (account.KnownDevice, error)
	// DeleteExpired deletes the devices that expired at or before now and returns how many.
	DeleteExpired(ctx context.Context, now time.Time) (int, error)
}

// AuthEventLog is the audit trail of sign-in events.
type AuthEventLog interface {
	Record(ctx context.Context, event account.AuthEvent) error
}

// PasswordHasher hashes and checks passwords.
type PasswordHasher interface {
	Hash(password string) (string, error)
	Verify(password, encoded string) (bool, error)
}

// RateLimiter counts attempts per key within a window. A key's window opens with its first
// attempt and lasts the window given then; when it has passed, the key starts afresh.
type RateLimiter interface {
	// Take uses one attempt of key's budget (limit per window). When the budget is spent it
	// returns false and how long until an attempt is allowed again, and uses nothing.
	Take(ctx context.Context, key string, limit int, window time.Duration) (bool, time.Duration, error)
	// Give returns one attempt taken from key's current window, for an attempt that turned out
	// not to count (a successful sign-in); nothing when the window has passed.
	Give(ctx context.Context, key string) error
	// Count returns how many attempts key has used in its current window: 0 when none is open.
	Count(ctx context.Context, key string) (int, error)
	// Reset closes key's window, so that its whole budget is available again.
	Reset(ctx context.Context, key string) error
}

// Waiter pauses a request, to slow down guessing without refusing anyone.
type Waiter interface {
	// Wait returns after d, or earlier with ctx's error when ctx ends first.
	Wait(ctx context.Context, d time.Duration) error
}

// Clock tells the time.
type Clock interface {
	Now() time.Time
}

// Random supplies cryptographically secure random bytes.
type Random interface {
	Read(p []byte) (int, error)
}
