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

// Strength labels of the meter.
const (
	StrengthWeak   = "Weak"
	StrengthGood   = "Good"
	StrengthStrong = "Strong"
)

// PasswordStrength is the meter's score: 25 points each for at least 8 characters, a
// lower-case letter, an upper-case letter, a digit and a special character, capped at 100.
// Letters and digits are ASCII, as in the browser's meter; anything else counts as special.
func PasswordStrength(password string) (score int, label string) {
	var lower, upper, digit, special bool
	for _, c := range password {
		switch {
		case c >= 'a' && c <= 'z':
			lower = true
		case c >= 'A' && c <= 'Z':
			upper = true
		case c >= '0' && c <= '9':
			digit = true
		default:
			special = true
		}
	}
	for _, met := range []bool{utf8.RuneCountInString(password) >= MinPasswordLength, lower, upper, digit, special} {
		if met {
			score += 25
		}
	}
	score = min(score, 100)
	switch {
	case score >= 75:
		label = StrengthStrong
	case score >= 50:
		label = StrengthGood
	default:
		label = StrengthWeak
	}
	return score, label
}
