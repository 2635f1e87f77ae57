package usage

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestReportOf(t *testing.T) {
	for _, tc := range []struct {
		name   string
		event  Event
		want   ReportKind
		counts bool
	}{
		{"a pasted format", Event{Method: "POST", Endpoint: "/api/format-external-transcript", Status: 200}, ReportKind{ActionFormat, InputPasted}, true},
		{"a pasted fill", Event{Method: "POST", Endpoint: "/api/populate-template-external", Status: 200}, ReportKind{ActionFill, InputPasted}, true},
		{"a pasted generate", Event{Method: "POST", Endpoint: "/api/generate-report-external", Status: 201}, ReportKind{ActionGenerate, InputPasted}, true},
		{"a voice fill", Event{Method: "POST", Endpoint: "/api/populate-template-voice", Status: 200}, ReportKind{ActionFill, InputVoice}, true},
		{"a voice generate", Event{Method: "POST", Endpoint: "/api/generate-report-voice", Status: 200}, ReportKind{ActionGenerate, InputVoice}, true},
		{"a refused format", Event{Method: "POST", Endpoint: "/api/format-external-transcript", Status: 400}, ReportKind{}, false},
		{"a throttled fill", Event{Method: "POST", Endpoint: "/api/populate-template-voice", Status: 429}, ReportKind{}, false},
		{"a failed generate", Event{Method: "POST", Endpoint: "/api/generate-report-voice", Status: 500}, ReportKind{}, false},
		{"another method", Event{Method: "GET", Endpoint: "/api/format-external-transcript", Status: 200}, ReportKind{}, false},
		{"a correction is no report", Event{Method: "POST", Endpoint: "/api/correct-transcript", Status: 200}, ReportKind{}, false},
		{"a transcription is a recording, not a report", Event{Method: "POST", Endpoint: "/api/transcribe", Status: 200}, ReportKind{}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := ReportOf(tc.event)
			assert.Equal(t, tc.counts, ok)
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestCountReports(t *testing.T) {
	at := time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)
	format := func(user string, status int) Event {
		return Event{UserID: user, Method: "POST", Endpoint: "/api/format-external-transcript", Status: status, At: at}
	}
	voiceFill := func(user string) Event {
		return Event{UserID: user, Method: "POST", Endpoint: "/api/populate-template-voice", Status: 200, At: at}
	}
	pastedFill := func(user string) Event {
		return Event{UserID: user, Method: "POST", Endpoint: "/api/populate-template-external", Status: 200, At: at}
	}
	for _, tc := range []struct {
		name                          string
		events                        []Event
		user                          string
		total, formats, fills, pasted int64
	}{
		{"nothing recorded", nil, "anna", 0, 0, 0, 0},
		{"thirty pasted formats", repeat(format("anna", 200), 30), "anna", 30, 30, 0, 30},
		{"only the user's own", append(repeat(format("anna", 200), 3), format("ben", 200)), "anna", 3, 3, 0, 3},
		{"everyone's with no user named", append(repeat(format("anna", 200), 3), format("ben", 200)), "", 4, 4, 0, 4},
		{"a visitor produces none", []Event{format("", 200)}, "", 0, 0, 0, 0},
		{"refusals and failures are no reports", []Event{format("anna", 400), format("anna", 502), format("anna", 200)}, "anna", 1, 1, 0, 1},
		{"voice and pasted apart", []Event{voiceFill("anna"), pastedFill("anna"), format("anna", 200)}, "anna", 3, 1, 2, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := CountReports(tc.events, tc.user)
			assert.Equal(t, tc.total, got.Total())
			assert.Equal(t, tc.formats, got.ByAction(ActionFormat))
			assert.Equal(t, tc.fills, got.ByAction(ActionFill))
			assert.Equal(t, tc.pasted, got.ByInput(InputPasted))
			assert.Equal(t, tc.total-tc.pasted, got.ByInput(InputVoice))
		})
	}
}

func repeat(e Event, n int) []Event {
	events := make([]Event, n)
	for i := range events {
		events[i] = e
	}
	return events
}

func TestRecentReports(t *testing.T) {
	at := time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)
	events := []Event{
		{UserID: "ben", Method: "POST", Endpoint: "/api/format-external-transcript", Status: 200, At: at.Add(-time.Minute)},
		{UserID: "anna", Method: "POST", Endpoint: "/api/generate-report-voice", Status: 200, At: at},
		{UserID: "anna", Method: "POST", Endpoint: "/api/format-external-transcript", Status: 200, At: at},
		{UserID: "anna", Method: "POST", Endpoint: "/api/format-external-transcript", Status: 500, At: at.Add(time.Hour)},
		{Method: "POST", Endpoint: "/api/format-external-transcript", Status: 200, At: at.Add(time.Hour)},
		{UserID: "anna", Method: "GET", Endpoint: "/api/user-templates", Status: 200, At: at.Add(time.Hour)},
		// Stored to the millisecond: the same instant as the two at 'at'.
		{UserID: "ben", Method: "POST", Endpoint: "/api/populate-template-external", Status: 200, At: at.Add(300 * time.Microsecond)},
	}
	for _, tc := range []struct {
		name  string
		limit int
		want  []ReportActivity
	}{
		{"none asked", 0, []ReportActivity{}},
		{"newest first, ties by user then action", 3, []ReportActivity{
			{UserID: "anna", ReportKind: ReportKind{ActionFormat, InputPasted}, At: at},
			{UserID: "anna", ReportKind: ReportKind{ActionGenerate, InputVoice}, At: at},
			{UserID: "ben", ReportKind: ReportKind{ActionFill, InputPasted}, At: at},
		}},
		{"more asked than there are", 10, []ReportActivity{
			{UserID: "anna", ReportKind: ReportKind{ActionFormat, InputPasted}, At: at},
			{UserID: "anna", ReportKind: ReportKind{ActionGenerate, InputVoice}, At: at},
			{UserID: "ben", ReportKind: ReportKind{ActionFill, InputPasted}, At: at},
			{UserID: "ben", ReportKind: ReportKind{ActionFormat, InputPasted}, At: at.Add(-time.Minute)},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, append([]ReportActivity{}, RecentReports(events, tc.limit)...))
		})
	}
}

func TestActivityLabel(t *testing.T) {
	for kind, want := range map[ReportKind]string{
		{ActionFormat, InputPasted}:  "Report formatted (pasted)",
		{ActionFill, InputVoice}:     "Template filled (voice)",
		{ActionGenerate, InputVoice}: "Report generated (voice)",
	} {
		assert.Equal(t, want, kind.ActivityLabel())
	}
}
