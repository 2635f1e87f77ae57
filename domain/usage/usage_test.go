package usage

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/radscribe/radscribe/domain/domaintest"
)

// now is a Saturday morning, 41 minutes and a half second into the hour.
var now = time.Date(2026, 11, 21, 9, 41, 17, 500_000_000, time.UTC)

func at(s string) time.Time {
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		panic(err)
	}
	return t
}

func TestParseTimeRange(t *testing.T) {
	tests := []struct {
		in      string
		want    TimeRange
		problem string
	}{
		{"", LastDay, ""},
		{"1h", LastHour, ""},
		{"24h", LastDay, ""},
		{"7d", LastWeek, ""},
		{"30d", LastMonth, ""},
		{"2h", "", MsgTimeRangeInvalid},
		{"1d", "", MsgTimeRangeInvalid},
		{"24H", "", MsgTimeRangeInvalid},
		{" 24h", "", MsgTimeRangeInvalid},
		{"30", "", MsgTimeRangeInvalid},
		{"24h;drop", "", MsgTimeRangeInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseTimeRange(tt.in)
			domaintest.AssertProblem[Problem](t, err, tt.problem)
			assert.Equal(t, tt.want, got)
		})
	}
	assert.Equal(t, "timeRange must be one of 1h, 24h, 7d, 30d", MsgTimeRangeInvalid)
}

func TestTimeRangeBuckets(t *testing.T) {
	tests := []struct {
		r       TimeRange
		length  time.Duration
		bucket  time.Duration
		buckets int
	}{
		{LastHour, time.Hour, 5 * time.Minute, 12},
		{LastDay, 24 * time.Hour, time.Hour, 24},
		{LastWeek, 7 * 24 * time.Hour, 6 * time.Hour, 28},
		{LastMonth, 30 * 24 * time.Hour, 24 * time.Hour, 30},
	}
	for _, tt := range tests {
		t.Run(string(tt.r), func(t *testing.T) {
			assert.Equal(t, tt.length, tt.r.Length())
			assert.Equal(t, tt.bucket, tt.r.Bucket())
			assert.Equal(t, tt.buckets, tt.r.WindowAt(now).Buckets)
		})
	}
}

func TestWindowAt(t *testing.T) {
	tests := []struct {
		name       string
		r          TimeRange
		now        time.Time
		start, end string
	}{
		{"1h: twelve 5-minute buckets, the last one now's", LastHour, now, "2026-11-21T08:45:00Z", "2026-11-21T09:45:00Z"},
		{"24h: from the hour after this one yesterday", LastDay, now, "2026-11-20T10:00:00Z", "2026-11-21T10:00:00Z"},
		{"7d: 6-hour buckets start at 00, 06, 12 and 18 UTC", LastWeek, now, "2026-11-14T12:00:00Z", "2026-11-21T12:00:00Z"},
		{"30d: UTC days", LastMonth, now, "2026-10-23T00:00:00Z", "2026-11-22T00:00:00Z"},
		{"on a boundary the new bucket is the last", LastDay, at("2026-11-21T10:00:00Z"), "2026-11-20T11:00:00Z", "2026-11-21T11:00:00Z"},
		{"a millisecond before it, the old one", LastDay, at("2026-11-21T09:59:59.999Z"), "2026-11-20T10:00:00Z", "2026-11-21T10:00:00Z"},
		{"another time zone reads as UTC", LastMonth, time.Date(2026, 11, 21, 0, 30, 0, 0, time.FixedZone("CET", 3600)), "2026-10-22T00:00:00Z", "2026-11-21T00:00:00Z"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := tt.r.WindowAt(tt.now)
			assert.Equal(t, at(tt.start), w.Start)
			assert.Equal(t, at(tt.end), w.End())
			assert.True(t, w.Contains(tt.now))
			assert.Len(t, w.Starts(), w.Buckets)
			assert.Equal(t, w.Start, w.Starts()[0])
			assert.Equal(t, w.End().Add(-w.Bucket), w.Starts()[w.Buckets-1])
		})
	}
}

func TestWindowContains(t *testing.T) {
	w := LastHour.WindowAt(now)
	tests := []struct {
		t    string
		want bool
	}{
		{"2026-11-21T08:44:59.999Z", false},
		{"2026-11-21T08:45:00Z", true},
		{"2026-11-21T09:44:59.999Z", true},
		{"2026-11-21T09:45:00Z", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, w.Contains(at(tt.t)), tt.t)
	}
}

