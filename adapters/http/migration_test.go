package http

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/mail/console"
	"github.com/radscribe/radscribe/adapters/mail/mailtest"
	"github.com/radscribe/radscribe/adapters/password"
	"github.com/radscribe/radscribe/adapters/ratelimit"
	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/system"
	"github.com/radscribe/radscribe/application/auth"
	migrationapp "github.com/radscribe/radscribe/application/migration"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports/portstest"
)

var migrationRoutes = [][2]string{
	{http.MethodGet, "/api/admin/migration/status"},
	{http.MethodPost, "/api/admin/migration/start"},
}

// withMigration gives the env the migration use cases; their mail jobs are delivered at once
// by an auth service whose mailer is the console's, writing each message into outbox.
func (env *testEnv) withMigration(t *testing.T, outbox string) {
	t.Helper()
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	mailer, err := console.New(config.Mail{Provider: config.MailProviderConsole, From: "RadScribe <no-reply@radscribe.test>",
		Console: config.MailConsole{Dir: outbox}}, logger)
	require.NoError(t, err)
	jobs := portstest.NewJobs()
	stores := auth.Stores{Users: env.users, Sessions: store.NewSessions(env.database), Codes: store.NewVerificationCodes(env.database),
		Resets: store.NewResetTokens(env.database), SignUps: store.NewSignUps(env.database), Devices: store.NewKnownDevices(env.database),
		Events: store.NewAuthEvents(env.database), Tx: portstest.Transactions{}}
	mailing := auth.NewService(stores, password.NewHasher(), mailer, jobs, ratelimit.NewMemory(env.clock), env.waits, env.clock,
		system.Random{}, system.IDGenerator{}, env.google, auth.Settings{PublicURL: "http://localhost:8080"}, logger)
	portstest.Handle(jobs, mailing.DeliverMigrationInvite)
	env.services.Migration = migrationapp.NewService(env.users, store.NewAccountMigrations(env.database), jobs,
		portstest.Transactions{Database: store.NewTransactor(env.database)}, env.clock, system.IDGenerator{}, logger)
}

func TestMigrationRoutesAreForAdminsOnly(t *testing.T) {
	env := newTestEnv(t)
	env.withMigration(t, t.TempDir())
	base := env.start(t)
	visitorsAreRefused(t, base, migrationRoutes)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	for _, r := range migrationRoutes {
		assert.Equal(t, http.StatusForbidden, anna.send(r[0], r[1], nil).status, "%s %s", r[0], r[1])
	}
}

func TestMigrationMailsTheReplitAccountsWithTheirDeadline(t *testing.T) {
	env := newTestEnv(t)
	outbox := filepath.Join(t.TempDir(), "outbox")
	env.withMigration(t, outbox)
	base := env.start(t)
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.3")
	ctx := context.Background()
	for _, id := range []string{"rep-1", "rep-2"} {
		require.NoError(t, env.users.Create(ctx, account.User{ID: id, Email: id + "@klinik.de", FirstName: "Old", Role: account.RoleUser,
			PreferredLanguage: "en", AuthProvider: account.ProviderReplit, PreviousProvider: account.ProviderReplit, CreatedAt: env.clock.Now()}))
	}

	status := admin.send(http.MethodGet, "/api/admin/migration/status", nil)
	require.Equal(t, http.StatusOK, status.status, string(status.raw))
	assert.Equal(t, map[string]any{"totalUsers": float64(3), "replitUsers": float64(2), "migratedUsers": float64(0), "pendingMigration": float64(0)}, status.object(t))

	started := admin.send(http.MethodPost, "/api/admin/migration/start", nil)
	require.Equal(t, http.StatusOK, started.status, string(started.raw))
	assert.Equal(t, map[string]any{"results": map[string]any{"success": float64(2), "failed": float64(0), "errors": []any{}}}, started.object(t))

	mails, err := filepath.Glob(filepath.Join(outbox, "*.eml"))
	require.NoError(t, err)
	require.Len(t, mails, 2)
	raw, err := os.ReadFile(mails[0])
	require.NoError(t, err)
	mail, err := mailtest.Parse(raw)
	require.NoError(t, err)
	assert.Equal(t, "Action needed: set your RadScribe password within 48 hours", mail.Subject)
	assert.Contains(t, mail.Text, "Please set a password within 48 hours (by Monday, 23 November 2026, 09:00 UTC)")

	status = admin.send(http.MethodGet, "/api/admin/migration/status", nil)
	assert.Equal(t, float64(2), status.object(t)["pendingMigration"])

	// The link of the mail sets the password, which migrates the account.
	match := resetPattern.FindStringSubmatch(mail.Text)
	require.NotNil(t, match, mail.Text)
	token := match[1]
	env.clock.advance(47 * time.Hour)
	visitor := newBrowser(t, base)
	reset := visitor.send(http.MethodPost, "/api/auth/email/reset-password", map[string]string{"token": token, "password": "Neues-Passwort1!"})
	require.Equal(t, http.StatusOK, reset.status, string(reset.raw))
	counts, err := store.NewAccountMigrations(env.database).Counts(ctx)
	require.NoError(t, err)
	assert.Equal(t, 1, counts.Migrated)
	assert.Equal(t, 1, counts.AwaitingMigration)
}
