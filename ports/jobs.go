package ports

import (
	"context"
	"errors"
)

// Job is work done after the request that asked for it, by a worker that may run in another
// process. A job is stored in the database in plain sight (an admin can list it), so its fields
// are ids and names only: never transcript or report text, and never a secret such as a
// verification code or a reset token; the worker reads or makes what it needs when it runs.
type Job interface {
	// Kind names the work; each kind has one worker.
	Kind() string
}

// JobQueue hands jobs to the workers.
type JobQueue interface {
	// Enqueue stores job to run as soon as a worker is free. Its kind and fields are its unique
	// key: while a job with the same key waits, runs or waits to be retried, enqueueing it
	// again adds nothing, since that job will do the work. Inside Transactor.WithinTx the job
	// is stored in that transaction, so it runs only if the transaction commits.
	Enqueue(ctx context.Context, job Job) error
}

// Transactor runs several changes as one unit of work.
type Transactor interface {
	// WithinTx runs fn in one database transaction, committed when fn returns nil and rolled
	// back otherwise. fn must pass on the context it gets: the transaction travels in it. Only
	// the JobQueue and the repositories whose documentation says so take part; on SQLite, a
	// write through any other repository inside fn would wait for this very transaction.
	WithinTx(ctx context.Context, fn func(ctx context.Context) error) error
}

// ErrJobPointless, wrapped in a worker's error, says that running the job again cannot
// succeed (the mail server refused the message for good, say): the job ends with the error
// kept instead of being retried.
var ErrJobPointless = errors.New("retrying cannot help")
