// Package profiling serves Go's runtime profiles (net/http/pprof) on a loopback listener of
// their own when debug.pprof_addr asks for it, so that an operator can see where a running
// server spends its time and memory.
package profiling

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"time"

	"github.com/radscribe/radscribe/config"
)

// Listener serves the profiles; the zero value, for an empty debug.pprof_addr, serves none.
type Listener struct {
	server *http.Server
	addr   string
}

// Start listens on cfg.PprofAddr, which validation keeps on loopback, and serves the profiles
// in the background. A profiling address that cannot be bound fails the start: the operator
// asked for it.
func Start(cfg config.Debug, logger *slog.Logger) (*Listener, error) {
	if cfg.PprofAddr == "" {
		return &Listener{}, nil
	}
	listener, err := net.Listen("tcp", cfg.PprofAddr)
	if err != nil {
		return nil, fmt.Errorf("debug.pprof_addr: %w", err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /debug/pprof/", pprof.Index)
	mux.HandleFunc("GET /debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("GET /debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("GET /debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("GET /debug/pprof/trace", pprof.Trace)
	l := &Listener{
		server: &http.Server{
			Handler:           mux,
			ReadHeaderTimeout: 10 * time.Second,
			ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
		},
		addr: listener.Addr().String(),
	}
	logger.Warn("runtime profiles are served (debug.pprof_addr)", "addr", l.addr, "path", "/debug/pprof/")
	go func() {
		if err := l.server.Serve(listener); err != nil && !errors.Is(err, http.ErrServerClosed) {
			logger.Error("the profiling listener stopped", "error", err)
		}
	}()
	return l, nil
}

// Addr is the address the profiles are served on, "" when they are not.
func (l *Listener) Addr() string { return l.addr }

// Stop closes the listener; a CPU profile being taken is cut short.
func (l *Listener) Stop() {
	if l.server == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	_ = l.server.Shutdown(ctx)
	_ = l.server.Close()
}
