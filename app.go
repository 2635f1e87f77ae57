package radscribe

import (
	"context"
	"errors"
	"net"

	httpadapter "github.com/radscribe/radscribe/adapters/http"
	riverjobs "github.com/radscribe/radscribe/adapters/jobs/river"
)

// App is what `radscribe serve` runs: the HTTP server and the workers of the background jobs.
type App struct {
	server *httpadapter.Server
	jobs   *riverjobs.Runner
}

func newApp(server *httpadapter.Server, jobs *riverjobs.Runner) *App {
	return &App{server: server, jobs: jobs}
}

// Run listens on http.addr and works jobs until ctx is cancelled (SIGINT/SIGTERM).
func (a *App) Run(ctx context.Context) error {
	return a.withJobs(ctx, func() error { return a.server.Run(ctx) })
}

// Serve is Run on a listener the caller opened (tests use a random port).
func (a *App) Serve(ctx context.Context, listener net.Listener) error {
	return a.withJobs(ctx, func() error { return a.server.Serve(ctx, listener) })
}

// withJobs works jobs while serve runs. The jobs stop after the HTTP server, so that requests
// finishing during the shutdown can still queue theirs; jobs queued then wait in the database
// for the next start.
func (a *App) withJobs(ctx context.Context, serve func() error) error {
	if err := a.jobs.Start(ctx); err != nil {
		return err
	}
	served := serve()
	return errors.Join(served, a.jobs.Stop())
}
