package replicas

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/ratelimit/redistest"
	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/test/loadgen"
)

// defaultAdminDSN is the PostgreSQL the test creates its database on when
// RADSCRIBE_TEST_POSTGRES_DSN is unset.
const defaultAdminDSN = "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"

// Headers between the test and its proxy: the first picks a replica (its index), the second
// names the replica that answered.
const (
	headerPickReplica = "X-Test-Replica"
	headerServedBy    = "X-Test-Served-By"
)

// startTimeout covers migrating a fresh database and seeding the defaults on a busy machine.
const startTimeout = 30 * time.Second

// cluster is several server processes on one PostgreSQL database and one Redis, behind a
// reverse proxy that stands for the load balancer.
type cluster struct {
	// URL is the proxy's address, every replica's http.public_url.
	URL string
	// Outbox is the folder every replica's console mailer writes to.
	Outbox string
	// DB is a connection of the test's own to the replicas' database.
	DB       *gorm.DB
	replicas []*replica
}

// startCluster builds the server once and starts n replicas of it on a fresh database.
func startCluster(t *testing.T, n int, clientIP string) *cluster {
	t.Helper()
	redisURL := redistest.URL(t)
	dsn, db := freshDatabase(t)
	binary := buildServer(t)

	proxy := &roundRobin{clientIP: clientIP}
	front := httptest.NewUnstartedServer(proxy)
	t.Cleanup(front.Close)
	c := &cluster{URL: "http://" + front.Listener.Addr().String(), Outbox: filepath.Join(t.TempDir(), "outbox"), DB: db}
	env := map[string]string{
		"RADSCRIBE_HTTP_ADDR":             "127.0.0.1:0",
		"RADSCRIBE_HTTP_PUBLIC_URL":       c.URL,
		"RADSCRIBE_HTTP_TRUSTED_PROXIES":  "127.0.0.1",
		"RADSCRIBE_HTTP_SHUTDOWN_TIMEOUT": "2s",
		"RADSCRIBE_DATABASE_DRIVER":       config.DriverPostgres,
		"RADSCRIBE_DATABASE_DSN":          dsn,
		"RADSCRIBE_MAIL_CONSOLE_DIR":      c.Outbox,
		"RADSCRIBE_RATELIMIT_PROVIDER":    config.RateLimitProviderRedis,
		"RADSCRIBE_RATELIMIT_REDIS_URL":   redisURL,
		"RADSCRIBE_JOBS_POLL_INTERVAL":    "100ms",
		"RADSCRIBE_JOBS_SHUTDOWN_TIMEOUT": "2s",
		// Replicas on one host cannot share the metrics port.
		"RADSCRIBE_METRICS_ADDR": "off",
		"RADSCRIBE_LOG_FORMAT":   "json",
	}
	// They start at once, as after a deployment: both migrate the fresh database, one waiting
	// for the other's lock.
	c.replicas = make([]*replica, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { c.replicas[i] = startReplica(t, binary, fmt.Sprint(i), env) })
	}
	wg.Wait()
	for _, r := range c.replicas {
		if r == nil {
			t.FailNow()
		}
		proxy.backends = append(proxy.backends, r.proxy)
	}
	front.Start()
	return c
}

// logs returns every replica's log, for a failing test's output.
func (c *cluster) logs() string {
	var b strings.Builder
	for i, r := range c.replicas {
		fmt.Fprintf(&b, "--- replica %d\n%s\n", i, r.log.String())
	}
	return b.String()
}

// replica is one server process.
type replica struct {
	proxy *httputil.ReverseProxy
	log   *processLog
}

// startReplica runs the server with env (and no other RADSCRIBE_* variable) until the test
// ends, and returns once it answers /readyz; it reports why and returns nil when it does not.
func startReplica(t *testing.T, binary, name string, env map[string]string) *replica {
	log := &processLog{listening: make(chan string, 1)}
	cmd := exec.Command(binary, "serve")
	// A working directory of its own: no radscribe.yaml of the checkout is read.
	cmd.Dir = t.TempDir()
	cmd.Env = environment(env)
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		t.Errorf("replica %s: %v", name, err)
		return nil
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	t.Cleanup(func() { stop(t, name, cmd, exited, log) })

	var addr string
	select {
	case addr = <-log.listening:
	case err := <-exited:
		t.Errorf("replica %s exited before listening (%v):\n%s", name, err, log.String())
		return nil
	case <-time.After(startTimeout):
		t.Errorf("replica %s did not listen within %s:\n%s", name, startTimeout, log.String())
		return nil
	}
	target := &url.URL{Scheme: "http", Host: addr}
	proxy := &httputil.ReverseProxy{
		Rewrite: func(r *httputil.ProxyRequest) {
			r.SetURL(target)
			// The replica sees the public host and the client's address (Rewrite starts
			// without X-Forwarded-For), as behind a real load balancer.
			r.Out.Host = r.In.Host
			r.Out.Header["X-Forwarded-For"] = r.In.Header["X-Forwarded-For"]
		},
		ModifyResponse: func(resp *http.Response) error {
			resp.Header.Set(headerServedBy, name)
			return nil
		},
	}
	return &replica{proxy: proxy, log: log}
}

