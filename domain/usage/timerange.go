package usage

import "time"

// MsgTimeRangeInvalid answers a time range that is not one of TimeRanges.
const MsgTimeRangeInvalid = "timeRange must be one of 1h, 24h, 7d, 30d"

// Problem is a broken rule of the request itself; its text is shown as it is.
type Problem string

func (p Problem) Error() string { return string(p) }

// TimeRange is how far back the admins' view of API usage looks.
type TimeRange string

// The time ranges admins choose from.
const (
	LastHour  TimeRange = "1h"
	LastDay   TimeRange = "24h"
	LastWeek  TimeRange = "7d"
	LastMonth TimeRange = "30d"
)

// DefaultTimeRange is the range of a request that names none.
const DefaultTimeRange = LastDay

// TimeRanges are every time range, shortest first.
var TimeRanges = []TimeRange{LastHour, LastDay, LastWeek, LastMonth}

var ranges = map[TimeRange]struct{ length, bucket time.Duration }{
	LastHour:  {time.Hour, 5 * time.Minute},
	LastDay:   {24 * time.Hour, time.Hour},
	LastWeek:  {7 * 24 * time.Hour, 6 * time.Hour},
	LastMonth: {30 * 24 * time.Hour, 24 * time.Hour},
}

// ParseTimeRange reads a time range as the query string gives it; empty is the default.
func ParseTimeRange(s string) (TimeRange, error) {
	if s == "" {
		return DefaultTimeRange, nil
	}
	r := TimeRange(s)
	if _, ok := ranges[r]; !ok {
		return "", Problem(MsgTimeRangeInvalid)
	}
	return r, nil
}

// Length is how far back the range looks.
func (r TimeRange) Length() time.Duration { return ranges[r].length }

// Bucket is the size of the range's timeline buckets.
func (r TimeRange) Bucket() time.Duration { return ranges[r].bucket }

// Window is the span a summary covers: Buckets timeline buckets of size Bucket from Start.
// Buckets start at whole multiples of their size since the Unix epoch (UTC), so a day is a UTC
// day and the 6-hour buckets start at 00:00, 06:00, 12:00 and 18:00 UTC.
type Window struct {
	Start   time.Time
	Bucket  time.Duration
	Buckets int
}

// WindowAt is the range's window at now: the range's length in whole buckets, the last of
// them the one now falls in. It covers the range's length less the part of the last bucket
// still to come (the 24h range at 09:40 covers 10:00 yesterday to now), so every bucket of the
// timeline is a whole one and the totals add up to the timeline's.
func (r TimeRange) WindowAt(now time.Time) Window {
	size := r.Bucket()
	n := int(r.Length() / size)
	return Window{Start: BucketStart(now, size).Add(-time.Duration(n-1) * size), Bucket: size, Buckets: n}
}

// End is when the window's last bucket ends.
func (w Window) End() time.Time { return w.Start.Add(time.Duration(w.Buckets) * w.Bucket) }

// Contains says whether t falls in one of the window's buckets.
func (w Window) Contains(t time.Time) bool { return !t.Before(w.Start) && t.Before(w.End()) }

// Starts are the starts of the window's buckets, oldest first.
func (w Window) Starts() []time.Time {
	starts := make([]time.Time, w.Buckets)
	for i := range starts {
		starts[i] = w.Start.Add(time.Duration(i) * w.Bucket)
	}
	return starts
}

// BucketStart is the start of the bucket of size that t falls in: t rounded down to the
// millisecond, then to a whole multiple of size since the Unix epoch, in UTC. Stores compute
// the same with integer arithmetic on Unix milliseconds.
func BucketStart(t time.Time, size time.Duration) time.Time {
	ms, step := t.UnixMilli(), size.Milliseconds()
	return time.UnixMilli(ms - ((ms%step)+step)%step).UTC()
}
