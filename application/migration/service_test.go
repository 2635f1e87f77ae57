package migration_test

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/application/auth"
	"github.com/radscribe/radscribe/application/migration"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

type fixture struct {
	service *migration.Service
	memory  *portstest.Memory
	jobs    *portstest.Jobs
	admin   account.User
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	f := &fixture{memory: portstest.NewMemory(), jobs: portstest.NewJobs()}
	f.service = migration.NewService(f.memory.Users, f.memory.AccountMigrations(), f.jobs, portstest.Transactions{},
		portstest.FixedClock{Time: portstest.Now}, &portstest.SequentialIDs{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	f.admin = account.User{ID: "admin", Email: "chief@klinik.de", Role: account.RoleAdmin, AuthProvider: account.ProviderEmail, CreatedAt: portstest.Now}
	require.NoError(t, f.memory.Users.Create(context.Background(), f.admin))
	return f
}

func (f *fixture) add(t *testing.T, id, email string, provider account.Provider) {
	t.Helper()
	require.NoError(t, f.memory.Users.Create(context.Background(), account.User{ID: id, Email: email, Role: account.RoleUser,
		AuthProvider: provider, CreatedAt: portstest.Now.Add(-time.Hour)}))
}

func TestStatusAndStartAreForAdminsOnly(t *testing.T) {
	f := newFixture(t)
	user := account.User{ID: "u", Role: account.RoleUser}
	_, err := f.service.Status(context.Background(), user)
	assert.Equal(t, apperr.Forbidden, apperr.KindOf(err))
	_, err = f.service.Start(context.Background(), user)
	assert.Equal(t, apperr.Forbidden, apperr.KindOf(err))
}

func TestStartInvitesEveryReplitAccountAndQueuesItsMail(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	f.add(t, "r1", "old1@example.com", account.ProviderReplit)
	f.add(t, "r2", "old2@example.com", account.ProviderReplit)
	f.add(t, "g1", "google@example.com", account.ProviderGoogle)

	status, err := f.service.Status(ctx, f.admin)
	require.NoError(t, err)
	assert.Equal(t, migration.Status{TotalUsers: 4, ReplitUsers: 2}, status)

	results, err := f.service.Start(ctx, f.admin)
	require.NoError(t, err)
	assert.Equal(t, migration.Results{Success: 2, Errors: []string{}}, results)
	assert.ElementsMatch(t, []ports.Job{auth.SendMigrationInvite{UserID: "r1"}, auth.SendMigrationInvite{UserID: "r2"}}, f.jobs.Queued())
	invited, err := f.memory.Users.ByID(ctx, "r1")
	require.NoError(t, err)
	require.NotNil(t, invited.MigrationInvitedAt)
	assert.True(t, invited.MigrationInvitedAt.Equal(portstest.Now))

	_, err = f.memory.Users.Update(ctx, "r2", func(u *account.User) error { u.SetPassword("hash"); return nil })
	require.NoError(t, err)
	status, err = f.service.Status(ctx, f.admin)
	require.NoError(t, err)
	assert.Equal(t, migration.Status{TotalUsers: 4, ReplitUsers: 1, MigratedUsers: 1, PendingMigration: 1}, status)
}

func TestImportIsIdempotentAndReportsEachRefusedLine(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	records := []migration.Record{
		{Line: 2, ID: "rep-1", Email: "Anna@Klinik.de", FirstName: "Anna", LastName: "Berg", AuthProvider: "replit"},
		{Line: 3, Email: "ben@klinik.de", FirstName: "Ben"},
		{Line: 4, ID: "rep-3", Email: "not-an-address", AuthProvider: "replit"},
		{Line: 5, ID: "rep-4", Email: "carl@klinik.de", AuthProvider: "google"},
		{Line: 6, ID: "bad id!", Email: "dora@klinik.de", AuthProvider: "replit"},
		{Line: 7, ID: "admin", Email: "eva@klinik.de", AuthProvider: "replit"},
	}

	summary, err := f.service.Import(ctx, records)
	require.NoError(t, err)
	assert.Equal(t, 2, summary.Created)
	assert.Equal(t, 0, summary.Unchanged)
	assert.Equal(t, []string{
		`line 4: "not-an-address" is not an e-mail address`,
		`line 5: authProvider "google" is not replit; only accounts of the previous sign-in provider are imported`,
		`line 6: id "bad id!" must be 1 to 36 letters, digits, hyphens or underscores`,
		`line 7: id "admin" already belongs to another account`,
	}, summary.Errors)

	anna, err := f.memory.Users.ByID(ctx, "rep-1")
	require.NoError(t, err)
	assert.Equal(t, "anna@klinik.de", anna.Email)
	assert.Equal(t, account.ProviderReplit, anna.AuthProvider)
	assert.Equal(t, account.ProviderReplit, anna.PreviousProvider)
	assert.Empty(t, anna.PasswordHash)
	assert.False(t, anna.CanSignInWithPassword())

	again, err := f.service.Import(ctx, records[:2])
	require.NoError(t, err)
	assert.Equal(t, migration.Summary{Created: 0, Unchanged: 2, Errors: []string{}}, again)
}

// An import proves no mailbox: an account still waiting for its code keeps what it has
// (password, names, provider), and only its owner's code or reset link changes that.
func TestImportLeavesAnAccountWaitingForItsCodeAsItIs(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	pending := account.User{ID: "p1", Email: "anna@klinik.de", FirstName: "Mallory", LastName: "Evil", AuthProvider: account.ProviderEmail,
		PasswordHash: "hash-of-strangers-password", Role: account.RoleUser, CreatedAt: portstest.Now}
	require.NoError(t, f.memory.Users.Create(ctx, pending))

	summary, err := f.service.Import(ctx, []migration.Record{{Line: 2, ID: "rep-1", Email: "Anna@Klinik.de", FirstName: "Anna", LastName: "Berg", AuthProvider: "replit"}})
	require.NoError(t, err)
	assert.Equal(t, migration.Summary{Created: 0, Unchanged: 1, Errors: []string{}}, summary)
	stored, err := f.memory.Users.ByID(ctx, "p1")
	require.NoError(t, err)
	assert.Equal(t, pending, stored)
}
