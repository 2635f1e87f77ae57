package account

import (
	"strings"
	"testing"
	"time"
)

func TestRegistrationValidate(t *testing.T) {
	valid := Registration{Email: "anna.radiologin@klinik.de", Password: "Sonograf1e", ConfirmPassword: "Sonograf1e", FirstName: "Anna", LastName: "Berg"}
	tests := []struct {
		name   string
		change func(*Registration)
		want   FieldErrors
	}{
		{"valid", func(*Registration) {}, FieldErrors{}},
		{"bad email", func(r *Registration) { r.Email = "anna@klinik" }, FieldErrors{"email": MsgInvalidEmail}},
		{"short password", func(r *Registration) { r.Password, r.ConfirmPassword = "Abc1!", "Abc1!" }, FieldErrors{"password": MsgPasswordTooShort}},
		{"long password", func(r *Registration) {
			r.Password = strings.Repeat("a", 129)
			r.ConfirmPassword = r.Password
		}, FieldErrors{"password": MsgPasswordTooLong}},
		{"128 characters is fine", func(r *Registration) {
			r.Password = strings.Repeat("ä", 128)
			r.ConfirmPassword = r.Password
		}, FieldErrors{}},
		{"mismatch", func(r *Registration) { r.ConfirmPassword = "Sonograf1E" }, FieldErrors{"confirmPassword": MsgPasswordsMismatch}},
		{"blank names", func(r *Registration) { r.FirstName, r.LastName = " ", "" }, FieldErrors{"firstName": MsgFirstNameRequired, "lastName": MsgLastNameRequired}},
		{"long name", func(r *Registration) { r.LastName = strings.Repeat("x", 101) }, FieldErrors{"lastName": MsgNameTooLong}},
		{"control character in a name", func(r *Registration) { r.FirstName = "Anna\x00" }, FieldErrors{"firstName": "First name contains an invisible control character (U+0000). Please remove it."}},
		{"direction override in a name", func(r *Registration) { r.LastName = "Berg\u202egnaL" }, FieldErrors{"lastName": "Last name contains an invisible control character (U+202E). Please remove it."}},
		{"surrounding white space is trimmed, not refused", func(r *Registration) { r.FirstName = "\tAnna\n" }, FieldErrors{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := valid
			tt.change(&r)
			got := r.Validate()
			if len(got) != len(tt.want) {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
			for field, msg := range tt.want {
				if got[field] != msg {
					t.Errorf("%s: got %q, want %q", field, got[field], msg)
				}
			}
		})
	}
}

func TestFieldErrorsFirstFollowsTheFormOrder(t *testing.T) {
	errs := FieldErrors{"password": MsgPasswordTooShort, "email": MsgInvalidEmail}
	if got := errs.First(RegistrationFieldOrder...); got != MsgInvalidEmail {
		t.Errorf("got %q", got)
	}
	if got := (FieldErrors{}).First(RegistrationFieldOrder...); got != "" {
		t.Errorf("got %q", got)
	}
}

func TestValidateLogin(t *testing.T) {
	if got := ValidateLogin("a@b.co", ""); got["password"] != MsgPasswordRequired || len(got) != 1 {
		t.Errorf("login: %v", got)
	}
	if got := ValidateLogin("a@b.co", "x"); len(got) != 0 {
		t.Errorf("login: %v", got)
	}
}

func TestValidEmail(t *testing.T) {
	tests := map[string]bool{
		"anna@klinik.de":                        true,
		"Dr.Anna+reports@Klinik-Nord.de":        true,
		"o'neil@radiology.ie":                   true,
		" anna@klinik.de ":                      true,
		"a@b.co":                                true,
		"":                                      false,
		"anna":                                  false,
		"anna@":                                 false,
		"@klinik.de":                            false,
		"anna@klinik":                           false,
		"anna@@klinik.de":                       false,
		"anna@kli@nik.de":                       false,
		"an na@klinik.de":                       false,
		".anna@klinik.de":                       false,
		"anna.@klinik.de":                       false,
		"an..na@klinik.de":                      false,
		"anna@-klinik.de":                       false,
		"anna@klinik..de":                       false,
		"anna@klinik.d":                         false,
		"anna@klinik.123":                       false,
		"Anna <anna@klinik.de>":                 false,
		"anna@klinik.de\r\nBcc: x@y.com":        false,
		strings.Repeat("a", 65) + "@x.de":       false,
		"a@" + strings.Repeat("b", 250) + ".de": false,
	}
	for email, want := range tests {
		if got := ValidEmail(email); got != want {
			t.Errorf("ValidEmail(%q) = %v, want %v", email, got, want)
		}
	}
	if got := NormalizeEmail("  Anna@Klinik.DE "); got != "anna@klinik.de" {
		t.Errorf("NormalizeEmail = %q", got)
	}
}

func TestVerificationCode(t *testing.T) {
	start := time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)
	tests := []struct {
		name     string
		attempts []bool // whether each typed code matches
		at       time.Duration
		want     []error
	}{
		{"right code", []bool{true}, time.Minute, []error{nil}},
		{"wrong then right", []bool{false, true}, time.Minute, []error{ErrCodeInvalid, nil}},
		{"expired at exactly ten minutes", []bool{true}, 10 * time.Minute, []error{ErrCodeExpired}},
		{"just before expiry", []bool{true}, 10*time.Minute - time.Second, []error{nil}},
		{"fifth wrong try kills it", []bool{false, false, false, false, false, true}, time.Minute,
			[]error{ErrCodeInvalid, ErrCodeInvalid, ErrCodeInvalid, ErrCodeInvalid, ErrCodeLocked, ErrCodeLocked}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code := NewVerificationCode("u1", "hash", start)
			for i, matches := range tt.attempts {
				if got := code.Check(matches, start.Add(tt.at)); got != tt.want[i] {
					t.Fatalf("attempt %d: got %v, want %v", i+1, got, tt.want[i])
				}
			}
		})
	}
}

