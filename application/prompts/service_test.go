package prompts

import (
	"context"
	"crypto/rand"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/application/prompts/defaults"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/ports"
)

var (
	admin = account.User{ID: "admin", Role: account.RoleAdmin}
	anna  = account.User{ID: "anna", Role: account.RoleUser}
)

// memoryPrompts is an in-memory stand-in for the store.
type memoryPrompts struct {
	mu     sync.Mutex
	rows   []prompt.AI
	seeded map[string]bool
}

func (m *memoryPrompts) List(context.Context) ([]prompt.AI, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := slices.Clone(m.rows)
	slices.SortFunc(out, func(a, b prompt.AI) int { return strings.Compare(a.Name, b.Name) })
	return out, nil
}

func (m *memoryPrompts) taken(p prompt.AI) bool {
	for _, r := range m.rows {
		if r.ID != p.ID && r.Name == p.Name && r.Language == p.Language {
			return true
		}
	}
	return false
}

func (m *memoryPrompts) Create(_ context.Context, p prompt.AI) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.taken(p) {
		return ports.ErrConflict
	}
	m.rows = append(m.rows, p)
	return nil
}

func (m *memoryPrompts) Update(_ context.Context, id string, change func(*prompt.AI) error) (prompt.AI, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for i, p := range m.rows {
		if p.ID == id {
			if err := change(&p); err != nil {
				return prompt.AI{}, err
			}
			if m.taken(p) {
				return prompt.AI{}, ports.ErrConflict
			}
			m.rows[i] = p
			return p, nil
		}
	}
	return prompt.AI{}, ports.ErrNotFound
}

func (m *memoryPrompts) Delete(_ context.Context, id string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	for i, p := range m.rows {
		if p.ID == id {
			m.rows = slices.Delete(m.rows, i, i+1)
			return nil
		}
	}
	return ports.ErrNotFound
}

func (m *memoryPrompts) Seed(_ context.Context, key string, p prompt.AI) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.seeded[key] {
		return false, nil
	}
	m.seeded[key] = true
	m.rows = append(m.rows, p)
	return true, nil
}

type fixedClock struct{}

func (fixedClock) Now() time.Time { return time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC) }

func newService() *Service {
	return NewService(&memoryPrompts{seeded: map[string]bool{}}, fixedClock{}, rand.Reader)
}

func TestPromptsAreForAdminsOnly(t *testing.T) {
	s := newService()
	ctx := context.Background()
	_, err := s.List(ctx, anna)
	assert.Equal(t, apperr.Forbidden, apperr.KindOf(err))
	_, err = s.Create(ctx, anna, prompt.AIDraft{Name: "x", Text: "y"})
	assert.Equal(t, apperr.Forbidden, apperr.KindOf(err))

	created, err := s.Create(ctx, admin, prompt.AIDraft{Name: "template_population", Text: "Fill.", Language: "de"})
	require.NoError(t, err)
	_, err = s.Update(ctx, anna, created.ID, prompt.AIDraft{Name: "x", Text: "y"})
	assert.Equal(t, apperr.Forbidden, apperr.KindOf(err))
	assert.Equal(t, apperr.Forbidden, apperr.KindOf(s.Delete(ctx, anna, created.ID)))

	_, err = s.Create(ctx, admin, prompt.AIDraft{Name: "template_population", Text: "Again.", Language: "de"})
	assert.Equal(t, apperr.Conflict, apperr.KindOf(err))
	assert.EqualError(t, err, `A prompt named "template_population" already exists for this language.`)
	_, err = s.Create(ctx, admin, prompt.AIDraft{Name: " ", Text: "y"})
	assert.EqualError(t, err, "Prompt name is required")
	_, err = s.Update(ctx, admin, "missing", prompt.AIDraft{Name: "x", Text: "y"})
	assert.EqualError(t, err, "Prompt not found")
}

func TestListShowsOnlyVisiblePrompts(t *testing.T) {
	s := newService()
	ctx := context.Background()
	for _, d := range []prompt.AIDraft{
		{Name: "template_population", Text: "t", Language: "de"},
		{Name: "old_experiment", Text: "t", Language: "en"},
		{Name: "mammo_master", Text: "t", Language: "en"},
		{Name: "anything", Text: "t"},
	} {
		_, err := s.Create(ctx, admin, d)
		require.NoError(t, err)
	}
	list, err := s.List(ctx, admin)
	require.NoError(t, err)
	var names []string
	for _, p := range list {
		names = append(names, p.Name)
	}
	assert.Equal(t, []string{"anything", "mammo_master", "template_population"}, names)
}

func TestSeedingTheDefaultsOnce(t *testing.T) {
	s := newService()
	ctx := context.Background()
	entries, err := defaults.All()
	require.NoError(t, err)
	added, err := s.Seed(ctx, entries)
	require.NoError(t, err)
	assert.Equal(t, 4, added)

	list, _ := s.List(ctx, admin)
	require.Len(t, list, 4, "every default is visible to the admin")
	require.NoError(t, s.Delete(ctx, admin, list[0].ID))
	added, err = s.Seed(ctx, entries)
	require.NoError(t, err)
	assert.Zero(t, added, "a deleted default is not re-created")
}