func TestBucketStart(t *testing.T) {
	tests := []struct {
		t    string
		size time.Duration
		want string
	}{
		{"2026-11-21T09:41:17.5Z", 5 * time.Minute, "2026-11-21T09:40:00Z"},
		{"2026-11-21T09:41:17.5Z", time.Hour, "2026-11-21T09:00:00Z"},
		{"2026-11-21T23:59:59.999Z", 6 * time.Hour, "2026-11-21T18:00:00Z"},
		{"2026-11-21T23:59:59.999Z", 24 * time.Hour, "2026-11-21T00:00:00Z"},
		{"2026-11-22T00:00:00Z", 24 * time.Hour, "2026-11-22T00:00:00Z"},
		{"1969-12-31T23:30:00Z", time.Hour, "1969-12-31T23:00:00Z"},
	}
	for _, tt := range tests {
		assert.Equal(t, at(tt.want), BucketStart(at(tt.t), tt.size), tt.t)
	}
}

func TestFailed(t *testing.T) {
	tests := []struct {
		status int
		want   bool
	}{
		{200, false}, {201, false}, {204, false}, {302, false}, {399, false},
		{400, true}, {401, true}, {403, true}, {404, true}, {429, true}, {499, true}, {500, true}, {503, true},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Event{UserID: "u1", Method: "GET", Endpoint: "/api/profile", Status: tt.status}.Failed(), tt.status)
	}
}

// A visitor's page asks who is signed in; the 401 that says nobody is, is no failure.
func TestASignedOutSessionProbeIsNoFailure(t *testing.T) {
	probe := func(method, endpoint, userID string, status int) Event {
		return Event{UserID: userID, Method: method, Endpoint: endpoint, Status: status}
	}
	assert.False(t, probe("GET", "/api/auth/user", "", 401).Failed())
	assert.False(t, probe("GET", "/api/subscription/status", "", 401).Failed())

	assert.True(t, probe("GET", "/api/auth/user", "", 500).Failed(), "only the 401 is the answer")
	assert.True(t, probe("GET", "/api/auth/user", "", 429).Failed())
	assert.True(t, probe("POST", "/api/auth/email/login", "", 401).Failed(), "a refused sign-in is no probe")
	assert.True(t, probe("GET", "/api/profile", "", 401).Failed(), "other routes' 401s count")
	assert.True(t, probe("PUT", "/api/auth/user", "", 401).Failed())
}

func TestRate(t *testing.T) {
	tests := []struct {
		part, whole int64
		want        float64
	}{
		{0, 0, 0},
		{5, 0, 0},
		{0, 10, 0},
		{1, 3, 33.3},
		{2, 3, 66.7},
		{1, 8, 12.5},
		{1, 16, 6.3},
		{1, 1000, 0.1},
		{1, 2000, 0.1},
		{1, 3000, 0},
		{3, 3, 100},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Rate(tt.part, tt.whole), "%d of %d", tt.part, tt.whole)
	}
}

func TestTotals(t *testing.T) {
	tests := []struct {
		name      string
		calls     []Event
		avg, rate float64
	}{
		{"none", nil, 0, 0},
		{"one", []Event{{Status: 200, Duration: 12345 * time.Microsecond}}, 12.3, 0},
		{"a third failed", []Event{{Status: 200, Duration: 3 * time.Millisecond}, {Status: 404, Duration: 4 * time.Millisecond}, {Status: 201, Duration: 3 * time.Millisecond}}, 3.3, 33.3},
		{"every failure counts", []Event{{Status: 400}, {Status: 500}}, 0, 100},
		{"halves round up", []Event{{Status: 200, Duration: 250 * time.Microsecond}}, 0.3, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var totals Totals
			for _, e := range tt.calls {
				totals.Add(e)
			}
			assert.Equal(t, int64(len(tt.calls)), totals.Calls)
			assert.Equal(t, tt.avg, totals.AvgMillis())
			assert.Equal(t, tt.rate, totals.ErrorRate())
			assert.Equal(t, totals.Plus(totals).Calls, 2*totals.Calls)
		})
	}
}

func TestStored(t *testing.T) {
	tests := []struct {
		name string
		in   Event
		want Event
	}{
		{"time to the millisecond in UTC, duration to the microsecond",
			Event{At: time.Date(2026, 11, 21, 10, 41, 17, 123_456_789, time.FixedZone("CET", 3600)), Duration: 1500 * time.Nanosecond},
			Event{At: at("2026-11-21T09:41:17.123Z"), Duration: time.Microsecond}},
		{"a negative duration is none", Event{At: now, Duration: -time.Second}, Event{At: now, Duration: 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Stored(tt.in)
			assert.True(t, tt.want.At.Equal(got.At), got.At)
			assert.Equal(t, time.UTC, got.At.Location())
			assert.Equal(t, tt.want.Duration, got.Duration)
		})
	}
}

