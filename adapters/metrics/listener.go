package metrics

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/radscribe/radscribe/config"
)

// Path is where the metrics are served, on their listener and on the main address.
const Path = "/metrics"

// listenerShutdownTimeout is how long a scrape in progress may take once the server stops.
const listenerShutdownTimeout = 5 * time.Second

// Listener serves the metrics on metrics.addr, apart from the application: by default on
// loopback, where only the machine's own Prometheus (or a sidecar) reaches them.
type Listener struct {
	addr    string
	handler http.Handler
	logger  *slog.Logger

	mu     sync.Mutex
	server *http.Server
	bound  string
}

// NewListener prepares the listener of cfg.Addr; nothing listens before Start.
func NewListener(cfg config.Metrics, registry *Registry, logger *slog.Logger) *Listener {
	mux := http.NewServeMux()
	mux.Handle("GET "+Path, registry.Handler())
	l := &Listener{handler: mux, logger: logger}
	if cfg.Listens() {
		l.addr = cfg.Addr
	}
	return l
}

// Start listens on metrics.addr and serves in the background. The metrics are not worth the
// application: when the address cannot be bound (taken by another server) the error is
// logged and the application runs on without them.
func (l *Listener) Start() {
	if l.addr == "" {
		return
	}
	listener, err := net.Listen("tcp", l.addr)
	if err != nil {
		l.logger.Error("the metrics listener could not start; the server runs without it", "addr", l.addr, "error", err)
		return
	}
	server := &http.Server{
		Handler:           l.handler,
		ReadHeaderTimeout: 10 * time.Second,
		ErrorLog:          slog.NewLogLogger(l.logger.Handler(), slog.LevelWarn),
	}
	l.mu.Lock()
	l.server, l.bound = server, listener.Addr().String()
	l.mu.Unlock()
	l.logger.Info("metrics are served", "addr", l.bound, "path", Path)
	go func() {
		if err := server.Serve(listener); err != nil && !errors.Is(err, http.ErrServerClosed) {
			l.logger.Error("the metrics listener stopped", "error", err)
		}
	}()
}

// Addr is the address the listener is bound to (the port chosen for :0), or "" when it does
// not listen.
func (l *Listener) Addr() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.bound
}

// Stop closes the listener, letting a scrape in progress finish briefly.
func (l *Listener) Stop() {
	l.mu.Lock()
	server := l.server
	l.server, l.bound = nil, ""
	l.mu.Unlock()
	if server == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), listenerShutdownTimeout)
	defer cancel()
	if err := server.Shutdown(ctx); err != nil {
		l.logger.Warn("stopping the metrics listener", "error", err)
	}
}
