package account

import (
	"fmt"
	"time"
)

// Verification code rules.
const (
	CodeLength      = 6
	CodeTTL         = 10 * time.Minute
	MaxCodeAttempts = 5
	ResendCooldown  = 60 * time.Second
)

// Verification code errors. Users see two of them: ErrCodeInvalid for a wrong, expired or
// missing code alike, and ErrCodeLocked after too many wrong ones. Only an account has a code
// that can expire, so telling an expired code apart would tell which addresses have an
// account; ErrCodeExpired is what the rule found, for the application and the tests.
const (
	ErrCodeInvalid = Problem("Invalid or expired verification code. Please check it or request a new one.")
	ErrCodeExpired = Problem("This code has expired. Please request a new one.")
	ErrCodeLocked  = Problem("Too many wrong attempts. Please request a new code.")
)

// FormatCode turns a uniform random number in [0, 1e6) into the six digits sent by e-mail.
func FormatCode(n uint32) string {
	return fmt.Sprintf("%06d", n%1_000_000)
}

// VerificationCode is the one live code of an account; a new one replaces it.
type VerificationCode struct {
	UserID         string
	CodeHash       string
	SentAt         time.Time
	ExpiresAt      time.Time
	FailedAttempts int
}

// NewVerificationCode starts a code's life at now.
func NewVerificationCode(userID, codeHash string, now time.Time) VerificationCode {
	return VerificationCode{UserID: userID, CodeHash: codeHash, SentAt: now, ExpiresAt: now.Add(CodeTTL)}
}

// Check decides a verification attempt; matches says whether the typed code hashes to
// CodeHash. A wrong code counts against the code, and the fifth wrong one kills it.
func (c *VerificationCode) Check(matches bool, now time.Time) error {
	switch {
	case c.FailedAttempts >= MaxCodeAttempts:
		return ErrCodeLocked
	case !now.Before(c.ExpiresAt):
		return ErrCodeExpired
	case !matches:
		c.FailedAttempts++
		if c.FailedAttempts >= MaxCodeAttempts {
			return ErrCodeLocked
		}
		return ErrCodeInvalid
	}
	return nil
}
