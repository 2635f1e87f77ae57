package stripe

import (
	"net/http"
	"net/http/httptest"
	"net/url"
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
	Form           url.Values // the form body, or the query of a GET
}

// String is how the request shows in a failed assertion: method and path.
func (r scriptedRequest) String() string { return r.Method + " " + r.Path }

// scriptedStripe is an in-process server answering like Stripe with a fixed status and JSON
// body per path, for what stripe-mock cannot show: answers of the library's API version,
// errors, empty lists, and a subscription whose schedule changes between two reads.
type scriptedStripe struct {
	mu      sync.Mutex
	seen    []scriptedRequest
	answers map[string]int // answers given per method and path
}

type scriptedAnswer struct {
	status int
	body   string
	header map[string]string
	// then are the answers to the following requests to the same method and path, in order;
	// the last is repeated.
	then []scriptedAnswer
}

// nth is the answer to the nth request (from 0).
func (a scriptedAnswer) nth(n int) scriptedAnswer {
	if n == 0 || len(a.then) == 0 {
		return a
	}
	return a.then[min(n, len(a.then))-1]
}

func newScriptedStripe(t *testing.T, answers map[string]scriptedAnswer) (*Provider, *scriptedStripe) {
	t.Helper()
	s := &scriptedStripe{answers: map[string]int{}}
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_ = r.ParseForm()
		key := r.Method + " " + r.URL.Path
		s.mu.Lock()
		s.seen = append(s.seen, scriptedRequest{r.Method, r.URL.Path, r.Header.Get("Authorization"),
			r.Header.Get("Stripe-Version"), r.Header.Get("Idempotency-Key"), r.Form})
		n := s.answers[key]
		s.answers[key]++
		s.mu.Unlock()
		answer, ok := answers[key]
		if !ok {
			answer = scriptedAnswer{status: http.StatusNotFound, body: `{"error":{"type":"invalid_request_error","message":"Unrecognized request URL"}}`}
		}
		answer = answer.nth(n)
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

// paths lists the requests seen as "METHOD /path", in order.
func (s *scriptedStripe) paths() []string {
	var paths []string
	for _, r := range s.requests() {
		paths = append(paths, r.String())
	}
	return paths
}

// sent returns the last request to method and path, failing the test when there was none.
func (s *scriptedStripe) sent(t *testing.T, method, path string) scriptedRequest {
	t.Helper()
	seen := s.requests()
	for i := len(seen) - 1; i >= 0; i-- {
		if seen[i].Method == method && seen[i].Path == path {
			return seen[i]
		}
	}
	t.Fatalf("no %s %s was sent; sent: %v", method, path, s.paths())
	return scriptedRequest{}
}
