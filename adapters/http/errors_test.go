package http

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/ports"
)

func TestWriteErrorMapsKindsToStatuses(t *testing.T) {
	tests := []struct {
		name    string
		err     error
		status  int
		message string
	}{
		{"invalid", apperr.New(apperr.Invalid, "Please enter a valid email address"), 400, "Please enter a valid email address"},
		{"unauthenticated", apperr.New(apperr.Unauthenticated, "Please sign in."), 401, "Please sign in."},
		{"forbidden", apperr.New(apperr.Forbidden, "Admins only."), 403, "Admins only."},
		{"not found", apperr.New(apperr.NotFound, "Template not found"), 404, "Template not found"},
		{"conflict", apperr.New(apperr.Conflict, "A template with this name exists."), 409, "A template with this name exists."},
		{"too large", apperr.New(apperr.TooLarge, "Transcript too long."), 413, "Transcript too long."},
		{"rate limited", apperr.New(apperr.RateLimited, "Too many attempts."), 429, "Too many attempts."},
		{"unavailable", apperr.Wrap(apperr.Unavailable, "Try later.", errors.New("dial")), 503, "Try later."},
		{"wrapped application error", fmt.Errorf("saving: %w", apperr.New(apperr.Conflict, "Taken.")), 409, "Taken."},
		{"internal hides its message", apperr.Wrap(apperr.Internal, "sql: secret detail", errors.New("x")), 500, messageInternal},
		{"plain error hides its text", errors.New("pq: password authentication failed"), 500, messageInternal},
		{"unreachable database", fmt.Errorf("reading the session: %w", fmt.Errorf("%w: dial tcp: connection refused", ports.ErrDatabaseUnavailable)), 503, messageUnavailable},
		{"a deadline that passed", fmt.Errorf("openai: chat completion failed: %w", context.DeadlineExceeded), 503, messageUnavailable},
		{"the application's kind comes first", apperr.Wrap(apperr.NotFound, "Template not found", ports.ErrDatabaseUnavailable), 404, "Template not found"},
		{"body too large", fmt.Errorf("reading: %w", &http.MaxBytesError{Limit: 10}), 413, "The request is too large: at most 10 bytes are accepted."},
		{"recording too large", &http.MaxBytesError{Limit: 25 << 20}, 413, "The request is too large: at most 25 MB are accepted."},
	}
	gin.SetMode(gin.ReleaseMode)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := httptest.NewRecorder()
			c, _ := gin.CreateTestContext(rec)
			c.Request = httptest.NewRequest("GET", "/api/x", nil)
			writeError(c, tt.err)
			assert.Equal(t, tt.status, rec.Code)
			assert.JSONEq(t, fmt.Sprintf(`{"message":%q}`, tt.message), rec.Body.String())
		})
	}
}

func TestEvery429SaysWhenToRetry(t *testing.T) {
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"the error's wait", apperr.TooMany("Please wait.", 42*time.Second), "42"},
		{"rounded up", fmt.Errorf("login: %w", apperr.TooMany("Please wait.", 1500*time.Millisecond)), "2"},
		{"at least a second", apperr.TooMany("Please wait.", time.Millisecond), "1"},
		{"a minute when the error does not say", apperr.New(apperr.RateLimited, "Please wait."), "60"},
	}
	gin.SetMode(gin.ReleaseMode)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := httptest.NewRecorder()
			c, _ := gin.CreateTestContext(rec)
			c.Request = httptest.NewRequest("GET", "/api/x", nil)
			writeError(c, tt.err)
			assert.Equal(t, 429, rec.Code)
			assert.Equal(t, tt.want, rec.Header().Get("Retry-After"))
		})
	}
	rec := httptest.NewRecorder()
	c, _ := gin.CreateTestContext(rec)
	c.Request = httptest.NewRequest("GET", "/api/x", nil)
	writeError(c, apperr.New(apperr.Invalid, "No."))
	assert.Empty(t, rec.Header().Get("Retry-After"), "only a 429 carries it")
}
