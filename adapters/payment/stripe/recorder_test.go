package stripe

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/radscribe/radscribe/adapters/payment/stripe/stripemocktest"
)

// exchange is one request as it went on the wire, with the answer's JSON body. The
// parameters are asserted here because stripe-mock validates them but reflects few of them.
type exchange struct {
	Method string
	Path   string
	Form   url.Values // the form body, or the query of a GET
	Header http.Header
	Answer map[string]any
}

// recorder is an http.RoundTripper that keeps every exchange.
type recorder struct {
	mu        sync.Mutex
	exchanges []exchange
}

func (r *recorder) RoundTrip(req *http.Request) (*http.Response, error) {
	form := req.URL.Query()
	if req.Body != nil {
		body, err := io.ReadAll(req.Body)
		if err != nil {
			return nil, err
		}
		_ = req.Body.Close()
		if len(body) > 0 {
			if form, err = url.ParseQuery(string(body)); err != nil {
				return nil, err
			}
		}
		req.Body = io.NopCloser(bytes.NewReader(body))
	}
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	answer, err := io.ReadAll(resp.Body)
	_ = resp.Body.Close()
	if err != nil {
		return nil, err
	}
	resp.Body = io.NopCloser(bytes.NewReader(answer))
	var decoded map[string]any
	_ = json.Unmarshal(answer, &decoded)
	r.mu.Lock()
	r.exchanges = append(r.exchanges, exchange{req.Method, req.URL.Path, form, req.Header.Clone(), decoded})
	r.mu.Unlock()
	return resp, nil
}

// sent returns the last request to method and path, failing the test when there was none.
func (r *recorder) sent(t *testing.T, method, path string) exchange {
	t.Helper()
	r.mu.Lock()
	defer r.mu.Unlock()
	for i := len(r.exchanges) - 1; i >= 0; i-- {
		if r.exchanges[i].Method == method && r.exchanges[i].Path == path {
			return r.exchanges[i]
		}
	}
	t.Fatalf("no %s %s was sent; sent: %v", method, path, r.paths())
	return exchange{}
}

func (r *recorder) paths() []string {
	var paths []string
	for _, e := range r.exchanges {
		paths = append(paths, e.Method+" "+e.Path)
	}
	return paths
}

// mockProvider is a provider against stripe-mock with a recorder of its own on its HTTP
// client, so subtests can share one stripe-mock (it keeps no state) and still see only their
// own requests.
func mockProvider(t *testing.T, server *stripemocktest.Server) (*Provider, *recorder) {
	t.Helper()
	rec := &recorder{}
	provider, err := newProvider(server.Config(), &http.Client{Transport: rec, Timeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return provider, rec
}
