package openairetry

import (
	"errors"
	"testing"
	"time"

	"github.com/openai/openai-go/v3"
	"github.com/stretchr/testify/require"
)

func TestServerWait(t *testing.T) {
	for _, tc := range []struct {
		name   string
		err    error
		want   time.Duration
		wantOK bool
	}{
		{"seconds", apiError(429, "7"), 7 * time.Second, true},
		{"zero", apiError(503, "0"), 0, true},
		{"no header", apiError(503, ""), 0, false},
		{"a date", apiError(503, "Wed, 21 Oct 2015 07:28:00 GMT"), 0, false},
		{"negative", apiError(429, "-1"), 0, false},
		{"no response", &openai.Error{StatusCode: 503}, 0, false},
		{"no HTTP answer", errors.New("connection reset"), 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := serverWait(tc.err)
			require.Equal(t, tc.wantOK, ok)
			require.Equal(t, tc.want, got)
		})
	}
}

func TestSchedule(t *testing.T) {
	plain := apiError(503, "")
	type wait struct {
		delay time.Duration
		ok    bool
	}
	for _, tc := range []struct {
		name    string
		backoff time.Duration
		errs    []error
		want    []wait
	}{
		{
			name:    "the backoff doubles from the first",
			backoff: FirstBackoff,
			errs:    []error{plain, plain, plain, plain},
			want:    []wait{{500 * time.Millisecond, true}, {time.Second, true}, {2 * time.Second, true}, {4 * time.Second, true}},
		},
		{
			name:    "Retry-After is waited and leaves the backoff as it was",
			backoff: FirstBackoff,
			errs:    []error{apiError(429, "3"), plain, plain},
			want:    []wait{{3 * time.Second, true}, {500 * time.Millisecond, true}, {time.Second, true}},
		},
		{
			name:    "Retry-After up to 30 s",
			backoff: FirstBackoff,
			errs:    []error{apiError(429, "30"), apiError(429, "31")},
			want:    []wait{{30 * time.Second, true}, {31 * time.Second, false}},
		},
		{
			name:    "a backoff grown past 30 s gives up",
			backoff: 20 * time.Second,
			errs:    []error{plain, plain},
			want:    []wait{{20 * time.Second, true}, {40 * time.Second, false}},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := schedule{backoff: tc.backoff}
			var got []wait
			for _, err := range tc.errs {
				delay, ok := s.next(err)
				got = append(got, wait{delay, ok})
			}
			require.Equal(t, tc.want, got)
		})
	}
}
