package account

import "time"

// ResetTokenTTL is how long a password-reset link works.
const ResetTokenTTL = time.Hour

// ErrResetTokenInvalid covers unknown, used and expired links alike: the page says the same.
const ErrResetTokenInvalid = Problem("Invalid or expired reset token")

// ResetToken is a single-use password-reset link, stored by the hash of its secret.
type ResetToken struct {
	TokenHash string
	UserID    string
	CreatedAt time.Time
	ExpiresAt time.Time
	UsedAt    *time.Time
}

// NewResetToken starts a token's life at now.
func NewResetToken(tokenHash, userID string, now time.Time) ResetToken {
	return ResetToken{TokenHash: tokenHash, UserID: userID, CreatedAt: now, ExpiresAt: now.Add(ResetTokenTTL)}
}

// Usable reports whether the link may still set a password.
func (t ResetToken) Usable(now time.Time) error {
	if t.UsedAt != nil || !now.Before(t.ExpiresAt) {
		return ErrResetTokenInvalid
	}
	return nil
}
