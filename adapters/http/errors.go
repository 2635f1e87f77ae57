package http

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/ports"
)

// messageInternal is all a client learns of a failure on our side; the cause goes to the log.
const messageInternal = "Something went wrong on our side. Please try again."

// messageUnavailable answers a request that could not be served in time because the database
// cannot be reached or a service did not answer before the request's deadline; the same
// request succeeds once they answer again.
const messageUnavailable = "The service is temporarily unavailable. Please try again in a moment."

var statusByKind = map[apperr.Kind]int{
	apperr.Internal:         http.StatusInternalServerError,
	apperr.Invalid:          http.StatusBadRequest,
	apperr.Unauthenticated:  http.StatusUnauthorized,
	apperr.Forbidden:        http.StatusForbidden,
	apperr.NotFound:         http.StatusNotFound,
	apperr.Conflict:         http.StatusConflict,
	apperr.TooLarge:         http.StatusRequestEntityTooLarge,
	apperr.RateLimited:      http.StatusTooManyRequests,
	apperr.Unavailable:      http.StatusServiceUnavailable,
	apperr.UnsupportedMedia: http.StatusUnsupportedMediaType,
	apperr.PaymentRequired:  http.StatusPaymentRequired,
}

// errorBody is the one shape of every error answer: the UI shows message as it is.
type errorBody struct {
	Message string `json:"message"`
	Code    string `json:"code,omitempty"`
}

// writeError is the single place that turns an error into an HTTP answer. Every 429 says in
// Retry-After when to try again.
func writeError(c *gin.Context, err error) {
	status, message, code := statusAndMessage(err)
	if status >= http.StatusInternalServerError {
		requestLogger(c).ErrorContext(c.Request.Context(), "request failed", "request_id", requestID(c), "status", status, "error", err)
	}
	if status == http.StatusTooManyRequests {
		c.Header("Retry-After", retryAfter(err))
	}
	c.AbortWithStatusJSON(status, errorBody{Message: message, Code: code})
}

// defaultRetryAfter is the wait a 429 asks for when the error does not say.
const defaultRetryAfter = time.Minute

// retryAfter is a 429's Retry-After: the error's wait in whole seconds, rounded up, at least 1.
func retryAfter(err error) string {
	wait := defaultRetryAfter
	var appErr *apperr.Error
	if errors.As(err, &appErr) && appErr.RetryAfter > 0 {
		wait = appErr.RetryAfter
	}
	return strconv.Itoa(max(1, int(math.Ceil(wait.Seconds()))))
}

// statusAndMessage is the status, the message shown and the code of an error; an unreachable
// database or a deadline that passed says to try again in a moment, and any other error that
// is not the application's says only that something went wrong.
func statusAndMessage(err error) (int, string, string) {
	var appErr *apperr.Error
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		return http.StatusRequestEntityTooLarge, "The request is too large: at most " + sizeText(tooLarge.Limit) + " are accepted.", ""
	case errors.As(err, &appErr) && appErr.Kind != apperr.Internal:
		return statusByKind[appErr.Kind], appErr.Message, appErr.Code
	case errors.Is(err, ports.ErrDatabaseUnavailable), errors.Is(err, context.DeadlineExceeded):
		return http.StatusServiceUnavailable, messageUnavailable, ""
	}
	return http.StatusInternalServerError, messageInternal, ""
}

// sizeText says a limit as people read it: whole megabytes from 1 MiB up, else bytes.
func sizeText(limit int64) string {
	if limit >= 1<<20 && limit%(1<<20) == 0 {
		return fmt.Sprintf("%d MB", limit>>20)
	}
	return fmt.Sprintf("%d bytes", limit)
}

// writeStatus answers an HTTP-level refusal (wrong method) in the same shape.
func writeStatus(c *gin.Context, status int, message string) {
	c.AbortWithStatusJSON(status, errorBody{Message: message})
}