// stop ends a replica as an orchestrator does, SIGTERM first, and fails the test when it does
// not stop cleanly.
func stop(t *testing.T, name string, cmd *exec.Cmd, exited chan error, log *processLog) {
	_ = cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-exited:
		if err != nil {
			t.Errorf("replica %s stopped with %v:\n%s", name, err, log.String())
		}
	case <-time.After(10 * time.Second):
		_ = cmd.Process.Kill()
		<-exited
		t.Errorf("replica %s did not stop within 10s of SIGTERM:\n%s", name, log.String())
	}
}

// environment is the test's environment without its RADSCRIBE_* variables, plus env.
func environment(env map[string]string) []string {
	var out []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "RADSCRIBE_") {
			out = append(out, kv)
		}
	}
	for key, value := range env {
		out = append(out, key+"="+value)
	}
	return out
}

// processLog keeps a process's output and reports the address it listens on, read from its
// JSON log.
type processLog struct {
	mu        sync.Mutex
	buf       bytes.Buffer
	pending   []byte
	listening chan string
}

func (l *processLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.buf.Write(p)
	l.pending = append(l.pending, p...)
	for {
		i := bytes.IndexByte(l.pending, '\n')
		if i < 0 {
			return len(p), nil
		}
		var line struct{ Msg, Addr string }
		if json.Unmarshal(l.pending[:i], &line) == nil && line.Msg == "RadScribe is listening" {
			select {
			case l.listening <- line.Addr:
			default:
			}
		}
		l.pending = l.pending[i+1:]
	}
}

func (l *processLog) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

// count returns how many of the log's lines have msg as their message.
func (l *processLog) count(msg string) int {
	n := 0
	scanner := bufio.NewScanner(strings.NewReader(l.String()))
	scanner.Buffer(nil, 1<<20)
	for scanner.Scan() {
		var line struct{ Msg string }
		if json.Unmarshal(scanner.Bytes(), &line) == nil && line.Msg == msg {
			n++
		}
	}
	return n
}

// roundRobin is the load balancer: each request goes to the next replica, or to the one the
// test picks, and reaches it from clientIP, as a proxy that reports the client's address.
type roundRobin struct {
	backends []*httputil.ReverseProxy
	clientIP string
	next     atomic.Uint64
}

func (p *roundRobin) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	pick := r.Header.Get(headerPickReplica)
	r.Header.Del(headerPickReplica)
	i, err := strconv.Atoi(pick)
	if pick == "" {
		i, err = int((p.next.Add(1)-1)%uint64(len(p.backends))), nil
	}
	if err != nil || i < 0 || i >= len(p.backends) {
		http.Error(w, "no such replica", http.StatusBadGateway)
		return
	}
	r.Header.Set("X-Forwarded-For", p.clientIP)
	p.backends[i].ServeHTTP(w, r)
}

// buildServer is RADSCRIBE_BIN when set, else the server built once, static as released,
// into the test's temporary folder.
func buildServer(t *testing.T) string {
	t.Helper()
	started := time.Now()
	binary, err := loadgen.Binary(context.Background(), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("server binary ready in %s", time.Since(started).Round(time.Millisecond))
	return binary
}

// freshDatabase creates a PostgreSQL database of the test's own, dropped when it ends, and
// returns its DSN and a connection to it. Without PostgreSQL the test is skipped, or fails
// when CI is set.
func freshDatabase(t *testing.T) (string, *gorm.DB) {
	t.Helper()
	adminDSN := os.Getenv(storetest.PostgresDSNEnv)
	if adminDSN == "" {
		adminDSN = defaultAdminDSN
	}
	admin := open(t, adminDSN)
	var random [6]byte
	_, _ = rand.Read(random[:]) // never fails since Go 1.24
	name := "radscribe_replicas_" + hex.EncodeToString(random[:])
	if err := admin.Exec("CREATE DATABASE " + name).Error; err != nil {
		t.Fatalf("creating database %s: %v", name, err)
	}
	t.Cleanup(func() {
		if err := admin.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)").Error; err != nil {
			t.Errorf("dropping database %s: %v", name, err)
		}
		_ = store.Close(admin)
	})
	u, err := url.Parse(adminDSN)
	if err != nil || u.Scheme == "" {
		t.Fatalf("%s must be a postgres:// URL", storetest.PostgresDSNEnv)
	}
	u.Path = "/" + name
	db := open(t, u.String())
	t.Cleanup(func() { _ = store.Close(db) })
	return u.String(), db
}

func open(t *testing.T, dsn string) *gorm.DB {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	db, err := store.Open(ctx, config.Database{
		Driver: config.DriverPostgres, DSN: dsn, MaxOpenConns: 2, MaxIdleConns: 1,
		ConnMaxLifetime: time.Minute, ConnMaxIdleTime: time.Minute,
	})
	if err == nil {
		return db
	}
	if os.Getenv("CI") != "" {
		t.Fatalf("PostgreSQL is required in CI: %v", err)
	}
	t.Skipf("skipped: no PostgreSQL (%v); start one or set %s", err, storetest.PostgresDSNEnv)
	return nil
}

// readAll reads a response body for a failure message.
func readAll(r io.Reader) string {
	b, _ := io.ReadAll(r)
	return string(b)
}
