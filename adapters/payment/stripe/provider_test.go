package stripe

import (
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/stripe/stripe-go/v76"

	"github.com/radscribe/radscribe/config"
)

func TestNewNeedsASecretKey(t *testing.T) {
	for _, key := range []string{"", "  "} {
		_, err := New(config.PaymentStripe{SecretKey: key, WebhookSecret: "whsec_1"})
		require.ErrorContains(t, err, "payment.stripe.secret_key is required")
	}
}

// Each provider has its own key and addresses; nothing is left in the library's globals.
func TestProvidersAreIndependent(t *testing.T) {
	mock, err := New(config.PaymentStripe{SecretKey: "sk_test_first", APIBase: "http://127.0.0.1:12111/"})
	require.NoError(t, err)
	live, err := New(config.PaymentStripe{SecretKey: "sk_test_second"})
	require.NoError(t, err)

	require.Equal(t, "sk_test_first", mock.api.Subscriptions.Key)
	require.Equal(t, "sk_test_second", live.api.Subscriptions.Key)
	require.Empty(t, stripe.Key)

	// APIBase moves the API backend every resource client uses.
	for _, backend := range []stripe.Backend{mock.api.CheckoutSessions.B, mock.api.Customers.B, mock.api.BillingPortalSessions.B, mock.api.SubscriptionSchedules.B, mock.api.Subscriptions.B} {
		require.Equal(t, "http://127.0.0.1:12111", backendURL(t, backend))
	}
	require.Equal(t, "sk_test_first", mock.api.CheckoutSessions.Key)
	require.Equal(t, stripe.APIURL, backendURL(t, live.api.Subscriptions.B))

	implementation := mock.api.Subscriptions.B.(*stripe.BackendImplementation)
	require.Equal(t, int64(maxNetworkRetries), implementation.MaxNetworkRetries)
	require.Equal(t, requestTimeout, implementation.HTTPClient.Timeout)
}

func backendURL(t *testing.T, backend stripe.Backend) string {
	t.Helper()
	implementation, ok := backend.(*stripe.BackendImplementation)
	require.True(t, ok)
	return implementation.URL
}
