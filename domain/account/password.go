package account

import "unicode/utf8"

// Password length limits, counted in characters (Unicode code points). The upper bound keeps
// hashing cheap to refuse and is enforced, never silently truncated.
const (
	MinPasswordLength = 8
	MaxPasswordLength = 128
)

// PasswordProblem returns the message for a password that breaks the policy, or "".
func PasswordProblem(password string) string {
	switch n := utf8.RuneCountInString(password); {
	case n < MinPasswordLength:
		return MsgPasswordTooShort
	case n > MaxPasswordLength:
		return MsgPasswordTooLong
	}
	return ""
}
