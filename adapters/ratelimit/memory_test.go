package ratelimit

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestMemoryKeepsTheContract(t *testing.T) {
	runContract(t, func(t *testing.T) subject {
		clock := &fakeClock{now: time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)}
		return subject{limiter: NewMemory(clock), now: clock.Now, pass: clock.advance, unit: 10 * time.Second}
	})
}

func TestExpiredWindowsArePruned(t *testing.T) {
	clock := &fakeClock{now: time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)}
	m := NewMemory(clock)
	for i := range pruneEvery - 1 {
		m.Take(context.Background(), fmt.Sprint(i), 1, time.Second)
	}
	clock.advance(time.Hour)
	m.Take(context.Background(), "last", 1, time.Second)
	assert.Len(t, m.windows, 1)
}

// fakeClock is a clock that moves only when told to.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}
