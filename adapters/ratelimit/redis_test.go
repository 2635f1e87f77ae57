package ratelimit

import (
	"context"
	"net"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/ratelimit/redistest"
)

// redisUnit keeps the contract's windows short on Redis's real clock, and long enough that a
// busy machine's pauses between two calls fall well within them.
const redisUnit = 150 * time.Millisecond

func TestRedisKeepsTheContract(t *testing.T) {
	client := redistest.Open(t)
	runContract(t, func(t *testing.T) subject {
		return subject{
			limiter: NewRedis(client, redistest.Prefix(t, client)),
			now:     time.Now,
			// Redis ends a window only once its expiry is behind it, in whole milliseconds.
			pass: func(d time.Duration) { time.Sleep(d + 3*time.Millisecond) },
			unit: redisUnit,
			// Redis reads its clock, keeps expiries and answers waits in whole milliseconds.
			rounding: 2 * time.Millisecond,
		}
	})
}

func TestReplicasShareOneCountInRedis(t *testing.T) {
	first := redistest.Open(t)
	prefix := redistest.Prefix(t, first)
	a, b := NewRedis(first, prefix), NewRedis(redistest.Open(t), prefix)
	ctx := context.Background()

	for _, replica := range []*Redis{a, b} {
		ok, _, err := replica.Take(ctx, "login:ip:203.0.113.9", 2, time.Minute)
		require.NoError(t, err)
		require.True(t, ok)
	}
	ok, wait, err := a.Take(ctx, "login:ip:203.0.113.9", 2, time.Minute)
	require.NoError(t, err)
	assert.False(t, ok, "the attempt taken on the other replica counts")
	assert.InDelta(t, time.Minute, wait, float64(time.Second))
	n, err := b.Count(ctx, "login:ip:203.0.113.9")
	require.NoError(t, err)
	assert.Equal(t, 2, n)
}

func TestRedisHoldsNoAddressInClear(t *testing.T) {
	client := redistest.Open(t)
	prefix := redistest.Prefix(t, client)
	limiter := NewRedis(client, prefix)
	ctx := context.Background()
	_, _, err := limiter.Take(ctx, "login:ip+email:203.0.113.9 anna.berg@klinik.de", 10, 15*time.Minute)
	require.NoError(t, err)

	keys, err := client.Keys(ctx, prefix+"*").Result()
	require.NoError(t, err)
	require.Len(t, keys, 1)
	for _, clear := range []string{"anna", "klinik", "203.0.113", "login"} {
		assert.NotContains(t, keys[0], clear)
	}
	ttl, err := client.PTTL(ctx, keys[0]).Result()
	require.NoError(t, err)
	assert.Greater(t, ttl, 14*time.Minute, "the key expires with its window")
	assert.LessOrEqual(t, ttl, 15*time.Minute)
}

// A limiter whose Redis is gone answers every call with an error, soon, and never with a
// granted attempt: the callers turn the error into 503 rather than letting guesses through.
func TestRedisFailuresAreErrorsNotGrants(t *testing.T) {
	addr := unusedAddress(t)
	ctx := context.Background()
	client, err := OpenRedis(ctx, "redis://"+addr+"/0")
	require.Error(t, err, "nothing answers at %s", addr)
	assert.Nil(t, client)
	client, err = OpenRedis(ctx, redistest.URL(t))
	require.NoError(t, err)
	// The limiter of a server whose Redis went away after start.
	options := client.Options()
	options.Addr = addr
	limiter := NewRedis(redis.NewClient(options), RedisKeyPrefix)
	t.Cleanup(func() { _ = limiter.Close(); _ = client.Close() })

	started := time.Now()
	ok, _, err := limiter.Take(ctx, "login:ip:203.0.113.9", 10, time.Minute)
	assert.ErrorContains(t, err, "rate limiter: take")
	assert.False(t, ok)
	t.Logf("a take against a closed port failed after %s", time.Since(started).Round(time.Millisecond))
	assert.Less(t, time.Since(started), 2*time.Second)

	assert.ErrorContains(t, limiter.Give(ctx, "k"), "rate limiter: give")
	_, err = limiter.Count(ctx, "k")
	assert.ErrorContains(t, err, "rate limiter: count")
	assert.ErrorContains(t, limiter.Reset(ctx, "k"), "rate limiter: reset")
}

func TestOpenRedisNeverRepeatsThePassword(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for _, redisURL := range []string{
		"http://:pa55word@127.0.0.1:6379", "redis://:pa55word@[::1", "redis://:pa55word@127.0.0.1:6379/0?colour=red",
		"redis://:pa55word@" + unusedAddress(t) + "/0",
	} {
		_, err := OpenRedis(ctx, redisURL)
		require.Error(t, err, redisURL)
		assert.NotContains(t, err.Error(), "pa55word")
	}
	_, err := OpenRedis(ctx, "redis://127.0.0.1:6379/0?colour=red")
	assert.ErrorContains(t, err, "unexpected option: colour", "a mistake in the URL is named")
	_, err = OpenRedis(ctx, "redis://"+unusedAddress(t)+"/3")
	assert.ErrorContains(t, err, "(database 3) does not answer")
}

// unusedAddress is a loopback address nobody listens on: a free port, closed again.
func unusedAddress(t *testing.T) string {
	t.Helper()
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := listener.Addr().String()
	require.NoError(t, listener.Close())
	return addr
}
