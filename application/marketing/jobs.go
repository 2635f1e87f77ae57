package marketing

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// SyncAllContacts syncs every account, counting its progress in the run it names.
type SyncAllContacts struct {
	RunID string `json:"run_id"`
}

// Kind names the job for the queue.
func (SyncAllContacts) Kind() string { return "sync_all_contacts" }

// SyncContact syncs one account to the default lists: queued after sign-up and after a
// subscription change, when a marketing service is configured.
type SyncContact struct {
	UserID string `json:"user_id"`
}

// Kind names the job for the queue.
func (SyncContact) Kind() string { return "sync_contact" }

// SyncUsageTotals syncs every account's usage totals (and status) to the default lists; the
// job queue runs it daily while a marketing service is configured.
type SyncUsageTotals struct{}

// Kind names the job for the queue.
func (SyncUsageTotals) Kind() string { return "sync_contact_usage_totals" }

var (
	_ ports.Job = SyncAllContacts{}
	_ ports.Job = SyncContact{}
	_ ports.Job = SyncUsageTotals{}
)

// StartSyncAll records a run over every account with an address and queues its job.
func (s *Service) StartSyncAll(ctx context.Context, actor account.User, listIDs []int64) (ports.ContactSyncRun, error) {
	if err := s.admin(actor); err != nil {
		return ports.ContactSyncRun{}, err
	}
	if err := validListIDs(listIDs); err != nil {
		return ports.ContactSyncRun{}, err
	}
	contacts, err := s.contacts(ctx, func(account.User) bool { return true })
	if err != nil {
		return ports.ContactSyncRun{}, err
	}
	id, err := s.ids.NewID()
	if err != nil {
		return ports.ContactSyncRun{}, err
	}
	run := ports.ContactSyncRun{ID: id, ListIDs: s.listsOr(listIDs), Total: len(contacts), StartedAt: s.clock.Now()}
	if err := s.runs.Create(ctx, run); err != nil {
		return ports.ContactSyncRun{}, err
	}
	if err := s.jobs.Enqueue(ctx, SyncAllContacts{RunID: id}); err != nil {
		return ports.ContactSyncRun{}, err
	}
	return s.runs.ByID(ctx, id)
}

// SyncRun returns a run's progress.
func (s *Service) SyncRun(ctx context.Context, actor account.User, id string) (ports.ContactSyncRun, error) {
	if err := s.admin(actor); err != nil {
		return ports.ContactSyncRun{}, err
	}
	run, err := s.runs.ByID(ctx, id)
	if errors.Is(err, ports.ErrNotFound) {
		return ports.ContactSyncRun{}, apperr.New(apperr.NotFound, MsgRunNotFound)
	}
	return run, err
}

// AwaitRun returns the run once it has finished, or as it stands after about within.
func (s *Service) AwaitRun(ctx context.Context, actor account.User, id string, within time.Duration) (ports.ContactSyncRun, error) {
	for waited := time.Duration(0); ; waited += pollEvery {
		run, err := s.SyncRun(ctx, actor, id)
		if err != nil || run.FinishedAt != nil || waited >= within {
			return run, err
		}
		if err := s.waiter.Wait(ctx, pollEvery); err != nil {
			return run, nil
		}
	}
}

// RunSyncAll works a SyncAllContacts job. A retried job starts its count again; a finished
// run is not synced twice.
func (s *Service) RunSyncAll(ctx context.Context, job SyncAllContacts) error {
	if !s.Enabled() {
		return nil
	}
	run, err := s.runs.ByID(ctx, job.RunID)
	if errors.Is(err, ports.ErrNotFound) || err == nil && run.FinishedAt != nil {
		return nil
	}
	if err != nil {
		return err
	}
	contacts, err := s.contacts(ctx, func(account.User) bool { return true })
	if err != nil {
		return err
	}
	if _, err := s.runs.Update(ctx, run.ID, func(r *ports.ContactSyncRun) error {
		r.Total, r.Done, r.Successful, r.Failed, r.LastError = len(contacts), 0, 0, 0, ""
		return nil
	}); err != nil {
		return err
	}
	for _, contact := range contacts {
		contact.ListIDs = run.ListIDs
		syncErr := s.sync.Upsert(ctx, contact)
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if _, err := s.runs.Update(ctx, run.ID, func(r *ports.ContactSyncRun) error {
			r.Done++
			if syncErr != nil {
				r.Failed++
				r.LastError = fmt.Sprintf("%s: %s", contact.Email, messageOf(failed(syncErr)))
				return nil
			}
			r.Successful++
			return nil
		}); err != nil {
			return err
		}
		if syncErr != nil {
			s.logger.WarnContext(ctx, "contact sync failed", "run_id", run.ID, "error", syncErr)
		}
	}
	now := s.clock.Now()
	_, err = s.runs.Update(ctx, run.ID, func(r *ports.ContactSyncRun) error { r.FinishedAt = &now; return nil })
	return err
}

// RunSyncContact works a SyncContact job.
func (s *Service) RunSyncContact(ctx context.Context, job SyncContact) error {
	if !s.Enabled() {
		return nil
	}
	contacts, err := s.contacts(ctx, func(u account.User) bool { return u.ID == job.UserID })
	if err != nil || len(contacts) == 0 {
		return err
	}
	contact := contacts[0]
	contact.ListIDs = s.settings.DefaultListIDs
	return retryable(s.sync.Upsert(ctx, contact))
}

// RunSyncUsageTotals works the daily SyncUsageTotals job: every account, on the default lists.
// One refused contact does not stop the others; the job fails (and is retried) only when the
// service could not be reached.
func (s *Service) RunSyncUsageTotals(ctx context.Context, _ SyncUsageTotals) error {
	if !s.Enabled() {
		return nil
	}
	contacts, err := s.contacts(ctx, func(account.User) bool { return true })
	if err != nil {
		return err
	}
	refused := 0
	for _, contact := range contacts {
		contact.ListIDs = s.settings.DefaultListIDs
		err := s.sync.Upsert(ctx, contact)
		var refusal *ports.ContactServiceError
		switch {
		case err == nil:
		case errors.As(err, &refusal):
			refused++
		default:
			return err
		}
	}
	if refused > 0 {
		s.logger.WarnContext(ctx, "daily contact sync: the marketing service refused some contacts", "refused", refused, "total", len(contacts))
	}
	return nil
}

// retryable marks a refusal as pointless to retry; an unreachable service is retried.
func retryable(err error) error {
	var refusal *ports.ContactServiceError
	if errors.As(err, &refusal) {
		return fmt.Errorf("%w: %w", ports.ErrJobPointless, err)
	}
	return err
}

func messageOf(err error) string {
	var appErr *apperr.Error
	if errors.As(err, &appErr) {
		return appErr.Message
	}
	return MsgUnavailable
}
