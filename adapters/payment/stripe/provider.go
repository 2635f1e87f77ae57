// Package stripe implements ports.PaymentProvider with Stripe: hosted Checkout for new
// subscriptions, the billing portal for card and invoice management, subscription changes, and
// signed webhooks.
//
// Every Provider holds its own client (client.API), never the library's package-global key and
// backends, so the app and tests can hold several, each with its own key and API address.
package stripe

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/stripe/stripe-go/v76"
	"github.com/stripe/stripe-go/v76/client"

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
	api           *client.API
	webhookSecret string
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
	api := &client.API{}
	api.Init(cfg.SecretKey, backends(cfg.APIBase, httpClient))
	return &Provider{api: api, webhookSecret: cfg.WebhookSecret}, nil
}

// backends points all three of Stripe's backends (API, Connect, uploads) at apiBase when it is
// set, and at Stripe's own addresses otherwise.
func backends(apiBase string, httpClient *http.Client) *stripe.Backends {
	backend := func(kind stripe.SupportedBackend) stripe.Backend {
		// A fresh config for each: GetBackendWithConfig fills in the defaults in place.
		cfg := &stripe.BackendConfig{
			HTTPClient:        httpClient,
			MaxNetworkRetries: stripe.Int64(maxNetworkRetries),
			LeveledLogger:     retryLogger{},
		}
		if apiBase != "" {
			cfg.URL = stripe.String(apiBase)
		}
		return stripe.GetBackendWithConfig(kind, cfg)
	}
	return &stripe.Backends{
		API:     backend(stripe.APIBackend),
		Connect: backend(stripe.ConnectBackend),
		Uploads: backend(stripe.UploadsBackend),
	}
}

var _ ports.PaymentProvider = (*Provider)(nil)
