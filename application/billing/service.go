// Package billing holds the subscription use cases: status and access, checkout, the billing
// portal, cancel, reactivate, plan switch, and keeping the record in step with the payment
// provider through its webhooks.
package billing

import (
	"context"
	"log/slog"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/ports"
)

// The messages of the billing use cases, shown to users verbatim.
const (
	MsgPaymentsOff        = "This server does not sell subscriptions: every verified account has full access."
	MsgProviderFailed     = "The payment provider could not be reached. Please try again."
	MsgTrialExpired       = "Your free trial has ended. Please subscribe to continue."
	MsgSubscriptionNeeded = "A subscription is required. Please choose a plan to continue."
	MsgWebhookRefused     = "The webhook signature is not valid."
)

// Settings are the plans' provider prices and where the checkout returns to.
type Settings struct {
	MonthlyPriceID string
	YearlyPriceID  string
	YearlyCents    int64
	BetaCouponID   string
	PublicURL      string
	// SyncContacts queues the sync of a user's contact to the e-mail marketing service after
	// a subscription change; on while a marketing service is configured.
	SyncContacts bool
}

// Stores are the repositories the billing use cases need.
type Stores struct {
	Subscriptions ports.SubscriptionRepository
	Events        ports.PaymentEventLog
	// Tx commits an event's record together with the job that follows it up.
	Tx ports.Transactor
}

// Service runs the billing use cases. provider is nil when payment.provider is none: every
// verified user then has full access and the subscription calls answer MsgPaymentsOff.
type Service struct {
	stores   Stores
	provider ports.PaymentProvider
	jobs     ports.JobQueue
	clock    ports.Clock
	settings Settings
	logger   *slog.Logger
}

// NewService returns the billing use cases.
func NewService(stores Stores, provider ports.PaymentProvider, jobs ports.JobQueue, clock ports.Clock, settings Settings, logger *slog.Logger) *Service {
	return &Service{stores: stores, provider: provider, jobs: jobs, clock: clock, settings: settings, logger: logger}
}

// PaymentsEnabled reports whether subscriptions are sold on this server.
func (s *Service) PaymentsEnabled() bool { return s.provider != nil }

// Plans are the plan cards' plans.
func (s *Service) Plans() []billing.Plan { return billing.Plans(s.settings.YearlyCents) }

// Status is the user's subscription status.
func (s *Service) Status(ctx context.Context, user account.User) (billing.Status, error) {
	if s.provider == nil {
		return billing.WithoutPayments(), nil
	}
	sub, err := s.stores.Subscriptions.Get(ctx, user.ID)
	if err != nil {
		return billing.Status{}, err
	}
	return billing.StatusOf(billing.StatusInput{
		Trial: billing.AccountTrial{StartedAt: user.TrialStartedAt, EndsAt: user.TrialEndsAt}, Subscription: sub,
		IsLegacyUser: user.AuthProvider == account.ProviderReplit, YearlyCents: s.settings.YearlyCents, Now: s.clock.Now(),
	}), nil
}

// Access is what the user may open.
func (s *Service) Access(ctx context.Context, user account.User) (billing.AccessType, error) {
	_, access, err := s.StatusAndAccess(ctx, user)
	return access, err
}

// StatusAndAccess is the user's status and the access it gives, from one read of the record.
func (s *Service) StatusAndAccess(ctx context.Context, user account.User) (billing.Status, billing.AccessType, error) {
	status, err := s.Status(ctx, user)
	if err != nil {
		return billing.Status{}, "", err
	}
	return status, billing.AccessOf(status, user.Role == account.RoleAdmin), nil
}

// RequireFullAccess refuses, with 402 and what to do, a user without full access: the
// workspace, the profile (but its Subscription tab) and the report engine call it.
func (s *Service) RequireFullAccess(ctx context.Context, user account.User) error {
	access, err := s.Access(ctx, user)
	switch {
	case err != nil:
		return err
	case access == billing.TrialExpired:
		return apperr.WithCode(apperr.PaymentRequired, MsgTrialExpired, string(access))
	case access != billing.FullAccess:
		return apperr.WithCode(apperr.PaymentRequired, MsgSubscriptionNeeded, string(access))
	}
	return nil
}

// subscriptionOf is the user's subscription record, for a call to the provider: refused on a
// server that sells nothing.
func (s *Service) subscriptionOf(ctx context.Context, user account.User) (billing.Subscription, error) {
	if err := s.requireProvider(); err != nil {
		return billing.Subscription{}, err
	}
	return s.stores.Subscriptions.Get(ctx, user.ID)
}

// requireProvider refuses the subscription calls on a server that sells none.
func (s *Service) requireProvider() error {
	if s.provider == nil {
		return apperr.New(apperr.Unavailable, MsgPaymentsOff)
	}
	return nil
}

// providerFailed hides the provider's error from the user, who may try again, and keeps it for
// the log.
func providerFailed(err error) error {
	return apperr.Wrap(apperr.Unavailable, MsgProviderFailed, err)
}

// problem turns a refused change into a 400 or 409 with its message.
func problem(err error) error {
	switch err.Error() {
	case billing.MsgAlreadySubscribed, billing.MsgAlreadyCancelled, billing.MsgSamePlan, billing.MsgAlreadyScheduled:
		return apperr.New(apperr.Conflict, err.Error())
	}
	return apperr.New(apperr.Invalid, err.Error())
}
