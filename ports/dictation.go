package ports

import (
	"context"
	"time"

	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/domain/report"
)

// SessionTranscripts removes the transcript text of dictation sessions; the recordings'
// metadata stays for the statistics. Deleted text must not stay readable in the database's
// files either, so implementations overwrite it rather than only unlink it.
type SessionTranscripts interface {
	// ClearSession deletes the transcripts of the owner's recordings in session and returns
	// how many it deleted; ErrNotFound when the owner has no recording in that session.
	ClearSession(ctx context.Context, ownerID, sessionID string) (int, error)
	// DeleteCreatedBefore deletes every transcript stored before cutoff (the retention
	// period) and returns how many.
	DeleteCreatedBefore(ctx context.Context, cutoff time.Time) (int, error)
}

// TranscriptionSaved is what a finished transcription stores on its recording.
type TranscriptionSaved struct {
	Transcript  dictation.Transcript
	Corrections []report.Correction
	FileSize    int64
	// Duration replaces the recorded duration when the speech engine measured one.
	Duration time.Duration
	At       time.Time
}

// RecordingRepository stores dictated recordings and their transcripts. Every method but
// SessionOwner is scoped to the owner: another user's recording is ErrNotFound. A dictation
// session is the recordings with one session id; it belongs to the owner of its first
// recording (the oldest, then the lowest id).
type RecordingRepository interface {
	// Create stores a new recording without a transcript if allowed, given what the
	// recording's session holds (an empty SessionUse for a recording without a session),
	// permits it; the check and the insert happen in one transaction, so that parallel
	// requests of the owner cannot pass a session's cap together.
	Create(ctx context.Context, r dictation.Recording, allowed func(session dictation.SessionUse) error) error
	// SessionOwner returns whose the session is: the owner of its first recording;
	// ErrNotFound when no recording uses the session id.
	SessionOwner(ctx context.Context, sessionID string) (string, error)
	Get(ctx context.Context, ownerID, id string) (dictation.Recording, error)
	SetStatus(ctx context.Context, ownerID, id string, status dictation.Status) error
	// SaveTranscription stores the transcript (replacing an earlier one) and marks the
	// recording transcribed.
	SaveTranscription(ctx context.Context, ownerID, id string, saved TranscriptionSaved) error
	// ListSession returns the owner's recordings of a session, oldest first, with the
	// transcripts still stored.
	ListSession(ctx context.Context, ownerID, sessionID string) ([]dictation.Recording, error)
}
