package stripe

import (
	"context"
	"errors"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/ports"
)

// stripe-mock answers every id with its fixture, so Stripe's 404 comes from a scripted server.
func TestMissingSubscriptionIsNotFound(t *testing.T) {
	t.Parallel()
	missing := scriptedAnswer{status: http.StatusNotFound, body: `{"error": {"code": "resource_missing",
		"doc_url": "https://stripe.com/docs/error-codes/resource-missing", "param": "id",
		"message": "No such subscription: 'sub_gone'", "type": "invalid_request_error"}}`}
	provider, _ := newScriptedStripe(t, map[string]scriptedAnswer{
		"GET /v1/subscriptions/sub_gone":  missing,
		"POST /v1/subscriptions/sub_gone": missing,
	})

	_, err := provider.Subscription(context.Background(), "sub_gone")
	require.ErrorIs(t, err, ports.ErrNotFound)
	require.ErrorContains(t, err, "status 404")
	require.ErrorContains(t, err, "code resource_missing")
	require.ErrorContains(t, err, "request req_scripted")

	_, err = provider.CancelAtPeriodEnd(context.Background(), "sub_gone", "cancel-key")
	require.ErrorIs(t, err, ports.ErrNotFound)
}

// A 400 is a wrong request or configuration, even with resource_missing (a price that does not
// exist); the error names it without Stripe's message, which quotes what was sent.
func TestStripeRefusalIsAShortError(t *testing.T) {
	t.Parallel()
	provider, _ := newScriptedStripe(t, map[string]scriptedAnswer{
		"POST /v1/checkout/sessions": {status: http.StatusBadRequest, body: `{"error": {"code": "resource_missing",
			"param": "line_items[0][price]", "message": "No such price: 'price_typo' for dr.who@example.test",
			"type": "invalid_request_error"}}`},
	})

	_, err := provider.CreateCheckoutSession(context.Background(), ports.CheckoutRequest{
		CustomerID: "cus_1", PriceID: "price_typo", SuccessURL: "https://radscribe.test/ok", CancelURL: "https://radscribe.test/no",
	})
	require.Error(t, err)
	require.False(t, errors.Is(err, ports.ErrNotFound))
	require.Equal(t, "stripe: create checkout session failed: status 400, type invalid_request_error, "+
		"code resource_missing, param line_items[0][price], request req_scripted", err.Error())
}

func TestInvalidKeyErrorShowsNoKey(t *testing.T) {
	t.Parallel()
	provider, _ := newScriptedStripe(t, map[string]scriptedAnswer{
		"POST /v1/billing_portal/sessions": {status: http.StatusUnauthorized, body: `{"error": {
			"message": "Invalid API Key provided: ` + testKey + `", "type": "invalid_request_error"}}`},
	})

	_, err := provider.CreatePortalSession(context.Background(), "cus_1", "https://radscribe.test/account")
	require.ErrorContains(t, err, "status 401")
	require.NotContains(t, err.Error(), testKey)
}

// Stripe's retryable answers are tried twice more, under the same idempotency key, so a retried
// write happens once.
func TestRetriesKeepTheIdempotencyKey(t *testing.T) {
	t.Parallel()
	provider, server := newScriptedStripe(t, map[string]scriptedAnswer{
		"GET /v1/subscriptions/sub_busy": {status: http.StatusOK, body: `{"id": "sub_busy", "schedule": null}`},
		"POST /v1/subscriptions/sub_busy": {status: http.StatusServiceUnavailable, header: map[string]string{"Stripe-Should-Retry": "true"},
			body: `{"error": {"type": "api_error", "message": "try again"}}`},
	})

	_, err := provider.CancelAtPeriodEnd(context.Background(), "sub_busy", "cancel-key")
	require.ErrorContains(t, err, "status 503")
	var writes []scriptedRequest
	for _, request := range server.requests() {
		if request.Method == http.MethodPost {
			writes = append(writes, request)
		}
	}
	require.Len(t, writes, 1+maxNetworkRetries)
	for _, request := range writes {
		require.Equal(t, "cancel-key", request.IdempotencyKey)
	}
}
