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
