package account

import (
	_ "embed"
	"strings"
	"sync"
	"unicode/utf8"
)

// Password length limits, counted in characters (Unicode code points). The upper bound keeps
// hashing cheap to refuse and is enforced, never silently truncated.
const (
	MinPasswordLength = 8
	MaxPasswordLength = 128
)

// PasswordProblem returns the message for a password that breaks the policy, or "": too
// short, too long, or one of the most common passwords (NIST SP 800-63B asks to refuse
// passwords found in breach lists).
func PasswordProblem(password string) string {
	switch n := utf8.RuneCountInString(password); {
	case n < MinPasswordLength:
		return MsgPasswordTooShort
	case n > MaxPasswordLength:
		return MsgPasswordTooLong
	case CommonPassword(password):
		return MsgPasswordTooCommon
	}
	return ""
}

// commonPasswordList is the list of the most common passwords that the length rule lets
// through, lower case, one a line, after a header of "#" lines with its source and licence.
//
//go:embed common_passwords.txt
var commonPasswordList string

// commonPasswords is commonPasswordList as a set, built at first use.
var commonPasswords = sync.OnceValue(func() map[string]struct{} {
	set := map[string]struct{}{}
	for line := range strings.Lines(commonPasswordList) {
		line = strings.TrimRight(line, "\r\n")
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		set[line] = struct{}{}
	}
	return set
})

// CommonPassword reports whether password is on the list of common passwords, whatever its
// case ("PassWord1" is "password1").
func CommonPassword(password string) bool {
	_, found := commonPasswords()[strings.ToLower(password)]
	return found
}
