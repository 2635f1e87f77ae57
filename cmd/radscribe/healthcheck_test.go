package main

import (
	"bytes"
	"net"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReadinessURLIsOnTheLoopback(t *testing.T) {
	for addr, want := range map[string]string{
		":8080":          "http://127.0.0.1:8080/readyz",
		"0.0.0.0:9000":   "http://127.0.0.1:9000/readyz",
		"[::]:8080":      "http://127.0.0.1:8080/readyz",
		"127.0.0.1:8081": "http://127.0.0.1:8081/readyz",
		"[::1]:8080":     "http://[::1]:8080/readyz",
	} {
		got, err := readinessURL(addr)
		require.NoError(t, err, addr)
		assert.Equal(t, want, got, addr)
	}
	_, err := readinessURL("8080")
	assert.ErrorContains(t, err, "http.addr")
}

func TestHealthcheckExitsZeroOnlyWhenReady(t *testing.T) {
	status := http.StatusOK
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/readyz" {
			http.NotFound(w, r)
			return
		}
		w.WriteHeader(status)
	}))
	defer server.Close()
	t.Chdir(t.TempDir())
	t.Setenv("RADSCRIBE_HTTP_ADDR", server.Listener.Addr().String())

	var stdout, stderr bytes.Buffer
	assert.Equal(t, exitOK, run([]string{"healthcheck"}, &stdout, &stderr), stderr.String())
	assert.Equal(t, "ready\n", stdout.String())

	status = http.StatusServiceUnavailable
	stderr.Reset()
	assert.Equal(t, exitFailure, run([]string{"healthcheck"}, &stdout, &stderr))
	assert.Contains(t, stderr.String(), "not ready")
	assert.Contains(t, stderr.String(), "503")
}

func TestHealthcheckFailsWhenNothingListens(t *testing.T) {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := listener.Addr().String()
	require.NoError(t, listener.Close())
	t.Chdir(t.TempDir())
	t.Setenv("RADSCRIBE_HTTP_ADDR", addr)

	var stdout, stderr bytes.Buffer
	assert.Equal(t, exitFailure, run([]string{"healthcheck"}, &stdout, &stderr))
	assert.Contains(t, stderr.String(), "not ready")
	assert.Empty(t, stdout.String())
}
