package ratelimit

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/radscribe/radscribe/ports"
)

// RedisKeyPrefix starts every key the limiter writes, so that it can share a Redis server.
const RedisKeyPrefix = "radscribe:ratelimit:"

// Timeouts and retries of one Redis call when the URL sets none: a limiter that hangs would
// hold every sign-in, so a Redis that is down fails the request at once, and one that stalls
// within about two seconds (503, see docs/operations.md). The one retry, on a fresh
// connection, covers a connection Redis closed while idle.
const (
	redisDialTimeout = time.Second
	redisIOTimeout   = time.Second
	redisMaxRetries  = 1
)

// takeScript spends one attempt of KEYS[1] (ARGV[1] attempts per ARGV[2] milliseconds) in one
// step, so that replicas taking at the same moment never both get the last attempt. The first
// attempt creates the key with the window as its expiry; a key whose budget is spent is left
// as it is, and its remaining expiry is the wait.
var takeScript = redis.NewScript(`
local count = tonumber(redis.call('GET', KEYS[1]))
if not count then
  count = 0
  redis.call('SET', KEYS[1], 0, 'PX', ARGV[2])
end
if count >= tonumber(ARGV[1]) then
  return {0, redis.call('PTTL', KEYS[1])}
end
redis.call('INCR', KEYS[1])
return {1, 0}
`)

// giveScript returns one attempt to the window of KEYS[1] while it is open: an expired key
// is gone, so nothing carries over to the next window. DECR keeps the key's expiry.
var giveScript = redis.NewScript(`
local count = tonumber(redis.call('GET', KEYS[1]))
if count and count > 0 then
  redis.call('DECR', KEYS[1])
end
return 0
`)

// Redis implements ports.RateLimiter on a Redis server that every replica shares, so that a
// limit counts the attempts made on all of them. Each key's window is a Redis key that expires
// when the window ends. The keys are SHA-256 hashes of the limiter's keys, which name e-mail
// and client addresses: Redis never holds them in clear.
type Redis struct {
	client *redis.Client
	prefix string
}

var _ ports.RateLimiter = (*Redis)(nil)

// NewRedis counts in client's database under keys that start with prefix.
func NewRedis(client *redis.Client, prefix string) *Redis {
	return &Redis{client: client, prefix: prefix}
}

// OpenRedis connects to the server redisURL names and checks within ctx that it answers, so
// that a wrong address or password stops the server at start, not at its first sign-in.
func OpenRedis(ctx context.Context, redisURL string) (*redis.Client, error) {
	if _, err := url.Parse(redisURL); err != nil {
		// This error quotes the URL, password included.
		return nil, errors.New("rate limiter: ratelimit.redis_url is not a URL")
	}
	options, err := redis.ParseURL(redisURL)
	if err != nil {
		return nil, fmt.Errorf("rate limiter: ratelimit.redis_url: %w", err)
	}
	if options.DialTimeout == 0 {
		options.DialTimeout = redisDialTimeout
	}
	if options.ReadTimeout == 0 {
		options.ReadTimeout = redisIOTimeout
	}
	if options.MaxRetries == 0 {
		options.MaxRetries = redisMaxRetries
	}
	// Each try dials once: the retries above are the only ones.
	options.DialerRetries = 1
	// A request's own deadline bounds its calls too.
	options.ContextTimeoutEnabled = true
	client := redis.NewClient(options)
	if err := client.Ping(ctx).Err(); err != nil {
		_ = client.Close()
		return nil, fmt.Errorf("rate limiter: Redis at %s (database %d) does not answer: %w", options.Addr, options.DB, err)
	}
	return client, nil
}

// Take uses one attempt of key's budget.
func (r *Redis) Take(ctx context.Context, key string, limit int, window time.Duration) (bool, time.Duration, error) {
	reply, err := takeScript.Run(ctx, r.client, []string{r.key(key)}, limit, max(window.Milliseconds(), 1)).Int64Slice()
	if err != nil {
		return false, 0, fmt.Errorf("rate limiter: take: %w", err)
	}
	if len(reply) != 2 {
		return false, 0, fmt.Errorf("rate limiter: take: unexpected reply %v", reply)
	}
	if reply[0] == 1 {
		return true, 0, nil
	}
	return false, time.Duration(reply[1]) * time.Millisecond, nil
}

// Give returns one attempt to key's open window.
func (r *Redis) Give(ctx context.Context, key string) error {
	if err := giveScript.Run(ctx, r.client, []string{r.key(key)}).Err(); err != nil {
		return fmt.Errorf("rate limiter: give: %w", err)
	}
	return nil
}

// Count returns the attempts of key's open window.
func (r *Redis) Count(ctx context.Context, key string) (int, error) {
	count, err := r.client.Get(ctx, r.key(key)).Int()
	if errors.Is(err, redis.Nil) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("rate limiter: count: %w", err)
	}
	return count, nil
}

// Reset forgets key's window.
func (r *Redis) Reset(ctx context.Context, key string) error {
	if err := r.client.Del(ctx, r.key(key)).Err(); err != nil {
		return fmt.Errorf("rate limiter: reset: %w", err)
	}
	return nil
}

// Close closes the connections to Redis.
func (r *Redis) Close() error {
	return r.client.Close()
}

// key is the Redis key of the limiter's key: the prefix and the key's SHA-256 hash.
func (r *Redis) key(key string) string {
	sum := sha256.Sum256([]byte(key))
	return r.prefix + hex.EncodeToString(sum[:])
}
