package memo

import "container/list"

// LRU keeps values by key up to a bound on their weight (entries, bytes: what the caller
// counts), letting the least recently used go first when it is passed. It is not safe for
// concurrent use: its owner holds its own lock, which usually guards more than the LRU.
type LRU[K comparable, V any] struct {
	byKey   map[K]*list.Element
	recent  list.List // of *lruEntry[K, V], most recently used at the front
	weight  int       // of the entries held, and outside them (Outside)
	outside int
	limit   int
	evicted func(K, V) // told of each value let go of; may be nil
}

type lruEntry[K comparable, V any] struct {
	key    K
	value  V
	weight int
}

// NewLRU returns an empty LRU bounded by limit; evicted, when not nil, is told of each value the
// LRU lets go of, removed or replaced.
func NewLRU[K comparable, V any](limit int, evicted func(K, V)) *LRU[K, V] {
	return &LRU[K, V]{byKey: map[K]*list.Element{}, limit: limit, evicted: evicted}
}

// Get returns the value kept for key, now the most recently used.
func (l *LRU[K, V]) Get(key K) (V, bool) {
	e, ok := l.byKey[key]
	if !ok {
		var none V
		return none, false
	}
	l.recent.MoveToFront(e)
	return e.Value.(*lruEntry[K, V]).value, true
}

// Put keeps value for key, weighing weight, in place of any value kept for it, and lets the
// least recently used go while the bound is passed (the new value itself last).
func (l *LRU[K, V]) Put(key K, value V, weight int) {
	l.Remove(key)
	l.byKey[key] = l.recent.PushFront(&lruEntry[K, V]{key: key, value: value, weight: weight})
	l.weight += weight
	l.trim()
}

// Grow adds n to the weight of the value kept for key, then trims as Put does; false when no
// value is kept for key (it was let go of).
func (l *LRU[K, V]) Grow(key K, n int) bool {
	e, ok := l.byKey[key]
	if !ok {
		return false
	}
	e.Value.(*lruEntry[K, V]).weight += n
	l.weight += n
	l.trim()
	return true
}

// Outside sets the weight held beside the entries (a list every user shares), which counts
// against the bound too.
func (l *LRU[K, V]) Outside(weight int) {
	l.weight += weight - l.outside
	l.outside = weight
	l.trim()
}

// Remove lets the value kept for key go.
func (l *LRU[K, V]) Remove(key K) {
	if e, ok := l.byKey[key]; ok {
		l.remove(e)
	}
}

// Weight is the weight held, the outside weight included.
func (l *LRU[K, V]) Weight() int { return l.weight }

// Len is the number of values kept.
func (l *LRU[K, V]) Len() int { return len(l.byKey) }

func (l *LRU[K, V]) trim() {
	for l.weight > l.limit {
		oldest := l.recent.Back()
		if oldest == nil {
			return
		}
		l.remove(oldest)
	}
}

func (l *LRU[K, V]) remove(e *list.Element) {
	entry := e.Value.(*lruEntry[K, V])
	l.recent.Remove(e)
	delete(l.byKey, entry.key)
	l.weight -= entry.weight
	if l.evicted != nil {
		l.evicted(entry.key, entry.value)
	}
}
