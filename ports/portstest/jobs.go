package portstest

import (
	"context"
	"reflect"
	"slices"
	"sync"

	"github.com/radscribe/radscribe/ports"
)

// Jobs is a ports.JobQueue for use-case tests. A job whose kind has a handler (Handle) runs at
// once, in the caller's goroutine, so a test sees its effects when Enqueue returns; a job of
// another kind waits in Queued for the test to inspect. Inside Transactions.WithinTx jobs are
// held back until fn succeeds, as the real queue's jobs commit with the transaction, and
// dropped when it fails. As in the real queue, a job equal to one still queued is not added
// again, and a handler's error is kept (Failures) without reaching the caller of Enqueue.
type Jobs struct {
	mu       sync.Mutex
	handlers map[string]func(context.Context, ports.Job) error
	queued   []ports.Job
	failures []error
}

// NewJobs returns a queue without handlers.
func NewJobs() *Jobs {
	return &Jobs{handlers: map[string]func(context.Context, ports.Job) error{}}
}

// Handle makes jobs run the jobs of T's kind with run.
func Handle[T ports.Job](jobs *Jobs, run func(context.Context, T) error) {
	var zero T
	jobs.mu.Lock()
	defer jobs.mu.Unlock()
	jobs.handlers[zero.Kind()] = func(ctx context.Context, job ports.Job) error { return run(ctx, job.(T)) }
}

// Enqueue runs or queues job, after the enclosing Transactions.WithinTx when there is one.
func (j *Jobs) Enqueue(ctx context.Context, job ports.Job) error {
	if pending, ok := ctx.Value(pendingJobsKey{}).(*[]func(context.Context)); ok && pending != nil {
		*pending = append(*pending, func(ctx context.Context) { j.accept(ctx, job) })
		return nil
	}
	j.accept(ctx, job)
	return nil
}

func (j *Jobs) accept(ctx context.Context, job ports.Job) {
	j.mu.Lock()
	handler, ok := j.handlers[job.Kind()]
	if !ok {
		if !slices.ContainsFunc(j.queued, func(q ports.Job) bool { return reflect.DeepEqual(q, job) }) {
			j.queued = append(j.queued, job)
		}
		j.mu.Unlock()
		return
	}
	j.mu.Unlock()
	// The handler runs outside any transaction, as a worker does.
	if err := handler(context.WithValue(ctx, pendingJobsKey{}, (*[]func(context.Context))(nil)), job); err != nil {
		j.mu.Lock()
		j.failures = append(j.failures, err)
		j.mu.Unlock()
	}
}

// Queued returns the jobs without a handler, oldest first.
func (j *Jobs) Queued() []ports.Job {
	j.mu.Lock()
	defer j.mu.Unlock()
	return slices.Clone(j.queued)
}

// Failures returns what the handlers returned other than nil, oldest first.
func (j *Jobs) Failures() []error {
	j.mu.Lock()
	defer j.mu.Unlock()
	return slices.Clone(j.failures)
}

// pendingJobsKey is the context key of the jobs Transactions.WithinTx holds back.
type pendingJobsKey struct{}

// Transactions is a ports.Transactor for use-case tests: it holds back the jobs enqueued in fn
// until fn succeeds. The in-memory stores have no rollback; with Database set, fn runs in that
// real transaction too, and the held-back jobs run after it commits, outside it, as a worker
// does.
type Transactions struct {
	Database ports.Transactor
}

// WithinTx runs fn, then the jobs it enqueued if it succeeded. Nested calls join the outer one.
func (t Transactions) WithinTx(ctx context.Context, fn func(ctx context.Context) error) error {
	if pending, ok := ctx.Value(pendingJobsKey{}).(*[]func(context.Context)); ok && pending != nil {
		return fn(ctx)
	}
	var pending []func(context.Context)
	holding := func(ctx context.Context) error { return fn(context.WithValue(ctx, pendingJobsKey{}, &pending)) }
	var err error
	if t.Database != nil {
		err = t.Database.WithinTx(ctx, holding)
	} else {
		err = holding(ctx)
	}
	if err != nil {
		return err
	}
	for _, run := range pending {
		run(ctx)
	}
	return nil
}

var (
	_ ports.JobQueue   = (*Jobs)(nil)
	_ ports.Transactor = Transactions{}
)
