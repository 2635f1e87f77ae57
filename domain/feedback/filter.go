package feedback

import (
	"math"
	"strings"
	"time"

	"github.com/radscribe/radscribe/domain/lang"
)

// The feedback analytics' filter messages, shown to admins verbatim. They name the query
// parameter, since that is what was wrong.
const (
	MsgFilterType        = "feedbackType must be positive or negative"
	MsgFilterLanguage    = "language must be one of the product's language codes, such as en or de"
	MsgFilterInputMethod = "inputMethod must be voice_recording or external_transcript"
	MsgFilterDateFrom    = "dateFrom must be a date written YYYY-MM-DD"
	MsgFilterDateTo      = "dateTo must be a date written YYYY-MM-DD"
	MsgFilterDateOrder   = "dateFrom must not be after dateTo"
	// The range is firstFilterDay to lastFilterDay.
	MsgFilterDateFromRange = "dateFrom must be a day from 2000-01-01 to 2100-12-31"
	MsgFilterDateToRange   = "dateTo must be a day from 2000-01-01 to 2100-12-31"
)

// The analytics' row limits: the list on the page shows the newest ListLimit ratings, the CSV
// export the newest ExportLimit (docs/decisions.md).
const (
	ListLimit   = 500
	ExportLimit = 10000
)

// dateLayout is how the filters write a day.
const dateLayout = "2006-01-02"

// The days a date filter may name, both included. A filter bounds created_at, so any day the
// ratings can have is inside (the product is younger than 2000), and dateTo's end (the next
// day's start) stays a four-digit year that Go, SQLite's text timestamps and PostgreSQL all
// hold and compare in order; 9999-12-31 would end in the year 10000, which they do not.
var (
	firstFilterDay = time.Date(2000, time.January, 1, 0, 0, 0, 0, time.UTC)
	lastFilterDay  = time.Date(2100, time.December, 31, 0, 0, 0, 0, time.UTC)
)

// FilterInput is the analytics' filters as the admin sent them; empty (or blank) values are
// not filters.
type FilterInput struct {
	Type        string
	Language    string
	InputMethod string
	DateFrom    string
	DateTo      string
}

// Filter selects ratings for the analytics. Zero values select everything: an empty Type,
// Language or InputMethod any, a zero From or Until no bound.
type Filter struct {
	Type        Type
	Language    string
	InputMethod InputMethod
	// From is the first moment included: the start (UTC) of dateFrom.
	From time.Time
	// Until is the first moment after the range: the start (UTC) of the day after dateTo, so
	// that dateTo is included whole.
	Until time.Time
}

// NewFilter validates the filters. Each value must be one the ratings can hold; dates are
// whole UTC days and dateTo is included.
func NewFilter(in FilterInput) (Filter, error) {
	var f Filter
	if t := Type(strings.TrimSpace(in.Type)); t != "" {
		if t != Positive && t != Negative {
			return Filter{}, Problem(MsgFilterType)
		}
		f.Type = t
	}
	if l := strings.TrimSpace(in.Language); l != "" {
		if !lang.IsSelectable(l) {
			return Filter{}, Problem(MsgFilterLanguage)
		}
		f.Language = l
	}
	if m := InputMethod(strings.TrimSpace(in.InputMethod)); m != "" {
		if m != VoiceRecording && m != ExternalTranscript {
			return Filter{}, Problem(MsgFilterInputMethod)
		}
		f.InputMethod = m
	}
	var err error
	if f.From, err = parseDay(in.DateFrom, MsgFilterDateFrom, MsgFilterDateFromRange); err != nil {
		return Filter{}, err
	}
	last, err := parseDay(in.DateTo, MsgFilterDateTo, MsgFilterDateToRange)
	if err != nil {
		return Filter{}, err
	}
	if !last.IsZero() {
		f.Until = last.AddDate(0, 0, 1)
	}
	if !f.From.IsZero() && !last.IsZero() && f.From.After(last) {
		return Filter{}, Problem(MsgFilterDateOrder)
	}
	return f, nil
}

// parseDay reads a YYYY-MM-DD day from firstFilterDay to lastFilterDay as its first moment in
// UTC; blank is the zero time. notADay and outOfRange are the problems to answer.
func parseDay(value, notADay, outOfRange string) (time.Time, error) {
	value = strings.TrimSpace(value)
	if value == "" {
		return time.Time{}, nil
	}
	day, err := time.Parse(dateLayout, value)
	if err != nil {
		return time.Time{}, Problem(notADay)
	}
	if day.Before(firstFilterDay) || day.After(lastFilterDay) {
		return time.Time{}, Problem(outOfRange)
	}
	return day, nil
}

// Matches reports whether f selects the rating, as the store's query does.
func (f Filter) Matches(r Feedback) bool {
	switch {
	case f.Type != "" && r.Type != f.Type:
		return false
	case f.Language != "" && r.Language != f.Language:
		return false
	case f.InputMethod != "" && r.InputMethod != f.InputMethod:
		return false
	case !f.From.IsZero() && r.CreatedAt.Before(f.From):
		return false
	case !f.Until.IsZero() && !r.CreatedAt.Before(f.Until):
		return false
	}
	return true
}

// Counts are the ratings a filter selects, by type.
type Counts struct {
	Positive int
	Negative int
}

// Total is every rating counted.
func (c Counts) Total() int { return c.Positive + c.Negative }

// ConversionRate is the share of positive ratings in percent, rounded to one decimal (half
// away from zero); 0 when there are none.
func (c Counts) ConversionRate() float64 {
	if c.Total() == 0 {
		return 0
	}
	return math.Round(float64(c.Positive)*1000/float64(c.Total())) / 10
}
