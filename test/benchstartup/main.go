// Command benchstartup measures how long the server takes to start: the time from starting the
// process to GET /readyz answering 200, on SQLite with the embedded defaults otherwise. The first
// start creates the database (migrations, seeding); the starts after it find it in place, as a
// restart or an upgrade does, and their median is the figure docs/operations.md quotes.
//
//	go run ./test/benchstartup -bin bin/radscribe -runs 7
//
// `make bench-startup` builds the binary and runs it. Each start gets its own free port; the
// metrics listener is off so that nothing else on the machine is in the way.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"syscall"
	"time"
)

const (
	// readyWithin is how long one start may take before the run is given up.
	readyWithin = 30 * time.Second
	// pollEvery is how often /readyz is asked; it bounds the measurement's resolution.
	pollEvery = 2 * time.Millisecond
	target    = time.Second
)

func main() {
	bin := flag.String("bin", "bin/radscribe", "the server binary to start")
	runs := flag.Int("runs", 7, "starts on the existing database")
	flag.Parse()
	if err := run(*bin, *runs); err != nil {
		fmt.Fprintln(os.Stderr, "benchstartup:", err)
		os.Exit(1)
	}
}

func run(bin string, runs int) error {
	bin, err := filepath.Abs(bin)
	if err != nil {
		return err
	}
	if _, err := os.Stat(bin); err != nil {
		return fmt.Errorf("%s: %w (build it with make build)", bin, err)
	}
	dir, err := os.MkdirTemp("", "radscribe-startup-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)

	first, err := start(bin, dir)
	if err != nil {
		return err
	}
	fmt.Printf("first start, new database:      %4d ms\n", first.Milliseconds())
	var times []time.Duration
	for range runs {
		took, err := start(bin, dir)
		if err != nil {
			return err
		}
		times = append(times, took)
		fmt.Printf("start on the existing database: %4d ms\n", took.Milliseconds())
	}
	slices.Sort(times)
	median := times[len(times)/2]
	fmt.Printf("median of %d starts on the existing database: %d ms (target: under %d ms)\n", runs, median.Milliseconds(), target.Milliseconds())
	return nil
}

// start runs the server in dir until /readyz answers 200, stops it, and returns how long it
// took to become ready.
func start(bin, dir string) (time.Duration, error) {
	addr, err := freeAddr()
	if err != nil {
		return 0, err
	}
	cmd := exec.Command(bin, "serve")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(),
		"RADSCRIBE_HTTP_ADDR="+addr,
		"RADSCRIBE_DATABASE_DRIVER=sqlite",
		"RADSCRIBE_DATABASE_DSN="+filepath.Join(dir, "radscribe.db"),
		"RADSCRIBE_METRICS_ADDR=off",
		"RADSCRIBE_LOG_LEVEL=warn",
	)
	cmd.Stderr = os.Stderr
	began := time.Now()
	if err := cmd.Start(); err != nil {
		return 0, err
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	took, err := waitReady(addr, began, exited)
	if err != nil {
		return 0, err
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		return 0, err
	}
	if err := <-exited; err != nil {
		return 0, fmt.Errorf("the server did not stop cleanly: %w", err)
	}
	return took, nil
}

func waitReady(addr string, began time.Time, exited <-chan error) (time.Duration, error) {
	client := &http.Client{Timeout: time.Second}
	url := "http://" + addr + "/readyz"
	ctx, cancel := context.WithTimeout(context.Background(), readyWithin)
	defer cancel()
	for {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return 0, err
		}
		if res, err := client.Do(req); err == nil {
			_ = res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return time.Since(began), nil
			}
		}
		select {
		case err := <-exited:
			return 0, fmt.Errorf("the server exited before it was ready: %v", err)
		case <-ctx.Done():
			return 0, errors.New("the server was not ready within " + readyWithin.String())
		case <-time.After(pollEvery):
		}
	}
}

// freeAddr is a loopback address with a port nothing listens on.
func freeAddr() (string, error) {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer listener.Close()
	return listener.Addr().String(), nil
}
