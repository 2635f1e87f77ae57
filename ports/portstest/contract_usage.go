package portstest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/usage"
	"github.com/radscribe/radscribe/ports"
)

// RunUsageContract runs the contract of ports.UsageRepository, each case as a subtest on a
// fresh, empty repository from open.
func RunUsageContract(t *testing.T, open func(t *testing.T) ports.UsageRepository) {
	for _, contract := range []struct {
		name string
		run  func(t *testing.T, repo ports.UsageRepository)
	}{
		{"NothingRecordedIsAllZeros", usageEmptyContract},
		{"SummariesFollowTheDefinition", usageSummaryContract},
		{"EventsAreStoredAsStoredSays", usageStoredContract},
		{"RetentionDeletesOnlyWhatNoRangeReads", usageRetentionContract},
		{"ReportsAreCountedByTheDefinition", usageReportsContract},
	} {
		t.Run(contract.name, func(t *testing.T) { contract.run(t, open(t)) })
	}
}

// UsageEventsExample are n reproducible events from seed between from and to: signed-in users
// (some busier than others) and visitors, several endpoints and methods, some failing, each
// batch in no particular time order.
func UsageEventsExample(seed uint64, n int, from, to time.Time) []usage.Event {
	r := rand.New(rand.NewPCG(seed, seed^0x5eed))
	endpoints := []struct{ method, endpoint string }{
		{"POST", "/api/format-external-transcript"}, {"POST", "/api/transcribe"}, {"POST", "/api/generate-report"},
		{"GET", "/api/user-templates"}, {"GET", "/api/user-templates/:id"}, {"PUT", "/api/user-templates/:id"},
		{"DELETE", "/api/user-templates/:id"}, {"GET", "/api/auth/user"}, {"HEAD", "/api/auth/user"}, {"GET", "/api/site-info"},
	}
	statuses := []int{200, 200, 200, 200, 201, 204, 302, 400, 401, 404, 429, 500}
	span := to.Sub(from)
	events := make([]usage.Event, n)
	for i := range events {
		// A cube skews the draw, so that a few users make most of the calls.
		user := int(float64(25) * r.Float64() * r.Float64() * r.Float64())
		userID := fmt.Sprintf("%08x-0000-4000-8000-%012x", user, user*7919)
		if r.IntN(10) == 0 {
			userID = ""
		}
		e := endpoints[int(float64(len(endpoints))*r.Float64()*r.Float64())]
		events[i] = usage.Event{
			UserID: userID, Method: e.method, Endpoint: e.endpoint, Status: statuses[r.IntN(len(statuses))],
			Duration: time.Duration(r.Int64N(int64(3 * time.Second))),
			At:       from.Add(time.Duration(r.Int64N(int64(span)))),
		}
	}
	return events
}

// insertInBatches stores events in batches of size.
func insertInBatches(t *testing.T, repo ports.UsageRepository, events []usage.Event, size int) {
	t.Helper()
	for start := 0; start < len(events); start += size {
		require.NoError(t, repo.InsertBatch(context.Background(), events[start:min(start+size, len(events))]))
	}
}

// assertSummary compares a repository's summary with the definition's, an empty list and none
// alike.
func assertSummary(t *testing.T, want, got usage.Summary, msgAndArgs ...any) {
	t.Helper()
	assert.Equal(t, want.Overall, got.Overall, msgAndArgs...)
	assert.Equal(t, want.Users, got.Users, msgAndArgs...)
	assert.Equal(t, want.Timeline, got.Timeline, msgAndArgs...)
	assert.Equal(t, append([]usage.EndpointTotals{}, want.Endpoints...), append([]usage.EndpointTotals{}, got.Endpoints...), msgAndArgs...)
	assert.Equal(t, append([]usage.UserEndpointTotals{}, want.UserEndpoints...), append([]usage.UserEndpointTotals{}, got.UserEndpoints...), msgAndArgs...)
}

func usageEmptyContract(t *testing.T, repo ports.UsageRepository) {
	require.NoError(t, repo.InsertBatch(context.Background(), nil), "an empty batch is nothing to store")
	for _, r := range usage.TimeRanges {
		w := r.WindowAt(Now)
		got, err := repo.Summary(context.Background(), w)
		require.NoError(t, err)
		assertSummary(t, usage.Summarize(nil, w), got, r)
		assert.Len(t, got.Timeline, w.Buckets, "every bucket is there, empty")
	}
}

func usageSummaryContract(t *testing.T, repo ports.UsageRepository) {
	// 35 days of calls up to an hour after the latest "now" below, stored out of order.
	events := UsageEventsExample(1, 3000, Now.Add(-35*24*time.Hour), Now.Add(2*time.Hour))
	// The hour before Now gets more, so that the 1h range has plenty to add up.
	events = append(events, UsageEventsExample(2, 400, Now.Add(-time.Hour), Now)...)
	insertInBatches(t, repo, events, 500)
	// A late batch: calls that arrived long before ones already stored.
	late := UsageEventsExample(3, 50, Now.Add(-3*24*time.Hour), Now.Add(-2*24*time.Hour))
	insertInBatches(t, repo, late, 500)
	events = append(events, late...)

	// On an hour's boundary, within an hour, and a moment before midnight.
	for _, now := range []time.Time{Now, Now.Add(41*time.Minute + 17*time.Second + 500*time.Millisecond), time.Date(2026, 11, 20, 23, 59, 59, 999e6, time.UTC)} {
		for _, r := range usage.TimeRanges {
			w := r.WindowAt(now)
			got, err := repo.Summary(context.Background(), w)
			require.NoError(t, err)
			want := usage.Summarize(events, w)
			require.NotZero(t, want.Overall.Calls, "the example has calls in every range")
			assertSummary(t, want, got, "%s at %s", r, now)
		}
	}
}

