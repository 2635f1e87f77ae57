package http

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/password"
	"github.com/radscribe/radscribe/adapters/ratelimit"
	"github.com/radscribe/radscribe/adapters/sanitize"
	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/adapters/system"
	analyticsapp "github.com/radscribe/radscribe/application/analytics"
	"github.com/radscribe/radscribe/application/auth"
	billingapp "github.com/radscribe/radscribe/application/billing"
	dictationapp "github.com/radscribe/radscribe/application/dictation"
	feedbackapp "github.com/radscribe/radscribe/application/feedback"
	macrosapp "github.com/radscribe/radscribe/application/macros"
	"github.com/radscribe/radscribe/application/profile"
	"github.com/radscribe/radscribe/application/prompts"
	"github.com/radscribe/radscribe/application/reporting"
	supportapp "github.com/radscribe/radscribe/application/support"
	systemapp "github.com/radscribe/radscribe/application/system"
	"github.com/radscribe/radscribe/application/templates"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// outbox records what the app mails.
type outbox struct {
	mu       sync.Mutex
	messages []ports.Message
}

func (o *outbox) Send(_ context.Context, msg ports.Message) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.messages = append(o.messages, msg)
	return nil
}

func (o *outbox) last(t *testing.T) ports.Message {
	t.Helper()
	o.mu.Lock()
	defer o.mu.Unlock()
	if len(o.messages) == 0 {
		t.Fatal("no mail was sent")
	}
	return o.messages[len(o.messages)-1]
}

func (o *outbox) count() int {
	o.mu.Lock()
	defer o.mu.Unlock()
	return len(o.messages)
}

// testClock is a settable clock.
type testClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *testClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// fakeGoogle stands in for the identity provider in router tests.
type fakeGoogle struct {
	enabled  bool
	identity ports.ExternalIdentity
	err      error
	lastReq  ports.AuthorizationRequest
}

func (f *fakeGoogle) Enabled() bool { return f.enabled }

func (f *fakeGoogle) AuthCodeURL(_ context.Context, req ports.AuthorizationRequest) (string, error) {
	f.lastReq = req
	return "https://accounts.example.test/auth?state=" + req.State, nil
}

func (f *fakeGoogle) Exchange(_ context.Context, code string, req ports.AuthorizationRequest) (ports.ExternalIdentity, error) {
	if code != "good-code" || req != f.lastReq {
		return ports.ExternalIdentity{}, errors.New("exchange refused")
	}
	return f.identity, f.err
}

type testEnv struct {
	services Services
	jobsView JobsView
	mail     *outbox
	clock    *testClock
	// waits records how long sign-ins were held, without holding them.
	waits    *portstest.Waits
	google   *fakeGoogle
	users    *store.Users
	db       *fakeDatabase
	database *gorm.DB
	// dbPath is the SQLite file, to look for text that must not be in it.
	dbPath string
	// reportBudget and transcriptionBudget are each user's hourly budgets (the latter with
	// the recordings' hourly rate and cap per session), the defaults unless a test lowers them
	// before it serves the app.
	reportBudget        reporting.Budget
	transcriptionBudget dictationapp.Budget
}

var testAdmins = []string{"chief@klinik.de"}

