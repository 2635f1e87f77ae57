// Package redistest gives tests the Redis server they run against: RADSCRIBE_TEST_REDIS_URL,
// or database 15 of the server at 127.0.0.1:6379, so that a developer's own data in database
// 0 is never touched. When it does not answer, the test is skipped, or fails when the
// environment variable CI is set, so that CI never passes by skipping.
package redistest

import (
	"cmp"
	"context"
	"crypto/rand"
	"encoding/hex"
	"os"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// URLEnv names the variable that points the tests at another Redis server.
const URLEnv = "RADSCRIBE_TEST_REDIS_URL"

// DefaultURL is the tests' Redis server when URLEnv is unset.
const DefaultURL = "redis://127.0.0.1:6379/15"

// URL returns the tests' Redis URL once the server has answered.
func URL(t testing.TB) string {
	t.Helper()
	Open(t)
	return cmp.Or(os.Getenv(URLEnv), DefaultURL)
}

// Open connects to the tests' Redis server; the connection closes when the test ends.
func Open(t testing.TB) *redis.Client {
	t.Helper()
	redisURL := cmp.Or(os.Getenv(URLEnv), DefaultURL)
	options, err := redis.ParseURL(redisURL)
	if err != nil {
		t.Fatalf("%s is not a Redis URL: %v", URLEnv, err)
	}
	options.MaxRetries, options.DialerRetries = -1, 1
	client := redis.NewClient(options)
	t.Cleanup(func() { _ = client.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := client.Ping(ctx).Err(); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("Redis is required in CI: %s does not answer: %v", options.Addr, err)
		}
		t.Skipf("skipped: no Redis at %s (%v); start one or set %s", options.Addr, err, URLEnv)
	}
	return client
}

// Prefix returns a key prefix of the test's own, so that tests running at once never see each
// other's keys; the keys under it are deleted when the test ends.
func Prefix(t testing.TB, client *redis.Client) string {
	t.Helper()
	var random [8]byte
	_, _ = rand.Read(random[:]) // never fails since Go 1.24
	prefix := "radscribe:test:" + hex.EncodeToString(random[:]) + ":"
	t.Cleanup(func() {
		ctx := context.Background()
		keys, err := client.Keys(ctx, prefix+"*").Result()
		if err == nil && len(keys) > 0 {
			client.Del(ctx, keys...)
		}
	})
	return prefix
}
