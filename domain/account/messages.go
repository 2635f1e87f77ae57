// Package account holds the rules of users, passwords, verification codes, reset tokens and
// sessions. It knows no storage, clock or randomness: time and random values are passed in.
package account

// The spec's validation messages, shown to users verbatim.
const (
	MsgInvalidEmail      = "Please enter a valid email address"
	MsgPasswordTooShort  = "Password must be at least 8 characters"
	MsgPasswordTooLong   = "Password must be at most 128 characters"
	MsgPasswordTooCommon = "This password is too common. Please choose a less common one."
	MsgPasswordsMismatch = "Passwords don't match"
	MsgFirstNameRequired = "First name is required"
	MsgLastNameRequired  = "Last name is required"
	MsgNameTooLong       = "Names must be at most 100 characters"
	MsgPasswordRequired  = "Password is required"
	MsgCodeFormat        = "Code must be 6 digits"
)