func newTestEnv(t *testing.T) *testEnv {
	t.Helper()
	databaseConfig := storetest.SQLite(t)
	database := storetest.OpenMigrated(t, databaseConfig)
	env := &testEnv{
		mail:   &outbox{},
		clock:  &testClock{now: time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)},
		google: &fakeGoogle{},
		waits:  &portstest.Waits{},
		users:  store.NewUsers(database),
		db:     &fakeDatabase{},

		reportBudget:        reporting.Budget{PerHour: 600},
		transcriptionBudget: dictationapp.Budget{PerHour: 300, RecordingsPerHour: 300, RecordingsPerSession: 100},
	}
	// Jobs run as soon as they are queued, so a test reads the mail when the request returns;
	// portstest.Transactions holds them back until the change is made, as a commit would.
	stores := auth.Stores{
		Users: env.users, Sessions: store.NewSessions(database), Codes: store.NewVerificationCodes(database),
		Resets: store.NewResetTokens(database), SignUps: store.NewSignUps(database), Devices: store.NewKnownDevices(database),
		Events: store.NewAuthEvents(database), Tx: portstest.Transactions{},
	}
	settings := auth.Settings{
		PublicURL: "http://localhost:8080", AdminEmails: testAdmins,
		Session: account.SessionPolicy{Idle: 12 * time.Hour, Absolute: 30 * 24 * time.Hour},
	}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	jobs := portstest.NewJobs()
	authService := auth.NewService(stores, password.NewHasherWithCost(testPasswordCost), env.mail, jobs, ratelimit.NewMemory(env.clock), env.waits, env.clock, system.Random{}, system.IDGenerator{}, env.google, settings, logger)
	portstest.Handle(jobs, authService.DeliverVerificationCode)
	portstest.Handle(jobs, authService.DeliverPasswordResetLink)
	portstest.Handle(jobs, authService.DeliverWelcome)
	portstest.Handle(jobs, authService.DeliverAccountExists)
	profileStores := profile.Stores{
		Users: env.users, Preferences: store.NewPreferences(database), Vocabulary: store.NewVocabulary(database),
		History: store.NewPromptHistory(database), Recordings: store.NewRecordings(database),
	}
	env.database, env.dbPath = database, databaseConfig.DSN
	env.jobsView = JobsView{Handler: fakeJobsView{}}
	env.services = Services{
		System: systemapp.NewService(env.db), Auth: authService,
		Templates: templates.NewService(store.NewMasterTemplates(database), store.NewUserTemplates(database), sanitize.New(), env.clock, system.IDGenerator{}),
		Profile:   profile.NewService(profileStores, env.clock, system.IDGenerator{}),
		Prompts:   prompts.NewService(store.NewAIPrompts(database), env.clock, system.IDGenerator{}),
		Feedback:  feedbackapp.NewService(feedbackStores(database), ratelimit.NewMemory(env.clock), env.clock, system.IDGenerator{}),
		Billing: billingapp.NewService(billingapp.Stores{Subscriptions: store.NewSubscriptions(database), Events: store.NewPaymentEvents(database), Tx: portstest.Transactions{}},
			nil, jobs, env.clock, billingapp.Settings{YearlyCents: 49900, PublicURL: "http://localhost:8080"}, logger),
		Dictation: dictationapp.NewService(dictationStores(database), nil, dictationapp.SpeechSettings{Provider: "none", MaxAudioBytes: 25 << 20}, nil,
			ratelimit.NewMemory(env.clock), env.transcriptionBudget, env.clock, system.IDGenerator{}),
		Macros: macrosapp.NewService(store.NewMacros(database), env.clock, system.IDGenerator{}),
	}
	env.services.Analytics = analyticsapp.NewService(store.NewAdminAnalytics(database), store.NewFeedback(database), env.services.Billing, env.clock)
	// Contact messages go to testSupportAddress when the request is answered.
	env.services.Support = supportapp.NewService(supportapp.Stores{Messages: store.NewContactMessages(database), Users: env.users,
		Tx: portstest.Transactions{Database: store.NewTransactor(database)}}, env.mail, jobs, ratelimit.NewMemory(env.clock), env.clock,
		system.IDGenerator{}, supportapp.Settings{SupportEmail: testSupportAddress, Videos: testVideos}, logger)
	portstest.Handle(jobs, env.services.Support.DeliverContactMessage)
	return env
}

func dictationStores(database *gorm.DB) dictationapp.Stores {
	return dictationapp.Stores{
		Recordings: store.NewRecordings(database), Transcripts: store.NewTranscripts(database), Vocabulary: store.NewVocabulary(database),
		MasterTemplates: store.NewMasterTemplates(database), UserTemplates: store.NewUserTemplates(database),
	}
}

func testSessionConfig() config.Session {
	return config.Session{IdleTimeout: 12 * time.Hour, AbsoluteTimeout: 30 * 24 * time.Hour}
}

// testPasswordCost keeps argon2id's shape at a fraction of its cost: the default (19 MiB, two
// passes) takes most of a second under the race detector, and parallel sign-ups queue for the
// processors until a request's one-second test deadline passes.
var testPasswordCost = password.Params{MemoryKiB: 1024, Iterations: 1, Parallelism: 1, SaltLength: 16, KeyLength: 32}
