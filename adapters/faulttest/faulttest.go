// Package faulttest stands in for a vendor's HTTP API that fails, for the tests of the adapters
// and of the whole server: it answers an error status, answers slowly, or closes the connection
// without answering; Refused is an address where nothing listens. Each server counts the
// requests it was sent, so a test can tell how often an adapter tried.
package faulttest

import (
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"
)

// Fault is how the server answers every request.
type Fault struct {
	// Status and Body answer the request, with Header added.
	Status int
	Header http.Header
	Body   string
	// Delay holds the answer back this long, or until the client gives up.
	Delay time.Duration
	// HangUp closes the connection without any answer, after Delay.
	HangUp bool
}

// Common faults. Bodies are JSON objects most vendors' error parsers accept.
var (
	TooManyRequests = Fault{Status: http.StatusTooManyRequests, Header: http.Header{"Retry-After": {"0"}}, Body: `{"error":{"message":"Rate limit reached","type":"rate_limit_error"}}`}
	ServerError     = Fault{Status: http.StatusInternalServerError, Body: `{"error":{"message":"The server had an error","type":"server_error"}}`}
	BadGateway      = Fault{Status: http.StatusBadGateway, Body: `<html>502 Bad Gateway</html>`}
	Unavailable     = Fault{Status: http.StatusServiceUnavailable, Body: `{"error":{"message":"Service unavailable","type":"server_error"}}`}
	HangUp          = Fault{HangUp: true}
)

// Slow is a fault that answers 200 with body only after delay.
func Slow(delay time.Duration, body string) Fault {
	return Fault{Status: http.StatusOK, Body: body, Delay: delay}
}

// Server is a vendor's API answering every request with one fault.
type Server struct {
	URL      string
	requests atomic.Int32
}

// Serve starts a server answering with fault until the test ends.
func Serve(t *testing.T, fault Fault) *Server {
	t.Helper()
	s := &Server{}
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.requests.Add(1)
		// Read to the end, so that the server notices a client that gives up and hangs up.
		_, _ = io.Copy(io.Discard, r.Body)
		if fault.Delay > 0 {
			select {
			case <-r.Context().Done():
				return
			case <-time.After(fault.Delay):
			}
		}
		if fault.HangUp {
			hangUp(w)
			return
		}
		for name, values := range fault.Header {
			w.Header()[name] = values
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(fault.Status)
		_, _ = w.Write([]byte(fault.Body))
	}))
	// A client still waiting on a slow answer must not hold the test's end up.
	t.Cleanup(func() {
		server.CloseClientConnections()
		server.Close()
	})
	s.URL = server.URL
	return s
}

// Requests is how many requests the server was sent so far.
func (s *Server) Requests() int { return int(s.requests.Load()) }

func hangUp(w http.ResponseWriter) {
	conn, _, err := http.NewResponseController(w).Hijack()
	if err != nil {
		panic(err) // httptest's HTTP/1.1 server always lets a handler take the connection
	}
	_ = conn.Close()
}

// Refused is the address of a server that is down: connections to it are refused.
func Refused(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	return "http://" + addr
}
