package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/domain/account"
)

func TestImportUsersFromCSVIsIdempotent(t *testing.T) {
	t.Chdir(t.TempDir())
	csv := "id,email,firstName,lastName,authProvider\n" +
		"rep-1,anna@klinik.de,Anna,Berg,replit\n" +
		"rep-2,not-an-address,Ben,Kurz,replit\n" +
		",carl@klinik.de,Carl,,\n"
	require.NoError(t, os.WriteFile("users.csv", []byte(csv), 0o600))

	var stdout, stderr bytes.Buffer
	assert.Equal(t, exitFailure, run([]string{"import-users", "users.csv"}, &stdout, &stderr))
	assert.Equal(t, "Imported 2 account(s), 0 already present, 1 refused.\n", stdout.String())
	assert.Contains(t, stderr.String(), `line 3: "not-an-address" is not an e-mail address`)

	stdout.Reset()
	stderr.Reset()
	assert.Equal(t, exitFailure, run([]string{"import-users", "users.csv"}, &stdout, &stderr))
	assert.Equal(t, "Imported 0 account(s), 2 already present, 1 refused.\n", stdout.String())

	cfg, err := config.Load("")
	require.NoError(t, err)
	db, err := store.Open(context.Background(), cfg.Database)
	require.NoError(t, err)
	defer store.Close(db)
	anna, err := store.NewUsers(db).ByID(context.Background(), "rep-1")
	require.NoError(t, err)
	assert.Equal(t, account.ProviderReplit, anna.AuthProvider)
	assert.Equal(t, "Berg", anna.LastName)
	_, err = store.NewUsers(db).ByEmail(context.Background(), "carl@klinik.de")
	assert.NoError(t, err)
}

func TestImportUsersFromJSON(t *testing.T) {
	t.Chdir(t.TempDir())
	path := filepath.Join(t.TempDir(), "users.json")
	require.NoError(t, os.WriteFile(path, []byte(`[{"id":"rep-9","email":"dora@klinik.de","firstName":"Dora","lastName":"Lind","authProvider":"replit"}]`), 0o600))

	var stdout, stderr bytes.Buffer
	assert.Equal(t, exitOK, run([]string{"import-users", path}, &stdout, &stderr), stderr.String())
	assert.Equal(t, "Imported 1 account(s), 0 already present, 0 refused.\n", stdout.String())
}

func TestImportUsersNeedsAFile(t *testing.T) {
	var stdout, stderr bytes.Buffer
	assert.Equal(t, exitUsage, run([]string{"import-users"}, &stdout, &stderr))
	assert.Contains(t, stderr.String(), "import-users needs FILE")
	stderr.Reset()
	assert.Equal(t, exitFailure, run([]string{"import-users", filepath.Join(t.TempDir(), "missing.csv")}, &stdout, &stderr))
}
