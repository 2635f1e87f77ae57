package brevo

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/faulttest"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// Every way Brevo can fail to serve, other than a refusal with its own message, is
// ports.ErrContactSyncUnavailable after one request within the client's timeout: the admin page
// answers 503 'Brevo is unavailable right now. Please try again later.' and an automatic sync
// is retried by the job queue. (A 429 within the wait allowed is retried: brevo_test.go.)
func TestBrevoFaults(t *testing.T) {
	const timeout = 300 * time.Millisecond
	tests := []struct {
		name    string
		fault   faulttest.Fault
		refused bool
	}{
		{"500", faulttest.ServerError, false},
		{"a proxy's 502 page", faulttest.BadGateway, false},
		{"503", faulttest.Unavailable, false},
		{"429 resetting in an hour", faulttest.Fault{Status: http.StatusTooManyRequests, Header: http.Header{"X-Sib-Ratelimit-Reset": {"3600"}}}, false},
		{"slower than the timeout", faulttest.Slow(time.Minute, `{"lists":[],"count":0}`), false},
		{"the connection closed without an answer", faulttest.HangUp, false},
		{"an answer cut short", faulttest.Fault{Status: http.StatusOK, Body: `{"lists":[{"id":3,"na`}, false},
		{"nobody listening", faulttest.Fault{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			server := faulttest.Serve(t, tt.fault)
			base := server.URL
			if tt.refused {
				base = faulttest.Refused(t)
			}
			client, err := New(config.MarketingBrevo{APIKey: "xkeysib-test", BaseURL: base + "/v3"})
			require.NoError(t, err)
			client.http.Timeout = timeout
			client.sleep = func(context.Context, time.Duration) error {
				t.Error("waited for a rate limit that resets too late")
				return nil
			}

			started := time.Now()
			_, err = client.Lists(context.Background())

			require.ErrorIs(t, err, ports.ErrContactSyncUnavailable)
			assert.NotContains(t, err.Error(), "xkeysib-test")
			if !tt.refused {
				assert.Equal(t, 1, server.Requests())
			}
			assert.Less(t, time.Since(started), timeout+time.Second)
		})
	}
}

// An automatic sync sends the contact; its address stays out of the error that is logged.
func TestBrevoFaultsKeepTheAddressOutOfTheError(t *testing.T) {
	server := faulttest.Serve(t, faulttest.HangUp)
	client, err := New(config.MarketingBrevo{APIKey: "xkeysib-test", BaseURL: server.URL + "/v3"})
	require.NoError(t, err)

	err = client.Remove(context.Background(), "dr.jones@klinik.example")
	require.ErrorIs(t, err, ports.ErrContactSyncUnavailable)
	assert.NotContains(t, err.Error(), "dr.jones")
}
