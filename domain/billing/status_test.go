package billing

import "testing"

// The statuses are the strings the UI reads from GET /api/subscription/status and
// /api/auth/user to choose its routes.
func TestStatusesAreTheSpecsStrings(t *testing.T) {
	tests := []struct{ status, want string }{
		{StatusActive, "active"},
		{StatusTrialing, "trialing"},
		{StatusTrialExpired, "trial_expired"},
		{StatusUnauthenticated, "unauthenticated"},
	}
	for _, tt := range tests {
		if tt.status != tt.want {
			t.Errorf("status %q, want %q", tt.status, tt.want)
		}
	}
}

// Without a payment provider (self-hosted use) a verified user has everything, pays nothing
// and is offered no trial or discount.
func TestWithoutPayments(t *testing.T) {
	s := WithoutPayments()
	tests := []struct {
		field     string
		got, want any
	}{
		{"Status", s.Status, StatusActive},
		{"HasActiveSubscription", s.HasActiveSubscription, true},
		{"TrialDaysLeft", s.TrialDaysLeft, 0},
		{"IsLegacyUser", s.IsLegacyUser, false},
		{"BetaDiscountActive", s.BetaDiscountActive, false},
		{"BetaDiscountMonthsLeft", s.BetaDiscountMonthsLeft, 0},
		{"CurrentPrice", s.CurrentPrice, MonthlyPriceUSD},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %v, want %v", tt.field, tt.got, tt.want)
		}
	}
	if MonthlyPriceUSD != 59 {
		t.Errorf("the monthly list price is $%d, the pricing page says $59", MonthlyPriceUSD)
	}
}
