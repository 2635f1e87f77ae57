package profile

import (
	"context"
	"slices"
	"sync"
	"time"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/domain/vocabulary"
	"github.com/radscribe/radscribe/ports"
)

// In-memory stand-ins for the store, enough for use-case tests; the store has its own
// contract tests.
type memoryUsers struct {
	ports.UserRepository
	byID map[string]account.User
}

func (m *memoryUsers) Update(_ context.Context, id string, change func(*account.User) error) (account.User, error) {
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

type memoryPreferences struct {
	mu     sync.Mutex
	byUser map[string]ports.UserPreferences
}

func (m *memoryPreferences) Get(_ context.Context, id string) (ports.UserPreferences, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if p, ok := m.byUser[id]; ok {
		return p, nil
	}
	return ports.DefaultUserPreferences(), nil
}

func (m *memoryPreferences) Update(_ context.Context, id string, change func(*ports.UserPreferences) error) (ports.UserPreferences, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	p, ok := m.byUser[id]
	if !ok {
		p = ports.DefaultUserPreferences()
	}
	if err := change(&p); err != nil {
		return ports.UserPreferences{}, err
	}
	m.byUser[id] = p
	return p, nil
}

type memoryVocabulary struct{ rows []vocabulary.Entry }

func (m *memoryVocabulary) ListByOwner(_ context.Context, owner string) ([]vocabulary.Entry, error) {
	var out []vocabulary.Entry
	for _, e := range m.rows {
		if e.OwnerID == owner {
			out = append(out, e)
		}
	}
	return out, nil
}

func (m *memoryVocabulary) Add(ctx context.Context, e vocabulary.Entry, allowed func(int) error) error {
	own, _ := m.ListByOwner(ctx, e.OwnerID)
	if err := allowed(len(own)); err != nil {
		return err
	}
	for _, o := range own {
		if o.Language == e.Language && vocabulary.OriginalKey(o.OriginalWord) == vocabulary.OriginalKey(e.OriginalWord) {
			return ports.ErrConflict
		}
	}
	m.rows = append(m.rows, e)
	return nil
}

func (m *memoryVocabulary) Delete(_ context.Context, owner, id string) error {
	for i, e := range m.rows {
		if e.ID == id && e.OwnerID == owner {
			m.rows = slices.Delete(m.rows, i, i+1)
			return nil
		}
	}
	return ports.ErrNotFound
}

type memoryHistory struct{ rows []prompt.Saved }

func (m *memoryHistory) List(_ context.Context, owner string, t prompt.HistoryType) ([]prompt.Saved, error) {
	var out []prompt.Saved
	for _, s := range m.rows {
		if s.OwnerID == owner && s.Type == t {
			out = append([]prompt.Saved{s}, out...)
		}
	}
	return out, nil
}

func (m *memoryHistory) Add(ctx context.Context, s prompt.Saved, allowed func(int) error) error {
	same, _ := m.List(ctx, s.OwnerID, s.Type)
	if err := allowed(len(same)); err != nil {
		return err
	}
	m.rows = append(m.rows, s)
	return nil
}

func (m *memoryHistory) Delete(_ context.Context, owner, id string) error {
	for i, s := range m.rows {
		if s.ID == id && s.OwnerID == owner {
			m.rows = slices.Delete(m.rows, i, i+1)
			return nil
		}
	}
	return ports.ErrNotFound
}

type noRecordings struct{}

func (noRecordings) ForUser(context.Context, string) (ports.UserStats, error) {
	return ports.UserStats{LanguageUsage: map[string]int{}}, nil
}

type steppingClock struct{ now time.Time }

func (c *steppingClock) Now() time.Time {
	c.now = c.now.Add(time.Minute)
	return c.now
}
