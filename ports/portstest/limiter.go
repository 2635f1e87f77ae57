package portstest

import (
	"context"
	"maps"
	"sync"
	"time"

	"github.com/radscribe/radscribe/ports"
)

// Limiter implements ports.RateLimiter by counting the takes of each key against its limit.
// Without a Clock there are no windows: a spent budget stays spent for the rest of the test
// and a refusal asks to wait a minute. With one, a key's window opens at its first take and
// lasts the window given, as in the real limiter. While Err is set, every call fails with it,
// as when the limiter's store is down.
type Limiter struct {
	Err   error
	Clock ports.Clock

	mu      sync.Mutex
	taken   map[string]int
	endings map[string]time.Time
}

// Take uses one attempt of key's budget.
func (l *Limiter) Take(_ context.Context, key string, limit int, window time.Duration) (bool, time.Duration, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.Err != nil {
		return false, 0, l.Err
	}
	l.expire(key)
	if _, open := l.endings[key]; l.Clock != nil && !open {
		l.endings[key] = l.Clock.Now().Add(window)
	}
	if l.taken[key] >= limit {
		wait := time.Minute
		if l.Clock != nil {
			wait = l.endings[key].Sub(l.Clock.Now())
		}
		return false, wait, nil
	}
	l.taken[key]++
	return true, 0, nil
}

// Give returns one attempt to key's budget.
func (l *Limiter) Give(_ context.Context, key string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.Err != nil {
		return l.Err
	}
	l.expire(key)
	if l.taken[key] > 0 {
		l.taken[key]--
	}
	return nil
}

// Count returns how many attempts key has used.
func (l *Limiter) Count(_ context.Context, key string) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.Err != nil {
		return 0, l.Err
	}
	l.expire(key)
	return l.taken[key], nil
}

// Reset makes key's whole budget available again.
func (l *Limiter) Reset(_ context.Context, key string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.Err != nil {
		return l.Err
	}
	delete(l.taken, key)
	delete(l.endings, key)
	return nil
}

// Taken returns how many attempts each key has used.
func (l *Limiter) Taken() map[string]int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return maps.Clone(l.taken)
}

// expire forgets key when its window has passed; it also makes the maps.
func (l *Limiter) expire(key string) {
	if l.taken == nil {
		l.taken, l.endings = map[string]int{}, map[string]time.Time{}
	}
	if end, ok := l.endings[key]; ok && l.Clock != nil && !l.Clock.Now().Before(end) {
		delete(l.taken, key)
		delete(l.endings, key)
	}
}

// Waits implements ports.Waiter without waiting: it records each wait asked for, so a test
// reads how long a request would have been held.
type Waits struct {
	mu    sync.Mutex
	waits []time.Duration
}

// Wait records d and returns at once, or ctx's error when ctx has ended.
func (w *Waits) Wait(ctx context.Context, d time.Duration) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.waits = append(w.waits, d)
	return ctx.Err()
}

// All returns the waits asked for so far, oldest first.
func (w *Waits) All() []time.Duration {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]time.Duration(nil), w.waits...)
}

// Last returns the latest wait asked for, 0 when there was none.
func (w *Waits) Last() time.Duration {
	w.mu.Lock()
	defer w.mu.Unlock()
	if len(w.waits) == 0 {
		return 0
	}
	return w.waits[len(w.waits)-1]
}
