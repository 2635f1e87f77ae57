package account

import (
	"testing"
	"time"
)

func TestSignInSlowDownGrowsAndIsCapped(t *testing.T) {
	tests := []struct {
		failures int
		want     time.Duration
	}{
		{0, 0},
		{1, 0},
		{2, 0},
		{3, time.Second},
		{4, 2 * time.Second},
		{5, 4 * time.Second},
		{6, 4 * time.Second},
		{50, 4 * time.Second},
		{1 << 30, 4 * time.Second},
	}
	for _, tt := range tests {
		if got := SignInSlowDown.Delay(tt.failures); got != tt.want {
			t.Errorf("Delay(%d) = %v, want %v", tt.failures, got, tt.want)
		}
	}
}

func TestSlowDownDelay(t *testing.T) {
	tests := []struct {
		name     string
		slow     SlowDown
		failures int
		want     time.Duration
	}{
		{"no free attempts", SlowDown{Free: 0, First: 100 * time.Millisecond, Max: time.Second}, 0, 100 * time.Millisecond},
		{"doubles", SlowDown{Free: 0, First: 100 * time.Millisecond, Max: time.Second}, 3, 800 * time.Millisecond},
		{"a cap between two doublings", SlowDown{Free: 0, First: 100 * time.Millisecond, Max: time.Second}, 4, time.Second},
		{"a first delay above the cap", SlowDown{Free: 1, First: 5 * time.Second, Max: time.Second}, 1, time.Second},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.slow.Delay(tt.failures); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

// The budgets are the documented ones (docs/operations.md); a change here must change there.
func TestThrottleBudgets(t *testing.T) {
	tests := []struct {
		name   string
		budget Budget
		want   Budget
	}{
		{"sign-in failures per address", SignInFailuresPerAddress, Budget{30, 15 * time.Minute}},
		{"sign-in failures per address and account", SignInFailuresPerAddressAndAccount, Budget{10, 15 * time.Minute}},
		{"code failures per address", CodeFailuresPerAddress, Budget{30, 15 * time.Minute}},
		{"code failures per e-mail: those of one code", CodeFailuresPerEmail, Budget{MaxCodeAttempts, CodeTTL}},
		{"code mails per e-mail", CodeMailsPerEmail, Budget{1, time.Minute}},
		{"code resends per address", CodeResendsPerAddress, Budget{10, time.Hour}},
		{"registrations per address", RegistrationsPerAddress, Budget{10, time.Hour}},
		{"reset requests per address", ResetRequestsPerAddress, Budget{10, time.Hour}},
		{"reset requests per address and account", ResetRequestsPerAddressAndAccount, Budget{3, time.Hour}},
		{"reset mails per account, each link alive while more are held back", ResetMailsPerAccount, Budget{5, ResetTokenTTL}},
	}
	for _, tt := range tests {
		if tt.budget != tt.want {
			t.Errorf("%s: %+v, want %+v", tt.name, tt.budget, tt.want)
		}
	}
	if SignInSlowDown.Max > 5*time.Second {
		t.Errorf("the account's delay must stay a few seconds: %v", SignInSlowDown.Max)
	}
	if SignInFailuresPerAddressAndAccount.Attempts > SignInFailuresPerAddress.Attempts {
		t.Error("an address may not guess one account more often than all of them")
	}
}
