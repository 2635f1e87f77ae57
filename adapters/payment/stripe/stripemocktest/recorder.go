package stripemocktest

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"slices"
	"sync"
	"testing"
)

// Exchange is one request as it went on the wire, with the answer's JSON body. Tests assert
// the parameters here because stripe-mock validates them but reflects few of them.
type Exchange struct {
	Method string
	Path   string
	Form   url.Values // the form body, or the query of a GET
	Header http.Header
	Answer map[string]any
}

// Recorder is an http.RoundTripper that keeps every exchange. Put it as the Transport of a
// Stripe client's HTTP client, or use Proxy where the code under test only takes an address.
type Recorder struct {
	mu        sync.Mutex
	exchanges []Exchange
}

// RoundTrip sends the request on with http.DefaultTransport and keeps the exchange.
func (r *Recorder) RoundTrip(req *http.Request) (*http.Response, error) {
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
	r.exchanges = append(r.exchanges, Exchange{req.Method, req.URL.Path, form, req.Header.Clone(), decoded})
	r.mu.Unlock()
	return resp, nil
}

// Len is how many exchanges there have been so far; Since(Len()) later gives the ones after.
func (r *Recorder) Len() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.exchanges)
}

// Since returns the exchanges after the first n.
func (r *Recorder) Since(n int) []Exchange {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.exchanges[n:])
}

// Sent returns the last request to method and path, failing the test when there was none.
func (r *Recorder) Sent(t testing.TB, method, path string) Exchange {
	t.Helper()
	exchanges := r.Since(0)
	for i := len(exchanges) - 1; i >= 0; i-- {
		if exchanges[i].Method == method && exchanges[i].Path == path {
			return exchanges[i]
		}
	}
	t.Fatalf("no %s %s was sent; sent: %v", method, path, Paths(exchanges))
	return Exchange{}
}

// Paths lists every exchange so far as "METHOD /path", in order.
func (r *Recorder) Paths() []string { return Paths(r.Since(0)) }

// Paths lists the exchanges as "METHOD /path", in order.
func Paths(exchanges []Exchange) []string {
	var paths []string
	for _, e := range exchanges {
		paths = append(paths, e.Method+" "+e.Path)
	}
	return paths
}

// RecordingProxy is a server in front of stripe-mock that keeps every exchange through it.
type RecordingProxy struct {
	// URL is the proxy's address, to configure in place of stripe-mock's.
	URL string
	*Recorder
}

// Proxy starts a recording proxy in front of this stripe-mock, stopped when the test ends,
// for code that reaches Stripe only through its configured address.
func (s *Server) Proxy(t testing.TB) *RecordingProxy {
	t.Helper()
	target, err := url.Parse(s.URL)
	if err != nil {
		t.Fatalf("stripe-mock address %q: %v", s.URL, err)
	}
	recorder := &Recorder{}
	proxy := httputil.NewSingleHostReverseProxy(target)
	proxy.Transport = recorder
	server := httptest.NewServer(proxy)
	t.Cleanup(server.Close)
	return &RecordingProxy{URL: server.URL, Recorder: recorder}
}
