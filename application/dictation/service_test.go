package dictation

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// memoryTranscripts knows sessions per owner and how many transcripts each holds.
type memoryTranscripts map[string]map[string]int

func (m memoryTranscripts) ClearSession(_ context.Context, owner, session string) (int, error) {
	count, ok := m[owner][session]
	if !ok {
		return 0, ports.ErrNotFound
	}
	m[owner][session] = 0
	return count, nil
}

func TestClearSessionTranscripts(t *testing.T) {
	s := NewService(memoryTranscripts{"anna": {"s1": 3}, "ben": {}})
	ctx := context.Background()
	cleared, err := s.ClearSessionTranscripts(ctx, account.User{ID: "anna"}, "s1")
	require.NoError(t, err)
	assert.Equal(t, 3, cleared)

	_, err = s.ClearSessionTranscripts(ctx, account.User{ID: "ben"}, "s1")
	assert.Equal(t, apperr.NotFound, apperr.KindOf(err))
	assert.EqualError(t, err, "Session not found")
}
