package store

import (
	"database/sql"
	"errors"

	gormsqlite "gorm.io/driver/sqlite"
	"gorm.io/gorm"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// sqliteDialector is gorm's SQLite dialect over a modernc.org/sqlite connection pool: a pure-Go
// SQLite current enough for River's migrations (jsonb), with its errors read by their codes.
type sqliteDialector struct {
	gormsqlite.Dialector
}

// openSQLite opens the pool with the connection pragmas of sqliteDSN.
func openSQLite(dsn string) (gorm.Dialector, error) {
	pool, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, err
	}
	return sqliteDialector{gormsqlite.Dialector{DriverName: "sqlite", DSN: dsn, Conn: pool}}, nil
}

// Translate maps SQLite's constraint errors to gorm's, so the repositories see one error for a
// duplicate on both databases.
func (d sqliteDialector) Translate(err error) error {
	var e *sqlite.Error
	if !errors.As(err, &e) {
		return err
	}
	switch e.Code() {
	case sqlite3.SQLITE_CONSTRAINT_UNIQUE, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY:
		return gorm.ErrDuplicatedKey
	case sqlite3.SQLITE_CONSTRAINT_FOREIGNKEY:
		return gorm.ErrForeignKeyViolated
	}
	return err
}
