package main

import (
	"fmt"
	"strings"

	"github.com/radscribe/radscribe/test/loadgen"
)

const rowFormat = "%-38s %5s %8s %10s %6s %22s %22s %14s %9s %8s  %s\n"

func printHeader() {
	fmt.Printf(rowFormat, "endpoint", "conc", "req/s", "bare req/s", "ratio", "p50/p95/p99 ms", "bare p50/p95/p99 ms", "CPU µs/req", "CPU ratio", "peak RSS", "answers")
}

func printRow(r row) {
	answers := r.statuses
	if r.unexpected > 0 {
		answers += fmt.Sprintf(" (%d unexpected over all runs)", r.unexpected)
	}
	fmt.Printf(rowFormat, r.endpoint.label, fmt.Sprint(r.concurrency),
		fmt.Sprintf("%.0f", r.app.throughput), fmt.Sprintf("%.0f", r.bare.throughput), fmt.Sprintf("%.3f", r.ratio()),
		percentiles(r.app), percentiles(r.bare), fmt.Sprintf("%.0f (bare %.0f)", r.app.cpuPerRequest, r.bare.cpuPerRequest),
		fmt.Sprintf("%.3f", r.cpuRatio()), fmt.Sprintf("%.0f MB", float64(r.memory.Peak)/(1<<20)), answers)
}

func percentiles(s stats) string {
	return strings.Join([]string{loadgen.Millis(s.p50), loadgen.Millis(s.p95), loadgen.Millis(s.p99)}, " / ")
}

// printTargets says, per endpoint, whether the throughput ratio held at every concurrency and
// the p99 at the highest one.
func printTargets(rows []row, top int) {
	fmt.Println("Targets (docs/operations.md, \"Performance\"):")
	byLabel := map[string][]row{}
	var labels []string
	for _, r := range rows {
		if _, seen := byLabel[r.endpoint.label]; !seen {
			labels = append(labels, r.endpoint.label)
		}
		byLabel[r.endpoint.label] = append(byLabel[r.endpoint.label], r)
	}
	for _, label := range labels {
		group := byLabel[label]
		e := group[0].endpoint
		lowest, lowestCPU := group[0], group[0]
		for _, r := range group {
			if r.ratio() < lowest.ratio() {
				lowest = r
			}
			if r.cpuRatio() < lowestCPU.cpuRatio() {
				lowestCPU = r
			}
		}
		line := fmt.Sprintf("  %-38s ratio >= %.1f: %s (lowest %.3f at %d; by CPU per request %s, lowest %.3f at %d)", label, e.minRatio,
			verdict(lowest.ratio() >= e.minRatio), lowest.ratio(), lowest.concurrency,
			verdict(lowestCPU.cpuRatio() >= e.minRatio), lowestCPU.cpuRatio(), lowestCPU.concurrency)
		for _, r := range group {
			if r.concurrency == top {
				line += fmt.Sprintf("; p99 at %d < %s: %s (%s ms)", top, e.maxP99, verdict(r.app.p99 < e.maxP99), loadgen.Millis(r.app.p99))
			}
		}
		fmt.Println(line)
	}
}

func verdict(ok bool) string {
	if ok {
		return "met"
	}
	return "MISSED"
}
