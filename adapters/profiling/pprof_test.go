package profiling

import (
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/config"
)

func TestNoAddressServesNoProfiles(t *testing.T) {
	l, err := Start(config.Debug{}, slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	assert.Empty(t, l.Addr())
	l.Stop()
}

func TestProfilesAreServedOnTheirAddress(t *testing.T) {
	l, err := Start(config.Debug{PprofAddr: "127.0.0.1:0"}, slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	t.Cleanup(l.Stop)

	resp, err := http.Get("http://" + l.Addr() + "/debug/pprof/heap?debug=1")
	require.NoError(t, err)
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, resp.Body.Close())
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.True(t, strings.HasPrefix(string(body), "heap profile:"), "a heap profile in text: %.80s", body)

	resp, err = http.Post("http://"+l.Addr()+"/debug/pprof/heap", "text/plain", nil)
	require.NoError(t, err)
	require.NoError(t, resp.Body.Close())
	assert.Equal(t, http.StatusMethodNotAllowed, resp.StatusCode)
}

func TestAnAddressInUseFailsTheStart(t *testing.T) {
	first, err := Start(config.Debug{PprofAddr: "127.0.0.1:0"}, slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	t.Cleanup(first.Stop)
	_, err = Start(config.Debug{PprofAddr: first.Addr()}, slog.New(slog.DiscardHandler))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "debug.pprof_addr")
}
