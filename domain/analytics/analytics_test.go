package analytics

import (
	"testing"
	"time"

	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/domain/dictation"
)

func at(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 12, 0, 0, 0, time.UTC) }

func TestMonthsSince(t *testing.T) {
	tests := []struct {
		name        string
		first, now  time.Time
		wantMonths  int
		total, want time.Duration
	}{
		{"this month", at(2026, 11, 2), at(2026, 11, 21), 1, time.Hour, time.Hour},
		{"last month", at(2026, 10, 30), at(2026, 11, 1), 1, time.Hour, time.Hour},
		{"two months", at(2026, 9, 15), at(2026, 11, 21), 2, time.Hour, 30 * time.Minute},
		{"across a year", at(2025, 12, 31), at(2026, 2, 1), 2, 4 * time.Hour, 2 * time.Hour},
		{"a whole year", at(2025, 11, 21), at(2026, 11, 21), 12, 12 * time.Hour, time.Hour},
		{"a clock behind the first recording", at(2026, 12, 1), at(2026, 11, 21), 1, time.Hour, time.Hour},
		{"months are UTC", time.Date(2026, 11, 1, 0, 30, 0, 0, time.FixedZone("CET", 3600)), at(2026, 11, 21), 1, time.Hour, time.Hour},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := MonthsSince(tt.first, tt.now); got != tt.wantMonths {
				t.Errorf("months %d, want %d", got, tt.wantMonths)
			}
			if got := AvgMonthly(tt.total, tt.first, tt.now); got != tt.want {
				t.Errorf("average %v, want %v", got, tt.want)
			}
		})
	}
	if got := AvgMonthly(time.Hour, time.Time{}, at(2026, 11, 21)); got != 0 {
		t.Errorf("no recording: %v", got)
	}
}

func TestActiveSince(t *testing.T) {
	if got, want := ActiveSince(at(2026, 11, 21)), at(2026, 10, 22); !got.Equal(want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

func TestUnits(t *testing.T) {
	if got := Seconds(42*time.Second + 1500*time.Microsecond); got != 42.002 {
		t.Errorf("seconds %v", got)
	}
	if got := Milliseconds(1500*time.Millisecond + 600*time.Microsecond); got != 1501 {
		t.Errorf("milliseconds %v", got)
	}
}

func TestRecordingAction(t *testing.T) {
	tests := map[dictation.Status]string{
		dictation.StatusTranscribed:   ActionTranscribed,
		dictation.StatusCompleted:     ActionTranscribed,
		dictation.StatusFailed:        ActionFailed,
		dictation.StatusTranscribing:  ActionInProgress,
		dictation.StatusRecording:     ActionInProgress,
		dictation.StatusCorrecting:    ActionInProgress,
		dictation.Status("something"): ActionInProgress,
	}
	for status, want := range tests {
		if got := RecordingAction(status); got != want {
			t.Errorf("%s: got %q, want %q", status, got, want)
		}
	}
}

// HasUsedTrial agrees with the checkout: a user who has not used it is offered the full trial.
func TestHasUsedTrialFollowsTheCheckout(t *testing.T) {
	now := at(2026, 11, 21)
	started, ended, running := at(2026, 11, 1), at(2026, 11, 8), at(2026, 11, 25)
	trials := map[string]billing.AccountTrial{
		"no trial":      {},
		"trial over":    {StartedAt: &started, EndsAt: &ended},
		"trial running": {StartedAt: &started, EndsAt: &running},
	}
	subs := map[string]billing.Subscription{
		"never subscribed":        {},
		"checkout only":           {CustomerID: "cus_1"},
		"provider trial, no sub":  {CustomerID: "cus_1", TrialUsed: true},
		"ended subscription":      {CustomerID: "cus_1", SubscriptionID: "sub_1", ProviderStatus: billing.ProviderCanceled},
		"incomplete subscription": {CustomerID: "cus_1", SubscriptionID: "sub_1", ProviderStatus: billing.ProviderIncomplete},
	}
	for trialName, trial := range trials {
		for subName, sub := range subs {
			terms, err := billing.Checkout(billing.Monthly, trial, sub, now)
			if err != nil {
				t.Fatalf("%s, %s: %v", trialName, subName, err)
			}
			offered := terms.TrialDays == 7
			if got := HasUsedTrial(trial, sub); got == offered {
				t.Errorf("%s, %s: used %v while the checkout offers the trial: %v", trialName, subName, got, offered)
			}
		}
	}
}
