package cleanup

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/usage"
	"github.com/radscribe/radscribe/ports/portstest"
)

func TestDeleteOldUsageEventsKeepsThoseWithinTheRetention(t *testing.T) {
	ctx := context.Background()
	events := portstest.NewUsageEvents()
	require.NoError(t, events.InsertBatch(ctx, []usage.Event{
		{Method: "GET", Endpoint: "/api/site-info", Status: 200, At: portstest.Now.Add(-usage.Retention - time.Millisecond)},
		{Method: "GET", Endpoint: "/api/auth/user", Status: 401, At: portstest.Now.Add(-usage.Retention + time.Second)},
	}))
	service := NewService(Stores{Usage: events}, Policy{}, portstest.FixedClock{Time: portstest.Now}, slog.New(slog.NewTextHandler(io.Discard, nil)))

	require.NoError(t, service.DeleteOldUsageEvents(ctx, PurgeOldUsageEvents{}))

	left := events.Events()
	require.Len(t, left, 1)
	assert.Equal(t, "/api/auth/user", left[0].Endpoint)
	assert.Equal(t, 90*24*time.Hour, usage.Retention)
}
