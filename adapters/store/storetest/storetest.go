// Package storetest runs repository contract tests against every supported database: SQLite
// always, PostgreSQL too when RADSCRIBE_TEST_POSTGRES_DSN is set.
package storetest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/config"
)

// PostgresDSNEnv names the variable that enables the PostgreSQL half of every contract test.
const PostgresDSNEnv = "RADSCRIBE_TEST_POSTGRES_DSN"

// Run calls fn once per available database, each time with a fresh, fully migrated database.
func Run(t *testing.T, fn func(t *testing.T, db *gorm.DB)) {
	t.Helper()
	RunRaw(t, func(t *testing.T, cfg config.Database) {
		db := OpenMigrated(t, cfg)
		fn(t, db)
	})
}

// RunRaw calls fn once per available database with the configuration of a fresh, empty one,
// for tests of opening and migrating themselves.
func RunRaw(t *testing.T, fn func(t *testing.T, cfg config.Database)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) {
		fn(t, SQLite(t))
	})
	t.Run("postgres", func(t *testing.T) {
		fn(t, Postgres(t))
	})
}

// ForEach calls fn once per available database with open, which gives every call a fresh,
// fully migrated database of that kind: for a suite of many tests that must not see each
// other's rows.
func ForEach(t *testing.T, fn func(t *testing.T, open func(t *testing.T) *gorm.DB)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) {
		fn(t, func(t *testing.T) *gorm.DB { return OpenMigrated(t, SQLite(t)) })
	})
	t.Run("postgres", func(t *testing.T) {
		if os.Getenv(PostgresDSNEnv) == "" {
			t.Skip(PostgresDSNEnv + " is not set")
		}
		fn(t, func(t *testing.T) *gorm.DB { return OpenMigrated(t, Postgres(t)) })
	})
}

// OpenMigrated opens cfg, applies the product's migrations and closes the pool after the test.
func OpenMigrated(t *testing.T, cfg config.Database) *gorm.DB {
	t.Helper()
	ctx := context.Background()
	db, err := store.Open(ctx, cfg)
	if err != nil {
		t.Fatalf("opening %s: %v", cfg.Driver, err)
	}
	t.Cleanup(func() { _ = store.Close(db) })
	if _, err := store.Migrate(ctx, db); err != nil {
		t.Fatalf("migrating %s: %v", cfg.Driver, err)
	}
	return db
}

// SQLite gives the test a fresh SQLite file in its temporary directory.
func SQLite(t *testing.T) config.Database {
	cfg := poolDefaults()
	cfg.Driver = config.DriverSQLite
	cfg.DSN = filepath.Join(t.TempDir(), "test.db")
	return cfg
}

// Postgres gives the test its own empty schema on the PostgreSQL of RADSCRIBE_TEST_POSTGRES_DSN,
// dropped afterwards, so tests never see each other's rows; it skips the test when unset.
func Postgres(t *testing.T) config.Database {
	t.Helper()
	base := os.Getenv(PostgresDSNEnv)
	if base == "" {
		t.Skip(PostgresDSNEnv + " is not set")
	}
	schema := "t_" + randomHex(t, 8)
	admin := poolDefaults()
	admin.Driver = config.DriverPostgres
	admin.DSN = base
	db, err := store.Open(context.Background(), admin)
	if err != nil {
		t.Fatalf("%s: %v", PostgresDSNEnv, err)
	}
	if err := db.Exec("CREATE SCHEMA " + schema).Error; err != nil {
		t.Fatalf("creating schema %s: %v", schema, err)
	}
	t.Cleanup(func() {
		db.Exec("DROP SCHEMA " + schema + " CASCADE")
		_ = store.Close(db)
	})
	cfg := admin
	cfg.DSN = withSearchPath(base, schema)
	return cfg
}

func withSearchPath(dsn, schema string) string {
	if u, err := url.Parse(dsn); err == nil && (u.Scheme == "postgres" || u.Scheme == "postgresql") {
		q := u.Query()
		q.Set("search_path", schema)
		u.RawQuery = q.Encode()
		return u.String()
	}
	return strings.TrimSpace(dsn) + " search_path=" + schema
}

func poolDefaults() config.Database {
	return config.Database{
		MaxOpenConns:    4,
		MaxIdleConns:    2,
		ConnMaxLifetime: time.Minute,
		ConnMaxIdleTime: time.Minute,
		BusyTimeout:     5 * time.Second,
	}
}

func randomHex(t *testing.T, n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	return hex.EncodeToString(b)
}
