package http

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/config"
)

// Server owns the listening socket and its graceful shutdown.
type Server struct {
	server          *http.Server
	shutdownTimeout time.Duration
	logger          *slog.Logger
}

// NewServer prepares the HTTP server with the configured timeouts.
func NewServer(cfg config.HTTP, router *gin.Engine, logger *slog.Logger) *Server {
	return &Server{
		server: &http.Server{
			Addr:              cfg.Addr,
			Handler:           router,
			ReadHeaderTimeout: 10 * time.Second,
			ReadTimeout:       cfg.ReadTimeout,
			WriteTimeout:      cfg.WriteTimeout,
			IdleTimeout:       cfg.IdleTimeout,
			ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
		},
		shutdownTimeout: cfg.ShutdownTimeout,
		logger:          logger,
	}
}

// Run listens until ctx is cancelled (SIGINT/SIGTERM in cmd), then stops accepting connections
// and lets in-flight requests finish within the shutdown timeout.
func (s *Server) Run(ctx context.Context) error {
	listener, err := net.Listen("tcp", s.server.Addr)
	if err != nil {
		return fmt.Errorf("cannot listen on http.addr %s: %w", s.server.Addr, err)
	}
	return s.Serve(ctx, listener)
}

// Serve is Run on a listener the caller opened (tests use a random port).
func (s *Server) Serve(ctx context.Context, listener net.Listener) error {
	s.logger.Info("RadScribe is listening", "addr", listener.Addr().String())
	served := make(chan error, 1)
	go func() { served <- s.server.Serve(listener) }()

	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	s.logger.Info("shutting down: finishing in-flight requests", "timeout", s.shutdownTimeout)
	shutdownCtx, cancel := context.WithTimeout(context.Background(), s.shutdownTimeout)
	defer cancel()
	if err := s.server.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("graceful shutdown: %w", err)
	}
	if err := <-served; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	s.logger.Info("stopped")
	return nil
}
