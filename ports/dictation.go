package ports

import (
	"context"
	"time"
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
