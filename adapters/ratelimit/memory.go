package ratelimit

import (
	"context"
	"sync"
	"time"

	"github.com/radscribe/radscribe/ports"
)

// pruneEvery bounds memory: expired windows are dropped every so many calls.
const pruneEvery = 1024

type window struct {
	start time.Time
	count int
	span  time.Duration
}

func (w *window) open(now time.Time) bool { return now.Before(w.start.Add(w.span)) }

// Memory implements ports.RateLimiter for one process. Several replicas each count on their
// own, so the limits are per replica; Redis shares them (docs/operations.md, "Several
// replicas").
type Memory struct {
	mu      sync.Mutex
	clock   ports.Clock
	windows map[string]*window
	calls   int
}

// NewMemory returns an empty limiter reading the time from clock.
func NewMemory(clock ports.Clock) *Memory {
	return &Memory{clock: clock, windows: map[string]*window{}}
}

// Take uses one attempt of key's budget.
func (m *Memory) Take(_ context.Context, key string, limit int, span time.Duration) (bool, time.Duration, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	now := m.clock.Now()
	m.prune(now)
	w, ok := m.windows[key]
	if !ok || !w.open(now) {
		w = &window{start: now, span: span}
		m.windows[key] = w
	}
	if w.count >= limit {
		return false, w.start.Add(w.span).Sub(now), nil
	}
	w.count++
	return true, 0, nil
}

// Give returns one attempt to key's open window.
func (m *Memory) Give(_ context.Context, key string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if w, ok := m.windows[key]; ok && w.open(m.clock.Now()) && w.count > 0 {
		w.count--
	}
	return nil
}

// Count returns the attempts of key's open window.
func (m *Memory) Count(_ context.Context, key string) (int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if w, ok := m.windows[key]; ok && w.open(m.clock.Now()) {
		return w.count, nil
	}
	return 0, nil
}

// Reset forgets key's window.
func (m *Memory) Reset(_ context.Context, key string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.windows, key)
	return nil
}

// prune drops the expired windows every pruneEvery calls of Take.
func (m *Memory) prune(now time.Time) {
	m.calls++
	if m.calls%pruneEvery != 0 {
		return
	}
	for k, w := range m.windows {
		if !w.open(now) {
			delete(m.windows, k)
		}
	}
}
