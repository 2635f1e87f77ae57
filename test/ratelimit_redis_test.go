package test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/ratelimit/redistest"
	"github.com/radscribe/radscribe/config"
)

// TestSignInAnswers503WhileRedisIsDown cuts the connection to the rate limiter's Redis with a
// proxy in between: sign-in must neither let attempts through uncounted nor fail with 500, but
// answer 503 with a message, and count again once Redis is back, without a restart.
func TestSignInAnswers503WhileRedisIsDown(t *testing.T) {
	redisURL, err := url.Parse(redistest.URL(t))
	require.NoError(t, err)
	proxy := newToggleProxy(t, redisURL.Host)
	redisURL.Host = proxy.addr

	cfg := testConfig(t)
	cfg.RateLimit = config.RateLimit{Provider: config.RateLimitProviderRedis, RedisURL: redisURL.String()}
	// The counts outlive the test in Redis: a client and addresses of this run's own keep the
	// runs of the last quarter of an hour from adding up to a refusal.
	cfg.HTTP.TrustedProxies = []string{"127.0.0.1"}
	run := time.Now().UnixNano()
	clientIP := fmt.Sprintf("10.%d.%d.%d", run%250+1, run/250%250+1, run/62500%250+1)
	base := startApp(t, cfg)
	attempt := 0
	login := func() (int, string) {
		t.Helper()
		attempt++
		body, err := json.Marshal(map[string]string{"email": fmt.Sprintf("nobody-%d-%d@klinik.example", run, attempt), "password": "Wrong-guess-1"})
		require.NoError(t, err)
		req, err := http.NewRequest(http.MethodPost, base+"/api/auth/email/login", bytes.NewReader(body))
		require.NoError(t, err)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Forwarded-For", clientIP)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		defer resp.Body.Close()
		var answer struct{ Message string }
		require.NoError(t, json.NewDecoder(resp.Body).Decode(&answer))
		return resp.StatusCode, answer.Message
	}

	status, _ := login()
	require.Equal(t, http.StatusUnauthorized, status)

	proxy.setUp(false)
	started := time.Now()
	status, message := login()
	assert.Equal(t, http.StatusServiceUnavailable, status)
	assert.Equal(t, "Please try again in a moment.", message)
	t.Logf("a sign-in answered 503 %s after Redis went away", time.Since(started).Round(time.Millisecond))
	assert.Less(t, time.Since(started), 3*time.Second, "a missing Redis does not hold sign-in")
	status, _ = getJSON(t, base+"/api/site-info")
	assert.Equal(t, http.StatusOK, status, "what takes from no limit still works")

	proxy.setUp(true)
	assert.Eventually(t, func() bool {
		status, _ := login()
		return status == http.StatusUnauthorized
	}, 10*time.Second, 100*time.Millisecond, "sign-in counts again once Redis is back")
}
