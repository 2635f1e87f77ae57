package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/domain/account"
)

func newUser(id, email string) account.User {
	return account.NewEmailUser(id, account.Registration{Email: email, FirstName: "R", LastName: "S"}, "hash", time.Now())
}

// The server keeps its database open in WAL mode: committed rows may still be in the -wal file,
// and a write may be under way while the backup runs.
func TestBackupCopiesTheDatabaseWhileItIsInUse(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	var stdout, stderr bytes.Buffer
	require.Equal(t, exitOK, run([]string{"migrate"}, &stdout, &stderr), stderr.String())

	cfg, err := config.Load("")
	require.NoError(t, err)
	ctx := context.Background()
	db, err := store.Open(ctx, cfg.Database)
	require.NoError(t, err)
	defer store.Close(db)
	require.NoError(t, store.NewUsers(db).Create(ctx, newUser("0b5c4c7e-2f7a-4f59-9d4e-6a1d2b3c4d01", "committed@klinik.de")))
	wal, err := os.Stat(filepath.Join(dir, "data", "radscribe.db-wal"))
	require.NoError(t, err)
	require.Positive(t, wal.Size(), "the committed row is in the write-ahead log")

	open := db.Begin()
	require.NoError(t, open.Error)
	require.NoError(t, store.NewUsers(open).Create(ctx, newUser("0b5c4c7e-2f7a-4f59-9d4e-6a1d2b3c4d02", "uncommitted@klinik.de")))

	stdout.Reset()
	start := time.Now()
	require.Equal(t, exitOK, run([]string{"backup", "radscribe-copy.db"}, &stdout, &stderr), stderr.String())
	assert.Less(t, time.Since(start), 3*time.Second, "the backup does not wait for the open write")
	assert.Contains(t, stdout.String(), "Wrote a copy of the database to radscribe-copy.db")
	require.NoError(t, open.Rollback().Error)

	info, err := os.Stat("radscribe-copy.db")
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "the copy holds patient data: owner only")

	copyCfg := cfg.Database
	copyCfg.DSN = filepath.Join(dir, "radscribe-copy.db")
	copyDB, err := store.Open(ctx, copyCfg)
	require.NoError(t, err)
	defer store.Close(copyDB)
	copied := store.NewUsers(copyDB)
	got, err := copied.ByEmail(ctx, "committed@klinik.de")
	require.NoError(t, err)
	assert.Equal(t, "0b5c4c7e-2f7a-4f59-9d4e-6a1d2b3c4d01", got.ID)
	_, err = copied.ByEmail(ctx, "uncommitted@klinik.de")
	assert.Error(t, err, "a write not committed when the backup started is not in the copy")
	var check string
	require.NoError(t, copyDB.Raw("PRAGMA integrity_check").Scan(&check).Error)
	assert.Equal(t, "ok", check)
}

func TestBackupRefusesAnExistingFile(t *testing.T) {
	t.Chdir(t.TempDir())
	var stdout, stderr bytes.Buffer
	require.Equal(t, exitOK, run([]string{"migrate"}, &stdout, &stderr), stderr.String())
	require.NoError(t, os.WriteFile("yesterday.db", []byte("an earlier backup"), 0o600))

	assert.Equal(t, exitFailure, run([]string{"backup", "yesterday.db"}, &stdout, &stderr))
	assert.Contains(t, stderr.String(), "yesterday.db already exists")
	kept, err := os.ReadFile("yesterday.db")
	require.NoError(t, err)
	assert.Equal(t, "an earlier backup", string(kept))

	stderr.Reset()
	assert.Equal(t, exitFailure, run([]string{"backup", filepath.Join("data", "radscribe.db")}, &stdout, &stderr))
	assert.Contains(t, stderr.String(), "is the database itself")
}

func TestBackupWithoutADatabaseCreatesNothing(t *testing.T) {
	t.Chdir(t.TempDir())
	var stdout, stderr bytes.Buffer
	assert.Equal(t, exitFailure, run([]string{"backup", "copy.db"}, &stdout, &stderr))
	assert.Contains(t, stderr.String(), "no SQLite database at data/radscribe.db")
	assert.NoFileExists(t, "copy.db")
	assert.NoFileExists(t, filepath.Join("data", "radscribe.db"))
}

func TestBackupOfPostgreSQLPointsToPgDump(t *testing.T) {
	t.Chdir(t.TempDir())
	t.Setenv("RADSCRIBE_DATABASE_DRIVER", "postgres")
	t.Setenv("RADSCRIBE_DATABASE_DSN", "postgres://radscribe@127.0.0.1:1/radscribe")
	var stdout, stderr bytes.Buffer
	assert.Equal(t, exitFailure, run([]string{"backup", "copy.db"}, &stdout, &stderr))
	assert.Contains(t, stderr.String(), "pg_dump")
	assert.NoFileExists(t, "copy.db")
}

func TestBackupNeedsAFile(t *testing.T) {
	t.Chdir(t.TempDir())
	var stdout, stderr bytes.Buffer
	assert.Equal(t, exitUsage, run([]string{"backup"}, &stdout, &stderr))
	assert.Contains(t, stderr.String(), "backup needs FILE")
}
