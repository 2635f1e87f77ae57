package config

import (
	"net/url"
	"strconv"
	"strings"
)

// Rate limiter providers: the attempt counts live in this process's memory (one server), or in
// a Redis server that every replica shares.
const (
	RateLimitProviderMemory = "memory"
	RateLimitProviderRedis  = "redis"
)

// RateLimit chooses where the rate limits of sign-in, contact messages, feedback and the hourly
// budgets count their attempts.
type RateLimit struct {
	Provider string `mapstructure:"provider"`
	// RedisURL names the Redis server of provider redis: redis://[user:password@]host:port/db,
	// rediss:// for TLS, or unix:///path/to/redis.sock.
	RedisURL string `mapstructure:"redis_url"`
}

func (r RateLimit) validate(v *validator) {
	v.oneOf("ratelimit.provider", r.Provider, RateLimitProviderMemory, RateLimitProviderRedis)
	if r.Provider != RateLimitProviderRedis {
		return
	}
	if strings.TrimSpace(r.RedisURL) == "" {
		v.add("ratelimit.redis_url", "is required when ratelimit.provider is redis, such as redis://127.0.0.1:6379/0")
		return
	}
	if problem := redisURLProblem(r.RedisURL); problem != "" {
		// The URL may hold a password, so the message does not repeat it.
		v.add("ratelimit.redis_url", "%s", problem)
	}
}

// redisURLProblem says what is wrong with a Redis URL, or "" when nothing is.
func redisURLProblem(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "is not a URL; use redis://host:port/db, rediss://host:port/db or unix:///path/to/redis.sock"
	}
	switch u.Scheme {
	case "redis", "rediss":
		if u.Host == "" {
			return "names no host; use redis://host:port/db"
		}
		if db := strings.Trim(u.Path, "/"); db != "" {
			if n, err := strconv.Atoi(db); err != nil || n < 0 {
				return "the path must be a database number such as /0"
			}
		}
	case "unix":
		if u.Path == "" {
			return "names no socket; use unix:///path/to/redis.sock"
		}
	default:
		return "must start with redis://, rediss:// or unix://"
	}
	return ""
}
