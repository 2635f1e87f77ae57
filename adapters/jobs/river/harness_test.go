package riverjobs

import (
	"context"
	"database/sql"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
	"github.com/stretchr/testify/require"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/mail/smtp"
	"github.com/radscribe/radscribe/adapters/mail/smtp/smtptest"
	"github.com/radscribe/radscribe/adapters/password"
	"github.com/radscribe/radscribe/adapters/ratelimit"
	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/system"
	"github.com/radscribe/radscribe/application/auth"
	"github.com/radscribe/radscribe/application/cleanup"
	"github.com/radscribe/radscribe/application/support"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports/portstest"
)

// quietLogger keeps River's and the use cases' lines out of the test output.
var quietLogger = slog.New(slog.NewTextHandler(io.Discard, nil))

// testJobsConfig polls often, so that tests wait for jobs as little as possible.
var testJobsConfig = config.Jobs{PollInterval: 50 * time.Millisecond, MaxWorkers: 4, CleanupInterval: time.Hour, ShutdownTimeout: 5 * time.Second}

// harness is the job queue of one database with the real use cases behind it, mailing through
// an in-process SMTP server.
type harness struct {
	db      *gorm.DB
	queue   *Queue
	runner  *Runner
	auth    *auth.Service
	support *support.Service
	users   *store.Users
	mail    *smtptest.Server
}

func newHarness(t *testing.T, db *gorm.DB, mailServer *smtptest.Server) *harness {
	t.Helper()
	mailServer.Start(t, smtptest.Plain, nil)
	mailer, err := smtp.New(config.Mail{From: "RadScribe <no-reply@radscribe.example>", SMTP: config.MailSMTP{
		Host: mailServer.Host, Port: mailServer.Port, TLS: "none", Timeout: 5 * time.Second,
	}})
	require.NoError(t, err)
	queue, err := NewQueue(db, quietLogger)
	require.NoError(t, err)
	users := store.NewUsers(db)
	authService := auth.NewService(auth.Stores{
		Users: users, Sessions: store.NewSessions(db), Codes: store.NewVerificationCodes(db),
		Resets: store.NewResetTokens(db), SignUps: store.NewSignUps(db), Devices: store.NewKnownDevices(db), Events: store.NewAuthEvents(db),
		Tx: store.NewTransactor(db),
	}, password.NewHasher(), mailer, queue, ratelimit.NewMemory(system.Clock{}), system.Waiter{}, system.Clock{}, system.Random{},
		system.IDGenerator{}, nil, auth.Settings{PublicURL: "https://radscribe.example"}, quietLogger)
	cleanupService := cleanup.NewService(cleanup.Stores{
		Sessions: store.NewSessions(db), Codes: store.NewVerificationCodes(db), Resets: store.NewResetTokens(db), SignUps: store.NewSignUps(db),
		Devices: store.NewKnownDevices(db), Transcripts: store.NewTranscripts(db),
		Usage: store.NewUsage(db),
	}, cleanup.Policy{Session: account.SessionPolicy{Idle: time.Hour, Absolute: 24 * time.Hour}, TranscriptRetention: 24 * time.Hour}, system.Clock{}, quietLogger)
	supportService := support.NewService(support.Stores{Messages: store.NewContactMessages(db), Users: users, Tx: store.NewTransactor(db)},
		mailer, queue, ratelimit.NewMemory(system.Clock{}), system.Clock{}, system.IDGenerator{},
		support.Settings{SupportEmail: "help@radscribe.example"}, quietLogger)
	runner, err := NewRunner(db, testJobsConfig, Handlers{Auth: authService, Cleanup: cleanupService, Support: supportService}, quietLogger)
	require.NoError(t, err)
	return &harness{db: db, queue: queue, runner: runner, auth: authService, support: supportService, users: users, mail: mailServer}
}

// start works jobs until the test ends.
func (h *harness) start(t *testing.T) {
	t.Helper()
	require.NoError(t, h.runner.Start(context.Background()))
	t.Cleanup(func() { require.NoError(t, h.runner.Stop()) })
}

// addUser stores a verified account of address.
func (h *harness) addUser(t *testing.T, id, address string) {
	t.Helper()
	user := portstest.NewUser(id, address)
	user.EmailVerified = true
	require.NoError(t, h.users.Create(context.Background(), user))
}

// finishedJob waits until the only job of kind has finished, however it ended, and returns it.
func finishedJob(t *testing.T, client *river.Client[*sql.Tx], kind string) *rivertype.JobRow {
	t.Helper()
	var found *rivertype.JobRow
	require.Eventually(t, func() bool {
		found = onlyJob(t, client, kind)
		return found != nil && found.FinalizedAt != nil
	}, 30*time.Second, 20*time.Millisecond, "the %s job did not finish", kind)
	return found
}

// onlyJob returns the job of kind, nil when there is none; more than one fails the test.
func onlyJob(t *testing.T, client *river.Client[*sql.Tx], kind string) *rivertype.JobRow {
	t.Helper()
	list, err := client.JobList(context.Background(), river.NewJobListParams().Kinds(kind).States(rivertype.JobStates()...).First(10))
	require.NoError(t, err)
	require.LessOrEqual(t, len(list.Jobs), 1, "jobs of kind %s", kind)
	if len(list.Jobs) == 0 {
		return nil
	}
	return list.Jobs[0]
}
