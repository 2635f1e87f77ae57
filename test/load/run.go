package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/radscribe/radscribe/test/loadgen"
)

// The targets of docs/operations.md, "Performance": the p99 of the fast paths' issue and the
// looser one of the hardening issue, and the memory at 200 concurrent requests.
const (
	targetP99      = 300 * time.Millisecond
	targetP99Loose = time.Second
	targetRSS      = 150 << 20
)

// runOn runs the load against binary on a fresh database of driver and prints the figures;
// it reports whether every request was answered without a server error. The other targets
// are printed, met or missed: they depend on the machine, a server error never does.
func runOn(ctx context.Context, s settings, binary, driver string) (bool, error) {
	dir, err := os.MkdirTemp("", "load-"+driver+"-")
	if err != nil {
		return false, err
	}
	defer os.RemoveAll(dir)
	env := append([]string{}, loadgen.Unthrottled...)
	pprofAddr := ""
	if s.profileDir != "" {
		if pprofAddr, err = loadgen.FreeAddr(); err != nil {
			return false, err
		}
		env = append(env, "RADSCRIBE_DEBUG_PPROF_ADDR="+pprofAddr)
	}
	server, err := loadgen.StartRadScribe(ctx, binary, dir, loadgen.Database{Driver: driver, PostgresDSN: s.postgresDSN}, env)
	if err != nil {
		return false, err
	}
	defer func() {
		if err := server.Stop(); err != nil {
			fmt.Fprintf(os.Stderr, "load on %s: stopping the server: %v\n", driver, err)
		}
	}()
	idle, err := loadgen.RSS(server.PID())
	if err != nil {
		return false, err
	}

	began := time.Now()
	accounts, err := loadgen.SignUpAll(ctx, server, s.users)
	if err != nil {
		return false, err
	}
	signUpTime := time.Since(began)
	templateHTML, err := loadgen.TemplateHTML()
	if err != nil {
		return false, err
	}
	etag, err := loadgen.ETag(ctx, server.Base, loadgen.NewRequests(accounts[0], templateHTML).Templates)
	if err != nil {
		return false, err
	}
	users := newUsers(accounts, templateHTML, etag)
	plan := func(worker, _ int) *loadgen.Request { return users[worker].next() }
	client := loadgen.NewClient(s.users)
	loadgen.Run(ctx, client, server.Base, s.users, min(s.duration/10, 3*time.Second), plan)

	stopSampling := loadgen.SampleMemory(server.PID(), 100*time.Millisecond)
	profiled := make(chan error, 1)
	if pprofAddr != "" {
		go func() { profiled <- cpuProfile(ctx, pprofAddr, s, driver) }()
	}
	cpuBefore, err := loadgen.CPUTime(server.PID())
	if err != nil {
		return false, err
	}
	result := loadgen.Run(ctx, client, server.Base, s.users, s.duration, plan)
	memory := stopSampling()
	if err := ctx.Err(); err != nil {
		return false, err
	}
	cpuAfter, err := loadgen.CPUTime(server.PID())
	if err != nil {
		return false, err
	}
	if pprofAddr != "" {
		if err := <-profiled; err != nil {
			return false, err
		}
		if err := memoryProfiles(ctx, pprofAddr, s, driver); err != nil {
			return false, err
		}
	}

	fmt.Printf("\n== make load on %s: %d users (accounts of their own, signed up in %.1f s), %s, closed loop\n", driver, s.users, signUpTime.Seconds(), s.duration)
	fmt.Printf("Server settings for the run: %s (the users' hourly report budgets and the sign-up and sign-in limits per address stay out of the way)\n", strings.Join(loadgen.Unthrottled, " "))
	cpu := cpuAfter - cpuBefore
	fmt.Printf("Server CPU: %.1f s over the run, %.0f µs per request (%.0f%% of one core)\n",
		cpu.Seconds(), float64(cpu)/float64(time.Microsecond)/float64(max(1, result.Count())), 100*cpu.Seconds()/result.Elapsed.Seconds())
	return printResult(result, idle, memory), nil
}

// printResult prints the run's figures and reports whether every request had an answer below
// 500.
func printResult(r *loadgen.Result, idle int64, memory loadgen.Memory) bool {
	const rowFormat = "%-18s %8s %8s %22s  %s\n"
	fmt.Printf(rowFormat, "request", "count", "req/s", "p50/p95/p99 ms", "answers")
	line := func(label string, part *loadgen.Result) {
		fmt.Printf(rowFormat, label, fmt.Sprint(part.Count()), fmt.Sprintf("%.0f", part.Throughput()),
			loadgen.Millis(part.Percentile(50))+" / "+loadgen.Millis(part.Percentile(95))+" / "+loadgen.Millis(part.Percentile(99)), part.StatusText())
	}
	for _, kind := range r.Kinds() {
		line(kind, r.OfKind(kind))
	}
	line("all", r)
	fmt.Printf("5xx: %d; failed without an answer: %d", r.ServerErrors(), r.Statuses()[0])
	if e := r.FirstError(); e != "" {
		fmt.Printf(" (first: %s)", e)
	}
	fmt.Println()
	fmt.Printf("Memory: idle after start %.0f MB; over the run %s\n", float64(idle)/(1<<20), memory)
	p99 := r.Percentile(99)
	answered := r.ServerErrors() == 0 && r.Statuses()[0] == 0
	fmt.Printf("Targets: no 5xx and no failure: %s; p99 < %s: %s and < %s: %s (%s ms); peak RSS < %d MB: %s\n",
		verdict(answered), targetP99, verdict(p99 < targetP99), targetP99Loose, verdict(p99 < targetP99Loose), loadgen.Millis(p99),
		targetRSS>>20, verdict(memory.Peak < targetRSS))
	return answered
}

func verdict(ok bool) string {
	if ok {
		return "met"
	}
	return "MISSED"
}

// cpuProfile writes a CPU profile of the middle half of the run to the profile folder.
func cpuProfile(ctx context.Context, pprofAddr string, s settings, driver string) error {
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(s.duration / 4):
	}
	seconds := max(1, int(s.duration.Seconds()/2))
	return loadgen.SaveProfile(ctx, pprofAddr, fmt.Sprintf("profile?seconds=%d", seconds), filepath.Join(s.profileDir, driver+"-cpu.pprof"))
}

// memoryProfiles writes the heap in use and the allocations since the start.
func memoryProfiles(ctx context.Context, pprofAddr string, s settings, driver string) error {
	for _, name := range []string{"heap", "allocs"} {
		if err := loadgen.SaveProfile(ctx, pprofAddr, name, filepath.Join(s.profileDir, driver+"-"+name+".pprof")); err != nil {
			return err
		}
	}
	return nil
}
