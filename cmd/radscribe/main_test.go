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

func TestRunExitCodesAndMessages(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		env        map[string]string
		wantCode   int
		wantOut    string
		wantErrOut string
	}{
		{name: "version", args: []string{"version"}, wantCode: exitOK, wantOut: "radscribe dev"},
		{name: "help", args: []string{"--help"}, wantCode: exitOK, wantErrOut: "Usage: radscribe"},
		{name: "unknown command", args: []string{"serv"}, wantCode: exitUsage, wantErrOut: `unknown command "serv"`},
		{name: "extra argument", args: []string{"migrate", "now"}, wantCode: exitUsage, wantErrOut: `unexpected argument "now"`},
		{name: "unknown flag", args: []string{"--port", "80"}, wantCode: exitUsage},
		{name: "missing config file", args: []string{"--config", "nope.yaml", "migrate"}, wantCode: exitUsage, wantErrOut: "nope.yaml does not exist"},
		{
			name: "bad config names key and choices", args: []string{"migrate"},
			env:      map[string]string{"RADSCRIBE_DATABASE_DRIVER": "mysql"},
			wantCode: exitUsage, wantErrOut: `database.driver: "mysql" is not valid; choose one of sqlite, postgres`,
		},
		{
			name: "unreachable database", args: []string{"migrate"},
			env:      map[string]string{"RADSCRIBE_DATABASE_DRIVER": "postgres", "RADSCRIBE_DATABASE_DSN": "postgres://radscribe@127.0.0.1:1/radscribe?connect_timeout=2"},
			wantCode: exitUnreachable, wantErrOut: "database unreachable: postgres at 127.0.0.1:1/radscribe",
		},
		{name: "migrate on the embedded default", args: []string{"migrate"}, wantCode: exitOK, wantOut: "applied 202611210001_create_accounts"},
		{name: "create-admin needs an e-mail", args: []string{"create-admin"}, wantCode: exitUsage, wantErrOut: "create-admin needs --email"},
		{name: "create-admin of an unknown account", args: []string{"create-admin", "--email", "chief@klinik.de"}, wantCode: exitFailure, wantErrOut: "No account uses chief@klinik.de. Sign up first"},
		{name: "flags after the command", args: []string{"migrate", "--config", "nope.yaml"}, wantCode: exitUsage, wantErrOut: "nope.yaml does not exist"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			t.Chdir(dir)
			for key, value := range tt.env {
				t.Setenv(key, value)
			}
			var stdout, stderr bytes.Buffer
			code := run(tt.args, &stdout, &stderr)
			assert.Equal(t, tt.wantCode, code, stderr.String())
			assert.Contains(t, stdout.String(), tt.wantOut)
			assert.Contains(t, stderr.String(), tt.wantErrOut)
		})
	}
}

func TestMigrateCreatesTheSQLiteFileUnderData(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	var stdout, stderr bytes.Buffer
	assert.Equal(t, exitOK, run([]string{"migrate"}, &stdout, &stderr), stderr.String())
	_, err := os.Stat(filepath.Join(dir, "data", "radscribe.db"))
	assert.NoError(t, err)
}

func TestMigrateTwiceSaysUpToDate(t *testing.T) {
	t.Chdir(t.TempDir())
	var stdout, stderr bytes.Buffer
	assert.Equal(t, exitOK, run([]string{"migrate"}, &stdout, &stderr), stderr.String())
	stdout.Reset()
	assert.Equal(t, exitOK, run([]string{"migrate"}, &stdout, &stderr), stderr.String())
	assert.Equal(t, "The database schema is up to date.\n", stdout.String())
}

func TestCreateAdminPromotesAnExistingAccount(t *testing.T) {
	t.Chdir(t.TempDir())
	var stdout, stderr bytes.Buffer
	require.Equal(t, exitOK, run([]string{"migrate"}, &stdout, &stderr), stderr.String())

	cfg, err := config.Load("")
	require.NoError(t, err)
	db, err := store.Open(context.Background(), cfg.Database)
	require.NoError(t, err)
	users := store.NewUsers(db)
	user := account.NewEmailUser("7c9e6679-7425-40de-944b-e07fc1f90ae7", account.Registration{Email: "chief@klinik.de", FirstName: "C", LastName: "K"}, "hash", time.Now())
	require.NoError(t, users.Create(context.Background(), user))
	require.NoError(t, store.Close(db))

	stdout.Reset()
	require.Equal(t, exitOK, run([]string{"create-admin", "--email", "Chief@Klinik.de"}, &stdout, &stderr), stderr.String())
	assert.Equal(t, "chief@klinik.de is now an admin.\n", stdout.String())

	db, err = store.Open(context.Background(), cfg.Database)
	require.NoError(t, err)
	defer store.Close(db)
	got, err := store.NewUsers(db).ByEmail(context.Background(), "chief@klinik.de")
	require.NoError(t, err)
	assert.Equal(t, account.RoleAdmin, got.Role)
}
