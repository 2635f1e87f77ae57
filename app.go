package radscribe

import (
	"context"
	"errors"
	"net"

	httpadapter "github.com/radscribe/radscribe/adapters/http"
	riverjobs "github.com/radscribe/radscribe/adapters/jobs/river"
	"github.com/radscribe/radscribe/adapters/metrics"
)

// App is what `radscribe serve` runs: the HTTP server, the workers of the background jobs and
// the metrics listener.
type App struct {
	server  *httpadapter.Server
	jobs    *riverjobs.Runner
	metrics *metrics.Listener
}

func newApp(server *httpadapter.Server, jobs *riverjobs.Runner, listener *metrics.Listener) *App {
	return &App{server: server, jobs: jobs, metrics: listener}
}

// Run listens on http.addr and works jobs until ctx is cancelled (SIGINT/SIGTERM).
func (a *App) Run(ctx context.Context) error {
	return a.withJobs(ctx, func() error { return a.server.Run(ctx) })
}

// Serve is Run on a listener the caller opened (tests use a random port).
func (a *App) Serve(ctx context.Context, listener net.Listener) error {
	return a.withJobs(ctx, func() error { return a.server.Serve(ctx, listener) })
}

// withJobs works jobs and serves the metrics while serve runs. The jobs stop after the HTTP
// server, so that requests finishing during the shutdown can still queue theirs; jobs queued
// then wait in the database for the next start. A metrics listener that cannot start is
// logged, and the app runs without it.
func (a *App) withJobs(ctx context.Context, serve func() error) error {
	if err := a.jobs.Start(ctx); err != nil {
		return err
	}
	a.metrics.Start()
	defer a.metrics.Stop()
	served := serve()
	return errors.Join(served, a.jobs.Stop())
}
