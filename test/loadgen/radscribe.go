package loadgen

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"gorm.io/driver/postgres"
	"gorm.io/gorm"
	"gorm.io/gorm/logger"
)

// DefaultPostgresDSN is the PostgreSQL server the load runs on when
// RADSCRIBE_TEST_POSTGRES_DSN does not name another.
const DefaultPostgresDSN = "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"

// Unthrottled are the settings that keep the server's own limits out of a measurement: the
// hourly report and transcription budgets of each user, far above what a run sends, and the
// loopback address trusted as a proxy, so that each simulated user signs up from an address of
// its own (X-Forwarded-For) as real users do, instead of all spending 127.0.0.1's sign-up and
// sign-in budgets.
var Unthrottled = []string{
	"RADSCRIBE_LIMITS_REPORTS_PER_HOUR=1000000000",
	"RADSCRIBE_LIMITS_TRANSCRIPTIONS_PER_HOUR=1000000000",
	"RADSCRIBE_HTTP_TRUSTED_PROXIES=127.0.0.1",
}

// Binary is the server binary to measure: RADSCRIBE_BIN when set, else one built now from the
// module (CGO_ENABLED=0, as `make build` does, with the web app as ui/dist holds it) into dir.
func Binary(ctx context.Context, dir string) (string, error) {
	if bin := os.Getenv("RADSCRIBE_BIN"); bin != "" {
		return filepath.Abs(bin)
	}
	gomod, err := exec.CommandContext(ctx, "go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	out := filepath.Join(dir, "radscribe")
	build := exec.CommandContext(ctx, "go", "build", "-trimpath", "-o", out, "./cmd/radscribe")
	build.Dir = filepath.Dir(strings.TrimSpace(string(gomod)))
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if output, err := build.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build ./cmd/radscribe: %w\n%s", err, output)
	}
	return out, nil
}

// Server is a RadScribe server started on a database of its own.
type Server struct {
	*Process
	Outbox string
	drop   func() error
}

// Database is where a started server keeps its data.
type Database struct {
	// Driver is "sqlite" or "postgres".
	Driver string
	// PostgresDSN is the server a fresh database is created on (postgres only).
	PostgresDSN string
}

// StartRadScribe starts binary on a fresh database in dir, with mail written to an outbox
// folder (sign-up codes are read from there) and env added to the settings.
func StartRadScribe(ctx context.Context, binary, dir string, db Database, env []string) (*Server, error) {
	addr, err := FreeAddr()
	if err != nil {
		return nil, err
	}
	base := "http://" + addr
	metricsAddr, err := FreeAddr()
	if err != nil {
		return nil, err
	}
	outbox := filepath.Join(dir, "outbox")
	settings := []string{
		"RADSCRIBE_HTTP_ADDR=" + addr,
		// A port of its own, so that servers started side by side never compete for one.
		"RADSCRIBE_METRICS_ADDR=" + metricsAddr,
		"RADSCRIBE_HTTP_PUBLIC_URL=" + base,
		"RADSCRIBE_LOG_LEVEL=warn",
		"RADSCRIBE_MAIL_CONSOLE_DIR=" + outbox,
	}
	drop := func() error { return nil }
	switch db.Driver {
	case "sqlite":
		settings = append(settings, "RADSCRIBE_DATABASE_DSN="+filepath.Join(dir, "radscribe.db"))
	case "postgres":
		dsn, dropDB, err := freshPostgres(ctx, db.PostgresDSN)
		if err != nil {
			return nil, err
		}
		drop = dropDB
		settings = append(settings, "RADSCRIBE_DATABASE_DRIVER=postgres", "RADSCRIBE_DATABASE_DSN="+dsn)
	default:
		return nil, fmt.Errorf("unknown database driver %q", db.Driver)
	}
	process, err := Start(ctx, binary, []string{"serve"}, append(settings, env...), dir, base)
	if err != nil {
		return nil, errors.Join(err, drop())
	}
	return &Server{Process: process, Outbox: outbox, drop: drop}, nil
}

// Stop stops the server and drops its PostgreSQL database.
func (s *Server) Stop() error {
	return errors.Join(s.Process.Stop(), s.drop())
}

// freshPostgres creates an empty database on the server of dsn and returns its DSN and how to
// drop it.
func freshPostgres(ctx context.Context, dsn string) (string, func() error, error) {
	admin, err := gorm.Open(postgres.Open(dsn), &gorm.Config{Logger: logger.Discard})
	if err != nil {
		return "", nil, fmt.Errorf("postgres (%s): %w", dsn, err)
	}
	sqlDB, err := admin.DB()
	if err != nil {
		return "", nil, err
	}
	var suffix [6]byte
	_, _ = rand.Read(suffix[:])
	name := "radscribe_load_" + hex.EncodeToString(suffix[:])
	if err := admin.WithContext(ctx).Exec("CREATE DATABASE " + name).Error; err != nil {
		_ = sqlDB.Close()
		return "", nil, fmt.Errorf("creating database %s: %w", name, err)
	}
	drop := func() error {
		defer sqlDB.Close()
		return admin.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)").Error
	}
	return withDatabase(dsn, name), drop, nil
}

// withDatabase is dsn (a postgres:// URL) naming database name instead of its own.
func withDatabase(dsn, name string) string {
	rest, query, _ := strings.Cut(dsn, "?")
	if i := strings.LastIndex(rest, "/"); i > len("postgres://") {
		rest = rest[:i]
	}
	if query != "" {
		return rest + "/" + name + "?" + query
	}
	return rest + "/" + name
}
