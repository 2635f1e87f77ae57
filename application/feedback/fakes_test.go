package feedback

import (
	"context"
	"errors"
	"time"

	"github.com/radscribe/radscribe/domain/feedback"
)

// memoryFeedback stands in for the store; the store has its own contract test.
type memoryFeedback struct{ rows []feedback.Feedback }

func (m *memoryFeedback) Create(_ context.Context, f feedback.Feedback) error {
	m.rows = append(m.rows, f)
	return nil
}

// countingLimiter allows budget takes per key.
type countingLimiter struct {
	taken  map[string]int
	broken bool
}

func (l *countingLimiter) Take(_ context.Context, key string, limit int, _ time.Duration) (bool, time.Duration, error) {
	if l.broken {
		return false, 0, errors.New("limiter down")
	}
	l.taken[key]++
	return l.taken[key] <= limit, time.Minute, nil
}

type fixedClock struct{ now time.Time }

func (c fixedClock) Now() time.Time { return c.now }
