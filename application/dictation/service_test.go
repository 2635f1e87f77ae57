package dictation

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports/portstest"
)

func TestClearSessionTranscripts(t *testing.T) {
	recordings := portstest.NewMemory().Recordings
	for _, id := range []string{"r1", "r2", "r3"} {
		recordings.Add(portstest.Recording{ID: id, OwnerID: "anna", SessionID: "s1", Language: "en", Transcript: true})
	}
	s := NewService(recordings)
	ctx := context.Background()
	cleared, err := s.ClearSessionTranscripts(ctx, account.User{ID: "anna"}, "s1")
	require.NoError(t, err)
	assert.Equal(t, 3, cleared)

	_, err = s.ClearSessionTranscripts(ctx, account.User{ID: "ben"}, "s1")
	assert.Equal(t, apperr.NotFound, apperr.KindOf(err))
	assert.EqualError(t, err, "Session not found")
}
