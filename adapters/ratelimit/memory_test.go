package ratelimit

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestTake(t *testing.T) {
	now := time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)
	m := NewMemory(clockFunc(func() time.Time { return now }))
	ctx := context.Background()
	for i := range 3 {
		ok, _, _ := m.Take(ctx, "login:anna", 3, time.Minute)
		assert.True(t, ok, "attempt %d", i+1)
	}
	ok, wait, _ := m.Take(ctx, "login:anna", 3, time.Minute)
	assert.False(t, ok)
	assert.Equal(t, time.Minute, wait)

	ok, _, _ = m.Take(ctx, "login:ben", 3, time.Minute)
	assert.True(t, ok, "keys are independent")

	now = now.Add(40 * time.Second)
	_, wait, _ = m.Take(ctx, "login:anna", 3, time.Minute)
	assert.Equal(t, 20*time.Second, wait)

	now = now.Add(20 * time.Second)
	ok, _, _ = m.Take(ctx, "login:anna", 3, time.Minute)
	assert.True(t, ok, "a new window starts")
}

func TestExpiredWindowsArePruned(t *testing.T) {
	now := time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)
	m := NewMemory(clockFunc(func() time.Time { return now }))
	for i := range pruneEvery - 1 {
		m.Take(context.Background(), fmt.Sprint(i), 1, time.Second)
	}
	now = now.Add(time.Hour)
	m.Take(context.Background(), "last", 1, time.Second)
	assert.Len(t, m.windows, 1)
}

type clockFunc func() time.Time

func (f clockFunc) Now() time.Time { return f() }

func TestGiveCountAndReset(t *testing.T) {
	now := time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)
	m := NewMemory(clockFunc(func() time.Time { return now }))
	ctx := context.Background()
	count := func(key string) int {
		n, err := m.Count(ctx, key)
		assert.NoError(t, err)
		return n
	}

	assert.Zero(t, count("ip:a"), "no window yet")
	assert.NoError(t, m.Give(ctx, "ip:a"), "giving to no window does nothing")
	for range 3 {
		m.Take(ctx, "ip:a", 3, time.Minute)
	}
	assert.Equal(t, 3, count("ip:a"))
	ok, _, _ := m.Take(ctx, "ip:a", 3, time.Minute)
	assert.False(t, ok)
	assert.Equal(t, 3, count("ip:a"), "a refused take uses nothing")

	assert.NoError(t, m.Give(ctx, "ip:a"))
	assert.Equal(t, 2, count("ip:a"))
	ok, _, _ = m.Take(ctx, "ip:a", 3, time.Minute)
	assert.True(t, ok, "a given-back attempt can be taken again")

	assert.NoError(t, m.Reset(ctx, "ip:a"))
	assert.Zero(t, count("ip:a"))
	ok, _, _ = m.Take(ctx, "ip:a", 1, time.Minute)
	assert.True(t, ok, "after a reset the whole budget is there")

	now = now.Add(time.Minute)
	assert.Zero(t, count("ip:a"), "a passed window counts nothing")
	assert.NoError(t, m.Give(ctx, "ip:a"))
	m.Take(ctx, "ip:a", 5, time.Minute)
	assert.Equal(t, 1, count("ip:a"), "giving to a passed window does not carry over")
}
