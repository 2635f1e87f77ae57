package http

import (
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestShutdownLetsInFlightRequestsFinish(t *testing.T) {
	router := newTestRouter(t, testHTTPConfig(), &fakeDatabase{}, nil)
	started := make(chan struct{})
	release := make(chan struct{})
	router.GET("/api/test-slow", func(c *gin.Context) {
		close(started)
		<-release
		c.String(200, "finished")
	})
	server := NewServer(testHTTPConfig(), router, slog.New(slog.NewTextHandler(io.Discard, nil)))
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)

	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan error, 1)
	go func() { stopped <- server.Serve(ctx, listener) }()

	type result struct {
		body string
		err  error
	}
	answered := make(chan result, 1)
	go func() {
		resp, err := http.Get("http://" + listener.Addr().String() + "/api/test-slow")
		if err != nil {
			answered <- result{err: err}
			return
		}
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		answered <- result{body: string(body), err: err}
	}()
	<-started
	cancel()

	// The server is draining: new connections are refused while the slow request continues.
	require.Eventually(t, func() bool {
		conn, err := net.DialTimeout("tcp", listener.Addr().String(), 100*time.Millisecond)
		if err != nil {
			return true
		}
		// An open idle connection would hold Shutdown back for its grace period.
		conn.Close()
		return false
	}, 5*time.Second, 10*time.Millisecond)
	close(release)

	got := <-answered
	require.NoError(t, got.err)
	assert.Equal(t, "finished", got.body)
	assert.NoError(t, <-stopped)
}
