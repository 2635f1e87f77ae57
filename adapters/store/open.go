// Package store implements the repository ports with gorm on SQLite (embedded default) or
// PostgreSQL, and owns the versioned schema migrations.
package store

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/logger"

	"github.com/radscribe/radscribe/config"
)

// ErrUnreachable wraps every failure to reach the database at start, so the command line can
// say so in words and exit with its own code.
var ErrUnreachable = errors.New("database unreachable")

// preparedStatements bounds the statements kept prepared (least recently used go first).
const preparedStatements = 500

// Open connects to the configured database, applies the pool settings and checks the connection.
func Open(ctx context.Context, cfg config.Database) (*gorm.DB, error) {
	dialector, err := dialectorFor(cfg)
	if err != nil {
		return nil, err
	}
	db, err := gorm.Open(dialector, &gorm.Config{
		Logger:                 logger.Discard,
		TranslateError:         true,
		SkipDefaultTransaction: true,
		NowFunc:                func() time.Time { return time.Now().UTC() },
		// SQLite parses every statement it is not given prepared, which took a tenth of the
		// server's CPU under load; pgx keeps its own cache of prepared statements. The queries
		// are few and fixed, the bound keeps any that are not from piling up.
		PrepareStmt:        cfg.Driver == config.DriverSQLite,
		PrepareStmtMaxSize: preparedStatements,
	})
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrUnreachable, describe(cfg), err)
	}
	sqlDB, err := db.DB()
	if err != nil {
		return nil, err
	}
	sqlDB.SetMaxOpenConns(cfg.MaxOpenConns)
	sqlDB.SetMaxIdleConns(cfg.MaxIdleConns)
	sqlDB.SetConnMaxLifetime(cfg.ConnMaxLifetime)
	sqlDB.SetConnMaxIdleTime(cfg.ConnMaxIdleTime)

	pingCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := sqlDB.PingContext(pingCtx); err != nil {
		_ = sqlDB.Close()
		return nil, fmt.Errorf("%w: %s: %w", ErrUnreachable, describe(cfg), err)
	}
	return db, nil
}

// Close releases the connection pool.
func Close(db *gorm.DB) error {
	sqlDB, err := db.DB()
	if err != nil {
		return err
	}
	return sqlDB.Close()
}

func dialectorFor(cfg config.Database) (gorm.Dialector, error) {
	switch cfg.Driver {
	case config.DriverSQLite:
		if err := ensureParentDir(cfg.DSN); err != nil {
			return nil, err
		}
		return openSQLite(sqliteDSN(cfg.DSN, cfg.BusyTimeout))
	case config.DriverPostgres:
		return newPostgresDialector(cfg.DSN), nil
	default:
		return nil, fmt.Errorf("database.driver: %q is not valid; choose one of sqlite, postgres", cfg.Driver)
	}
}

// sqliteDSN adds the pragmas every pooled connection needs: WAL so readers never block the
// writer, a busy timeout so concurrent writers wait instead of failing, foreign keys on,
// immediate transactions so a read-then-write transaction cannot deadlock on lock upgrade, and
// secure deletion so a deleted transcript is overwritten rather than left readable in the file.
func sqliteDSN(dsn string, busy time.Duration) string {
	if dsn == ":memory:" || strings.Contains(dsn, "_pragma=") {
		return dsn
	}
	params := url.Values{}
	params.Add("_pragma", "journal_mode(WAL)")
	params.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busy.Milliseconds()))
	params.Add("_pragma", "foreign_keys(1)")
	params.Add("_pragma", "synchronous(NORMAL)")
	params.Add("_pragma", "secure_delete(ON)")
	params.Add("_txlock", "immediate")
	separator := "?"
	if strings.Contains(dsn, "?") {
		separator = "&"
	}
	return dsn + separator + params.Encode()
}

func ensureParentDir(dsn string) error {
	path := sqlitePath(dsn)
	if path == "" || path == ":memory:" {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
		return fmt.Errorf("%w: cannot create the directory for %s: %w", ErrUnreachable, path, err)
	}
	return nil
}

// describe names the database without its password, for error messages and logs.
func describe(cfg config.Database) string {
	if cfg.Driver == config.DriverSQLite {
		return "sqlite file " + strings.SplitN(cfg.DSN, "?", 2)[0]
	}
	if u, err := url.Parse(cfg.DSN); err == nil && u.Host != "" {
		return fmt.Sprintf("postgres at %s%s", u.Host, u.Path)
	}
	host, port, dbname := "localhost", "5432", ""
	for _, field := range strings.Fields(cfg.DSN) {
		key, value, _ := strings.Cut(field, "=")
		switch key {
		case "host":
			host = value
		case "port":
			port = value
		case "dbname":
			dbname = value
		}
	}
	return fmt.Sprintf("postgres at %s:%s/%s", host, port, dbname)
}
