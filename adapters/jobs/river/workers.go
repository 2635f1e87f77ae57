package riverjobs

import (
	"context"
	"errors"

	"github.com/riverqueue/river"

	"github.com/radscribe/radscribe/application/auth"
	"github.com/radscribe/radscribe/application/billing"
	"github.com/radscribe/radscribe/application/cleanup"
	"github.com/radscribe/radscribe/application/marketing"
	"github.com/radscribe/radscribe/application/support"
	"github.com/radscribe/radscribe/ports"
)

// Handlers are the use cases whose jobs the Runner works.
type Handlers struct {
	Auth    *auth.Service
	Cleanup *cleanup.Service
	Billing *billing.Service
	Support *support.Service
	// Marketing works the contact sync jobs; they do nothing while no marketing service is
	// configured.
	Marketing *marketing.Service
}

// workers registers one worker per job kind of the application.
func workers(h Handlers) *river.Workers {
	bundle := river.NewWorkers()
	register(bundle, h.Auth.DeliverVerificationCode)
	register(bundle, h.Auth.DeliverPasswordResetLink)
	register(bundle, h.Auth.DeliverWelcome)
	register(bundle, h.Auth.DeliverAccountExists)
	register(bundle, h.Cleanup.DeleteExpiredSignIns)
	register(bundle, h.Cleanup.DeleteOldTranscripts)
	register(bundle, h.Cleanup.DeleteOldUsageEvents)
	register(bundle, h.Billing.RunSyncCustomer)
	register(bundle, h.Support.DeliverContactMessage)
	register(bundle, h.Support.DeleteUndeliveredContactMessages)
	register(bundle, h.Auth.DeliverMigrationInvite)
	register(bundle, h.Marketing.RunSyncAll)
	register(bundle, h.Marketing.RunSyncContact)
	register(bundle, h.Marketing.RunSyncUsageTotals)
	return bundle
}

// worker works the jobs of T's kind with a use case's method.
type worker[T ports.Job] struct {
	river.WorkerDefaults[T]
	run func(context.Context, T) error
}

func register[T ports.Job](bundle *river.Workers, run func(context.Context, T) error) {
	river.AddWorker(bundle, &worker[T]{run: run})
}

// Work runs the job. An error that says retrying cannot help (ports.ErrJobPointless: the mail
// server refused the message for good) cancels the job, keeping the error for admins; any
// other error is retried with River's backoff until the attempts run out.
func (w *worker[T]) Work(ctx context.Context, job *river.Job[T]) error {
	err := w.run(ctx, job.Args)
	if errors.Is(err, ports.ErrJobPointless) {
		return river.JobCancel(err)
	}
	return err
}
