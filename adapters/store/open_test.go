package store

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/config"
)

func TestOpenSQLiteCreatesTheDirectoryAndUsesWAL(t *testing.T) {
	dsn := filepath.Join(t.TempDir(), "nested", "dir", "radscribe.db")
	db, err := Open(context.Background(), config.Database{Driver: config.DriverSQLite, DSN: dsn, MaxOpenConns: 2, MaxIdleConns: 1, BusyTimeout: 3 * time.Second})
	require.NoError(t, err)
	defer Close(db)

	var mode string
	require.NoError(t, db.Raw("PRAGMA journal_mode").Scan(&mode).Error)
	assert.Equal(t, "wal", mode)
	var busy int
	require.NoError(t, db.Raw("PRAGMA busy_timeout").Scan(&busy).Error)
	assert.Equal(t, 3000, busy)
	var fk int
	require.NoError(t, db.Raw("PRAGMA foreign_keys").Scan(&fk).Error)
	assert.Equal(t, 1, fk)
}

func TestOpenUnreachablePostgresSaysWhereWithoutThePassword(t *testing.T) {
	_, err := Open(context.Background(), config.Database{
		Driver: config.DriverPostgres, DSN: "postgres://radscribe:s3cret@127.0.0.1:1/radscribe?connect_timeout=2", MaxOpenConns: 1,
	})
	require.Error(t, err)
	assert.True(t, errors.Is(err, ErrUnreachable))
	assert.Contains(t, err.Error(), "postgres at 127.0.0.1:1/radscribe")
	assert.NotContains(t, err.Error(), "s3cret")
}

func TestDescribeKeyValueDSN(t *testing.T) {
	got := describe(config.Database{Driver: config.DriverPostgres, DSN: "host=db.internal port=6432 dbname=rs password=x"})
	assert.Equal(t, "postgres at db.internal:6432/rs", got)
}
