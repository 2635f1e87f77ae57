package account

import "time"

// SignUpTTL is how long a browser may take to enter the code after asking to sign up there.
// A day covers a code resent several times; after it the browser signs up again.
const SignUpTTL = 24 * time.Hour

// MsgSignUpHere answers a code entered in a browser that holds no sign-up for the address: the
// code proves the mailbox, and only the browser that chose the password may claim it.
const MsgSignUpHere = "Please enter the code in the browser where you created your account, or create your account again here to get a new code."

// PendingSignUp is what one browser chose when it asked to create an account (password and
// names), kept under the hash of a secret in that browser's cookie until the mailed code,
// entered there, proves the mailbox. Nothing a sign-up request sends is written to an existing
// account: only the verification of the code makes these credentials the account's, so that an
// account's credentials are always those of whoever proved the mailbox.
type PendingSignUp struct {
	IDHash       string
	Email        string
	PasswordHash string
	FirstName    string
	LastName     string
	CreatedAt    time.Time
	ExpiresAt    time.Time
}

// NewPendingSignUp starts a sign-up's life at now with the credentials of u (an account as the
// browser would have it: NewEmailUser of its form, or the stored one its password proved).
func NewPendingSignUp(idHash string, u User, now time.Time) PendingSignUp {
	return PendingSignUp{
		IDHash: idHash, Email: NormalizeEmail(u.Email), PasswordHash: u.PasswordHash,
		FirstName: u.FirstName, LastName: u.LastName, CreatedAt: now, ExpiresAt: now.Add(SignUpTTL),
	}
}

// ClaimsFor reports whether the sign-up may verify the account of email at now.
func (p PendingSignUp) ClaimsFor(email string, now time.Time) bool {
	return p.Email != "" && p.Email == NormalizeEmail(email) && now.Before(p.ExpiresAt)
}

// Claim gives the account the sign-up's credentials: the password and names of the browser
// that proved the mailbox.
func (p PendingSignUp) Claim(u *User) {
	u.PasswordHash, u.FirstName, u.LastName = p.PasswordHash, p.FirstName, p.LastName
}
