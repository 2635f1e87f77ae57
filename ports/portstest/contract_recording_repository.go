package portstest

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/ports"
)

func recordingRepositoryContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, ben := TwoUsers(t, r.Users)
	recordings := r.Recordings
	start := Now.Add(-time.Minute)
	first := dictation.Recording{
		ID: "rec-1", OwnerID: anna, SessionID: "session-1", Language: "de-ch", Status: dictation.StatusTranscribing,
		Timing:     dictation.Timing{Start: start, End: start.Add(42 * time.Second), Duration: 42 * time.Second},
		TemplateID: "tpl-1", CreatedAt: Now,
	}
	require.NoError(t, recordings.Create(ctx, first, anySession))
	assert.ErrorIs(t, recordings.Create(ctx, first, anySession), ports.ErrConflict, "an id is used once")
	second := dictation.Recording{ID: "rec-2", OwnerID: anna, SessionID: "session-1", Language: "de-ch", Status: dictation.StatusRecording, CreatedAt: Now.Add(time.Second)}
	require.NoError(t, recordings.Create(ctx, second, anySession))
	require.NoError(t, recordings.Create(ctx, dictation.Recording{ID: "rec-ben", OwnerID: ben, SessionID: "session-1", Language: "en", Status: dictation.StatusRecording, CreatedAt: Now}, anySession))

	got, err := recordings.Get(ctx, anna, "rec-1")
	require.NoError(t, err)
	assert.Equal(t, first, got, "read back as written, without a transcript")
	_, err = recordings.Get(ctx, ben, "rec-1")
	assert.ErrorIs(t, err, ports.ErrNotFound, "another user's recording is not found")
	_, err = recordings.Get(ctx, anna, "missing")
	assert.ErrorIs(t, err, ports.ErrNotFound)

	assert.ErrorIs(t, recordings.SetStatus(ctx, ben, "rec-2", dictation.StatusFailed), ports.ErrNotFound)
	require.NoError(t, recordings.SetStatus(ctx, anna, "rec-2", dictation.StatusFailed))
	got, err = recordings.Get(ctx, anna, "rec-2")
	require.NoError(t, err)
	assert.Equal(t, dictation.StatusFailed, got.Status)

	saved := ports.TranscriptionSaved{
		Transcript:  dictation.Transcript{Raw: "kein pneumo thorax", Corrected: "Kein Pneumothorax."},
		Corrections: []report.Correction{{Original: "pneumo thorax", Corrected: "Pneumothorax", Source: "lexicon"}},
		FileSize:    5120, Duration: 41500 * time.Millisecond, At: Now,
	}
	assert.ErrorIs(t, recordings.SaveTranscription(ctx, ben, "rec-1", saved), ports.ErrNotFound, "another user cannot write the text")
	require.NoError(t, recordings.SaveTranscription(ctx, anna, "rec-1", saved))
	got, err = recordings.Get(ctx, anna, "rec-1")
	require.NoError(t, err)
	assert.Equal(t, dictation.StatusTranscribed, got.Status)
	assert.Equal(t, saved.Transcript, got.Transcript)
	assert.Equal(t, saved.Corrections, got.Corrections)
	assert.Equal(t, int64(5120), got.FileSize)
	assert.Equal(t, 41500*time.Millisecond, got.Timing.Duration, "the engine's measure replaces the browser's")

	again := ports.TranscriptionSaved{Transcript: dictation.Transcript{Raw: "Herz normal."}, FileSize: 100, At: Now}
	require.NoError(t, recordings.SaveTranscription(ctx, anna, "rec-1", again), "a second transcription replaces the first")
	got, err = recordings.Get(ctx, anna, "rec-1")
	require.NoError(t, err)
	assert.Equal(t, dictation.Transcript{Raw: "Herz normal."}, got.Transcript)
	assert.Empty(t, got.Corrections)
	assert.Equal(t, 41500*time.Millisecond, got.Timing.Duration, "no measure keeps the duration")

	session, err := recordings.ListSession(ctx, anna, "session-1")
	require.NoError(t, err)
	require.Len(t, session, 2, "only the owner's recordings")
	assert.Equal(t, []string{"rec-1", "rec-2"}, []string{session[0].ID, session[1].ID}, "oldest first")
	assert.Equal(t, "Herz normal.", session[0].Transcript.Raw)
	assert.Equal(t, dictation.Transcript{}, session[1].Transcript)
	none, err := recordings.ListSession(ctx, anna, "other")
	require.NoError(t, err)
	assert.Empty(t, none)

	cleared, err := r.SessionTranscripts.ClearSession(ctx, anna, "session-1")
	require.NoError(t, err)
	assert.Equal(t, 1, cleared)
	got, err = recordings.Get(ctx, anna, "rec-1")
	require.NoError(t, err)
	assert.Equal(t, dictation.Transcript{}, got.Transcript, "New Report removes the text")
	assert.Empty(t, got.Corrections)
}

