package account

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestPasswordProblem(t *testing.T) {
	tests := []struct {
		name, password, want string
	}{
		{"empty", "", MsgPasswordTooShort},
		{"seven characters", "Abcdef1", MsgPasswordTooShort},
		{"eight characters", "Sonograf", ""},
		{"129 characters", strings.Repeat("a", 129), MsgPasswordTooLong},
		{"128 characters", strings.Repeat("ä", 128), ""},
		{"the most common password", "password", MsgPasswordTooCommon},
		{"common, in another case", "PassWord", MsgPasswordTooCommon},
		{"common digits", "12345678", MsgPasswordTooCommon},
		{"common, with a digit", "trustno1", MsgPasswordTooCommon},
		{"common, upper case", "ILOVEYOU", MsgPasswordTooCommon},
		{"a common password made longer", "password-for-radiology", ""},
		{"a common password with surrounding space", " password", ""},
		{"a passphrase", "correct horse battery staple", ""},
		{"short and common: the length rule speaks", "123456", MsgPasswordTooShort},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := PasswordProblem(tt.password); got != tt.want {
				t.Errorf("PasswordProblem(%q) = %q, want %q", tt.password, got, tt.want)
			}
		})
	}
}

// The shipped list holds only passwords the other rules let through, in lower case, so that
// the case-insensitive look-up finds every one of them.
func TestCommonPasswordListIsFiltered(t *testing.T) {
	list := commonPasswords()
	if len(list) < 2000 {
		t.Fatalf("the list has %d passwords, want the 2,086 of the source that are long enough", len(list))
	}
	for password := range list {
		if n := utf8.RuneCountInString(password); n < MinPasswordLength || n > MaxPasswordLength {
			t.Errorf("%q cannot pass the length rule; it need not be listed", password)
		}
		if password != strings.ToLower(password) || strings.TrimSpace(password) != password {
			t.Errorf("%q is not in lower case without surrounding space", password)
		}
	}
}

func TestRegistrationRefusesACommonPassword(t *testing.T) {
	r := Registration{Email: "anna.radiologin@klinik.de", Password: "Baseball", ConfirmPassword: "Baseball", FirstName: "Anna", LastName: "Berg"}
	if got := r.Validate(); got["password"] != MsgPasswordTooCommon || len(got) != 1 {
		t.Errorf("got %v", got)
	}
}
