package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
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
		{name: "migrate on the embedded default", args: []string{"migrate"}, wantCode: exitOK, wantOut: "The database schema is up to date."},
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
