package openairetry

import (
	"errors"
	"strconv"
	"time"

	"github.com/openai/openai-go/v3"
)

// maxServerWait caps a wait; a server that asks for longer (or a backoff grown past it) gives up
// instead.
const maxServerWait = 30 * time.Second

// schedule is the wait before each retry: what the server asks for, or else the backoff, which
// doubles each time it is used.
type schedule struct {
	backoff time.Duration
}

// next is the wait before the retry after err; false when it would exceed maxServerWait.
func (s *schedule) next(err error) (time.Duration, bool) {
	delay, ok := serverWait(err)
	if !ok {
		delay, s.backoff = s.backoff, s.backoff*2
	}
	return delay, delay <= maxServerWait
}

// serverWait is the wait a 429 or 503 asks for in Retry-After (seconds).
func serverWait(err error) (time.Duration, bool) {
	var apiErr *openai.Error
	if !errors.As(err, &apiErr) || apiErr.Response == nil {
		return 0, false
	}
	seconds, convErr := strconv.Atoi(apiErr.Response.Header.Get("Retry-After"))
	if convErr != nil || seconds < 0 {
		return 0, false
	}
	return time.Duration(seconds) * time.Second, true
}
