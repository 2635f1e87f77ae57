package ratelimit

import (
	"context"
	"math"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/ports"
)

// subject is one implementation of ports.RateLimiter under the contract, with its clock.
type subject struct {
	limiter ports.RateLimiter
	// now reads the limiter's clock, and pass lets d of it go by.
	now  func() time.Time
	pass func(d time.Duration)
	// unit scales every window of the contract: a fake clock takes minutes, a real one must be
	// quick.
	unit time.Duration
	// rounding is how far a reported wait may be off by rounding alone.
	rounding time.Duration
}

// span is when a call ran by the subject's clock: a window it opened began within it, and a
// wait it reported was measured within it. On a fake clock it is an instant.
type span struct{ from, to time.Time }

// take calls Take and says when it ran.
func (s subject) take(t *testing.T, key string, limit int, window time.Duration) (bool, time.Duration, span) {
	t.Helper()
	from := s.now()
	ok, wait, err := s.limiter.Take(context.Background(), key, limit, window)
	require.NoError(t, err)
	return ok, wait, span{from, s.now()}
}

// runContract runs the behaviour every ports.RateLimiter promises on fresh subjects of one
// implementation.
func runContract(t *testing.T, fresh func(t *testing.T) subject) {
	t.Run("takes until the budget is spent, then says how long to wait", func(t *testing.T) {
		s := fresh(t)
		window := 6 * s.unit
		ok, wait, opened := s.take(t, "login:anna", 3, window)
		assert.True(t, ok, "attempt 1")
		assert.Zero(t, wait)
		for i := range 2 {
			ok, wait, _ := s.take(t, "login:anna", 3, window)
			assert.True(t, ok, "attempt %d", i+2)
			assert.Zero(t, wait)
		}
		ok, wait, asked := s.take(t, "login:anna", 3, window)
		assert.False(t, ok)
		assertWait(t, s, opened, asked, window, wait)

		ok, _, _ = s.take(t, "login:ben", 3, window)
		assert.True(t, ok, "keys are independent")

		s.pass(4 * s.unit)
		_, wait, asked = s.take(t, "login:anna", 3, window)
		assertWait(t, s, opened, asked, window, wait)

		s.pass(2 * s.unit)
		ok, _, _ = s.take(t, "login:anna", 3, window)
		assert.True(t, ok, "a new window starts")
	})

	t.Run("gives back, counts and resets", func(t *testing.T) {
		s := fresh(t)
		ctx := context.Background()
		window := 6 * s.unit
		count := func(key string) int {
			t.Helper()
			n, err := s.limiter.Count(ctx, key)
			require.NoError(t, err)
			return n
		}

		assert.Zero(t, count("ip:a"), "no window yet")
		assert.NoError(t, s.limiter.Give(ctx, "ip:a"), "giving to no window does nothing")
		assert.Zero(t, count("ip:a"))
		for range 3 {
			_, _, err := s.limiter.Take(ctx, "ip:a", 3, window)
			require.NoError(t, err)
		}
		assert.Equal(t, 3, count("ip:a"))
		ok, _, err := s.limiter.Take(ctx, "ip:a", 3, window)
		require.NoError(t, err)
		assert.False(t, ok)
		assert.Equal(t, 3, count("ip:a"), "a refused take uses nothing")

		assert.NoError(t, s.limiter.Give(ctx, "ip:a"))
		assert.Equal(t, 2, count("ip:a"))
		ok, _, err = s.limiter.Take(ctx, "ip:a", 3, window)
		require.NoError(t, err)
		assert.True(t, ok, "a given-back attempt can be taken again")

		assert.NoError(t, s.limiter.Reset(ctx, "ip:a"))
		assert.Zero(t, count("ip:a"))
		ok, _, err = s.limiter.Take(ctx, "ip:a", 1, window)
		require.NoError(t, err)
		assert.True(t, ok, "after a reset the whole budget is there")

		s.pass(window)
		assert.Zero(t, count("ip:a"), "a passed window counts nothing")
		assert.NoError(t, s.limiter.Give(ctx, "ip:a"))
		_, _, err = s.limiter.Take(ctx, "ip:a", 5, window)
		require.NoError(t, err)
		assert.Equal(t, 1, count("ip:a"), "giving to a passed window does not carry over")
	})

	t.Run("a window emptied by giving back still ends when it began to", func(t *testing.T) {
		s := fresh(t)
		window := 6 * s.unit
		ok, _, opened := s.take(t, "code:x", 1, window)
		require.True(t, ok)
		require.NoError(t, s.limiter.Give(context.Background(), "code:x"))

		s.pass(4 * s.unit)
		ok, _, _ = s.take(t, "code:x", 1, window)
		assert.True(t, ok)
		ok, wait, asked := s.take(t, "code:x", 1, window)
		assert.False(t, ok)
		assertWait(t, s, opened, asked, window, wait)
	})

	t.Run("an unlimited budget counts every attempt", func(t *testing.T) {
		s := fresh(t)
		ctx := context.Background()
		for range 5 {
			ok, _, err := s.limiter.Take(ctx, "login:email:anna", math.MaxInt, 6*s.unit)
			require.NoError(t, err)
			require.True(t, ok)
		}
		n, err := s.limiter.Count(ctx, "login:email:anna")
		require.NoError(t, err)
		assert.Equal(t, 5, n)
	})

	t.Run("an empty budget refuses the first attempt", func(t *testing.T) {
		s := fresh(t)
		ok, wait, opened := s.take(t, "closed", 0, 6*s.unit)
		assert.False(t, ok)
		assertWait(t, s, opened, opened, 6*s.unit, wait)
	})

	t.Run("attempts at the same moment never exceed the budget", func(t *testing.T) {
		s := fresh(t)
		const attempts, budget = 40, 15
		var granted atomic.Int32
		var wg sync.WaitGroup
		for range attempts {
			wg.Go(func() {
				ok, _, err := s.limiter.Take(context.Background(), "burst", budget, 6*s.unit)
				assert.NoError(t, err)
				if ok {
					granted.Add(1)
				}
			})
		}
		wg.Wait()
		assert.EqualValues(t, budget, granted.Load())
	})
}

// assertWait checks the wait of a refusal asked during asked, for a window that lasts window
// and opened during opened: until the window's end, give or take how long the calls took.
func assertWait(t *testing.T, s subject, opened, asked span, window, got time.Duration) {
	t.Helper()
	assert.LessOrEqual(t, got, opened.to.Add(window).Sub(asked.from)+s.rounding, "the wait")
	assert.GreaterOrEqual(t, got, opened.from.Add(window).Sub(asked.to)-s.rounding, "the wait")
}