func TestRankEndpoints(t *testing.T) {
	endpoints := []EndpointTotals{
		{Method: "POST", Endpoint: "/api/b", Totals: Totals{Calls: 5}},
		{Method: "GET", Endpoint: "/api/a", Totals: Totals{Calls: 9}},
		{Method: "POST", Endpoint: "/api/a", Totals: Totals{Calls: 5}},
		{Method: "GET", Endpoint: "/api/b", Totals: Totals{Calls: 5}},
	}
	tests := []struct {
		limit int
		want  []string
	}{
		{10, []string{"GET /api/a", "GET /api/b", "POST /api/a", "POST /api/b"}},
		{2, []string{"GET /api/a", "GET /api/b"}},
		{0, []string{}},
	}
	for _, tt := range tests {
		got := []string{}
		for _, e := range RankEndpoints(endpoints, tt.limit) {
			got = append(got, e.Method+" "+e.Endpoint)
		}
		assert.Equal(t, tt.want, got)
	}
	assert.Equal(t, "POST", endpoints[0].Method, "the input is left as it was")
}

func TestRankAndOrderUsers(t *testing.T) {
	ranked := RankUsers([]UserCalls{{"u3", 4}, {"u1", 7}, {"u2", 7}, {"u4", 1}}, 3)
	assert.Equal(t, []UserCalls{{"u1", 7}, {"u2", 7}, {"u3", 4}}, ranked)

	rows := []UserEndpointTotals{
		{UserID: "u4", Method: "GET", Endpoint: "/api/a", Totals: Totals{Calls: 1}},
		{UserID: "u3", Method: "GET", Endpoint: "/api/a", Totals: Totals{Calls: 4}},
		{UserID: "u2", Method: "POST", Endpoint: "/api/a", Totals: Totals{Calls: 2}},
		{UserID: "u2", Method: "GET", Endpoint: "/api/b", Totals: Totals{Calls: 5}},
		{UserID: "u1", Method: "POST", Endpoint: "/api/b", Totals: Totals{Calls: 3}},
		{UserID: "u1", Method: "GET", Endpoint: "/api/b", Totals: Totals{Calls: 3}},
		{UserID: "u1", Method: "GET", Endpoint: "/api/a", Totals: Totals{Calls: 1}},
	}
	var got []string
	for _, r := range OrderUserEndpoints(rows, ranked) {
		got = append(got, r.UserID+" "+r.Method+" "+r.Endpoint)
	}
	assert.Equal(t, []string{
		"u1 GET /api/b", "u1 POST /api/b", "u1 GET /api/a",
		"u2 GET /api/b", "u2 POST /api/a",
		"u3 GET /api/a",
	}, got, "by the user's rank, then the row's calls, then method and endpoint; u4 is not ranked")
}

func TestFillTimeline(t *testing.T) {
	w := LastHour.WindowAt(now)
	got := FillTimeline(w, []BucketTotals{
		{Start: at("2026-11-21T09:40:00Z"), Calls: 3, Errors: 1},
		{Start: at("2026-11-21T08:45:00Z"), Calls: 2},
		{Start: at("2026-11-21T08:40:00Z"), Calls: 9},
	})
	assert.Len(t, got, 12)
	assert.Equal(t, BucketTotals{Start: at("2026-11-21T08:45:00Z"), Calls: 2}, got[0])
	assert.Equal(t, BucketTotals{Start: at("2026-11-21T08:50:00Z")}, got[1])
	assert.Equal(t, BucketTotals{Start: at("2026-11-21T09:40:00Z"), Calls: 3, Errors: 1}, got[11])
	var calls int64
	for _, b := range got {
		calls += b.Calls
	}
	assert.Equal(t, int64(5), calls, "the bucket before the window is left out")
}

