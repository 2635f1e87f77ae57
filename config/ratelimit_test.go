package config

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRateLimitsCountInMemoryByDefault(t *testing.T) {
	t.Chdir(t.TempDir())
	cfg, err := Load("")
	require.NoError(t, err)
	assert.Equal(t, RateLimit{Provider: RateLimitProviderMemory}, cfg.RateLimit)
}

func TestRateLimitRedisFromTheEnvironment(t *testing.T) {
	for _, redisURL := range []string{
		"redis://127.0.0.1:6379/0", "redis://:s3cret@redis.internal:6379", "rediss://user:s3cret@redis.example.com:6380/2",
		"unix:///run/redis/redis.sock",
	} {
		t.Run(redisURL, func(t *testing.T) {
			t.Chdir(t.TempDir())
			t.Setenv("RADSCRIBE_RATELIMIT_PROVIDER", "redis")
			t.Setenv("RADSCRIBE_RATELIMIT_REDIS_URL", redisURL)
			cfg, err := Load("")
			require.NoError(t, err)
			assert.Equal(t, RateLimit{Provider: RateLimitProviderRedis, RedisURL: redisURL}, cfg.RateLimit)
		})
	}
}

func TestRateLimitValidation(t *testing.T) {
	tests := []struct {
		name     string
		env      map[string]string
		wantErr  string
		password string
	}{
		{"unknown provider", map[string]string{"RADSCRIBE_RATELIMIT_PROVIDER": "memcached"},
			`ratelimit.provider: "memcached" is not valid; choose one of memory, redis`, ""},
		{"redis needs a URL", map[string]string{"RADSCRIBE_RATELIMIT_PROVIDER": "redis"},
			"ratelimit.redis_url: is required when ratelimit.provider is redis", ""},
		{"another scheme", map[string]string{"RADSCRIBE_RATELIMIT_PROVIDER": "redis", "RADSCRIBE_RATELIMIT_REDIS_URL": "http://:pa55word@127.0.0.1:6379"},
			"ratelimit.redis_url: must start with redis://, rediss:// or unix://", "pa55word"},
		{"no host", map[string]string{"RADSCRIBE_RATELIMIT_PROVIDER": "redis", "RADSCRIBE_RATELIMIT_REDIS_URL": "redis:///0"},
			"ratelimit.redis_url: names no host", ""},
		{"database not a number", map[string]string{"RADSCRIBE_RATELIMIT_PROVIDER": "redis", "RADSCRIBE_RATELIMIT_REDIS_URL": "redis://:pa55word@127.0.0.1:6379/limits"},
			"ratelimit.redis_url: the path must be a database number", "pa55word"},
		{"not a URL", map[string]string{"RADSCRIBE_RATELIMIT_PROVIDER": "redis", "RADSCRIBE_RATELIMIT_REDIS_URL": "redis://:pa55word@[::1"},
			"ratelimit.redis_url: is not a URL", "pa55word"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assertLoadFails(t, tt.env, tt.wantErr)
			if tt.password == "" {
				return
			}
			_, err := Load("")
			assert.NotContains(t, err.Error(), tt.password, "the message never repeats the password")
		})
	}
}

func TestTheRedisURLIsIgnoredForTheMemoryLimiter(t *testing.T) {
	t.Chdir(t.TempDir())
	t.Setenv("RADSCRIBE_RATELIMIT_REDIS_URL", "not a url")
	_, err := Load("")
	assert.NoError(t, err)
}
