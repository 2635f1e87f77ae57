package riverjobs

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
	"gorm.io/gorm"
	"riverqueue.com/riverui"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/config"
)

// failedJobRetention is how long a failed job stays for admins to see in the jobs view.
const failedJobRetention = 7 * 24 * time.Hour

// Runner works the queued jobs in this process, queues the periodic clean-up when it is River's
// leader, and serves River UI; `serve` starts it and stops it after the HTTP server.
type Runner struct {
	client          *river.Client[*sql.Tx]
	adminUI         *riverui.Handler
	shutdownTimeout time.Duration
	logger          *slog.Logger
	stopUI          context.CancelFunc
}

// NewRunner prepares the workers of handlers' jobs on db; nothing runs before Start.
func NewRunner(db *gorm.DB, cfg config.Jobs, handlers Handlers, logger *slog.Logger) (*Runner, error) {
	client, err := newClient(db, cfg, workers(handlers), logger)
	if err != nil {
		return nil, err
	}
	if handlers.Marketing.Enabled() {
		client.PeriodicJobs().Add(contactSyncJob())
	}
	adminUI, err := newAdminUI(client, logger)
	if err != nil {
		return nil, err
	}
	return &Runner{client: client, adminUI: adminUI, shutdownTimeout: cfg.ShutdownTimeout, logger: logger}, nil
}

// newClient is the working client: it fetches jobs every poll interval (on SQLite also as soon
// as another connection queues one, through River's notification table), with up to
// max_workers at once.
func newClient(db *gorm.DB, cfg config.Jobs, bundle *river.Workers, logger *slog.Logger) (*river.Client[*sql.Tx], error) {
	driver, err := store.RiverDriver(db)
	if err != nil {
		return nil, err
	}
	client, err := river.NewClient(driver, &river.Config{
		// A mail the server refused for good is cancelled, not discarded; admins should see it
		// as long as a job that ran out of attempts (River keeps those 7 days, cancelled ones 1).
		CancelledJobRetentionPeriod: failedJobRetention,
		DiscardedJobRetentionPeriod: failedJobRetention,
		// River fetches at most once per cooldown; a cooldown above the poll interval would
		// make the interval meaningless.
		FetchCooldown:     min(cfg.PollInterval, river.FetchCooldownDefault),
		FetchPollInterval: cfg.PollInterval,
		Logger:            riverLogger(logger),
		MaxAttempts:       maxAttempts,
		PeriodicJobs:      periodicJobs(cfg.CleanupInterval),
		Queues:            map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: cfg.MaxWorkers}},
		Workers:           bundle,
	})
	if err != nil {
		return nil, fmt.Errorf("job queue: %w", err)
	}
	return client, nil
}

// Start begins working jobs. The client runs on a context of its own, so that the signal that
// stops the HTTP server does not also stop the jobs before Stop drains them.
func (r *Runner) Start(ctx context.Context) error {
	background := context.WithoutCancel(ctx)
	if err := r.client.Start(background); err != nil {
		return fmt.Errorf("starting the job queue: %w", err)
	}
	uiCtx, stopUI := context.WithCancel(background)
	if err := r.adminUI.Start(uiCtx); err != nil {
		stopUI()
		return errors.Join(fmt.Errorf("starting the jobs view: %w", err), r.client.StopAndCancel(background))
	}
	r.stopUI = stopUI
	return nil
}

// Stop lets running jobs finish within jobs.shutdown_timeout, then cancels those still
// running; River puts them back in the queue for the next start.
func (r *Runner) Stop() error {
	if r.stopUI != nil {
		r.stopUI()
	}
	ctx, cancel := context.WithTimeout(context.Background(), r.shutdownTimeout)
	defer cancel()
	err := r.client.Stop(ctx)
	if errors.Is(err, context.DeadlineExceeded) {
		r.logger.Warn("jobs still running at the end of jobs.shutdown_timeout are cancelled", "timeout", r.shutdownTimeout)
		cancelCtx, cancelled := context.WithTimeout(context.Background(), r.shutdownTimeout)
		defer cancelled()
		err = r.client.StopAndCancel(cancelCtx)
	}
	return err
}
