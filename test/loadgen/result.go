package loadgen

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"
)

// Sample is one request's outcome: the status, or Err when no answer came.
type Sample struct {
	Kind    string
	Status  int
	Latency time.Duration
	Err     string
}

// Result is what one run measured.
type Result struct {
	Elapsed   time.Duration
	samples   []Sample
	latencies []time.Duration // sorted
}

func newResult(elapsed time.Duration, perWorker [][]Sample) *Result {
	r := &Result{Elapsed: elapsed}
	for _, s := range perWorker {
		r.samples = append(r.samples, s...)
	}
	r.sortLatencies()
	return r
}

func (r *Result) sortLatencies() {
	r.latencies = make([]time.Duration, len(r.samples))
	for i, s := range r.samples {
		r.latencies[i] = s.Latency
	}
	slices.Sort(r.latencies)
}

// Count is the number of requests answered or failed.
func (r *Result) Count() int { return len(r.samples) }

// Throughput is requests per second.
func (r *Result) Throughput() float64 {
	if r.Elapsed <= 0 {
		return 0
	}
	return float64(len(r.samples)) / r.Elapsed.Seconds()
}

// Percentile is the latency below which p percent of the requests were answered (nearest
// rank).
func (r *Result) Percentile(p float64) time.Duration {
	if len(r.latencies) == 0 {
		return 0
	}
	rank := int(float64(len(r.latencies))*p/100+0.5) - 1
	return r.latencies[max(0, min(rank, len(r.latencies)-1))]
}

// Statuses counts the answers by status; requests without an answer count under 0.
func (r *Result) Statuses() map[int]int {
	counts := map[int]int{}
	for _, s := range r.samples {
		counts[s.Status]++
	}
	return counts
}

// ServerErrors counts the 5xx answers.
func (r *Result) ServerErrors() int {
	n := 0
	for _, s := range r.samples {
		if s.Status >= 500 {
			n++
		}
	}
	return n
}

// Unexpected counts the requests that failed or answered something else than 2xx or 304.
func (r *Result) Unexpected() int {
	n := 0
	for _, s := range r.samples {
		if s.Err != "" || s.Status >= 400 || s.Status < 200 {
			n++
		}
	}
	return n
}

// FirstError is one transport error of the run, to say why requests failed.
func (r *Result) FirstError() string {
	for _, s := range r.samples {
		if s.Err != "" {
			return s.Err
		}
	}
	return ""
}

// Kinds are the request kinds of the run, sorted.
func (r *Result) Kinds() []string {
	var kinds []string
	for _, s := range r.samples {
		if !slices.Contains(kinds, s.Kind) {
			kinds = append(kinds, s.Kind)
		}
	}
	sort.Strings(kinds)
	return kinds
}

// OfKind is the part of the run made of kind's requests, over the whole run's time.
func (r *Result) OfKind(kind string) *Result {
	part := &Result{Elapsed: r.Elapsed}
	for _, s := range r.samples {
		if s.Kind == kind {
			part.samples = append(part.samples, s)
		}
	}
	part.sortLatencies()
	return part
}

// StatusText lists the counts by status, "200: 1234, 429: 5", failures without an answer as
// "no answer".
func (r *Result) StatusText() string {
	counts := r.Statuses()
	statuses := make([]int, 0, len(counts))
	for status := range counts {
		statuses = append(statuses, status)
	}
	sort.Ints(statuses)
	parts := make([]string, 0, len(statuses))
	for _, status := range statuses {
		label := fmt.Sprint(status)
		if status == 0 {
			label = "no answer"
		}
		parts = append(parts, fmt.Sprintf("%s: %d", label, counts[status]))
	}
	return strings.Join(parts, ", ")
}

// Millis formats d in milliseconds with a precision that suits its size.
func Millis(d time.Duration) string {
	ms := float64(d) / float64(time.Millisecond)
	switch {
	case ms < 10:
		return fmt.Sprintf("%.2f", ms)
	case ms < 100:
		return fmt.Sprintf("%.1f", ms)
	}
	return fmt.Sprintf("%.0f", ms)
}