// anySession lets every recording join its session.
func anySession(dictation.SessionUse) error { return nil }

func recordingSessionContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, ben := TwoUsers(t, r.Users)
	recordings := r.Recordings
	var seen []dictation.SessionUse
	record := func(id, owner, session string, created time.Time) error {
		return recordings.Create(ctx, dictation.Recording{ID: id, OwnerID: owner, SessionID: session, Language: "en", Status: dictation.StatusRecording, CreatedAt: created},
			func(use dictation.SessionUse) error {
				seen = append(seen, use)
				return nil
			})
	}
	require.NoError(t, record("rec-1", anna, "session-1", Now))
	require.NoError(t, record("rec-2", anna, "session-1", Now.Add(time.Second)))
	// Rows of Ben's in Anna's session, as recordings stored before sessions were checked left
	// them; the first at the very time of Anna's first, which the lower id wins.
	require.NoError(t, record("rec-ben", ben, "session-1", Now))
	require.NoError(t, record("rec-3", ben, "session-1", Now.Add(2*time.Second)))
	require.NoError(t, record("rec-free", anna, "", Now))
	// Stored later, yet older: the oldest recording makes the session its owner's.
	require.NoError(t, record("rec-4", ben, "session-2", Now.Add(time.Hour)))
	require.NoError(t, record("rec-5", anna, "session-2", Now))
	require.NoError(t, record("rec-6", anna, "session-2", Now.Add(2*time.Hour)))
	assert.Equal(t, []dictation.SessionUse{
		{}, {Owner: anna, Recordings: 1}, {Owner: anna}, {Owner: anna, Recordings: 1}, {},
		{}, {Owner: ben}, {Owner: anna, Recordings: 1},
	}, seen, "the session's owner and the joiner's own recordings in it")

	for session, want := range map[string]string{"session-1": anna, "session-2": anna} {
		owner, err := recordings.SessionOwner(ctx, session)
		require.NoError(t, err)
		assert.Equal(t, want, owner, session)
	}
	for _, session := range []string{"unknown", ""} {
		_, err := recordings.SessionOwner(ctx, session)
		assert.ErrorIs(t, err, ports.ErrNotFound, "%q", session)
	}

	refusal := errors.New("the session is full")
	err := recordings.Create(ctx, dictation.Recording{ID: "rec-7", OwnerID: anna, SessionID: "session-1", Language: "en", Status: dictation.StatusRecording, CreatedAt: Now},
		func(dictation.SessionUse) error { return refusal })
	assert.ErrorIs(t, err, refusal, "the refusal is the answer")
	_, err = recordings.Get(ctx, anna, "rec-7")
	assert.ErrorIs(t, err, ports.ErrNotFound, "a refused recording is not stored")
	session, err := recordings.ListSession(ctx, anna, "session-1")
	require.NoError(t, err)
	assert.Len(t, session, 2)
}

func recordingSessionCapContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, _ := TwoUsers(t, r.Users)
	const limit = 5
	var wg sync.WaitGroup
	for i := range 12 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			recording := dictation.Recording{ID: fmt.Sprintf("rec-%d", i), OwnerID: anna, SessionID: "session-1", Language: "en", Status: dictation.StatusRecording, CreatedAt: Now}
			_ = r.Recordings.Create(ctx, recording, func(use dictation.SessionUse) error { return use.CheckJoin(anna, limit) })
		}()
	}
	wg.Wait()
	session, err := r.Recordings.ListSession(ctx, anna, "session-1")
	require.NoError(t, err)
	assert.Len(t, session, limit, "parallel recordings do not pass the session's cap together")
}
