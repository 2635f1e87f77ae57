package config

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestProfilesAreOffByDefault(t *testing.T) {
	t.Chdir(t.TempDir())
	cfg, err := Load("")
	require.NoError(t, err)
	assert.Empty(t, cfg.Debug.PprofAddr)
}

func TestProfilesAreServedOnLoopbackOnly(t *testing.T) {
	tests := []struct {
		addr string
		ok   bool
	}{
		{"127.0.0.1:6060", true},
		{"[::1]:6060", true},
		{"localhost:6060", true},
		{"127.0.0.1:0", true},
		{"0.0.0.0:6060", false},
		{":6060", false},
		{"192.0.2.10:6060", false},
		{"profiles.example.com:6060", false},
		{"6060", false},
	}
	for _, tt := range tests {
		t.Run(tt.addr, func(t *testing.T) {
			t.Chdir(t.TempDir())
			t.Setenv("RADSCRIBE_DEBUG_PPROF_ADDR", tt.addr)
			cfg, err := Load("")
			if tt.ok {
				require.NoError(t, err)
				assert.Equal(t, tt.addr, cfg.Debug.PprofAddr)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), "debug.pprof_addr")
		})
	}
}
