package portstest

import (
	"context"
	"maps"
	"sync"
	"time"
)

// Limiter implements ports.RateLimiter by counting the takes of each key against its limit,
// without windows: a spent budget stays spent for the rest of the test. While Err is set,
// every take fails with it, as when the limiter's store is down.
type Limiter struct {
	Err error

	mu    sync.Mutex
	taken map[string]int
}

// Take uses one attempt of key's budget; a refusal asks to wait a minute.
func (l *Limiter) Take(_ context.Context, key string, limit int, _ time.Duration) (bool, time.Duration, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.Err != nil {
		return false, 0, l.Err
	}
	if l.taken == nil {
		l.taken = map[string]int{}
	}
	l.taken[key]++
	return l.taken[key] <= limit, time.Minute, nil
}

// Taken returns how many attempts each key has used.
func (l *Limiter) Taken() map[string]int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return maps.Clone(l.taken)
}
