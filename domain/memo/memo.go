// Package memo keeps values made from a key, such as a template's text read once, so that the
// next request with the same key does not make them again. Bounded is bounded in number and in
// size and, when full, starts again empty (the keys in use come back at their next use); LRU
// is bounded by a weight its owner counts and lets the least recently used go first.
package memo

import "sync"

// Bounded is a memo of at most maxItems values whose sizes add up to at most maxBytes. A value
// larger than four times the average allowed is never kept. Values are shared by every caller,
// so they must only be read once kept. Safe for concurrent use.
type Bounded[K comparable, V any] struct {
	mu       sync.Mutex
	items    map[K]V
	bytes    int
	maxItems int
	maxBytes int
}

// New returns an empty memo with the given bounds.
func New[K comparable, V any](maxItems, maxBytes int) *Bounded[K, V] {
	return &Bounded[K, V]{items: map[K]V{}, maxItems: maxItems, maxBytes: maxBytes}
}

// Get returns the value kept for key.
func (m *Bounded[K, V]) Get(key K) (V, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	value, ok := m.items[key]
	return value, ok
}

// Put keeps value for key, size bytes of it; a key already kept keeps its first value.
func (m *Bounded[K, V]) Put(key K, value V, size int) {
	if size > m.maxBytes/m.maxItems*4 {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.items[key]; ok {
		return
	}
	if len(m.items) >= m.maxItems || m.bytes+size > m.maxBytes {
		clear(m.items)
		m.bytes = 0
	}
	m.items[key] = value
	m.bytes += size
}
