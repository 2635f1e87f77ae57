package feedback

import (
	"testing"
	"time"

	"github.com/radscribe/radscribe/domain/domaintest"
)

func day(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

func TestNewFilter(t *testing.T) {
	tests := []struct {
		name    string
		in      FilterInput
		want    Filter
		problem string
	}{
		{"no filters", FilterInput{}, Filter{}, ""},
		{"blank values are no filters", FilterInput{Type: " ", Language: "", InputMethod: "\t", DateFrom: " ", DateTo: ""}, Filter{}, ""},
		{"positive", FilterInput{Type: "positive"}, Filter{Type: Positive}, ""},
		{"negative, trimmed", FilterInput{Type: " negative "}, Filter{Type: Negative}, ""},
		{"unknown type", FilterInput{Type: "neutral"}, Filter{}, MsgFilterType},
		{"types are lower case", FilterInput{Type: "Positive"}, Filter{}, MsgFilterType},
		{"a feedback-list language", FilterInput{Language: "de"}, Filter{Language: "de"}, ""},
		{"a dictation-only language", FilterInput{Language: "pt-br"}, Filter{Language: "pt-br"}, ""},
		{"universal is not a rated language", FilterInput{Language: "universal"}, Filter{}, MsgFilterLanguage},
		{"unknown language", FilterInput{Language: "xx"}, Filter{}, MsgFilterLanguage},
		{"voice", FilterInput{InputMethod: "voice_recording"}, Filter{InputMethod: VoiceRecording}, ""},
		{"pasted", FilterInput{InputMethod: "external_transcript"}, Filter{InputMethod: ExternalTranscript}, ""},
		{"unknown input method", FilterInput{InputMethod: "upload"}, Filter{}, MsgFilterInputMethod},
		{"from a day", FilterInput{DateFrom: "2026-11-01"}, Filter{From: day(2026, 11, 1)}, ""},
		{"to a day includes it whole", FilterInput{DateTo: "2026-11-30"}, Filter{Until: day(2026, 12, 1)}, ""},
		{"one day", FilterInput{DateFrom: "2026-11-21", DateTo: "2026-11-21"}, Filter{From: day(2026, 11, 21), Until: day(2026, 11, 22)}, ""},
		{"to the last day of a year", FilterInput{DateTo: "2026-12-31"}, Filter{Until: day(2027, 1, 1)}, ""},
		{"from after to", FilterInput{DateFrom: "2026-11-22", DateTo: "2026-11-21"}, Filter{}, MsgFilterDateOrder},
		{"from with a time", FilterInput{DateFrom: "2026-11-21T00:00:00Z"}, Filter{}, MsgFilterDateFrom},
		{"from without leading zeros", FilterInput{DateFrom: "2026-1-2"}, Filter{}, MsgFilterDateFrom},
		{"from not a day", FilterInput{DateFrom: "2026-02-30"}, Filter{}, MsgFilterDateFrom},
		{"to in another order", FilterInput{DateTo: "21.11.2026"}, Filter{}, MsgFilterDateTo},
		{"to as text", FilterInput{DateTo: "yesterday"}, Filter{}, MsgFilterDateTo},
		// Days are 2000-01-01 to 2100-12-31: dateTo's next day must stay a time every store
		// can hold and compare (9999-12-31's is the year 10000).
		{"from the first accepted day", FilterInput{DateFrom: "2000-01-01"}, Filter{From: day(2000, 1, 1)}, ""},
		{"to the first accepted day", FilterInput{DateTo: "2000-01-01"}, Filter{Until: day(2000, 1, 2)}, ""},
		{"from the last accepted day", FilterInput{DateFrom: "2100-12-31"}, Filter{From: day(2100, 12, 31)}, ""},
		{"to the last accepted day", FilterInput{DateTo: "2100-12-31"}, Filter{Until: day(2101, 1, 1)}, ""},
		{"the whole accepted range", FilterInput{DateFrom: "2000-01-01", DateTo: "2100-12-31"}, Filter{From: day(2000, 1, 1), Until: day(2101, 1, 1)}, ""},
		{"from the day before the first", FilterInput{DateFrom: "1999-12-31"}, Filter{}, MsgFilterDateFromRange},
		{"to the day before the first", FilterInput{DateTo: "1999-12-31"}, Filter{}, MsgFilterDateToRange},
		{"from the day after the last", FilterInput{DateFrom: "2101-01-01"}, Filter{}, MsgFilterDateFromRange},
		{"to the day after the last", FilterInput{DateTo: "2101-01-01"}, Filter{}, MsgFilterDateToRange},
		{"to the last day of 9999", FilterInput{DateTo: "9999-12-31"}, Filter{}, MsgFilterDateToRange},
		{"from the year 0", FilterInput{DateFrom: "0000-01-01"}, Filter{}, MsgFilterDateFromRange},
		{"from the last accepted day after to the first", FilterInput{DateFrom: "2100-12-31", DateTo: "2000-01-01"}, Filter{}, MsgFilterDateOrder},
		{"a bad from is named before the order", FilterInput{DateFrom: "2101-01-01", DateTo: "2000-01-01"}, Filter{}, MsgFilterDateFromRange},
		{"every filter", FilterInput{Type: "negative", Language: "en", InputMethod: "voice_recording", DateFrom: "2026-11-01", DateTo: "2026-11-02"},
			Filter{Type: Negative, Language: "en", InputMethod: VoiceRecording, From: day(2026, 11, 1), Until: day(2026, 11, 3)}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := NewFilter(tt.in)
			domaintest.AssertProblem[Problem](t, err, tt.problem)
			if got != tt.want {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestFilterMatches(t *testing.T) {
	rating := Feedback{Type: Negative, Language: "de", InputMethod: VoiceRecording, CreatedAt: time.Date(2026, 11, 21, 23, 59, 59, 0, time.UTC)}
	tests := []struct {
		name   string
		filter Filter
		want   bool
	}{
		{"no filter", Filter{}, true},
		{"its type", Filter{Type: Negative}, true},
		{"another type", Filter{Type: Positive}, false},
		{"its language", Filter{Language: "de"}, true},
		{"another language", Filter{Language: "de-ch"}, false},
		{"its input method", Filter{InputMethod: VoiceRecording}, true},
		{"another input method", Filter{InputMethod: ExternalTranscript}, false},
		{"from its day", Filter{From: day(2026, 11, 21)}, true},
		{"from the next day", Filter{From: day(2026, 11, 22)}, false},
		{"until the next day: its day is included", Filter{Until: day(2026, 11, 22)}, true},
		{"until its day: the day before only", Filter{Until: day(2026, 11, 21)}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.filter.Matches(rating); got != tt.want {
				t.Errorf("got %v", got)
			}
		})
	}
}

func TestConversionRate(t *testing.T) {
	tests := []struct {
		counts Counts
		total  int
		want   float64
	}{
		{Counts{}, 0, 0},
		{Counts{Negative: 4}, 4, 0},
		{Counts{Positive: 4}, 4, 100},
		{Counts{Positive: 1, Negative: 2}, 3, 33.3},
		{Counts{Positive: 2, Negative: 1}, 3, 66.7},
		{Counts{Positive: 1, Negative: 7}, 8, 12.5},
		{Counts{Positive: 1, Negative: 15}, 16, 6.3}, // 6.25 rounds half away from zero
		{Counts{Positive: 2, Negative: 5}, 7, 28.6},
		{Counts{Positive: 999, Negative: 1}, 1000, 99.9},
		{Counts{Positive: 9999, Negative: 1}, 10000, 100}, // 99.99 rounds to 100.0
	}
	for _, tt := range tests {
		if got := tt.counts.Total(); got != tt.total {
			t.Errorf("%+v: total %d, want %d", tt.counts, got, tt.total)
		}
		if got := tt.counts.ConversionRate(); got != tt.want {
			t.Errorf("%+v: rate %v, want %v", tt.counts, got, tt.want)
		}
	}
}
