package ports

import (
	"context"
	"errors"
	"time"

	"github.com/radscribe/radscribe/domain/billing"
)

// ErrWebhookSignature is a webhook whose signature does not match its body or whose timestamp
// is too old; it is answered 400 and never acted upon.
var ErrWebhookSignature = errors.New("webhook signature not valid")

// CheckoutRequest starts a subscription at the payment provider's hosted checkout.
type CheckoutRequest struct {
	// CustomerID is the provider's customer of the user; empty creates one with Email and
	// UserID (kept in the customer's metadata).
	CustomerID string
	Email      string
	UserID     string
	// PriceID is the provider's price of the chosen plan.
	PriceID string
	// TrialDays > 0 starts with a free trial that needs no card (a first trial only).
	TrialDays int
	// CouponID applies the beta discount; empty for none.
	CouponID   string
	SuccessURL string
	CancelURL  string
	// IdempotencyKey makes a repeated request (a double click) create one session.
	IdempotencyKey string
}

// CheckoutSession is where the browser goes to pay.
type CheckoutSession struct {
	ID         string
	URL        string
	CustomerID string
}

// ProviderSubscription is a subscription as the payment provider holds it: the truth the
// product's own record follows.
type ProviderSubscription struct {
	ID         string
	CustomerID string
	// Status is the provider's: trialing, active, past_due, canceled, incomplete,
	// incomplete_expired, unpaid, paused.
	Status            string
	PriceID           string
	CurrentPeriodEnd  time.Time
	TrialEnd          time.Time // zero without a trial
	CancelAtPeriodEnd bool
	// DiscountEnd is when the coupon on the subscription stops applying; zero without one.
	DiscountEnd time.Time
	// ScheduledPriceID is the price a pending switch moves to when the current period ends
	// (the next phase of the subscription's schedule); empty when no switch is pending.
	// PriceID stays the current price until then.
	ScheduledPriceID string
}

// WebhookEvent is a verified notification from the payment provider.
type WebhookEvent struct {
	ID   string
	Type string
	// SubscriptionID and CustomerID name what the event is about, when it is about one.
	SubscriptionID string
	CustomerID     string
}

// PaymentProvider is the card payment provider (Stripe), chosen by payment.provider.
type PaymentProvider interface {
	CreateCheckoutSession(ctx context.Context, req CheckoutRequest) (CheckoutSession, error)
	// CreatePortalSession opens the provider's billing portal for the customer.
	CreatePortalSession(ctx context.Context, customerID, returnURL string) (string, error)
	// Subscription reads one subscription; ErrNotFound when the provider has none by that id.
	Subscription(ctx context.Context, subscriptionID string) (ProviderSubscription, error)
	// LatestSubscription reads the customer's most recent subscription; false when there is none.
	LatestSubscription(ctx context.Context, customerID string) (ProviderSubscription, bool, error)
	// CancelAtPeriodEnd ends the subscription when the paid period ends, and drops a pending
	// switch (cancelling wins); Reactivate undoes the cancellation.
	CancelAtPeriodEnd(ctx context.Context, subscriptionID, idempotencyKey string) (ProviderSubscription, error)
	Reactivate(ctx context.Context, subscriptionID, idempotencyKey string) (ProviderSubscription, error)
	// SwitchPrice moves the subscription to another price from the next billing cycle, through
	// a subscription schedule: the current period runs out on the current price, nothing is
	// credited or charged for it, and the new price (and its interval) starts when it ends. The
	// answer's PriceID is still the current price and ScheduledPriceID the new one. Asking for
	// the current price while a switch is pending withdraws the switch.
	SwitchPrice(ctx context.Context, subscriptionID, priceID, idempotencyKey string) (ProviderSubscription, error)
	// VerifyWebhook checks the signature of a webhook's raw body and reads the event.
	VerifyWebhook(payload []byte, signatureHeader string) (WebhookEvent, error)
}

// SubscriptionRepository keeps each user's record of the provider's subscription.
type SubscriptionRepository interface {
	// Get returns the user's record; the zero value when the user never started a checkout.
	Get(ctx context.Context, userID string) (billing.Subscription, error)
	// Save stores the user's record in place of the one before.
	Save(ctx context.Context, userID string, s billing.Subscription) error
	// UserOfCustomer finds the user of a provider customer; ErrNotFound when none.
	UserOfCustomer(ctx context.Context, customerID string) (string, error)
}

// PaymentEventLog remembers the provider's webhook events, so each is acted on once however
// often it is delivered.
type PaymentEventLog interface {
	// Record stores the event id and reports whether it is new. It takes part in
	// Transactor.WithinTx.
	Record(ctx context.Context, eventID, eventType string, at time.Time) (bool, error)
}
