package stripe

import (
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/config"
)

// testKey is a made-up secret key; tests check that it never shows in an error.
const testKey = "sk_test_51SecretNeverShown"

// scriptedRequest is what a scripted server saw of one request.
type scriptedRequest struct {
	Method, Path   string
	Authorization  string
	StripeVersion  string
	IdempotencyKey string
}

// scriptedStripe is an in-process server answering like Stripe with a fixed status and JSON
// body per path, for what stripe-mock cannot show: answers of the library's API version,
// errors, and empty lists.
type scriptedStripe struct {
	mu   sync.Mutex
	seen []scriptedRequest
}

type scriptedAnswer struct {
	status int
	body   string
	header map[string]string
}

func newScriptedStripe(t *testing.T, answers map[string]scriptedAnswer) (*Provider, *scriptedStripe) {
	t.Helper()
	s := &scriptedStripe{}
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.seen = append(s.seen, scriptedRequest{r.Method, r.URL.Path, r.Header.Get("Authorization"),
			r.Header.Get("Stripe-Version"), r.Header.Get("Idempotency-Key")})
		s.mu.Unlock()
		answer, ok := answers[r.Method+" "+r.URL.Path]
		if !ok {
			answer = scriptedAnswer{status: http.StatusNotFound, body: `{"error":{"type":"invalid_request_error","message":"Unrecognized request URL"}}`}
		}
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Request-Id", "req_scripted")
		for name, value := range answer.header {
			w.Header().Set(name, value)
		}
		w.WriteHeader(answer.status)
		_, _ = w.Write([]byte(answer.body))
	}))
	t.Cleanup(server.Close)
	// New, not newProvider: APIBase alone must send every request to the server.
	provider, err := New(config.PaymentStripe{SecretKey: testKey, APIBase: server.URL})
	require.NoError(t, err)
	return provider, s
}

func (s *scriptedStripe) requests() []scriptedRequest {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]scriptedRequest(nil), s.seen...)
}
