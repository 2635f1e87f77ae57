package templates

import (
	"context"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/ports"
)

// memoryMasters and memoryOwn are in-memory stand-ins for the store.
type memoryMasters struct {
	mu     sync.Mutex
	byID   map[string]template.Template
	seeded map[string]bool
}

func newMemoryMasters() *memoryMasters {
	return &memoryMasters{byID: map[string]template.Template{}, seeded: map[string]bool{}}
}

func (m *memoryMasters) List(context.Context) ([]template.Template, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]template.Template, 0, len(m.byID))
	for _, t := range m.byID {
		out = append(out, t)
	}
	slices.SortFunc(out, func(a, b template.Template) int { return strings.Compare(a.Name, b.Name) })
	return out, nil
}

func (m *memoryMasters) Create(_ context.Context, t template.Template) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.byID[t.ID] = t
	return nil
}

func (m *memoryMasters) Update(_ context.Context, id string, change func(*template.Template) error) (template.Template, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	t, ok := m.byID[id]
	if !ok {
		return template.Template{}, ports.ErrNotFound
	}
	if err := change(&t); err != nil {
		return template.Template{}, err
	}
	m.byID[id] = t
	return t, nil
}

func (m *memoryMasters) Delete(_ context.Context, id string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.byID[id]; !ok {
		return ports.ErrNotFound
	}
	delete(m.byID, id)
	return nil
}

func (m *memoryMasters) Seed(_ context.Context, key string, t template.Template) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.seeded[key] {
		return false, nil
	}
	m.seeded[key] = true
	m.byID[t.ID] = t
	return true, nil
}

type memoryOwn struct {
	mu   sync.Mutex
	rows []template.Template
}

func (m *memoryOwn) ownedBy(owner string) []template.Template {
	var out []template.Template
	for _, t := range m.rows {
		if t.OwnerID == owner {
			out = append(out, t)
		}
	}
	return out
}

func (m *memoryOwn) ListByOwner(_ context.Context, owner string) ([]template.Template, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.ownedBy(owner), nil
}

func (m *memoryOwn) Add(_ context.Context, t template.Template, allowed func([]template.Template) error) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := allowed(m.ownedBy(t.OwnerID)); err != nil {
		return err
	}
	m.rows = append(m.rows, t)
	return nil
}

func (m *memoryOwn) Update(_ context.Context, owner, id string, change func(*template.Template, []template.Template) error) (template.Template, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for i, t := range m.rows {
		if t.ID == id && t.OwnerID == owner {
			if err := change(&t, m.ownedBy(owner)); err != nil {
				return template.Template{}, err
			}
			m.rows[i] = t
			return t, nil
		}
	}
	return template.Template{}, ports.ErrNotFound
}

func (m *memoryOwn) Delete(_ context.Context, owner, id string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	for i, t := range m.rows {
		if t.ID == id && t.OwnerID == owner {
			m.rows = slices.Delete(m.rows, i, i+1)
			return nil
		}
	}
	return ports.ErrNotFound
}

// stripScripts stands in for the bluemonday adapter, which has its own tests.
type stripScripts struct{ calls int }

func (s *stripScripts) Sanitize(html string) string {
	s.calls++
	return strings.ReplaceAll(html, "<script>alert(1)</script>", "")
}

type fixedClock struct{ now time.Time }

func (c fixedClock) Now() time.Time { return c.now }
