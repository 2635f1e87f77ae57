package account

import "time"

// AuthEventType names what happened in the audit log.
type AuthEventType string

// Audit events. The log keeps who, what, when and from where; never passwords, codes or tokens.
const (
	EventRegistered        AuthEventType = "registered"
	EventEmailVerified     AuthEventType = "email_verified"
	EventSignedIn          AuthEventType = "signed_in"
	EventSignInFailed      AuthEventType = "sign_in_failed"
	EventSignedOut         AuthEventType = "signed_out"
	EventPasswordResetSent AuthEventType = "password_reset_requested"
	EventPasswordReset     AuthEventType = "password_reset"
	EventGoogleSignedIn    AuthEventType = "google_signed_in"
	EventGoogleLinked      AuthEventType = "google_linked"
	EventPromotedToAdmin   AuthEventType = "promoted_to_admin"
)

// AuthEvent is one line of the audit log. UserID is empty when the address matched no account.
type AuthEvent struct {
	UserID    string
	Email     string
	Type      AuthEventType
	IP        string
	CreatedAt time.Time
}