func usageStoredContract(t *testing.T, repo ports.UsageRepository) {
	cet := time.FixedZone("CET", 3600)
	events := []usage.Event{
		{UserID: "11111111-1111-1111-1111-111111111111", Method: "GET", Endpoint: "/api/user-templates/:id", Status: 200,
			Duration: 1234567 * time.Nanosecond, At: time.Date(2026, 11, 21, 9, 30, 0, 123456789, cet)},
		{UserID: "11111111-1111-1111-1111-111111111111", Method: "GET", Endpoint: "/api/user-templates/:id", Status: 404,
			Duration: -time.Millisecond, At: time.Date(2026, 11, 21, 9, 20, 0, 0, cet)},
		{Method: "POST", Endpoint: "/api/auth/email/login", Status: 401, Duration: 40 * time.Millisecond, At: Now.Add(-31 * time.Minute)},
	}
	require.NoError(t, repo.InsertBatch(context.Background(), events))
	got, err := repo.Summary(context.Background(), usage.LastHour.WindowAt(Now))
	require.NoError(t, err)
	assertSummary(t, usage.Summarize(events, usage.LastHour.WindowAt(Now)), got)
	require.Len(t, got.UserEndpoints, 1)
	row := got.UserEndpoints[0]
	assert.Equal(t, time.Date(2026, 11, 21, 8, 30, 0, 123e6, time.UTC), row.LastCall, "to the millisecond, in UTC")
	assert.Equal(t, 1234*time.Microsecond, row.Duration, "to the microsecond; a negative duration counts as none")
	assert.Equal(t, usage.Totals{Calls: 3, Errors: 2, Duration: 41234 * time.Microsecond}, got.Overall)
	assert.Equal(t, 1, got.Users, "the visitor's call is counted, not the visitor")
}

func usageRetentionContract(t *testing.T, repo ports.UsageRepository) {
	ctx := context.Background()
	events := UsageEventsExample(4, 1500, Now.Add(-100*24*time.Hour), Now)
	insertInBatches(t, repo, events, 500)
	old := 0
	cutoffs := usage.CutoffsAt(Now)
	for _, e := range events {
		if usage.Stored(e).At.Before(cutoffs.Events) {
			old++
		}
	}
	require.NotZero(t, old)

	deleted, err := repo.DeleteBefore(ctx, cutoffs)
	require.NoError(t, err)
	assert.Equal(t, old, deleted)
	for _, r := range usage.TimeRanges {
		w := r.WindowAt(Now)
		got, err := repo.Summary(ctx, w)
		require.NoError(t, err)
		assertSummary(t, usage.Summarize(events, w), got, "what %s reads is kept", r)
	}
	again, err := repo.DeleteBefore(ctx, cutoffs)
	require.NoError(t, err)
	assert.Zero(t, again)
}

func usageReportsContract(t *testing.T, repo ports.UsageRepository) {
	ctx := context.Background()
	empty, err := repo.ReportCounts(ctx, "")
	require.NoError(t, err)
	assert.Zero(t, empty.Total(), "nothing recorded, no reports")
	none, err := repo.RecentReports(ctx, 10)
	require.NoError(t, err)
	assert.Empty(t, none)

	anna, ben := "aaaaaaaa-0000-4000-8000-000000000001", "bbbbbbbb-0000-4000-8000-000000000002"
	events := UsageEventsExample(5, 600, Now.Add(-20*24*time.Hour), Now)
	for i, r := range usage.ReportEndpoints {
		for j, user := range []string{anna, ben, ""} {
			for _, status := range []int{200, 200, 201, 400, 429, 500} {
				events = append(events, usage.Event{UserID: user, Method: r.Method, Endpoint: r.Endpoint, Status: status,
					Duration: time.Second, At: Now.Add(-time.Duration(i*10+j) * time.Minute)})
			}
		}
	}
	// Two at the very same instant, so that the order of ties is checked too.
	events = append(events,
		usage.Event{UserID: ben, Method: "POST", Endpoint: "/api/format-external-transcript", Status: 200, At: Now.Add(-time.Second)},
		usage.Event{UserID: anna, Method: "POST", Endpoint: "/api/populate-template-voice", Status: 200, At: Now.Add(-time.Second)},
		usage.Event{UserID: anna, Method: "GET", Endpoint: "/api/format-external-transcript", Status: 200, At: Now},
	)
	insertInBatches(t, repo, events, 250)

	for _, user := range []string{"", anna, ben, "cccccccc-0000-4000-8000-000000000003"} {
		got, err := repo.ReportCounts(ctx, user)
		require.NoError(t, err)
		want := usage.CountReports(events, user)
		assert.Equal(t, want.Total(), got.Total(), "user %q", user)
		for _, k := range usage.ReportEndpoints {
			assert.Equal(t, want[k.ReportKind], got[k.ReportKind], "user %q, %v", user, k.ReportKind)
		}
	}
	for _, limit := range []int{0, 1, 2, 7, 1000} {
		got, err := repo.RecentReports(ctx, limit)
		require.NoError(t, err)
		assert.Equal(t, append([]usage.ReportActivity{}, usage.RecentReports(events, limit)...), append([]usage.ReportActivity{}, got...), "limit %d", limit)
	}
}
