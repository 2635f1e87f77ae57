package usage

import (
	"math"
	"time"
)

// Totals add up calls.
type Totals struct {
	Calls  int64
	Errors int64
	// Duration is the calls' durations added up.
	Duration time.Duration
}

// Add counts one call.
func (t *Totals) Add(e Event) {
	t.Calls++
	if e.Failed() {
		t.Errors++
	}
	t.Duration += e.Duration
}

// Plus is both totals together.
func (t Totals) Plus(o Totals) Totals {
	return Totals{Calls: t.Calls + o.Calls, Errors: t.Errors + o.Errors, Duration: t.Duration + o.Duration}
}

// AvgMillis is the mean duration of a call in milliseconds, to one decimal; 0 without calls.
func (t Totals) AvgMillis() float64 {
	if t.Calls == 0 {
		return 0
	}
	return RoundTenth(float64(t.Duration) / float64(t.Calls) / float64(time.Millisecond))
}

// ErrorRate is the percentage of calls that failed, to one decimal.
func (t Totals) ErrorRate() float64 { return Rate(t.Errors, t.Calls) }

// Rate is part as a percentage of whole, to one decimal; 0 when whole is 0.
func Rate(part, whole int64) float64 {
	if whole <= 0 {
		return 0
	}
	return RoundTenth(float64(part) * 100 / float64(whole))
}

// RoundTenth rounds x to one decimal, halves away from zero.
func RoundTenth(x float64) float64 { return math.Round(x*10) / 10 }

// Stored is e as stores keep it: its time in UTC to the millisecond, its duration to the
// microsecond and never negative.
func Stored(e Event) Event {
	e.At = time.UnixMilli(e.At.UnixMilli()).UTC()
	e.Duration = max(0, e.Duration.Truncate(time.Microsecond))
	return e
}
