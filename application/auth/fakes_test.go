package auth

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// memoryUsers and friends are in-memory stand-ins for the store, enough for use-case tests.
type memoryUsers struct {
	mu    sync.Mutex
	byID  map[string]account.User
	fails error
}

func (m *memoryUsers) Create(_ context.Context, u account.User) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, existing := range m.byID {
		if existing.Email == u.Email {
			return ports.ErrConflict
		}
	}
	m.byID[u.ID] = u
	return nil
}

func (m *memoryUsers) ByID(_ context.Context, id string) (account.User, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	u, ok := m.byID[id]
	if !ok {
		return account.User{}, ports.ErrNotFound
	}
	return u, nil
}

func (m *memoryUsers) find(match func(account.User) bool) (account.User, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.fails != nil {
		return account.User{}, m.fails
	}
	for _, u := range m.byID {
		if match(u) {
			return u, nil
		}
	}
	return account.User{}, ports.ErrNotFound
}

func (m *memoryUsers) ByEmail(_ context.Context, email string) (account.User, error) {
	return m.find(func(u account.User) bool { return u.Email == account.NormalizeEmail(email) })
}

func (m *memoryUsers) ByGoogleSubject(_ context.Context, subject string) (account.User, error) {
	return m.find(func(u account.User) bool { return u.GoogleSubject == subject })
}

func (m *memoryUsers) Update(_ context.Context, id string, change func(*account.User) error) (account.User, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	u, ok := m.byID[id]
	if !ok {
		return account.User{}, ports.ErrNotFound
	}
	if err := change(&u); err != nil {
		return account.User{}, err
	}
	m.byID[id] = u
	return u, nil
}

type memorySessions struct{ byHash map[string]account.Session }

func (m *memorySessions) Create(_ context.Context, s account.Session) error {
	m.byHash[s.IDHash] = s
	return nil
}

func (m *memorySessions) ByIDHash(_ context.Context, h string) (account.Session, error) {
	s, ok := m.byHash[h]
	if !ok {
		return account.Session{}, ports.ErrNotFound
	}
	return s, nil
}

func (m *memorySessions) Touch(_ context.Context, h string, at time.Time) error {
	s := m.byHash[h]
	s.LastSeenAt = at
	m.byHash[h] = s
	return nil
}

func (m *memorySessions) Delete(_ context.Context, h string) error {
	delete(m.byHash, h)
	return nil
}

func (m *memorySessions) DeleteForUser(_ context.Context, userID, keep string) error {
	for h, s := range m.byHash {
		if s.UserID == userID && h != keep {
			delete(m.byHash, h)
		}
	}
	return nil
}

type memoryCodes struct {
	byUser map[string]account.VerificationCode
}

func (m *memoryCodes) Replace(_ context.Context, c account.VerificationCode) error {
	m.byUser[c.UserID] = c
	return nil
}

func (m *memoryCodes) ByUserID(_ context.Context, id string) (account.VerificationCode, error) {
	c, ok := m.byUser[id]
	if !ok {
		return account.VerificationCode{}, ports.ErrNotFound
	}
	return c, nil
}

func (m *memoryCodes) Update(_ context.Context, id string, change func(*account.VerificationCode) error) error {
	c, ok := m.byUser[id]
	if !ok {
		return ports.ErrNotFound
	}
	err := change(&c)
	m.byUser[id] = c
	return err
}

func (m *memoryCodes) Delete(_ context.Context, id string) error {
	delete(m.byUser, id)
	return nil
}

type memoryResets struct{ byHash map[string]account.ResetToken }

func (m *memoryResets) Create(_ context.Context, t account.ResetToken) error {
	m.byHash[t.TokenHash] = t
	return nil
}

func (m *memoryResets) ByHash(_ context.Context, h string) (account.ResetToken, error) {
	t, ok := m.byHash[h]
	if !ok {
		return account.ResetToken{}, ports.ErrNotFound
	}
	return t, nil
}

func (m *memoryResets) Consume(_ context.Context, h string, now time.Time) (account.ResetToken, error) {
	t, ok := m.byHash[h]
	if !ok || t.Usable(now) != nil {
		return account.ResetToken{}, ports.ErrNotFound
	}
	t.UsedAt = &now
	m.byHash[h] = t
	return t, nil
}

type memoryEvents struct{ events []account.AuthEvent }

func (m *memoryEvents) Record(_ context.Context, e account.AuthEvent) error {
	m.events = append(m.events, e)
	return nil
}

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

type fixedClock struct{ now time.Time }

func (c fixedClock) Now() time.Time { return c.now }

// scriptedRandom returns its script, then zeros.
type scriptedRandom struct{ script []byte }

func (r *scriptedRandom) Read(p []byte) (int, error) {
	n := copy(p, r.script)
	r.script = r.script[n:]
	for i := n; i < len(p); i++ {
		p[i] = byte(i)
	}
	return len(p), nil
}

type disabledGoogle struct{}

func (disabledGoogle) Enabled() bool { return false }

func (disabledGoogle) AuthCodeURL(context.Context, ports.AuthorizationRequest) (string, error) {
	return "", errors.New("disabled")
}

func (disabledGoogle) Exchange(context.Context, string, ports.AuthorizationRequest) (ports.ExternalIdentity, error) {
	return ports.ExternalIdentity{}, errors.New("disabled")
}

type fixture struct {
	service *Service
	users   *memoryUsers
	codes   *memoryCodes
	mail    *recordingMailer
	events  *memoryEvents
	random  *scriptedRandom
}

var testNow = time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)

func newFixture(t *testing.T, configure ...func(*fixture, *Service)) *fixture {
	t.Helper()
	f := &fixture{
		users:  &memoryUsers{byID: map[string]account.User{}},
		codes:  &memoryCodes{byUser: map[string]account.VerificationCode{}},
		mail:   &recordingMailer{},
		events: &memoryEvents{},
		random: &scriptedRandom{},
	}
	stores := Stores{Users: f.users, Sessions: &memorySessions{byHash: map[string]account.Session{}}, Codes: f.codes,
		Resets: &memoryResets{byHash: map[string]account.ResetToken{}}, Events: f.events}
	settings := Settings{PublicURL: "https://radscribe.example/", Session: account.SessionPolicy{Idle: time.Hour, Absolute: 24 * time.Hour}}
	f.service = NewService(stores, plainHasher{}, f.mail, unlimited{}, fixedClock{testNow}, f.random, disabledGoogle{}, settings,
		slog.New(slog.NewTextHandler(io.Discard, nil)))
	for _, c := range configure {
		c(f, f.service)
	}
	return f
}

func lastMailContains(t *testing.T, f *fixture, want string) {
	t.Helper()
	if len(f.mail.sent) == 0 || !strings.Contains(f.mail.sent[len(f.mail.sent)-1].Text, want) {
		t.Fatalf("last mail does not contain %q: %+v", want, f.mail.sent)
	}
}
