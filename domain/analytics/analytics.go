// Package analytics holds the rules of the admin dashboard's user analytics: what counts as an
// active user, how the monthly recording time is averaged and how a recording is named in the
// recent activity.
package analytics

import (
	"math"
	"time"

	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/domain/dictation"
)

// ActiveWindow is how far back activity makes a user active (spec 001, section 9).
const ActiveWindow = 30 * 24 * time.Hour

// RecentActivityLimit is how many recordings the recent activity lists, newest first.
const RecentActivityLimit = 10

// ActiveSince is the first moment whose activity still makes a user active at now.
func ActiveSince(now time.Time) time.Time { return now.Add(-ActiveWindow) }

// MonthsSince counts the calendar months (UTC) from first to now: a recording in October seen
// in November is one month, one in the current month is still one, so the average never
// divides by zero.
func MonthsSince(first, now time.Time) int {
	first, now = first.UTC(), now.UTC()
	months := (now.Year()-first.Year())*12 + int(now.Month()) - int(first.Month())
	return max(months, 1)
}

// AvgMonthly is total spread over the calendar months since the first recording; zero when
// there is no recording (first is zero).
func AvgMonthly(total time.Duration, first, now time.Time) time.Duration {
	if first.IsZero() {
		return 0
	}
	return total / time.Duration(MonthsSince(first, now))
}

// Seconds is d in seconds with at most three decimals, as the dashboard shows recording times.
func Seconds(d time.Duration) float64 { return math.Round(d.Seconds()*1000) / 1000 }

// Milliseconds is d in whole milliseconds, as the dashboard shows processing times.
func Milliseconds(d time.Duration) float64 { return math.Round(float64(d) / float64(time.Millisecond)) }

// The recent activity's actions.
const (
	ActionTranscribed = "Recording transcribed"
	ActionFailed      = "Transcription failed"
	ActionInProgress  = "Recording uploaded"
)

// RecordingAction names what happened to a recording in the recent activity.
func RecordingAction(status dictation.Status) string {
	switch status {
	case dictation.StatusTranscribed, dictation.StatusCompleted:
		return ActionTranscribed
	case dictation.StatusFailed:
		return ActionFailed
	}
	return ActionInProgress
}

// HasUsedTrial reports whether the user can no longer get the 7-day free trial, by the rule
// billing.Checkout applies: the account's trial was started, or a subscription at the payment
// provider had a trial or exists.
func HasUsedTrial(trial billing.AccountTrial, sub billing.Subscription) bool {
	return trial.Used() || sub.TrialUsed || sub.Exists()
}
