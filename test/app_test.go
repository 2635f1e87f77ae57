package test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/config"
)

func testConfig(t *testing.T) *config.Config {
	t.Helper()
	t.Chdir(t.TempDir())
	cfg, err := config.Load("")
	require.NoError(t, err)
	cfg.Database.DSN = filepath.Join(t.TempDir(), "app.db")
	cfg.Company.LegalName = "Example Teleradiology GmbH"
	// Tests start many servers; the metrics listener's fixed port would serve only the first.
	cfg.Metrics.Addr = config.MetricsAddrOff
	return cfg
}

// startApp wires the whole application as `radscribe serve` does and serves it on a free port.
func startApp(t *testing.T, cfg *config.Config) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	server, cleanup, err := radscribe.InitializeServer(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	require.NoError(t, err)
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	done := make(chan error, 1)
	go func() { done <- server.Serve(ctx, listener) }()
	t.Cleanup(func() {
		cancel()
		assert.NoError(t, <-done)
		cleanup()
	})
	return "http://" + listener.Addr().String()
}

func getJSON(t *testing.T, target string) (int, map[string]any) {
	t.Helper()
	resp, err := http.Get(target)
	require.NoError(t, err)
	defer resp.Body.Close()
	var body map[string]any
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&body))
	return resp.StatusCode, body
}

func TestAppServesAPIOnSQLite(t *testing.T) {
	cfg := testConfig(t)
	base := startApp(t, cfg)

	status, _ := getJSON(t, base+"/healthz")
	assert.Equal(t, 200, status)
	status, _ = getJSON(t, base+"/readyz")
	assert.Equal(t, 200, status)
	status, body := getJSON(t, base+"/api/unknown")
	assert.Equal(t, 404, status)
	assert.Equal(t, "Not found", body["message"])
	status, body = getJSON(t, base+"/api/site-info")
	assert.Equal(t, 200, status)
	assert.Equal(t, "Example Teleradiology GmbH", body["legalName"])
	status, _ = getJSON(t, base+"/api/auth/user")
	assert.Equal(t, 401, status)

	_, err := os.Stat(cfg.Database.DSN)
	assert.NoError(t, err, "the SQLite file is created on start")
}

// TestReadyzRecoversWhenPostgresComesBack cuts the connection to PostgreSQL with a proxy in
// between: /readyz must answer 503 while the database is unreachable and 200 again once it is
// back, without a restart.
func TestReadyzRecoversWhenPostgresComesBack(t *testing.T) {
	database := storetest.Postgres(t)
	target, err := url.Parse(database.DSN)
	require.NoError(t, err, "this test needs the URL form of the DSN")
	proxy := newToggleProxy(t, target.Host)
	target.Host = proxy.addr
	q := target.Query()
	q.Set("connect_timeout", "2")
	target.RawQuery = q.Encode()

	cfg := testConfig(t)
	cfg.Database = database
	cfg.Database.DSN = target.String()
	base := startApp(t, cfg)

	status, _ := getJSON(t, base+"/readyz")
	require.Equal(t, 200, status)

	proxy.setUp(false)
	status, body := getJSON(t, base+"/readyz")
	assert.Equal(t, 503, status)
	assert.Contains(t, body["message"], "The database is unreachable")
	status, _ = getJSON(t, base+"/healthz")
	assert.Equal(t, 200, status)

	proxy.setUp(true)
	assert.Eventually(t, func() bool {
		status, _ := getJSON(t, base+"/readyz")
		return status == 200
	}, 10*time.Second, 100*time.Millisecond)
}

// toggleProxy forwards TCP to a backend; when down it drops every connection and refuses new ones.
type toggleProxy struct {
	addr    string
	backend string
	mu      sync.Mutex
	up      bool
	conns   []net.Conn
}

func newToggleProxy(t *testing.T, backend string) *toggleProxy {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	p := &toggleProxy{addr: listener.Addr().String(), backend: backend, up: true}
	t.Cleanup(func() { listener.Close(); p.setUp(false) })
	go func() {
		for {
			client, err := listener.Accept()
			if err != nil {
				return
			}
			go p.forward(client)
		}
	}()
	return p
}

func (p *toggleProxy) forward(client net.Conn) {
	p.mu.Lock()
	if !p.up {
		p.mu.Unlock()
		client.Close()
		return
	}
	p.mu.Unlock()
	server, err := net.Dial("tcp", p.backend)
	if err != nil {
		client.Close()
		return
	}
	p.mu.Lock()
	p.conns = append(p.conns, client, server)
	p.mu.Unlock()
	go func() { _, _ = io.Copy(server, client); server.Close() }()
	_, _ = io.Copy(client, server)
	client.Close()
}

func (p *toggleProxy) setUp(up bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.up = up
	if !up {
		for _, conn := range p.conns {
			conn.Close()
		}
		p.conns = nil
	}
}
