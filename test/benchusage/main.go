// Command benchusage measures the admins' API usage view on PostgreSQL: it stores 1,000,000
// API calls spread over 30 days (through the usage repository, so the aggregates are kept as
// a server keeps them), then times the view of each time range, 1h, 24h, 7d and 30d, through
// the use case (the aggregate queries and the names of the top users).
//
// It works in a schema of its own on the database of RADSCRIBE_TEST_POSTGRES_DSN (default
// postgres://postgres@127.0.0.1:5432/test?sslmode=disable) and drops it at the end (unless
// -keep), so it never touches the tests' data. `make bench-usage` runs it.
//
// It times the view twice: on the 30 days as stored, and after the clean-up job's deletion
// (which trims the fine aggregates the short ranges no longer read) with the tables compacted,
// as a server that cleans up every 15 minutes keeps them.
//
// The calls: 500 users, a few of them making most of the calls, and visitors (5%); 25
// endpoints, some far busier than others; 3% errors; durations from 1 ms to a few seconds.
package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"log/slog"
	mathrand "math/rand/v2"
	"net/url"
	"os"
	"slices"
	"strings"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/store"
	usageapp "github.com/radscribe/radscribe/application/usage"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/usage"
	"github.com/radscribe/radscribe/ports/portstest"
)

const defaultDSN = "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"

