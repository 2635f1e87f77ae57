package store

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/radscribe/radscribe/config"
)

// ErrBackupNotSQLite is a backup asked of a PostgreSQL database, which pg_dump copies.
var ErrBackupNotSQLite = errors.New("backup copies the SQLite database, and this configuration uses PostgreSQL: " +
	"back it up with pg_dump, e.g. pg_dump --format=custom --file=radscribe.dump \"$DSN\" (docs/operations.md)")

// BackupSQLite writes a consistent copy of the configured SQLite database to path with
// VACUUM INTO, which reads one snapshot and so works while the server is running (WAL mode):
// writes that commit meanwhile are not in the copy, and none wait for it. The copy is a
// complete database file, vacuumed, readable only by its owner. path must not exist yet.
func BackupSQLite(ctx context.Context, cfg config.Database, path string) error {
	if cfg.Driver != config.DriverSQLite {
		return ErrBackupNotSQLite
	}
	source := sqlitePath(cfg.DSN)
	if source == "" || source == ":memory:" {
		return errors.New("backup needs a SQLite database file; database.dsn names none")
	}
	if _, err := os.Stat(source); err != nil {
		return fmt.Errorf("no SQLite database at %s to back up: %w", source, err)
	}
	if absolute(source) == absolute(path) {
		return fmt.Errorf("%s is the database itself; name a new file for the copy", path)
	}
	// An empty file made here is one VACUUM INTO accepts, and it keeps the owner-only mode:
	// SQLite would create the copy readable by everyone.
	target, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600) // #nosec G304 -- the operator names the backup file on the command line
	if errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("%s already exists; name a new file so no earlier backup is overwritten", path)
	}
	if err != nil {
		return fmt.Errorf("cannot create the backup file: %w", err)
	}
	if err := target.Close(); err != nil {
		return err
	}
	if err := vacuumInto(ctx, cfg, path); err != nil {
		_ = os.Remove(path)
		return err
	}
	return nil
}

func vacuumInto(ctx context.Context, cfg config.Database, path string) error {
	db, err := Open(ctx, cfg)
	if err != nil {
		return err
	}
	defer Close(db)
	if err := db.WithContext(ctx).Exec("VACUUM INTO ?", path).Error; err != nil {
		return fmt.Errorf("backup to %s failed: %w", path, err)
	}
	return nil
}

// sqlitePath is the file a SQLite DSN names: without its file: prefix and its parameters.
func sqlitePath(dsn string) string {
	return strings.TrimPrefix(strings.SplitN(dsn, "?", 2)[0], "file:")
}

func absolute(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		return filepath.Clean(abs)
	}
	return filepath.Clean(path)
}
