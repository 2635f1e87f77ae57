// Command load puts a working day's mix of requests from many signed-in users on the server
// binary, on SQLite and on PostgreSQL in turn, and prints latency percentiles, throughput,
// answers by status (5xx counted apart) and the server's resident memory over the run.
// `make load` runs it.
//
// Each simulated user is an account of its own, signed up, verified with the code from the
// mail outbox and signed in through the API, from an address of its own. The users send their
// requests back to back (closed loop, no pause): the figures are those of a server kept busy.
//
// Settings (environment): LOAD_USERS (default 200), LOAD_DURATION (60s), LOAD_DATABASES
// (sqlite,postgres), RADSCRIBE_TEST_POSTGRES_DSN (the PostgreSQL server a fresh database is
// created on and dropped from; default postgres://postgres@127.0.0.1:5432/test), RADSCRIBE_BIN
// (a binary already built; else one is built into a temporary directory), LOAD_PROFILE_DIR (when
// set, the server serves its runtime profiles on loopback and a CPU profile of the middle of
// the run, and heap and allocation profiles at its end, are written there).
//
// It exits with 1 when a request got a 5xx or no answer; the latency and memory targets are
// printed, met or missed, as they depend on the machine.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/radscribe/radscribe/test/loadgen"
)

func main() {
	s, err := readSettings()
	if err != nil {
		fmt.Fprintln(os.Stderr, "load:", err)
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ok, err := run(ctx, s)
	if err != nil {
		fmt.Fprintln(os.Stderr, "load:", err)
		os.Exit(1)
	}
	if !ok {
		os.Exit(1)
	}
}

// run runs the load on each database in turn and reports whether every request was answered
// without a server error.
func run(ctx context.Context, s settings) (bool, error) {
	dir, err := os.MkdirTemp("", "load-")
	if err != nil {
		return false, err
	}
	defer os.RemoveAll(dir)
	binary, err := loadgen.Binary(ctx, dir)
	if err != nil {
		return false, err
	}
	allAnswered := true
	for _, driver := range s.databases {
		answered, err := runOn(ctx, s, binary, driver)
		if err != nil {
			return false, fmt.Errorf("on %s: %w", driver, err)
		}
		allAnswered = allAnswered && answered
	}
	return allAnswered, nil
}

type settings struct {
	users       int
	duration    time.Duration
	databases   []string
	postgresDSN string
	profileDir  string
}

func readSettings() (settings, error) {
	s := settings{users: 200, duration: 60 * time.Second, databases: []string{"sqlite", "postgres"}, postgresDSN: os.Getenv("RADSCRIBE_TEST_POSTGRES_DSN"), profileDir: os.Getenv("LOAD_PROFILE_DIR")}
	if s.postgresDSN == "" {
		s.postgresDSN = loadgen.DefaultPostgresDSN
	}
	if v := os.Getenv("LOAD_USERS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return s, fmt.Errorf("LOAD_USERS=%q: want a whole number of at least 1", v)
		}
		s.users = n
	}
	if v := os.Getenv("LOAD_DURATION"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return s, fmt.Errorf("LOAD_DURATION=%q: want a duration such as 60s", v)
		}
		s.duration = d
	}
	if v := os.Getenv("LOAD_DATABASES"); v != "" {
		s.databases = nil
		for _, d := range strings.Split(v, ",") {
			d = strings.TrimSpace(d)
			if d != "sqlite" && d != "postgres" {
				return s, fmt.Errorf("LOAD_DATABASES=%q: want sqlite, postgres or both, comma-separated", v)
			}
			s.databases = append(s.databases, d)
		}
	}
	return s, nil
}
