package portstest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/ports"
)

func recordingStatsContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, ben := TwoUsers(t, r.Users)
	recordings := r.RecordingStats
	stats, err := recordings.ForUser(ctx, anna)
	require.NoError(t, err)
	assert.Equal(t, ports.UserStats{LanguageUsage: map[string]int{}}, stats, "zero without recordings")

	insert := func(id, owner, session, language string, duration time.Duration) {
		r.Backdoor.AddRecording(t, Recording{ID: id, OwnerID: owner, SessionID: session, Language: language, Duration: duration})
	}
	insert("r1", anna, "s1", "en", 30*time.Second)
	insert("r2", anna, "s1", "en", 30*time.Second)
	insert("r3", anna, "", "de", 90*time.Second)
	insert("r4", ben, "s9", "fr", 10*time.Second)

	stats, err = recordings.ForUser(ctx, anna)
	require.NoError(t, err)
	assert.Equal(t, 3, stats.TotalRecordings)
	assert.InDelta(t, 75.0, stats.AvgSecondsPerReport, 0.001, "150 s over two sessions")
	assert.Equal(t, map[string]int{"en": 2, "de": 1}, stats.LanguageUsage)
}

func sessionTranscriptsContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, ben := TwoUsers(t, r.Users)
	recording := func(id, owner, session string, transcript bool) {
		r.Backdoor.AddRecording(t, Recording{ID: id, OwnerID: owner, SessionID: session, Language: "en", Duration: time.Second, Transcript: transcript})
	}
	recording("r1", anna, "s1", true)
	recording("r2", anna, "s1", true)
	recording("r3", anna, "s1", false)
	recording("r4", anna, "s2", true)
	recording("r5", anna, "", true)
	recording("r6", ben, "s9", true)
	transcripts := r.SessionTranscripts

	_, err := transcripts.ClearSession(ctx, ben, "s1")
	assert.ErrorIs(t, err, ports.ErrNotFound, "another user's session is not found")
	_, err = transcripts.ClearSession(ctx, anna, "missing")
	assert.ErrorIs(t, err, ports.ErrNotFound)

	cleared, err := transcripts.ClearSession(ctx, anna, "s1")
	require.NoError(t, err)
	assert.Equal(t, 2, cleared)
	cleared, err = transcripts.ClearSession(ctx, anna, "s1")
	require.NoError(t, err)
	assert.Equal(t, 0, cleared, "a cleared session is still known")

	assert.Equal(t, []string{"r4", "r5", "r6"}, r.Backdoor.TranscriptsLeft(t), "other sessions and users keep theirs")
	stats, err := r.RecordingStats.ForUser(ctx, anna)
	require.NoError(t, err)
	assert.Equal(t, 5, stats.TotalRecordings, "the recordings stay for the statistics")
}

func transcriptRetentionContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, ben := TwoUsers(t, r.Users)
	recording := func(id, owner string, storedAt time.Time) {
		r.Backdoor.AddRecording(t, Recording{ID: id, OwnerID: owner, SessionID: "s1", Language: "en", Duration: time.Second, Transcript: true, TranscriptAt: storedAt})
	}
	recording("r1", anna, Now.Add(-25*time.Hour))
	recording("r2", ben, Now.Add(-24*time.Hour-time.Second))
	recording("r3", anna, Now.Add(-24*time.Hour))
	recording("r4", ben, Now)

	deleted, err := r.SessionTranscripts.DeleteCreatedBefore(ctx, Now.Add(-24*time.Hour))
	require.NoError(t, err)
	assert.Equal(t, 2, deleted, "every user's transcripts older than the cutoff")
	assert.Equal(t, []string{"r3", "r4"}, r.Backdoor.TranscriptsLeft(t))
	stats, err := r.RecordingStats.ForUser(ctx, anna)
	require.NoError(t, err)
	assert.Equal(t, 2, stats.TotalRecordings, "the recordings stay for the statistics")
}
