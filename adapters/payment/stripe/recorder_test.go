package stripe

import (
	"net/http"
	"testing"
	"time"

	"github.com/radscribe/radscribe/adapters/payment/stripe/stripemocktest"
)

// mockProvider is a provider against stripe-mock with a recorder of its own on its HTTP
// client, so subtests can share one stripe-mock (it keeps no state) and still see only their
// own requests.
func mockProvider(t *testing.T, server *stripemocktest.Server) (*Provider, *stripemocktest.Recorder) {
	t.Helper()
	rec := &stripemocktest.Recorder{}
	provider, err := newProvider(server.Config(), &http.Client{Transport: rec, Timeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return provider, rec
}
