package main

import (
	"context"
	"fmt"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/radscribe/radscribe/test/loadgen"
)

// endpoint is one measured request and the targets it is held to.
type endpoint struct {
	label    string
	request  *loadgen.Request
	minRatio float64       // of bare gin's throughput, at every concurrency
	maxP99   time.Duration // at the highest concurrency
}

// The targets of docs/operations.md, "Performance".
const (
	readRatio   = 0.5
	reportRatio = 0.3
	readP99     = 100 * time.Millisecond
	reportP99   = 300 * time.Millisecond
)

// measuredEndpoints are the requests measured, the template list both as first fetched and as
// revalidated by a browser that holds its ETag.
func measuredEndpoints(ctx context.Context, base string, a loadgen.Account, templateHTML string, only []string) ([]endpoint, error) {
	r := loadgen.NewRequests(a, templateHTML)
	etag, err := loadgen.ETag(ctx, base, r.Templates)
	if err != nil {
		return nil, err
	}
	revalidate := *r.Templates
	revalidate.Kind = "templates-304"
	revalidate.Header = r.Templates.Header.Clone()
	revalidate.Header.Set("If-None-Match", etag)
	all := []endpoint{
		{"GET /api/auth/user", r.User, readRatio, readP99},
		{"GET /api/medical-templates", r.Templates, readRatio, readP99},
		{"GET /api/medical-templates (304)", &revalidate, readRatio, readP99},
		{"POST /api/format-external-transcript", r.Format, reportRatio, reportP99},
		{"POST /api/populate-template-voice", r.Fill, reportRatio, reportP99},
		{"POST /api/generate-report-voice", r.Generate, reportRatio, reportP99},
	}
	if len(only) == 0 {
		return all, nil
	}
	var chosen []endpoint
	for _, e := range all {
		if slices.Contains(only, e.request.Kind) {
			chosen = append(chosen, e)
		}
	}
	if len(chosen) == 0 {
		return nil, fmt.Errorf("BENCH_ONLY=%s names no endpoint; choose among user, templates, templates-304, format, fill, generate", strings.Join(only, ","))
	}
	return chosen, nil
}

// row is one endpoint at one concurrency: the medians of the runs on both servers.
type row struct {
	endpoint    endpoint
	concurrency int
	app, bare   stats
	// unexpected counts the server's answers that were neither 2xx nor 304, first names one.
	unexpected int
	statuses   string
	memory     loadgen.Memory
}

type stats struct {
	throughput    float64
	p50, p95, p99 time.Duration
	// cpuPerRequest is the server's CPU time per request in microseconds.
	cpuPerRequest float64
}

func (r row) ratio() float64 {
	if r.bare.throughput == 0 {
		return 0
	}
	return r.app.throughput / r.bare.throughput
}

// cpuRatio is the throughput ratio the two would have with the CPU to themselves: the bare
// handler's CPU time per request over the server's. Unlike the throughput ratio it holds when
// other programs take the machine's CPU during some of the runs.
func (r row) cpuRatio() float64 {
	if r.app.cpuPerRequest == 0 {
		return 0
	}
	return r.bare.cpuPerRequest / r.app.cpuPerRequest
}

// measure warms both servers up, then runs the server and the baseline in turn. With a
// pprofAddr, the server's first run is profiled.
func measure(ctx context.Context, client *http.Client, server *loadgen.Server, bare *loadgen.Process, e endpoint, concurrency int, s settings, pprofAddr string) (row, error) {
	plan := func(int, int) *loadgen.Request { return e.request }
	warmUp := min(s.duration/4, 500*time.Millisecond)
	loadgen.Run(ctx, client, server.Base, concurrency, warmUp, plan)
	loadgen.Run(ctx, client, bare.Base, concurrency, warmUp, plan)
	r := row{endpoint: e, concurrency: concurrency}
	var apps, bares []*loadgen.Result
	stopSampling := loadgen.SampleMemory(server.PID(), 100*time.Millisecond)
	var appCPU, bareCPU []float64
	for run := range s.runs {
		profiled := make(chan error, 1)
		if run == 0 && pprofAddr != "" {
			go func() { profiled <- profileRun(ctx, pprofAddr, s, e.request.Kind, concurrency) }()
		} else {
			profiled <- nil
		}
		app, appPerRequest, err := runMeasuringCPU(ctx, client, server.Process, concurrency, s.duration, plan)
		if err != nil {
			return r, err
		}
		if err := <-profiled; err != nil {
			return r, err
		}
		baseline, barePerRequest, err := runMeasuringCPU(ctx, client, bare, concurrency, s.duration, plan)
		if err != nil {
			return r, err
		}
		apps, bares = append(apps, app), append(bares, baseline)
		appCPU, bareCPU = append(appCPU, appPerRequest), append(bareCPU, barePerRequest)
		r.unexpected += app.Unexpected()
		r.statuses = app.StatusText()
		if baseline.Unexpected() > 0 {
			return r, fmt.Errorf("bare gin answered %s: %s (%s)", e.label, baseline.StatusText(), baseline.FirstError())
		}
	}
	r.memory = stopSampling()
	r.app, r.bare = medians(apps), medians(bares)
	r.app.cpuPerRequest, r.bare.cpuPerRequest = median(appCPU), median(bareCPU)
	return r, nil
}

// profileRun writes a CPU profile of the run under way, then the allocations since the start.
func profileRun(ctx context.Context, pprofAddr string, s settings, kind string, concurrency int) error {
	name := fmt.Sprintf("%s-c%d", kind, concurrency)
	seconds := max(1, int(s.duration.Seconds()))
	if err := loadgen.SaveProfile(ctx, pprofAddr, fmt.Sprintf("profile?seconds=%d", seconds), filepath.Join(s.profileDir, name+"-cpu.pprof")); err != nil {
		return err
	}
	return loadgen.SaveProfile(ctx, pprofAddr, "allocs", filepath.Join(s.profileDir, name+"-allocs.pprof"))
}

// runMeasuringCPU runs the load on p and returns, besides the result, the CPU time p spent per
// request in microseconds.
func runMeasuringCPU(ctx context.Context, client *http.Client, p *loadgen.Process, concurrency int, duration time.Duration, plan loadgen.Plan) (*loadgen.Result, float64, error) {
	before, err := loadgen.CPUTime(p.PID())
	if err != nil {
		return nil, 0, err
	}
	result := loadgen.Run(ctx, client, p.Base, concurrency, duration, plan)
	if err := ctx.Err(); err != nil {
		return nil, 0, err
	}
	after, err := loadgen.CPUTime(p.PID())
	if err != nil {
		return nil, 0, err
	}
	if result.Count() == 0 {
		return result, 0, nil
	}
	return result, float64(after-before) / float64(time.Microsecond) / float64(result.Count()), nil
}

func median(values []float64) float64 {
	sorted := slices.Clone(values)
	slices.Sort(sorted)
	mid := len(sorted) / 2
	if len(sorted)%2 == 0 {
		return (sorted[mid-1] + sorted[mid]) / 2
	}
	return sorted[mid]
}

func medians(results []*loadgen.Result) stats {
	pick := func(value func(*loadgen.Result) float64) float64 {
		values := make([]float64, len(results))
		for i, r := range results {
			values[i] = value(r)
		}
		return median(values)
	}
	percentile := func(p float64) time.Duration {
		return time.Duration(pick(func(r *loadgen.Result) float64 { return float64(r.Percentile(p)) }))
	}
	return stats{
		throughput: pick((*loadgen.Result).Throughput),
		p50:        percentile(50), p95: percentile(95), p99: percentile(99),
	}
}