func main() {
	events := flag.Int("events", 1_000_000, "API calls to store")
	days := flag.Int("days", 30, "days the calls are spread over, up to now")
	users := flag.Int("users", 500, "signed-in users making the calls")
	runs := flag.Int("runs", 10, "timed views per time range, after one warm-up")
	keep := flag.Bool("keep", false, "keep the schema (its name is printed) instead of dropping it")
	flag.Parse()
	dsn := os.Getenv("RADSCRIBE_TEST_POSTGRES_DSN")
	if dsn == "" {
		dsn = defaultDSN
	}
	if err := run(context.Background(), dsn, *events, *days, *users, *runs, *keep); err != nil {
		fmt.Fprintln(os.Stderr, "bench-usage:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, dsn string, events, days, users, runs int, keep bool) error {
	base := config.Database{Driver: config.DriverPostgres, DSN: dsn, MaxOpenConns: 4, MaxIdleConns: 2, ConnMaxLifetime: time.Hour, ConnMaxIdleTime: time.Hour}
	admin, err := store.Open(ctx, base)
	if err != nil {
		return err
	}
	defer store.Close(admin)
	suffix := make([]byte, 6)
	_, _ = rand.Read(suffix)
	schema := "bench_usage_" + hex.EncodeToString(suffix)
	if err := admin.Exec("CREATE SCHEMA " + schema).Error; err != nil {
		return err
	}
	if keep {
		fmt.Printf("schema %s is kept\n", schema)
	} else {
		defer admin.Exec("DROP SCHEMA " + schema + " CASCADE")
	}
	cfg := base
	cfg.DSN, err = withSearchPath(dsn, schema)
	if err != nil {
		return err
	}
	db, err := store.Open(ctx, cfg)
	if err != nil {
		return err
	}
	defer store.Close(db)
	if _, err := store.Migrate(ctx, db); err != nil {
		return err
	}

	now := time.Now().UTC()
	ids, err := addUsers(ctx, db, users, now)
	if err != nil {
		return err
	}
	repo := store.NewUsage(db)
	started := time.Now()
	if err := seed(ctx, repo, ids, events, now.Add(-time.Duration(days)*24*time.Hour), now); err != nil {
		return err
	}
	seeded := time.Since(started)
	fmt.Printf("stored %d calls over %d days by %d users in %s (%.0f calls/s, batches of %d)\n",
		events, days, users, seeded.Round(time.Millisecond), float64(events)/seeded.Seconds(), seedBatch)
	service := usageapp.NewService(repo, store.NewUsers(db), portstest.FixedClock{Time: now}, usageapp.DefaultRecorderSettings, slog.New(slog.NewTextHandler(io.Discard, nil)))

	// As autovacuum would after so many inserts: statistics for the planner.
	if err := printSizes(db, "VACUUM ANALYZE"); err != nil {
		return err
	}
	fmt.Println("\nthe view as stored, before any clean-up:")
	if err := measure(ctx, service, runs); err != nil {
		return err
	}

	started = time.Now()
	if _, err := repo.DeleteBefore(ctx, usage.CutoffsAt(now)); err != nil {
		return err
	}
	fmt.Printf("\nthe clean-up deleted the aggregates no range reads any more in %s; compacted, as a server that\n"+
		"cleans up every 15 minutes keeps its tables:\n", time.Since(started).Round(time.Millisecond))
	if err := printSizes(db, "VACUUM FULL ANALYZE"); err != nil {
		return err
	}
	fmt.Println("\nthe view after the clean-up:")
	if err := measure(ctx, service, runs); err != nil {
		return err
	}
	return measureAdminQueries(ctx, store.NewAdminAnalytics(db), runs, now)
}

// measureAdminQueries times the queries behind /api/admin/stats and /api/admin/users over the
// seeded users (their recordings and sign-ins are not seeded).
func measureAdminQueries(ctx context.Context, analytics *store.AdminAnalytics, runs int, now time.Time) error {
	fmt.Println("\nthe admin statistics and user list:")
	queries := []struct {
		name string
		run  func() error
	}{
		{"stats", func() error { _, err := analytics.Stats(ctx, now.Add(-30*24*time.Hour), 10); return err }},
		{"users", func() error { _, err := analytics.Users(ctx); return err }},
	}
	for _, q := range queries {
		times := make([]time.Duration, runs)
		for i := range times {
			start := time.Now()
			if err := q.run(); err != nil {
				return err
			}
			times[i] = time.Since(start)
		}
		slices.Sort(times)
		fmt.Printf("%-5s median %s, max %s\n", q.name, ms(times[len(times)/2]), ms(times[len(times)-1]))
	}
	return nil
}

// measure times the view of every range: the first call, then runs more.
func measure(ctx context.Context, service *usageapp.Service, runs int) error {
	actor := account.User{ID: "bench-admin", Role: account.RoleAdmin}
	fmt.Printf("%-5s %10s %10s %10s %10s %10s %8s %6s\n", "range", "first", "min", "median", "max", "calls", "users", "rows")
	for _, r := range usage.TimeRanges {
		start := time.Now()
		if _, err := service.APIUsage(ctx, actor, string(r)); err != nil {
			return err
		}
		first := time.Since(start)
		times := make([]time.Duration, runs)
		var report usageapp.Report
		for i := range times {
			start := time.Now()
			var err error
			report, err = service.APIUsage(ctx, actor, string(r))
			if err != nil {
				return err
			}
			times[i] = time.Since(start)
		}
		slices.Sort(times)
		fmt.Printf("%-5s %10s %10s %10s %10s %10d %8d %6d\n", r, ms(first), ms(times[0]), ms(times[len(times)/2]), ms(times[len(times)-1]),
			report.Overall.Calls, report.Users, len(report.UserEndpoints))
	}
	return nil
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }

// addUsers stores n users, so that the view names its top users as it does in production.
func addUsers(ctx context.Context, db *gorm.DB, n int, now time.Time) ([]string, error) {
	repo := store.NewUsers(db)
	ids := make([]string, n)
	for i := range ids {
		ids[i] = fmt.Sprintf("%08x-0000-4000-8000-%012x", i, i)
		user := account.NewEmailUser(ids[i], account.Registration{Email: fmt.Sprintf("radiologist%d@klinik.example", i), FirstName: "Dr", LastName: fmt.Sprint(i)}, "x", now)
		if err := repo.Create(ctx, user); err != nil {
			return nil, err
		}
	}
	return ids, nil
}

// seedBatch is the size of the seeding batches: a busy server's recorder stores up to 500
// calls a statement, and the seeding writes in the same order, oldest first.
const seedBatch = 500

func seed(ctx context.Context, repo *store.Usage, users []string, n int, from, to time.Time) error {
	r := mathrand.New(mathrand.NewPCG(14, 2026))
	endpoints := []string{
		"POST /api/format-external-transcript", "POST /api/transcribe", "POST /api/correct-transcript", "POST /api/populate-template",
		"POST /api/generate-report", "POST /api/generate-radiology-report", "POST /api/populate-template-voice", "POST /api/generate-report-voice",
		"GET /api/auth/user", "GET /api/subscription/status", "GET /api/user-templates", "GET /api/medical-templates",
		"PUT /api/user-templates/:id", "POST /api/user-templates", "DELETE /api/user-templates/:id", "GET /api/vocabulary",
		"POST /api/vocabulary", "GET /api/profile", "PUT /api/profile", "POST /api/feedback", "GET /api/site-info",
		"GET /api/prompt-history", "POST /api/auth/email/login", "POST /api/auth/logout", "GET /api/admin/api-usage",
	}
	step := to.Sub(from) / time.Duration(n)
	batch := make([]usage.Event, 0, seedBatch)
	for i := range n {
		user := ""
		if r.IntN(20) != 0 {
			user = users[int(float64(len(users))*r.Float64()*r.Float64()*r.Float64())]
		}
		method, endpoint, _ := strings.Cut(endpoints[int(float64(len(endpoints))*r.Float64()*r.Float64())], " ")
		status := 200
		if r.IntN(100) < 3 {
			status = []int{400, 401, 404, 429, 500}[r.IntN(5)]
		}
		batch = append(batch, usage.Event{
			UserID: user, Method: method, Endpoint: endpoint, Status: status,
			Duration: time.Millisecond + time.Duration(r.ExpFloat64()*float64(300*time.Millisecond)),
			At:       from.Add(time.Duration(i) * step),
		})
		if len(batch) == seedBatch || i == n-1 {
			if err := repo.InsertBatch(ctx, batch); err != nil {
				return err
			}
			batch = batch[:0]
		}
	}
	return nil
}

// printSizes runs vacuum on each usage table and prints its rows and size.
func printSizes(db *gorm.DB, vacuum string) error {
	for _, table := range []string{"api_usage_events", "api_usage_endpoint_totals", "api_usage_user_totals", "api_usage_user_endpoint_totals"} {
		if err := db.Exec(vacuum + " " + table).Error; err != nil {
			return err
		}
		var size struct {
			Rows  int64
			Bytes string
		}
		err := db.Raw("SELECT (SELECT COUNT(*) FROM " + table + ") AS rows, pg_size_pretty(pg_total_relation_size('" + table + "')) AS bytes").Scan(&size).Error
		if err != nil {
			return err
		}
		fmt.Printf("  %-32s %9d rows %10s with indexes\n", table, size.Rows, size.Bytes)
	}
	return nil
}

// withSearchPath points dsn at schema.
func withSearchPath(dsn, schema string) (string, error) {
	if u, err := url.Parse(dsn); err == nil && (u.Scheme == "postgres" || u.Scheme == "postgresql") {
		q := u.Query()
		q.Set("search_path", schema)
		u.RawQuery = q.Encode()
		return u.String(), nil
	}
	if strings.Contains(dsn, "=") {
		return strings.TrimSpace(dsn) + " search_path=" + schema, nil
	}
	return "", fmt.Errorf("RADSCRIBE_TEST_POSTGRES_DSN: cannot read %q", dsn)
}
