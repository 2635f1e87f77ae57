package billing

import (
	"context"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/application/marketing"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// SyncCustomer is the follow-up work of a webhook: read the customer's subscription from the
// provider and store it. It names the provider's customer and the event, nothing else; the
// event makes each event's job its own, so an event that arrives while the customer's previous
// sync is running (and may have read the provider already) is not taken for a duplicate of it.
type SyncCustomer struct {
	CustomerID string `json:"customer_id"`
	EventID    string `json:"event_id"`
}

// Kind names the job for the queue.
func (SyncCustomer) Kind() string { return "sync_payment_customer" }

// Synced is what a sync found: a live subscription, a checkout whose subscription is not live
// (yet), or no checkout at all.
type Synced string

// What a sync found.
const (
	SyncedActive  Synced = "active"
	SyncedPending Synced = "pending"
	SyncedNone    Synced = "none"
)

// The sync's answers, shown to users verbatim.
const (
	MsgSyncActive  = "Your subscription is active."
	MsgSyncPending = "Your payment was received, but the subscription is not active yet. Please refresh the page in a moment."
	MsgSyncNone    = "No checkout was found for your account, so no subscription was activated. Please choose a plan to subscribe."
)

// Message is what the subscription success page tells the user.
func (s Synced) Message() string {
	switch s {
	case SyncedActive:
		return MsgSyncActive
	case SyncedPending:
		return MsgSyncPending
	}
	return MsgSyncNone
}

// Sync reads the user's subscription from the provider (after the checkout returns), stores
// it, and says what it found; the provider is the truth, whatever webhooks have or have not
// arrived.
func (s *Service) Sync(ctx context.Context, user account.User) (Synced, error) {
	sub, err := s.subscriptionOf(ctx, user)
	if err != nil {
		return "", err
	}
	if sub.CustomerID == "" {
		return SyncedNone, nil
	}
	if err := s.syncCustomer(ctx, user.ID, sub.CustomerID); err != nil {
		return "", err
	}
	if sub, err = s.stores.Subscriptions.Get(ctx, user.ID); err != nil {
		return "", err
	}
	if sub.Live() {
		return SyncedActive, nil
	}
	return SyncedPending, nil
}

// HandleWebhook verifies a webhook on its raw body, acts on each event once, and leaves the
// work to a job so the provider gets its answer at once. The job re-reads the subscription,
// so events arriving out of order cannot leave an old state behind.
func (s *Service) HandleWebhook(ctx context.Context, payload []byte, signature string) error {
	if err := s.requireProvider(); err != nil {
		return err
	}
	event, err := s.provider.VerifyWebhook(payload, signature)
	if err != nil {
		return apperr.Wrap(apperr.Invalid, MsgWebhookRefused, err)
	}
	if event.CustomerID == "" {
		return nil
	}
	// The record and the job commit together: an event whose job could not be queued is not
	// remembered, so Stripe's retry of it is acted on.
	return s.stores.Tx.WithinTx(ctx, func(ctx context.Context) error {
		first, err := s.stores.Events.Record(ctx, event.ID, event.Type, s.clock.Now())
		if err != nil || !first {
			return err
		}
		return s.jobs.Enqueue(ctx, SyncCustomer{CustomerID: event.CustomerID, EventID: event.ID})
	})
}

// RunSyncCustomer runs the webhook's follow-up job. A customer no user started a checkout with
// (made in the provider's dashboard) is not ours to follow.
func (s *Service) RunSyncCustomer(ctx context.Context, job SyncCustomer) error {
	userID, err := s.stores.Subscriptions.UserOfCustomer(ctx, job.CustomerID)
	if isNotFound(err) {
		s.logger.WarnContext(ctx, "payment webhook for a customer of no user", "customer_id", job.CustomerID)
		return nil
	}
	if err != nil {
		return err
	}
	return s.syncCustomer(ctx, userID, job.CustomerID)
}

func (s *Service) syncCustomer(ctx context.Context, userID, customerID string) error {
	before, err := s.stores.Subscriptions.Get(ctx, userID)
	if err != nil {
		return err
	}
	latest, found, err := s.provider.LatestSubscription(ctx, customerID)
	if err != nil {
		return providerFailed(err)
	}
	if !found {
		return nil
	}
	if latest.CustomerID == "" {
		latest.CustomerID = customerID
	}
	if err := s.stores.Subscriptions.Save(ctx, userID, s.record(before, latest)); err != nil {
		return err
	}
	if !s.settings.SyncContacts {
		return nil
	}
	return s.jobs.Enqueue(ctx, marketing.SyncContact{UserID: userID})
}

var _ ports.Job = SyncCustomer{}
