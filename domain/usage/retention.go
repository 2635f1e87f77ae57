package usage

import "time"

// Cutoffs say what the clean-up deletes.
type Cutoffs struct {
	// Events: the events that arrived before it.
	Events time.Time
	// Aggregates: per bucket size, the aggregates of the buckets that started before it.
	Aggregates map[time.Duration]time.Time
}

// CutoffsAt are the cutoffs at now: events older than Retention, and a bucket size's
// aggregates once they are a whole range length older than the window of the range that
// reads them (the margin keeps servers whose clocks lag a little from reading gaps).
func CutoffsAt(now time.Time) Cutoffs {
	c := Cutoffs{Events: now.Add(-Retention), Aggregates: make(map[time.Duration]time.Time, len(TimeRanges))}
	for _, r := range TimeRanges {
		c.Aggregates[r.Bucket()] = r.WindowAt(now).Start.Add(-r.Length())
	}
	return c
}
