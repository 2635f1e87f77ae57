package auth

import (
	"context"
	"crypto/rand"
	"errors"
	"io"
	"log/slog"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// plainHasher keeps tests fast; the real argon2id hasher has its own tests.
type plainHasher struct{ fails error }

func (h plainHasher) Hash(p string) (string, error) { return "plain:" + p, h.fails }

func (h plainHasher) Verify(p, encoded string) (bool, error) { return encoded == "plain:"+p, h.fails }

type recordingMailer struct {
	sent  []ports.Message
	fails error
}

func (m *recordingMailer) Send(_ context.Context, msg ports.Message) error {
	m.sent = append(m.sent, msg)
	return m.fails
}

type unlimited struct{ fails error }

func (u unlimited) Take(context.Context, string, int, time.Duration) (bool, time.Duration, error) {
	return u.fails == nil, 0, u.fails
}

func (u unlimited) Give(context.Context, string) error { return u.fails }

func (u unlimited) Count(context.Context, string) (int, error) { return 0, u.fails }

func (u unlimited) Reset(context.Context, string) error { return u.fails }

// scriptedRandom returns its script, then secure random bytes, so that secrets drawn after
// the script still differ as real ones do.
type scriptedRandom struct{ script []byte }

func (r *scriptedRandom) Read(p []byte) (int, error) {
	n := copy(p, r.script)
	r.script = r.script[n:]
	if _, err := rand.Read(p[n:]); err != nil {
		return n, err
	}
	return len(p), nil
}

// fakeGoogle is the identity provider: disabled unless a test enables it, and then it vouches
// for identity whatever the code.
type fakeGoogle struct {
	enabled  bool
	identity ports.ExternalIdentity
}

func (g *fakeGoogle) Enabled() bool { return g.enabled }

func (g *fakeGoogle) AuthCodeURL(_ context.Context, req ports.AuthorizationRequest) (string, error) {
	if !g.enabled {
		return "", errors.New("disabled")
	}
	return "https://accounts.example.test/auth?state=" + req.State, nil
}

func (g *fakeGoogle) Exchange(context.Context, string, ports.AuthorizationRequest) (ports.ExternalIdentity, error) {
	if !g.enabled {
		return ports.ExternalIdentity{}, errors.New("disabled")
	}
	return g.identity, nil
}

// unreachableUsers is a user store whose lookups fail, as when the database is down.
type unreachableUsers struct {
	ports.UserRepository
	err error
}

func (u unreachableUsers) ByEmail(context.Context, string) (account.User, error) {
	return account.User{}, u.err
}

type fixture struct {
	service *Service
	memory  *portstest.Memory
	users   *portstest.Users
	mail    *recordingMailer
	jobs    *portstest.Jobs
	random  *scriptedRandom
	google  *fakeGoogle
	waits   *portstest.Waits
	limiter *portstest.Limiter
}

// serviceClock is whatever clock the service has at the moment.
type serviceClock struct{ s *Service }

func (c serviceClock) Now() time.Time { return c.s.clock.Now() }

var testNow = portstest.Now

func newFixture(t *testing.T, configure ...func(*fixture, *Service)) *fixture {
	t.Helper()
	memory := portstest.NewMemory()
	f := &fixture{memory: memory, users: memory.Users, mail: &recordingMailer{}, jobs: portstest.NewJobs(), random: &scriptedRandom{}, google: &fakeGoogle{}, waits: &portstest.Waits{}}
	stores := Stores{Users: memory.Users, Sessions: memory.Sessions, Codes: memory.Codes, Resets: memory.Resets, SignUps: memory.SignUps, Devices: memory.Devices, Events: memory.Events, Tx: portstest.Transactions{}}
	settings := Settings{PublicURL: "https://radscribe.example/", Session: account.SessionPolicy{Idle: time.Hour, Absolute: 24 * time.Hour}}
	f.service = NewService(stores, plainHasher{}, f.mail, f.jobs, unlimited{}, f.waits, portstest.FixedClock{Time: testNow}, f.random,
		&portstest.SequentialIDs{}, f.google, settings, slog.New(slog.NewTextHandler(io.Discard, nil)))
	// The limiter reads the service's clock, which tests move.
	f.limiter = &portstest.Limiter{Clock: serviceClock{f.service}}
	f.service.limiter = f.limiter
	handleMailJobs(f.jobs, f.service)
	for _, c := range configure {
		c(f, f.service)
	}
	return f
}

// advance moves the service's clock, and with it the rate limiter's, on by d.
func (f *fixture) advance(d time.Duration) {
	f.service.clock = portstest.FixedClock{Time: f.service.clock.Now().Add(d)}
}

// handleMailJobs runs the service's mail jobs as soon as they are queued, so a test reads the
// mail when the use case returns.
func handleMailJobs(jobs *portstest.Jobs, s *Service) {
	portstest.Handle(jobs, s.DeliverVerificationCode)
	portstest.Handle(jobs, s.DeliverPasswordResetLink)
	portstest.Handle(jobs, s.DeliverWelcome)
	portstest.Handle(jobs, s.DeliverAccountExists)
}

// events lists the audit log's event types, oldest first.
func (f *fixture) events() []account.AuthEventType {
	var types []account.AuthEventType
	for _, e := range f.memory.Events.All() {
		types = append(types, e.Type)
	}
	return types
}

func lastMailContains(t *testing.T, f *fixture, want string) {
	t.Helper()
	if len(f.mail.sent) == 0 || !strings.Contains(f.mail.sent[len(f.mail.sent)-1].Text, want) {
		t.Fatalf("last mail does not contain %q: %+v", want, f.mail.sent)
	}
}

// addUser stores u and returns it.
func (f *fixture) addUser(t *testing.T, u account.User) account.User {
	t.Helper()
	require.NoError(t, f.users.Create(context.Background(), u))
	return u
}

// withPassword is Anna's e-mail account with her password, verified or not.
func withPassword(id string, verified bool) account.User {
	u := account.NewEmailUser(id, anna, "plain:"+anna.Password, testNow)
	u.EmailVerified = verified
	return u
}

var (
	codePattern  = regexp.MustCompile(`\b(\d{6})\b`)
	tokenPattern = regexp.MustCompile(`token=([A-Za-z0-9_-]+)`)
)

// inLastMail returns what pattern's group matches in the last mail's text.
func (f *fixture) inLastMail(t *testing.T, pattern *regexp.Regexp) string {
	t.Helper()
	require.NotEmpty(t, f.mail.sent, "no mail was sent")
	m := pattern.FindStringSubmatch(f.mail.sent[len(f.mail.sent)-1].Text)
	require.NotNil(t, m, "the last mail has no %s", pattern)
	return m[1]
}

// requireAppErr checks that err is an application error of kind with message and returns it.
func requireAppErr(t *testing.T, err error, kind apperr.Kind, message string) *apperr.Error {
	t.Helper()
	var appErr *apperr.Error
	require.ErrorAs(t, err, &appErr)
	assert.Equal(t, kind, appErr.Kind)
	assert.Equal(t, message, appErr.Message)
	return appErr
}
