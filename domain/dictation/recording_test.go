package dictation

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestRecordingTransitions(t *testing.T) {
	cases := []struct {
		from, to Status
		allowed  bool
	}{
		{StatusIdle, StatusRecording, true},
		{StatusIdle, StatusTranscribed, false},
		{StatusRecording, StatusTranscribing, true},
		{StatusRecording, StatusFailed, true},
		{StatusRecording, StatusCompleted, false},
		{StatusTranscribing, StatusCorrecting, true},
		{StatusTranscribing, StatusTranscribed, true},
		{StatusTranscribing, StatusFailed, true},
		{StatusTranscribing, StatusRecording, false},
		{StatusCorrecting, StatusTranscribed, true},
		{StatusCorrecting, StatusFailed, true},
		{StatusTranscribed, StatusCompleted, true},
		{StatusTranscribed, StatusTranscribing, true},
		{StatusTranscribed, StatusRecording, false},
		{StatusCompleted, StatusTranscribing, true},
		{StatusCompleted, StatusFailed, false},
		{StatusFailed, StatusTranscribing, true},
		{StatusFailed, StatusTranscribed, false},
		{Status("paused"), StatusRecording, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.allowed, c.from.CanBecome(c.to), "%s -> %s", c.from, c.to)
	}
}

func TestStartStatus(t *testing.T) {
	for status, want := range map[Status]bool{
		StatusRecording: true, StatusTranscribing: true, StatusIdle: false, StatusTranscribed: false,
		StatusCompleted: false, StatusFailed: false, "": false,
	} {
		assert.Equal(t, want, IsStartStatus(status), status)
	}
}

func TestTimingCheck(t *testing.T) {
	start := time.Date(2026, 11, 24, 8, 0, 0, 0, time.UTC)
	cases := []struct {
		name   string
		timing Timing
		want   error
	}{
		{"ordinary", Timing{start, start.Add(42 * time.Second), 42 * time.Second}, nil},
		{"times unknown", Timing{Duration: time.Minute}, nil},
		{"zero length", Timing{start, start, 0}, nil},
		{"negative", Timing{Duration: -time.Second}, Problem(MsgInvalidDuration)},
		{"too long", Timing{Duration: MaxRecordingDuration + time.Second}, Problem(MsgInvalidDuration)},
		{"end before start", Timing{start, start.Add(-time.Second), 0}, Problem(MsgInvalidTimes)},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, c.timing.Check(), c.name)
	}
}

func TestJoinTranscripts(t *testing.T) {
	cases := []struct {
		name string
		in   []Transcript
		want string
	}{
		{"none", nil, ""},
		{"corrected wins", []Transcript{{Raw: "no new mo thorax", Corrected: "No pneumothorax."}}, "No pneumothorax."},
		{"raw when not corrected", []Transcript{{Raw: "Heart normal."}}, "Heart normal."},
		{"in order, by spaces", []Transcript{{Raw: "a", Corrected: "Lungs clear."}, {Raw: "Heart normal."}}, "Lungs clear. Heart normal."},
		{"empty recordings skipped", []Transcript{{}, {Corrected: "  Liver normal. "}, {Raw: " "}}, "Liver normal."},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, JoinTranscripts(c.in), c.name)
	}
}
