// Command benchhttp measures what the API costs beyond the work it does: it starts the server
// binary on a fresh SQLite database with one signed-up, verified user in its free trial, and a
// bare gin JSON handler (this program again, in a process of its own), drives both with the
// same closed-loop load at each concurrency, alternating runs between the two, and prints the
// throughput ratio, the latency percentiles and each server's CPU time per request (medians
// over the runs) of the signed-in user's read, the default template list, and the three
// report endpoints on a 150-word transcript. `make bench-http` runs it. The machine's other
// programs take CPU from both servers unevenly; the ratio of CPU time per request says what
// the throughput ratio would be without them.
//
// Settings (environment): BENCH_DURATION per run (default 2s), BENCH_RUNS per point (3),
// BENCH_CONCURRENCY (1,50,200), BENCH_ONLY (some of user, templates, templates-304, format,
// fill, generate; default all), RADSCRIBE_BIN to measure a binary already built (else one is
// built into a temporary directory), BENCH_PROFILE_DIR (when set, the server serves its runtime
// profiles on loopback, and a CPU profile of each endpoint's first run at the highest
// concurrency, and an allocation profile after it, are written there).
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/radscribe/radscribe/test/loadgen"
)

func main() {
	bare := flag.String("serve-bare", "", "serve the bare gin baseline on this address and nothing else")
	flag.Parse()
	if *bare != "" {
		if err := serveBare(*bare); err != nil {
			fmt.Fprintln(os.Stderr, "bare gin:", err)
			os.Exit(1)
		}
		return
	}
	settings, err := readSettings()
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench-http:", err)
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, settings); err != nil {
		fmt.Fprintln(os.Stderr, "bench-http:", err)
		os.Exit(1)
	}
}

type settings struct {
	duration     time.Duration
	runs         int
	concurrences []int
	only         []string
	profileDir   string
}

func readSettings() (settings, error) {
	s := settings{duration: 2 * time.Second, runs: 3, concurrences: []int{1, 50, 200}, profileDir: os.Getenv("BENCH_PROFILE_DIR")}
	if v := os.Getenv("BENCH_ONLY"); v != "" {
		for _, kind := range strings.Split(v, ",") {
			s.only = append(s.only, strings.TrimSpace(kind))
		}
	}
	if v := os.Getenv("BENCH_DURATION"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return s, fmt.Errorf("BENCH_DURATION=%q: want a duration such as 5s", v)
		}
		s.duration = d
	}
	if v := os.Getenv("BENCH_RUNS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return s, fmt.Errorf("BENCH_RUNS=%q: want a whole number of at least 1", v)
		}
		s.runs = n
	}
	if v := os.Getenv("BENCH_CONCURRENCY"); v != "" {
		s.concurrences = nil
		for _, part := range strings.Split(v, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(part))
			if err != nil || n < 1 {
				return s, fmt.Errorf("BENCH_CONCURRENCY=%q: want numbers such as 1,50,200", v)
			}
			s.concurrences = append(s.concurrences, n)
		}
	}
	return s, nil
}

func run(ctx context.Context, s settings) error {
	dir, err := os.MkdirTemp("", "bench-http-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	binary, err := loadgen.Binary(ctx, dir)
	if err != nil {
		return err
	}
	dataDir := filepath.Join(dir, "server")
	if err := os.Mkdir(dataDir, 0o700); err != nil {
		return err
	}
	env := loadgen.Unthrottled
	pprofAddr := ""
	if s.profileDir != "" {
		if pprofAddr, err = loadgen.FreeAddr(); err != nil {
			return err
		}
		env = append(append([]string{}, env...), "RADSCRIBE_DEBUG_PPROF_ADDR="+pprofAddr)
	}
	server, err := loadgen.StartRadScribe(ctx, binary, dataDir, loadgen.Database{Driver: "sqlite"}, env)
	if err != nil {
		return err
	}
	defer func() {
		if err := server.Stop(); err != nil {
			fmt.Fprintln(os.Stderr, "bench-http: stopping the server:", err)
		}
	}()
	bare, err := startBare(ctx, dir)
	if err != nil {
		return err
	}
	defer func() { _ = bare.Stop() }()

	accounts, err := loadgen.SignUpAll(ctx, server, 1)
	if err != nil {
		return err
	}
	templateHTML, err := loadgen.TemplateHTML()
	if err != nil {
		return err
	}
	endpoints, err := measuredEndpoints(ctx, server.Base, accounts[0], templateHTML, s.only)
	if err != nil {
		return err
	}

	fmt.Printf("bench-http: %s per run, %d run(s) per point, medians; RadScribe %s on SQLite, one trial user; settings %s\n",
		s.duration, s.runs, binary, strings.Join(loadgen.Unthrottled, " "))
	fmt.Println("Baseline: bare gin (no middleware) binding the same JSON and answering a small JSON object, in its own process.")
	fmt.Println()
	printHeader()
	client := loadgen.NewClient(maxOf(s.concurrences))
	var rows []row
	for _, e := range endpoints {
		for _, c := range s.concurrences {
			profile := ""
			if pprofAddr != "" && c == maxOf(s.concurrences) {
				profile = pprofAddr
			}
			r, err := measure(ctx, client, server, bare, e, c, s, profile)
			if err != nil {
				return err
			}
			printRow(r)
			rows = append(rows, r)
		}
	}
	fmt.Println()
	printTargets(rows, maxOf(s.concurrences))
	return nil
}

// startBare starts this program again as the bare gin server.
func startBare(ctx context.Context, dir string) (*loadgen.Process, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, err
	}
	addr, err := loadgen.FreeAddr()
	if err != nil {
		return nil, err
	}
	return loadgen.Start(ctx, self, []string{"-serve-bare", addr}, nil, dir, "http://"+addr)
}

func maxOf(values []int) int {
	m := 0
	for _, v := range values {
		m = max(m, v)
	}
	return m
}
