package system

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/radscribe/radscribe/application/apperr"
)

type fakeDatabase struct{ err error }

func (f fakeDatabase) Ping(ctx context.Context) error {
	if _, ok := ctx.Deadline(); !ok {
		return errors.New("probe without deadline")
	}
	return f.err
}

func TestReady(t *testing.T) {
	tests := []struct {
		name     string
		pingErr  error
		wantKind apperr.Kind
		wantOK   bool
	}{
		{name: "database answers", wantOK: true},
		{name: "database down", pingErr: errors.New("connection refused"), wantKind: apperr.Unavailable},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := NewService(fakeDatabase{err: tt.pingErr}).Ready(context.Background())
			if tt.wantOK {
				assert.NoError(t, err)
				return
			}
			assert.Equal(t, tt.wantKind, apperr.KindOf(err))
			assert.ErrorIs(t, err, tt.pingErr)
		})
	}
}