func TestFormatCodeAndFormat(t *testing.T) {
	for n, want := range map[uint32]string{0: "000000", 42: "000042", 999_999: "999999", 1_000_000: "000000"} {
		if got := FormatCode(n); got != want {
			t.Errorf("FormatCode(%d) = %q", n, got)
		}
	}
	for code, want := range map[string]bool{"012345": true, "12345": false, "1234567": false, "12a456": false, "١٢٣٤٥٦": false} {
		if got := ValidCodeFormat(code); got != want {
			t.Errorf("ValidCodeFormat(%q) = %v", code, got)
		}
	}
}

func TestResetTokenUsable(t *testing.T) {
	now := time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)
	used := now.Add(time.Minute)
	tests := []struct {
		name  string
		token ResetToken
		at    time.Time
		want  error
	}{
		{"fresh", NewResetToken("h", "u", now), now.Add(59 * time.Minute), nil},
		{"expired after an hour", NewResetToken("h", "u", now), now.Add(time.Hour), ErrResetTokenInvalid},
		{"used", ResetToken{ExpiresAt: now.Add(time.Hour), UsedAt: &used}, now.Add(2 * time.Minute), ErrResetTokenInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.token.Usable(tt.at); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestSessionPolicy(t *testing.T) {
	policy := SessionPolicy{Idle: 12 * time.Hour, Absolute: 30 * 24 * time.Hour}
	created := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	tests := []struct {
		name        string
		lastSeen    time.Duration
		now         time.Duration
		wantExpired bool
		wantTouch   bool
	}{
		{"active", 0, 30 * time.Second, false, false},
		{"touch after a minute", 0, time.Minute, false, true},
		{"idle too long", time.Hour, 13 * time.Hour, true, true},
		{"absolute limit despite activity", 30*24*time.Hour - time.Minute, 30 * 24 * time.Hour, true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := Session{CreatedAt: created, LastSeenAt: created.Add(tt.lastSeen)}
			now := created.Add(tt.now)
			if got := policy.Expired(s, now); got != tt.wantExpired {
				t.Errorf("Expired = %v", got)
			}
			if got := policy.NeedsTouch(s, now); got != tt.wantTouch {
				t.Errorf("NeedsTouch = %v", got)
			}
		})
	}
}

func TestUserRules(t *testing.T) {
	now := time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)
	u := NewEmailUser("u1", Registration{Email: " Anna@Klinik.de", FirstName: " Anna ", LastName: "Berg"}, "hash", now)
	if u.Email != "anna@klinik.de" || u.FirstName != "Anna" || u.Role != RoleUser || u.EmailVerified || u.PreferredLanguage != "en" {
		t.Fatalf("NewEmailUser = %+v", u)
	}
	u.StartTrial(now)
	u.StartTrial(now.Add(48 * time.Hour))
	if !u.TrialEndsAt.Equal(now.Add(7 * 24 * time.Hour)) {
		t.Errorf("trial must start once: ends %v", u.TrialEndsAt)
	}
	if !u.PromoteIfListed([]string{"boss@klinik.de", "ANNA@klinik.de"}) || u.Role != RoleAdmin {
		t.Error("listed address must be promoted")
	}
	if u.PromoteIfListed([]string{"anna@klinik.de"}) {
		t.Error("promoting an admin again reports no change")
	}

	migrated := User{AuthProvider: ProviderReplit, PasswordHash: "legacy"}
	if migrated.CanSignInWithPassword() {
		t.Error("a migrated account cannot sign in with a password before setting one")
	}
	migrated.SetPassword("new-hash")
	if !migrated.CanSignInWithPassword() || migrated.AuthProvider != ProviderEmail || !migrated.EmailVerified {
		t.Errorf("after reset: %+v", migrated)
	}
	if (User{AuthProvider: ProviderGoogle}).CanSignInWithPassword() {
		t.Error("a Google account without password cannot sign in with one")
	}
}
