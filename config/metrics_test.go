package config

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMetricsListenOnLoopbackByDefault(t *testing.T) {
	t.Chdir(t.TempDir())
	cfg, err := Load("")
	require.NoError(t, err)
	assert.Equal(t, Metrics{Addr: "127.0.0.1:9464"}, cfg.Metrics)
	assert.True(t, cfg.Metrics.Listens())
}

func TestTheMetricsListenerTurnsOff(t *testing.T) {
	t.Run("off in the environment", func(t *testing.T) {
		t.Chdir(t.TempDir())
		t.Setenv("RADSCRIBE_METRICS_ADDR", "off")
		cfg, err := Load("")
		require.NoError(t, err)
		assert.False(t, cfg.Metrics.Listens())
	})
	t.Run("empty in the file", func(t *testing.T) {
		dir := t.TempDir()
		t.Chdir(dir)
		require.NoError(t, os.WriteFile(filepath.Join(dir, "radscribe.yaml"), []byte("metrics:\n  addr: \"\"\n"), 0o600))
		cfg, err := Load("")
		require.NoError(t, err)
		assert.False(t, cfg.Metrics.Listens())
	})
}

func TestMetricsFromTheEnvironment(t *testing.T) {
	t.Chdir(t.TempDir())
	t.Setenv("RADSCRIBE_METRICS_ADDR", "0.0.0.0:9100")
	t.Setenv("RADSCRIBE_METRICS_BEARER_TOKEN", "4f9c2e7a1b8d6035e2c4a7f1")
	cfg, err := Load("")
	require.NoError(t, err)
	assert.Equal(t, Metrics{Addr: "0.0.0.0:9100", BearerToken: "4f9c2e7a1b8d6035e2c4a7f1"}, cfg.Metrics)
}

func TestMetricsValidation(t *testing.T) {
	tests := []struct {
		name    string
		env     map[string]string
		wantErr string
	}{
		{"not an address", map[string]string{"RADSCRIBE_METRICS_ADDR": "9464"},
			`metrics.addr: "9464" must be host:port (such as 127.0.0.1:9464), or empty or off to turn the listener off`},
		{"the main address", map[string]string{"RADSCRIBE_HTTP_ADDR": "127.0.0.1:9090", "RADSCRIBE_METRICS_ADDR": "127.0.0.1:9090"},
			`metrics.addr: "127.0.0.1:9090" is http.addr too`},
		{"a short token", map[string]string{"RADSCRIBE_METRICS_BEARER_TOKEN": "letmein"},
			"metrics.bearer_token: must be at least 16 characters long"},
		{"a token with a space", map[string]string{"RADSCRIBE_METRICS_BEARER_TOKEN": "Bearer 4f9c2e7a1b8d6035e2c4"},
			"metrics.bearer_token: must not contain spaces or line breaks"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assertLoadFails(t, tt.env, tt.wantErr)
		})
	}
}

func TestTheTokenIsNeverRepeatedInAProblem(t *testing.T) {
	t.Chdir(t.TempDir())
	t.Setenv("RADSCRIBE_METRICS_BEARER_TOKEN", "short-secret")
	_, err := Load("")
	require.Error(t, err)
	assert.NotContains(t, err.Error(), "short-secret")
}
