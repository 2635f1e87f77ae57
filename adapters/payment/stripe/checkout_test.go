package stripe

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/payment/stripe/stripemocktest"
	"github.com/radscribe/radscribe/ports"
)

// Against stripe-mock: the requests pass Stripe's own parameter validation, and carry what a
// trial without a card, the beta coupon and a double click need.
func TestCheckoutAgainstStripeMock(t *testing.T) {
	t.Parallel()
	server := stripemocktest.Start(t)
	t.Run("new customer with trial and coupon", func(t *testing.T) { checkoutForANewCustomer(t, server) })
	t.Run("known customer without trial or coupon", func(t *testing.T) { checkoutForAKnownCustomer(t, server) })
	t.Run("billing portal", func(t *testing.T) { portalSession(t, server) })
}

func checkoutForANewCustomer(t *testing.T, server *stripemocktest.Server) {
	provider, rec := mockProvider(t, server)
	successURL := "https://radscribe.test/billing/done?session_id={CHECKOUT_SESSION_ID}"

	session, err := provider.CreateCheckoutSession(context.Background(), ports.CheckoutRequest{
		Email: "dr.who@example.test", UserID: "user-7", PriceID: "price_monthly", TrialDays: 14,
		CouponID: "coupon_beta", SuccessURL: successURL, CancelURL: "https://radscribe.test/billing",
		IdempotencyKey: "checkout-user-7-1",
	})
	require.NoError(t, err)

	customer := rec.Sent(t, "POST", "/v1/customers")
	require.Equal(t, "dr.who@example.test", customer.Form.Get("email"))
	require.Equal(t, "user-7", customer.Form.Get("metadata[user_id]"))
	require.Equal(t, "checkout-user-7-1:customer", customer.Header.Get("Idempotency-Key"))
	customerID, _ := customer.Answer["id"].(string)
	require.NotEmpty(t, customerID)

	sent := rec.Sent(t, "POST", "/v1/checkout/sessions")
	for name, want := range map[string]string{
		"mode":                                 "subscription",
		"customer":                             customerID,
		"client_reference_id":                  "user-7",
		"line_items[0][price]":                 "price_monthly",
		"line_items[0][quantity]":              "1",
		"subscription_data[trial_period_days]": "14",
		"subscription_data[metadata][user_id]": "user-7",
		"payment_method_collection":            "if_required",
		"discounts[0][coupon]":                 "coupon_beta",
		"success_url":                          successURL,
		"cancel_url":                           "https://radscribe.test/billing",
	} {
		require.Equal(t, want, sent.Form.Get(name), name)
	}
	require.False(t, sent.Form.Has("customer_email"), "the customer already has the email")
	require.Equal(t, "checkout-user-7-1", sent.Header.Get("Idempotency-Key"))

	require.Equal(t, sent.Answer["id"], session.ID)
	require.Equal(t, sent.Answer["url"], session.URL)
	require.NotEmpty(t, session.URL)
	require.Equal(t, customerID, session.CustomerID)
}

func checkoutForAKnownCustomer(t *testing.T, server *stripemocktest.Server) {
	provider, rec := mockProvider(t, server)

	session, err := provider.CreateCheckoutSession(context.Background(), ports.CheckoutRequest{
		CustomerID: "cus_known", Email: "dr.who@example.test", UserID: "user-7", PriceID: "price_yearly",
		SuccessURL: "https://radscribe.test/billing/done", CancelURL: "https://radscribe.test/billing",
	})
	require.NoError(t, err)

	require.Equal(t, []string{"POST /v1/checkout/sessions"}, rec.Paths(), "no customer is made for a known one")
	sent := rec.Sent(t, "POST", "/v1/checkout/sessions")
	require.Equal(t, "cus_known", sent.Form.Get("customer"))
	require.Equal(t, "price_yearly", sent.Form.Get("line_items[0][price]"))
	for _, absent := range []string{"subscription_data[trial_period_days]", "payment_method_collection", "discounts[0][coupon]", "customer_email"} {
		require.False(t, sent.Form.Has(absent), absent)
	}
	// Without a key of the caller's the library makes one up, so its retries stay safe.
	require.NotEmpty(t, sent.Header.Get("Idempotency-Key"))
	require.Equal(t, "cus_known", session.CustomerID)
}

func portalSession(t *testing.T, server *stripemocktest.Server) {
	provider, rec := mockProvider(t, server)

	url, err := provider.CreatePortalSession(context.Background(), "cus_known", "https://radscribe.test/account")
	require.NoError(t, err)

	sent := rec.Sent(t, "POST", "/v1/billing_portal/sessions")
	require.Equal(t, "cus_known", sent.Form.Get("customer"))
	require.Equal(t, "https://radscribe.test/account", sent.Form.Get("return_url"))
	require.NotEmpty(t, url)
	require.Equal(t, sent.Answer["url"], url)
}
