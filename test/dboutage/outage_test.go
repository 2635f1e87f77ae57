// Package dboutage stops the database under a running server and checks what its users see:
// 503 with a message while it is down, /readyz failing, service back soon after it returns,
// and nothing half-written or lost.
package dboutage

import (
	"context"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/test/loadgen"
)

// outageEnv sets how long the database stays down; `make faults` sets 30s, the default keeps
// `make test` short.
const (
	outageEnv     = "RADSCRIBE_TEST_OUTAGE"
	defaultOutage = 5 * time.Second
)

const (
	// users is the number of signed-in users sending requests.
	users = 6
	// warmUp is the traffic before the outage, which must all succeed.
	warmUp = 2 * time.Second
	// recoveryTarget is how soon after the database is back every request must succeed again.
	recoveryTarget = 10 * time.Second
	// afterwards is how long the traffic goes on once the database is back.
	afterwards = recoveryTarget + 3*time.Second
)

func TestDatabaseOutage(t *testing.T) {
	outage := outageLength(t)
	pg := startPrivatePostgres(t)
	createDatabase(t, pg.DSN("postgres"), "radscribe")
	server, outbox := startServer(t, pg.DSN("radscribe"))

	ctx := context.Background()
	accounts, err := loadgen.SignUpAll(ctx, &loadgen.Server{Process: server, Outbox: outbox}, users)
	if err != nil {
		t.Fatalf("signing up: %v\n%s", err, server.Output())
	}
	traffic := startTraffic(server.Base, accounts)
	time.Sleep(warmUp)
	var tl timeline
	tl.stopping = time.Now()
	pg.stop()
	tl.down = time.Now()
	time.Sleep(outage - time.Since(tl.stopping))
	tl.restarting = time.Now()
	pg.start()
	tl.up = time.Now()
	time.Sleep(afterwards)
	outcomes := traffic.finish()

	f := measure(outcomes, tl, outage, users)
	t.Log("\n" + f.String())
	if f.before.ok != f.before.requests {
		t.Errorf("before the outage %d of %d requests failed: %v", f.before.requests-f.before.ok, f.before.requests, f.before.samples)
	}
	if f.during.unavailable == 0 {
		t.Errorf("no request answered 503 while the database was down")
	}
	for _, stretch := range []tally{f.during, f.after} {
		if stretch.unexpected() > 0 {
			t.Errorf("%d answers were neither a success nor a 503 with a message: %v", stretch.unexpected(), stretch.samples)
		}
	}
	if f.readyDown[http.StatusServiceUnavailable] == 0 || f.readyDown[http.StatusOK] > 0 {
		t.Errorf("/readyz while the database was down answered %v, want 503 only", f.readyDown)
	}
	if f.readyAfter < 0 || f.readyAfter > recoveryTarget || f.recovered > recoveryTarget {
		t.Errorf("back %s (/readyz) and %s (every request) after the database, want within %s", seconds(f.readyAfter), seconds(f.recovered), recoveryTarget)
	}
	for _, kind := range []string{kindUser, kindVocabulary, kindVocabularyAdd, kindFeedback, kindRegister, kindFormat, kindReady} {
		if succeededAfter(outcomes, kind, tl.up.Add(f.recovered)) == 0 {
			t.Errorf("no %s request succeeded after the recovery", kind)
		}
	}
	checkNothingHalfWrittenOrLost(t, pg.DSN("radscribe"), outcomes, outbox)
	if t.Failed() {
		t.Logf("server output:\n%s", server.Output())
	}
}

// outageLength is the outage the environment asks for, or the default.
func outageLength(t *testing.T) time.Duration {
	t.Helper()
	value := os.Getenv(outageEnv)
	if value == "" {
		return defaultOutage
	}
	d, err := time.ParseDuration(value)
	if err != nil || d < time.Second {
		t.Fatalf("%s=%q: want a duration of at least 1s, such as 30s", outageEnv, value)
	}
	return d
}

func succeededAfter(outcomes []outcome, kind string, after time.Time) int {
	n := 0
	for _, o := range outcomes {
		if o.kind == kind && o.ok() && o.start.After(after) {
			n++
		}
	}
	return n
}

// startServer runs the server binary, built now (or RADSCRIBE_BIN), on the database of dsn
// until the test ends, and returns it and its mail folder.
func startServer(t *testing.T, dsn string) (*loadgen.Process, string) {
	t.Helper()
	dir := t.TempDir()
	binary := serverBinary(t, dir)
	addr, err := loadgen.FreeAddr()
	if err != nil {
		t.Fatal(err)
	}
	base, outbox := "http://"+addr, filepath.Join(dir, "outbox")
	env := append([]string{
		"RADSCRIBE_HTTP_ADDR=" + addr,
		"RADSCRIBE_HTTP_PUBLIC_URL=" + base,
		"RADSCRIBE_DATABASE_DRIVER=" + config.DriverPostgres,
		"RADSCRIBE_DATABASE_DSN=" + dsn,
		"RADSCRIBE_MAIL_CONSOLE_DIR=" + outbox,
		"RADSCRIBE_JOBS_POLL_INTERVAL=200ms",
		"RADSCRIBE_METRICS_ADDR=off",
		"RADSCRIBE_LOG_LEVEL=warn",
	}, loadgen.Unthrottled...)
	server, err := loadgen.Start(context.Background(), binary, []string{"serve"}, env, dir, base)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := server.Stop(); err != nil {
			t.Errorf("stopping the server: %v", err)
		}
	})
	return server, outbox
}

// serverBinary is RADSCRIBE_BIN when set, else the server built now into dir, static as
// released.
func serverBinary(t *testing.T, dir string) string {
	t.Helper()
	binary, err := loadgen.Binary(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	return binary
}

// createDatabase creates database name on the server of adminDSN.
func createDatabase(t *testing.T, adminDSN, name string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	admin, err := store.Open(ctx, config.Database{Driver: config.DriverPostgres, DSN: adminDSN, MaxOpenConns: 1, MaxIdleConns: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close(admin)
	if err := admin.Exec("CREATE DATABASE " + name).Error; err != nil {
		t.Fatal(err)
	}
}
