package usage

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/access"
	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/usage"
	"github.com/radscribe/radscribe/ports/portstest"
)

type fixture struct {
	service   *Service
	events    *portstest.UsageEvents
	memory    *portstest.Memory
	admin     account.User
	anna, ben string
	annaUser  account.User
}

func newFixture(t *testing.T) fixture {
	t.Helper()
	memory := portstest.NewMemory()
	anna, ben := portstest.TwoUsers(t, memory.Users)
	annaUser, err := memory.Users.ByID(context.Background(), anna)
	require.NoError(t, err)
	admin := portstest.NewUser("33333333-3333-3333-3333-333333333333", "chief@klinik.de")
	admin.Role = account.RoleAdmin
	events := portstest.NewUsageEvents()
	service := NewService(events, memory.Users, portstest.FixedClock{Time: portstest.Now}, DefaultRecorderSettings, quiet)
	return fixture{service: service, events: events, memory: memory, admin: admin, anna: anna, ben: ben, annaUser: annaUser}
}

func TestAPIUsageIsForAdminsOnly(t *testing.T) {
	f := newFixture(t)
	_, err := f.service.APIUsage(context.Background(), f.annaUser, "24h")
	assert.Equal(t, apperr.Forbidden, apperr.KindOf(err))
	assert.EqualError(t, err, access.MsgAdminsOnly)
}

func TestAPIUsageReadsTheTimeRange(t *testing.T) {
	f := newFixture(t)
	tests := []struct {
		in      string
		want    usage.TimeRange
		buckets int
		problem string
	}{
		{"", "24h", 24, ""},
		{"1h", "1h", 12, ""},
		{"7d", "7d", 28, ""},
		{"30d", "30d", 30, ""},
		{"90d", "", 0, "timeRange must be one of 1h, 24h, 7d, 30d"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			report, err := f.service.APIUsage(context.Background(), f.admin, tt.in)
			if tt.problem != "" {
				assert.Equal(t, apperr.Invalid, apperr.KindOf(err))
				assert.EqualError(t, err, tt.problem)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, report.TimeRange)
			assert.Len(t, report.Timeline, tt.buckets)
		})
	}
}

func TestAPIUsageNamesTheUsersAndCountsDrops(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	gone := "44444444-4444-4444-4444-444444444444"
	at := portstest.Now.Add(-10 * time.Minute)
	require.NoError(t, f.events.InsertBatch(ctx, []usage.Event{
		{UserID: f.anna, Method: "POST", Endpoint: "/api/format-external-transcript", Status: 200, Duration: 90 * time.Millisecond, At: at},
		{UserID: f.anna, Method: "POST", Endpoint: "/api/format-external-transcript", Status: 500, Duration: 10 * time.Millisecond, At: at},
		{UserID: f.ben, Method: "GET", Endpoint: "/api/user-templates", Status: 200, Duration: time.Millisecond, At: at},
		{UserID: gone, Method: "GET", Endpoint: "/api/auth/user", Status: 200, Duration: time.Millisecond, At: at},
		{Method: "GET", Endpoint: "/api/site-info", Status: 200, Duration: time.Millisecond, At: at},
	}))
	// A recorder that was never started drops what its full queue cannot take.
	small := NewService(f.events, f.memory.Users, portstest.FixedClock{Time: portstest.Now}, RecorderSettings{QueueSize: 1, BatchSize: 1, FlushInterval: time.Hour, WriteTimeout: time.Second}, quiet)
	small.Record(usage.Event{})
	small.Record(usage.Event{})

	report, err := small.APIUsage(ctx, f.admin, "1h")
	require.NoError(t, err)
	assert.Equal(t, usage.Totals{Calls: 5, Errors: 1, Duration: 103 * time.Millisecond}, report.Overall)
	assert.Equal(t, 3, report.Users, "the visitor is not a user")
	require.Len(t, report.UserEndpoints, 3)
	assert.Equal(t, f.anna, report.UserEndpoints[0].UserID)
	assert.Equal(t, UserName{Email: "anna@klinik.de", Name: "Anna Berg"}, report.Names[f.anna])
	assert.Equal(t, "ben@klinik.de", report.Names[f.ben].Email)
	assert.NotContains(t, report.Names, gone, "a deleted account has no name")
	assert.Equal(t, int64(1), report.Dropped)
}

func TestRecordDatesTheCallByItsArrival(t *testing.T) {
	events := portstest.NewUsageEvents()
	service := NewService(events, portstest.NewMemory().Users, portstest.FixedClock{Time: portstest.Now}, DefaultRecorderSettings, quiet)
	service.Start()
	service.Record(usage.Event{Method: "GET", Endpoint: "/api/auth/user", Status: 200, Duration: 250 * time.Millisecond})
	service.Stop()

	stored := events.Events()
	require.Len(t, stored, 1)
	assert.Equal(t, portstest.Now.Add(-250*time.Millisecond), stored[0].At)
	assert.Equal(t, "/api/auth/user", stored[0].Endpoint)
}