func TestSummarize(t *testing.T) {
	w := LastDay.WindowAt(now)
	events := []Event{
		{UserID: "anna", Method: "POST", Endpoint: "/api/format-external-transcript", Status: 200, Duration: 120 * time.Millisecond, At: at("2026-11-21T09:30:00.25Z")},
		{UserID: "anna", Method: "POST", Endpoint: "/api/format-external-transcript", Status: 500, Duration: 80 * time.Millisecond, At: at("2026-11-21T08:10:00Z")},
		{UserID: "anna", Method: "GET", Endpoint: "/api/user-templates/:id", Status: 404, Duration: 2 * time.Millisecond, At: at("2026-11-20T10:00:00Z")},
		{UserID: "ben", Method: "POST", Endpoint: "/api/format-external-transcript", Status: 200, Duration: 100 * time.Millisecond, At: at("2026-11-21T09:00:00Z")},
		{Method: "GET", Endpoint: "/api/site-info", Status: 200, Duration: time.Millisecond, At: at("2026-11-21T09:41:00Z")},
		{UserID: "carl", Method: "GET", Endpoint: "/api/site-info", Status: 200, Duration: time.Millisecond, At: at("2026-11-20T09:59:59.999Z")},
	}
	s := Summarize(events, w)

	assert.Equal(t, Totals{Calls: 5, Errors: 2, Duration: 303 * time.Millisecond}, s.Overall)
	assert.Equal(t, 2, s.Users, "visitors do not count; carl's call is before the window")
	assert.Equal(t, []EndpointTotals{
		{Method: "POST", Endpoint: "/api/format-external-transcript", Totals: Totals{Calls: 3, Errors: 1, Duration: 300 * time.Millisecond}},
		{Method: "GET", Endpoint: "/api/site-info", Totals: Totals{Calls: 1, Duration: time.Millisecond}},
		{Method: "GET", Endpoint: "/api/user-templates/:id", Totals: Totals{Calls: 1, Errors: 1, Duration: 2 * time.Millisecond}},
	}, s.Endpoints)
	assert.Equal(t, []UserEndpointTotals{
		{UserID: "anna", Method: "POST", Endpoint: "/api/format-external-transcript", Totals: Totals{Calls: 2, Errors: 1, Duration: 200 * time.Millisecond}, LastCall: at("2026-11-21T09:30:00.25Z")},
		{UserID: "anna", Method: "GET", Endpoint: "/api/user-templates/:id", Totals: Totals{Calls: 1, Errors: 1, Duration: 2 * time.Millisecond}, LastCall: at("2026-11-20T10:00:00Z")},
		{UserID: "ben", Method: "POST", Endpoint: "/api/format-external-transcript", Totals: Totals{Calls: 1, Duration: 100 * time.Millisecond}, LastCall: at("2026-11-21T09:00:00Z")},
	}, s.UserEndpoints)
	assert.Len(t, s.Timeline, 24)
	assert.Equal(t, BucketTotals{Start: at("2026-11-20T10:00:00Z"), Calls: 1, Errors: 1}, s.Timeline[0])
	assert.Equal(t, BucketTotals{Start: at("2026-11-21T08:00:00Z"), Calls: 1, Errors: 1}, s.Timeline[22])
	assert.Equal(t, BucketTotals{Start: at("2026-11-21T09:00:00Z"), Calls: 3}, s.Timeline[23])
}

func TestSummarizeKeepsTheTopUsersAndEndpoints(t *testing.T) {
	var events []Event
	for i := range 30 {
		for range i + 1 {
			events = append(events, Event{UserID: string(rune('A' + i)), Method: "GET", Endpoint: "/api/e" + string(rune('A'+i)), Status: 200, At: now})
		}
	}
	s := Summarize(events, LastHour.WindowAt(now))
	assert.Equal(t, 30, s.Users)
	assert.Len(t, s.Endpoints, TopEndpoints)
	assert.Equal(t, "/api/e"+string(rune('A'+29)), s.Endpoints[0].Endpoint)
	assert.Len(t, s.UserEndpoints, TopUsers)
	assert.Equal(t, string(rune('A'+29)), s.UserEndpoints[0].UserID)
	assert.Equal(t, string(rune('A'+20)), s.UserEndpoints[TopUsers-1].UserID)
}

func TestCutoffsAt(t *testing.T) {
	c := CutoffsAt(now)
	assert.Equal(t, now.Add(-90*24*time.Hour), c.Events)
	assert.Equal(t, map[time.Duration]time.Time{
		5 * time.Minute: at("2026-11-21T07:45:00Z"),
		time.Hour:       at("2026-11-19T10:00:00Z"),
		6 * time.Hour:   at("2026-11-07T12:00:00Z"),
		24 * time.Hour:  at("2026-09-23T00:00:00Z"),
	}, c.Aggregates)
	for _, r := range TimeRanges {
		assert.True(t, c.Aggregates[r.Bucket()].Before(r.WindowAt(now).Start), "nothing a range reads is deleted")
		assert.True(t, c.Events.Before(c.Aggregates[r.Bucket()]))
	}
}
