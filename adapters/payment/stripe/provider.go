// Package stripe implements ports.PaymentProvider with Stripe: hosted Checkout for new
// subscriptions, the billing portal for card and invoice management, subscription changes, and
// signed webhooks.
//
// Every Provider holds its own clients, never the library's package-global key and backends, so
// the app and tests can hold several, each with its own key and API address.
package stripe

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/stripe/stripe-go/v76"
	portalsession "github.com/stripe/stripe-go/v76/billingportal/session"
	checkoutsession "github.com/stripe/stripe-go/v76/checkout/session"
	"github.com/stripe/stripe-go/v76/customer"
	"github.com/stripe/stripe-go/v76/subscription"
	"github.com/stripe/stripe-go/v76/subscriptionschedule"

	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

const (
	// requestTimeout bounds one HTTP attempt to Stripe; the context may end it sooner.
	requestTimeout = 30 * time.Second
	// maxNetworkRetries is how often the library retries a request that failed in transit or
	// that Stripe marks as retryable. It is safe for writes: every POST carries an
	// idempotency key (ours, or one the library makes up).
	maxNetworkRetries = 2
)

// Provider talks to Stripe with one secret key.
type Provider struct {
	api           resources
	webhookSecret string
}

// resources are the clients of the Stripe resources the provider uses. They are named one by
// one rather than through client.API, which holds a client for every resource of the API and
// so links all of them, and their types, into the binary (docs/decisions.md).
type resources struct {
	CheckoutSessions      *checkoutsession.Client
	Customers             *customer.Client
	BillingPortalSessions *portalsession.Client
	SubscriptionSchedules *subscriptionschedule.Client
	Subscriptions         *subscription.Client
}

// New builds the provider from its configuration section.
func New(cfg config.PaymentStripe) (*Provider, error) {
	return newProvider(cfg, &http.Client{Timeout: requestTimeout})
}

// newProvider takes the HTTP client separately so tests can watch the requests on the wire.
func newProvider(cfg config.PaymentStripe, httpClient *http.Client) (*Provider, error) {
	if strings.TrimSpace(cfg.SecretKey) == "" {
		return nil, errors.New("payment.stripe.secret_key is required")
	}
	b, key := apiBackend(cfg.APIBase, httpClient), cfg.SecretKey
	return &Provider{
		api: resources{
			CheckoutSessions:      &checkoutsession.Client{B: b, Key: key},
			Customers:             &customer.Client{B: b, Key: key},
			BillingPortalSessions: &portalsession.Client{B: b, Key: key},
			SubscriptionSchedules: &subscriptionschedule.Client{B: b, Key: key},
			Subscriptions:         &subscription.Client{B: b, Key: key},
		},
		webhookSecret: cfg.WebhookSecret,
	}, nil
}

// apiBackend points Stripe's API backend at apiBase when it is set, and at Stripe's own address
// otherwise. The resources used need neither the Connect nor the uploads backend.
func apiBackend(apiBase string, httpClient *http.Client) stripe.Backend {
	cfg := &stripe.BackendConfig{
		HTTPClient:        httpClient,
		MaxNetworkRetries: stripe.Int64(maxNetworkRetries),
		LeveledLogger:     retryLogger{},
	}
	if apiBase != "" {
		cfg.URL = stripe.String(apiBase)
	}
	return stripe.GetBackendWithConfig(stripe.APIBackend, cfg)
}

var _ ports.PaymentProvider = (*Provider)(nil)
