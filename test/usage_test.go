package test

import (
	"context"
	"io"
	"log/slog"
	"net"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe"
	"github.com/radscribe/radscribe/adapters/store"
)

// The app records its API calls in the background, and a stopping server stores what is still
// queued before it closes the database.
func TestAppRecordsAPICallsAndStoresThemAsItStops(t *testing.T) {
	cfg := testConfig(t)
	ctx, cancel := context.WithCancel(context.Background())
	server, cleanup, err := radscribe.InitializeServer(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	require.NoError(t, err)
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	done := make(chan error, 1)
	go func() { done <- server.Serve(ctx, listener) }()
	base := "http://" + listener.Addr().String()

	status, _ := getJSON(t, base+"/api/site-info?ref=newsletter")
	require.Equal(t, 200, status)
	status, _ = getJSON(t, base+"/api/no-such-endpoint")
	require.Equal(t, 404, status)
	cancel()
	require.NoError(t, <-done)
	cleanup()

	db, err := store.Open(context.Background(), cfg.Database)
	require.NoError(t, err)
	defer store.Close(db)
	var rows []struct {
		Method, Endpoint, UserID string
		Status                   int
	}
	require.NoError(t, db.Raw(`SELECT method, endpoint, user_id, status FROM api_usage_events`).Scan(&rows).Error)
	require.Len(t, rows, 1, "the call to no route is not recorded")
	assert.Equal(t, "GET", rows[0].Method)
	assert.Equal(t, "/api/site-info", rows[0].Endpoint)
	assert.Equal(t, "", rows[0].UserID)
	assert.Equal(t, 200, rows[0].Status)
}
