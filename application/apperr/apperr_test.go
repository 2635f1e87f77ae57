package apperr

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestKindOf(t *testing.T) {
	cause := errors.New("dial tcp: refused")
	tests := []struct {
		name string
		err  error
		want Kind
	}{
		{"application error", New(NotFound, "Template not found"), NotFound},
		{"wrapped twice", fmt.Errorf("outer: %w", fmt.Errorf("inner: %w", New(Conflict, "Taken"))), Conflict},
		{"plain error", cause, Internal},
		{"nil", nil, Internal},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, KindOf(tt.err))
		})
	}
}

func TestWrapKeepsTheCauseForTheLogsOnly(t *testing.T) {
	cause := errors.New("dial tcp: refused")
	err := Wrap(Unavailable, "The database is unreachable.", cause)
	assert.ErrorIs(t, err, cause)
	assert.Equal(t, "The database is unreachable.", err.Message)
	assert.Equal(t, "The database is unreachable.: dial tcp: refused", err.Error())
	assert.Equal(t, "Not found", New(NotFound, "Not found").Error())
}

func TestWaitTextRoundsUp(t *testing.T) {
	tests := []struct {
		wait time.Duration
		want string
	}{
		{40 * time.Minute, "40 minutes"},
		{14*time.Minute + 1*time.Second, "15 minutes"},
		{61 * time.Second, "2 minutes"},
		{60 * time.Second, "60 seconds"},
		{1500 * time.Millisecond, "2 seconds"},
		{time.Second, "a moment"},
		{0, "a moment"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, WaitText(tt.wait), tt.wait.String())
	}
}
