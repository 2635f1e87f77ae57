package portstest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

type movingClock struct{ now time.Time }

func (c *movingClock) Now() time.Time { return c.now }

func TestLimiterWithAClockHasWindows(t *testing.T) {
	clock := &movingClock{now: Now}
	l := &Limiter{Clock: clock}
	ctx := context.Background()
	for range 2 {
		ok, _, _ := l.Take(ctx, "k", 2, time.Minute)
		assert.True(t, ok)
	}
	clock.now = clock.now.Add(40 * time.Second)
	ok, wait, _ := l.Take(ctx, "k", 2, time.Minute)
	assert.False(t, ok)
	assert.Equal(t, 20*time.Second, wait)
	assert.NoError(t, l.Give(ctx, "k"))
	count, _ := l.Count(ctx, "k")
	assert.Equal(t, 1, count)

	clock.now = clock.now.Add(20 * time.Second)
	count, _ = l.Count(ctx, "k")
	assert.Zero(t, count, "the window has passed")
	ok, _, _ = l.Take(ctx, "k", 1, time.Minute)
	assert.True(t, ok)
	assert.NoError(t, l.Reset(ctx, "k"))
	ok, _, _ = l.Take(ctx, "k", 1, time.Minute)
	assert.True(t, ok, "a reset makes the budget whole")
}

func TestLimiterWithoutAClockKeepsSpentBudgets(t *testing.T) {
	l := &Limiter{}
	ctx := context.Background()
	ok, _, _ := l.Take(ctx, "k", 1, time.Second)
	assert.True(t, ok)
	ok, wait, _ := l.Take(ctx, "k", 1, time.Second)
	assert.False(t, ok)
	assert.Equal(t, time.Minute, wait)
	assert.Equal(t, map[string]int{"k": 1}, l.Taken())
}
