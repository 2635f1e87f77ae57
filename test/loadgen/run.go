// Package loadgen drives a running server with closed-loop HTTP load (each worker sends its
// next request as soon as the last one is answered) and reports latencies, throughput and
// statuses. `make bench-http` and `make load` share it; it also starts the server binary,
// samples its memory and signs users up through the API.
package loadgen

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"sync"
	"time"
)

// Request is one request a worker sends. Header holds what every request of its kind carries
// (a session cookie, Content-Type, Accept-Encoding); Kind labels it in the results.
type Request struct {
	Kind   string
	Method string
	Path   string
	Body   []byte
	Header http.Header
}

// Plan picks the request worker sends as its iteration-th.
type Plan func(worker, iteration int) *Request

// NewClient is an HTTP client that keeps up to conns connections to one server alive and
// leaves answers compressed as they came (the requests say what they accept).
func NewClient(conns int) *http.Client {
	return &http.Client{
		Timeout: 60 * time.Second,
		Transport: &http.Transport{
			DialContext:         (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
			MaxIdleConns:        conns,
			MaxIdleConnsPerHost: conns,
			MaxConnsPerHost:     conns,
			IdleConnTimeout:     90 * time.Second,
			DisableCompression:  true,
		},
	}
}

// Run sends requests from concurrency workers for duration and returns what they measured.
func Run(ctx context.Context, client *http.Client, base string, concurrency int, duration time.Duration, plan Plan) *Result {
	ctx, cancel := context.WithTimeout(ctx, duration)
	defer cancel()
	samples := make([][]Sample, concurrency)
	var wg sync.WaitGroup
	start := time.Now()
	for w := range concurrency {
		wg.Go(func() {
			for i := 0; ctx.Err() == nil; i++ {
				req := plan(w, i)
				sample := send(ctx, client, base, req)
				// A request cut short by the end of the run says nothing about the server.
				if sample.Err != "" && ctx.Err() != nil {
					break
				}
				samples[w] = append(samples[w], sample)
			}
		})
	}
	wg.Wait()
	return newResult(time.Since(start), samples)
}

// send sends one request and reads its whole answer.
func send(ctx context.Context, client *http.Client, base string, r *Request) Sample {
	req, err := http.NewRequestWithContext(ctx, r.Method, base+r.Path, bytes.NewReader(r.Body))
	if err != nil {
		return Sample{Kind: r.Kind, Err: err.Error()}
	}
	if r.Body == nil {
		req.Body, req.ContentLength, req.GetBody = http.NoBody, 0, nil
	}
	for name, values := range r.Header {
		req.Header[name] = values
	}
	began := time.Now()
	resp, err := client.Do(req)
	if err != nil {
		return Sample{Kind: r.Kind, Latency: time.Since(began), Err: err.Error()}
	}
	_, err = io.Copy(io.Discard, resp.Body)
	_ = resp.Body.Close()
	sample := Sample{Kind: r.Kind, Status: resp.StatusCode, Latency: time.Since(began)}
	if err != nil {
		sample.Err = err.Error()
	}
	return sample
}
