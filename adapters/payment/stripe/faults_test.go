package stripe

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/faulttest"
	"github.com/radscribe/radscribe/config"
)

// Stripe failing to serve costs a bounded number of attempts, each within the request timeout:
// the library retries what may succeed (a network failure, a 503, a read that failed) up to
// maxNetworkRetries times, and not a rate limit or a write Stripe answered 500 (its idempotency
// layer would repeat the answer). The error names neither the key nor Stripe's message; the
// application answers it with 503 and its message (billing.MsgProviderFailed).
func TestStripeFaults(t *testing.T) {
	t.Parallel()
	const timeout = 300 * time.Millisecond
	rateLimited := faulttest.Fault{Status: http.StatusTooManyRequests, Body: `{"error":{"type":"invalid_request_error","code":"rate_limit",
		"message":"Too many requests made to the API too quickly for ` + testKey + `"}}`}
	serverError := faulttest.Fault{Status: http.StatusInternalServerError, Body: `{"error":{"type":"api_error","message":"Something went wrong"}}`}
	unavailable := faulttest.Fault{Status: http.StatusServiceUnavailable, Body: `{"error":{"type":"api_error","message":"Try again"}}`}
	tests := []struct {
		name         string
		fault        faulttest.Fault
		refused      bool
		write        bool
		wantRequests int
		wantErr      string
	}{
		{"a rate limit is not retried", rateLimited, false, true, 1, "status 429"},
		{"a write answered 500 is not retried", serverError, false, true, 1, "status 500"},
		{"a read answered 500 is retried", serverError, false, false, 1 + maxNetworkRetries, "status 500"},
		{"503 is retried", unavailable, false, true, 1 + maxNetworkRetries, "status 503"},
		{"slower than the timeout", faulttest.Slow(time.Minute, `{}`), false, true, 1 + maxNetworkRetries, "Client.Timeout exceeded"},
		{"the connection closed without an answer", faulttest.HangUp, false, true, 1 + maxNetworkRetries, "EOF"},
		{"nobody listening", faulttest.Fault{}, true, false, 0, "connection refused"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			server := faulttest.Serve(t, tt.fault)
			base := server.URL
			if tt.refused {
				base = faulttest.Refused(t)
			}
			provider, err := newProvider(config.PaymentStripe{SecretKey: testKey, APIBase: base}, &http.Client{Timeout: timeout})
			require.NoError(t, err)

			started := time.Now()
			if tt.write {
				_, err = provider.CreatePortalSession(context.Background(), "cus_1", "https://radscribe.test/profile")
			} else {
				_, err = provider.Subscription(context.Background(), "sub_1")
			}
			elapsed := time.Since(started)

			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.wantErr)
			assert.NotContains(t, err.Error(), testKey)
			assert.NotContains(t, err.Error(), "Too many requests made", "Stripe's message may quote what was sent")
			assert.Equal(t, tt.wantRequests, server.Requests())
			// The library waits 0.5 s before the first retry and 0.75 to 1 s before the second.
			assert.Less(t, elapsed, (1+maxNetworkRetries)*timeout+3*time.Second)
		})
	}
}
