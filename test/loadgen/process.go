package loadgen

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Process is a server started by the generator: its address and its output, kept for when it
// fails.
type Process struct {
	Base   string
	cmd    *exec.Cmd
	output *lockedBuffer
	exited chan error
}

// FreeAddr is a loopback address with a port nobody listens on. The port is chosen below the
// kernel's ephemeral range: a port the system hands out for "127.0.0.1:0" (a server of another
// test package started side by side) or for an outgoing connection comes from that range, so it
// cannot take the port between now and the moment the caller's server binds it.
func FreeAddr() (string, error) {
	low := ephemeralLow()
	for range 100 {
		port := 10000 + rand.IntN(low-10000)
		l, err := net.Listen("tcp", "127.0.0.1:"+strconv.Itoa(port))
		if err != nil {
			continue
		}
		addr := l.Addr().String()
		if err := l.Close(); err != nil {
			return "", err
		}
		return addr, nil
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return l.Addr().String(), nil
}

// ephemeralLow is the first port of the kernel's ephemeral range (32768 unless configured).
func ephemeralLow() int {
	raw, err := os.ReadFile("/proc/sys/net/ipv4/ip_local_port_range")
	if err != nil {
		return 32768
	}
	fields := strings.Fields(string(raw))
	if len(fields) == 0 {
		return 32768
	}
	low, err := strconv.Atoi(fields[0])
	if err != nil || low <= 11000 {
		return 32768
	}
	return low
}

// Start runs binary with args in dir, with env added to a copy of the environment without any
// RADSCRIBE_* setting (so the developer's shell does not change the run), and waits until
// base/healthz answers 200.
func Start(ctx context.Context, binary string, args []string, env []string, dir, base string) (*Process, error) {
	cmd := exec.Command(binary, args...)
	cmd.Dir = dir
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "RADSCRIBE_") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, env...)
	p := &Process{Base: base, cmd: cmd, output: &lockedBuffer{}, exited: make(chan error, 1)}
	cmd.Stdout, cmd.Stderr = p.output, p.output
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	go func() { p.exited <- cmd.Wait() }()
	deadline := time.Now().Add(30 * time.Second)
	for {
		select {
		case err := <-p.exited:
			return nil, fmt.Errorf("%s exited (%v); its output:\n%s", filepath.Base(binary), err, p.output.String())
		case <-time.After(50 * time.Millisecond):
		}
		if healthy(ctx, base) {
			return p, nil
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			_ = p.Stop()
			return nil, fmt.Errorf("%s not healthy within 30 s; its output:\n%s", filepath.Base(binary), p.output.String())
		}
	}
}

func healthy(ctx context.Context, base string) bool {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/healthz", nil)
	if err != nil {
		return false
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return false
	}
	_ = resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

// PID is the server's process id.
func (p *Process) PID() int { return p.cmd.Process.Pid }

// Output is what the server wrote so far.
func (p *Process) Output() string { return p.output.String() }

// Stop asks the server to shut down (SIGTERM) and kills it if it has not within 25 s.
func (p *Process) Stop() error {
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-p.exited:
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return fmt.Errorf("server exited with %v; its output:\n%s", err, p.output.String())
		}
		return err
	case <-time.After(25 * time.Second):
		_ = p.cmd.Process.Kill()
		<-p.exited
		return errors.New("server did not stop within 25 s of SIGTERM and was killed")
	}
}

// RSS is the resident memory of process pid in bytes, from /proc/<pid>/status.
func RSS(pid int) (int64, error) {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	defer f.Close()
	lines := bufio.NewScanner(f)
	for lines.Scan() {
		if rest, ok := strings.CutPrefix(lines.Text(), "VmRSS:"); ok {
			kib, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kib << 10, err
		}
	}
	return 0, errors.New("no VmRSS line")
}

// clockTicks is the unit of the CPU times in /proc/<pid>/stat (USER_HZ, 100 on Linux).
const clockTicks = 100

// CPUTime is the CPU time process pid has used so far, user and system, from /proc/<pid>/stat.
// Divided by the requests of a run it gives what each request cost the server, a figure that
// holds when other programs compete for the machine, unlike throughput.
func CPUTime(pid int) (time.Duration, error) {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	// The command name, in parentheses, may hold spaces: the fields count from its end.
	_, rest, ok := strings.Cut(string(raw), ") ")
	if !ok {
		return 0, errors.New("unreadable /proc stat line")
	}
	fields := strings.Fields(rest)
	if len(fields) < 13 {
		return 0, errors.New("short /proc stat line")
	}
	var ticks int64
	for _, field := range fields[11:13] { // utime and stime, fields 14 and 15 of the line
		n, err := strconv.ParseInt(field, 10, 64)
		if err != nil {
			return 0, err
		}
		ticks += n
	}
	return time.Duration(ticks) * time.Second / clockTicks, nil
}

// Memory is a process's resident memory over a stretch of time.
type Memory struct {
	Start, Peak, End int64
}

func (m Memory) String() string {
	mib := func(b int64) string { return fmt.Sprintf("%.0f MB", float64(b)/(1<<20)) }
	return fmt.Sprintf("RSS start %s, peak %s, end %s", mib(m.Start), mib(m.Peak), mib(m.End))
}

// SampleMemory reads pid's RSS every interval until stop is called, which returns the start,
// peak and last readings.
func SampleMemory(pid int, interval time.Duration) (stop func() Memory) {
	var m Memory
	m.Start, _ = RSS(pid)
	m.Peak, m.End = m.Start, m.Start
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		ticker := time.NewTicker(interval)
		defer ticker.Stop()
		for {
			select {
			case <-done:
				return
			case <-ticker.C:
				if rss, err := RSS(pid); err == nil {
					m.End = rss
					m.Peak = max(m.Peak, rss)
				}
			}
		}
	}()
	return func() Memory {
		close(done)
		<-finished
		if rss, err := RSS(pid); err == nil {
			m.End = rss
			m.Peak = max(m.Peak, rss)
		}
		return m
	}
}

// lockedBuffer collects a process's output from its two pipes.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	// The output only serves to explain a failure, which its last part does.
	if b.buf.Len() > 1<<20 {
		b.buf.Reset()
		b.buf.WriteString("[earlier output dropped]\n")
	}
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
