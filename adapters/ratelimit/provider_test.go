package ratelimit

import (
	"bytes"
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/ratelimit/redistest"
	"github.com/radscribe/radscribe/config"
)

var quiet = slog.New(slog.DiscardHandler)

func TestNewCountsInMemoryUnlessRedisIsNamed(t *testing.T) {
	for _, provider := range []string{"", config.RateLimitProviderMemory} {
		limiter, cleanup, err := New(context.Background(), config.RateLimit{Provider: provider, RedisURL: "not read"}, fakeClockAtNoon(), quiet)
		require.NoError(t, err)
		cleanup()
		assert.IsType(t, &Memory{}, limiter, "provider %q", provider)
	}
}

func TestNewConnectsToTheNamedRedis(t *testing.T) {
	redisURL := redistest.URL(t)
	var log bytes.Buffer
	limiter, cleanup, err := New(context.Background(), config.RateLimit{Provider: config.RateLimitProviderRedis, RedisURL: redisURL},
		fakeClockAtNoon(), slog.New(slog.NewTextHandler(&log, nil)))
	require.NoError(t, err)
	assert.IsType(t, &Redis{}, limiter)
	assert.Contains(t, log.String(), "rate limits count in Redis")
	assert.Contains(t, log.String(), "addr=")

	cleanup()
	_, err = limiter.Count(context.Background(), "k")
	assert.Error(t, err, "the cleanup closes the connections")
}

func TestNewFailsWhenRedisDoesNotAnswer(t *testing.T) {
	limiter, _, err := New(context.Background(), config.RateLimit{Provider: config.RateLimitProviderRedis, RedisURL: "redis://:pa55word@" + unusedAddress(t)},
		fakeClockAtNoon(), quiet)
	assert.True(t, limiter == nil, "a nil interface, not a typed nil pointer")
	assert.ErrorContains(t, err, "does not answer")
	assert.NotContains(t, err.Error(), "pa55word")
}

func TestNewNamesTheValidProviders(t *testing.T) {
	_, _, err := New(context.Background(), config.RateLimit{Provider: "memcached"}, fakeClockAtNoon(), quiet)
	assert.ErrorContains(t, err, `ratelimit.provider "memcached" is not valid; choose one of memory, redis`)
}

func fakeClockAtNoon() *fakeClock {
	return &fakeClock{now: time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)}
}
