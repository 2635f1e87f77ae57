package ports

import "context"

// SessionTranscripts removes the transcript text of dictation sessions; the recordings'
// metadata stays for the statistics.
type SessionTranscripts interface {
	// ClearSession deletes the transcripts of the owner's recordings in session and returns
	// how many it deleted; ErrNotFound when the owner has no recording in that session.
	ClearSession(ctx context.Context, ownerID, sessionID string) (int, error)
}
