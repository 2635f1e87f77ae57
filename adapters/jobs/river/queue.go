// Package riverjobs runs the application's jobs on River (github.com/riverqueue/river), in the
// application's own database: PostgreSQL, or SQLite for the embedded setup. Requests queue jobs
// through Queue; each server process works them with a Runner, which also queues the periodic
// clean-up and serves River UI to admins.
package riverjobs

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/ports"
)

// maxAttempts bounds a job's runs. With River's backoff (attempt⁴ seconds, ±10 %) the tenth
// comes about four hours after the first: enough to outlast a mail server's outage.
const maxAttempts = 10

// unfinished are the states in which a job counts for uniqueness: a job equal to one that
// waits, runs or waits for its retry is not queued again, as that one will do the work; once
// it has finished, however it ended, the same job may be queued anew.
var unfinished = []rivertype.JobState{
	rivertype.JobStateAvailable, rivertype.JobStatePending, rivertype.JobStateRetryable,
	rivertype.JobStateRunning, rivertype.JobStateScheduled,
}

// insertOpts are those of every job: unique by kind and fields while unfinished.
func insertOpts() *river.InsertOpts {
	return &river.InsertOpts{MaxAttempts: maxAttempts, UniqueOpts: river.UniqueOpts{ByArgs: true, ByState: unfinished}}
}

// Queue implements ports.JobQueue with an insert-only River client. It is separate from the
// Runner's working client because the workers need the use cases, which need the queue.
type Queue struct {
	client *river.Client[*sql.Tx]
}

// NewQueue returns the job queue on db.
func NewQueue(db *gorm.DB, logger *slog.Logger) (*Queue, error) {
	driver, err := store.RiverDriver(db)
	if err != nil {
		return nil, err
	}
	client, err := river.NewClient(driver, &river.Config{Logger: riverLogger(logger)})
	if err != nil {
		return nil, fmt.Errorf("job queue: %w", err)
	}
	return &Queue{client: client}, nil
}

// Enqueue inserts job, in the transaction of store.Transactor.WithinTx when ctx carries one.
func (q *Queue) Enqueue(ctx context.Context, job ports.Job) error {
	var err error
	if tx, ok := store.SQLTx(ctx); ok {
		_, err = q.client.InsertTx(ctx, tx, job, insertOpts())
	} else {
		_, err = q.client.Insert(ctx, job, insertOpts())
	}
	if err != nil {
		return fmt.Errorf("queueing a %s job: %w", job.Kind(), store.MarkUnavailable(err))
	}
	return nil
}

var _ ports.JobQueue = (*Queue)(nil)
