package usage

import (
	"cmp"
	"slices"
	"time"
)

// ReportAction is what a report call did: format a transcript into sections, fill a template
// or write a whole report.
type ReportAction string

const (
	ActionFormat   ReportAction = "format"
	ActionFill     ReportAction = "fill"
	ActionGenerate ReportAction = "generate"
)

// ReportActions are the actions in the order the statistics show them.
var ReportActions = []ReportAction{ActionFormat, ActionFill, ActionGenerate}

// InputMethod is where a report's transcript came from: pasted or typed into the transcript
// box, or dictated by voice in RadScribe.
type InputMethod string

const (
	InputPasted InputMethod = "pasted"
	InputVoice  InputMethod = "voice"
)

// InputMethods are the input methods in the order the statistics show them.
var InputMethods = []InputMethod{InputPasted, InputVoice}

// ReportKind is the action and input method of one report call.
type ReportKind struct {
	Action ReportAction
	Input  InputMethod
}

// ReportEndpoint is a report route as the usage events name it.
type ReportEndpoint struct {
	Method, Endpoint string
	ReportKind
}

// ReportEndpoints are the routes that produce a report, each with what it counts as. The
// route says the input method: the pasted transcript's fill and generate have routes of their
// own. (Before they had, a pasted fill or generate was recorded on the voice route.)
var ReportEndpoints = []ReportEndpoint{
	{"POST", "/api/format-external-transcript", ReportKind{ActionFormat, InputPasted}},
	{"POST", "/api/populate-template-external", ReportKind{ActionFill, InputPasted}},
	{"POST", "/api/generate-report-external", ReportKind{ActionGenerate, InputPasted}},
	{"POST", "/api/populate-template-voice", ReportKind{ActionFill, InputVoice}},
	{"POST", "/api/generate-report-voice", ReportKind{ActionGenerate, InputVoice}},
}

// ReportOf says what report e produced: a call of a report route answered with success
// (2xx). A refused or failed call produced none.
func ReportOf(e Event) (ReportKind, bool) {
	if e.Status < 200 || e.Status > 299 {
		return ReportKind{}, false
	}
	for _, r := range ReportEndpoints {
		if r.Method == e.Method && r.Endpoint == e.Endpoint {
			return r.ReportKind, true
		}
	}
	return ReportKind{}, false
}

// ReportCounts count the reports produced, by action and input method. Only counts: no
// transcript or report text is ever part of a usage event.
type ReportCounts map[ReportKind]int64

// Add counts n reports of kind k.
func (c ReportCounts) Add(k ReportKind, n int64) { c[k] += n }

// Total is every report counted.
func (c ReportCounts) Total() int64 { return c.sum(func(ReportKind) bool { return true }) }

// ByAction adds up the input methods of each action.
func (c ReportCounts) ByAction(a ReportAction) int64 {
	return c.sum(func(k ReportKind) bool { return k.Action == a })
}

// ByInput adds up the actions of each input method.
func (c ReportCounts) ByInput(m InputMethod) int64 {
	return c.sum(func(k ReportKind) bool { return k.Input == m })
}

// sum adds up the reports of the kinds that match.
func (c ReportCounts) sum(match func(ReportKind) bool) int64 {
	var total int64
	for k, n := range c {
		if match(k) {
			total += n
		}
	}
	return total
}

// ReportActivity is one report produced: who, what, from which input, when.
type ReportActivity struct {
	UserID string
	ReportKind
	At time.Time
}

// CountReports counts the reports userID produced among events (every user's when userID
// is empty; a visitor produces none), by the definition: a store may get there another way,
// and must arrive at the same.
func CountReports(events []Event, userID string) ReportCounts {
	counts := ReportCounts{}
	for _, e := range events {
		if e.UserID == "" || (userID != "" && e.UserID != userID) {
			continue
		}
		if k, ok := ReportOf(e); ok {
			counts.Add(k, 1)
		}
	}
	return counts
}

// RecentReports are the limit latest reports of signed-in users among events, newest first
// (ties by user id, then action and input method), by the definition.
func RecentReports(events []Event, limit int) []ReportActivity {
	var recent []ReportActivity
	for _, e := range events {
		e = Stored(e)
		if e.UserID == "" {
			continue
		}
		if k, ok := ReportOf(e); ok {
			recent = append(recent, ReportActivity{UserID: e.UserID, ReportKind: k, At: e.At})
		}
	}
	OrderRecentReports(recent)
	return recent[:min(max(limit, 0), len(recent))]
}

// OrderRecentReports puts the newest first, ties by user id, then action and input method.
func OrderRecentReports(recent []ReportActivity) {
	slices.SortStableFunc(recent, func(a, b ReportActivity) int {
		return cmp.Or(b.At.Compare(a.At), cmp.Compare(a.UserID, b.UserID), cmp.Compare(a.Action, b.Action), cmp.Compare(a.Input, b.Input))
	})
}

// ActivityLabel is how the admins' recent activity names a report: "Report formatted
// (pasted)".
func (k ReportKind) ActivityLabel() string {
	verb := map[ReportAction]string{ActionFormat: "Report formatted", ActionFill: "Template filled", ActionGenerate: "Report generated"}[k.Action]
	if verb == "" {
		verb = "Report"
	}
	return verb + " (" + string(k.Input) + ")"
}
