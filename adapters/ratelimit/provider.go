// Package ratelimit counts attempts per key in fixed windows, in process memory (Memory) or in
// a Redis server that every replica shares (Redis), whichever ratelimit.provider names.
package ratelimit

import (
	"cmp"
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/google/wire"
	"github.com/redis/go-redis/v9"

	"github.com/radscribe/radscribe/adapters/internal/choose"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// Set provides ports.RateLimiter from config.RateLimit.
var Set = wire.NewSet(New)

// connectTimeout bounds the first answer of Redis at start.
const connectTimeout = 5 * time.Second

// New builds the limiter cfg.Provider names. Redis must answer at start; the cleanup closes
// its connections.
func New(ctx context.Context, cfg config.RateLimit, clock ports.Clock, logger *slog.Logger) (ports.RateLimiter, func(), error) {
	limiter, err := choose.One("ratelimit.provider", cmp.Or(cfg.Provider, config.RateLimitProviderMemory), logger, []choose.Option[ports.RateLimiter]{
		{
			Name:  config.RateLimitProviderMemory,
			Build: func() (ports.RateLimiter, error) { return NewMemory(clock), nil },
			Ready: "rate limits count in this process's memory: each server counts its own",
		},
		{
			Name: config.RateLimitProviderRedis,
			Build: func() (ports.RateLimiter, error) {
				redis.SetLogger(redisLog{logger})
				connectCtx, cancel := context.WithTimeout(ctx, connectTimeout)
				defer cancel()
				client, err := OpenRedis(connectCtx, cfg.RedisURL)
				if err != nil {
					return nil, err
				}
				return NewRedis(client, RedisKeyPrefix), nil
			},
			Ready: "rate limits count in Redis, shared by every server",
			Log:   redisTarget(cfg.RedisURL),
		},
	})
	if err != nil {
		return nil, nil, err
	}
	return limiter, choose.Closing(limiter, logger, "closing the rate limiter's Redis connections"), nil
}

// redisTarget is what the log may say of a Redis URL: its address and database, never its
// password.
func redisTarget(redisURL string) []any {
	options, err := redis.ParseURL(redisURL)
	if err != nil {
		return nil
	}
	return []any{"addr", options.Addr, "db", options.DB}
}

// redisLog hands the Redis client's own messages (a connection that failed) to the
// application's logger, so that they are in its format; they hold no key and no password.
type redisLog struct{ logger *slog.Logger }

func (l redisLog) Printf(ctx context.Context, format string, v ...any) {
	l.logger.WarnContext(ctx, fmt.Sprintf(format, v...), "component", "redis")
}
