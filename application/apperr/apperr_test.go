package apperr

import (
	"errors"
	"fmt"
	"testing"

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
