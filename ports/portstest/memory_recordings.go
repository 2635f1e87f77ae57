package portstest

import (
	"context"
	"slices"
	"time"

	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/ports"
)

// Recording is a dictated recording as the dictation feature stores it; tests add them
// through Recordings.Add or a contract's Backdoor, or through ports.RecordingRepository.
type Recording struct {
	ID        string
	OwnerID   string
	SessionID string // empty: the recording belongs to no dictation session
	Language  string
	Duration  time.Duration
	// Transcript tells whether the recording's transcript is still stored.
	Transcript bool
	// TranscriptAt is when the transcript was stored; zero means Now.
	TranscriptAt time.Time
	// FirstTranscriptAt is when the first transcript was stored, which a later transcription
	// does not move; zero when none was.
	FirstTranscriptAt time.Time
	// What ports.RecordingRepository writes besides: zero values when a test adds the row.
	Status                     dictation.Status
	Start, End                 time.Time
	TemplateID, UserTemplateID string
	FileSize                   int64
	CreatedAt                  time.Time
	Text                       dictation.Transcript
	Corrections                []report.Correction
}

// TranscriptStoredAt is when r's transcript was stored.
func (r Recording) TranscriptStoredAt() time.Time {
	if r.TranscriptAt.IsZero() {
		return Now
	}
	return r.TranscriptAt
}

// Recordings implements ports.RecordingStats and ports.SessionTranscripts in memory.
type Recordings struct{ db *tables }

// Add stores a recording.
func (r *Recordings) Add(recording Recording) {
	defer r.db.lock()()
	r.db.recordings = append(r.db.recordings, recording)
}

// WithTranscript returns the ids of the recordings whose transcript is still stored, sorted.
func (r *Recordings) WithTranscript() []string {
	defer r.db.lock()()
	var ids []string
	for _, recording := range r.db.recordings {
		if recording.Transcript {
			ids = append(ids, recording.ID)
		}
	}
	slices.Sort(ids)
	return ids
}

// ForUser counts the user's recordings, averages their recorded time per dictation session (a
// recording without a session is a session of its own) and counts recordings per language.
func (r *Recordings) ForUser(_ context.Context, userID string) (ports.UserStats, error) {
	defer r.db.lock()()
	stats := ports.UserStats{LanguageUsage: map[string]int{}}
	var total time.Duration
	for _, recording := range r.db.recordings {
		if recording.OwnerID != userID {
			continue
		}
		stats.TotalRecordings++
		stats.LanguageUsage[recording.Language]++
		total += recording.Duration
	}
	if n := len(distinctSessions(r.db.recordings, userID)); n > 0 {
		stats.AvgSecondsPerReport = total.Seconds() / float64(n)
	}
	return stats, nil
}

// distinctSessions lists the owner's dictation sessions, a recording without one counting as
// a session of its own.
func distinctSessions(recordings []Recording, ownerID string) map[string]bool {
	sessions := map[string]bool{}
	for _, recording := range recordings {
		if recording.OwnerID != ownerID {
			continue
		}
		if recording.SessionID == "" {
			sessions["recording:"+recording.ID] = true
		} else {
			sessions["session:"+recording.SessionID] = true
		}
	}
	return sessions
}

// ClearSession deletes the transcripts of the owner's recordings in session; the recordings
// themselves stay.
func (r *Recordings) ClearSession(_ context.Context, ownerID, sessionID string) (int, error) {
	defer r.db.lock()()
	found, cleared := false, 0
	for i, recording := range r.db.recordings {
		if recording.OwnerID != ownerID || recording.SessionID == "" || recording.SessionID != sessionID {
			continue
		}
		found = true
		if recording.Transcript {
			r.db.recordings[i].Transcript = false
			cleared++
		}
	}
	if !found {
		return 0, ports.ErrNotFound
	}
	return cleared, nil
}

// DeleteCreatedBefore deletes the transcripts stored before cutoff.
func (r *Recordings) DeleteCreatedBefore(_ context.Context, cutoff time.Time) (int, error) {
	defer r.db.lock()()
	deleted := 0
	for i, recording := range r.db.recordings {
		if recording.Transcript && recording.TranscriptStoredAt().Before(cutoff) {
			r.db.recordings[i].Transcript = false
			deleted++
		}
	}
	return deleted, nil
}

var (
	_ ports.RecordingStats      = (*Recordings)(nil)
	_ ports.SessionTranscripts  = (*Recordings)(nil)
	_ ports.RecordingRepository = (*Recordings)(nil)
)
