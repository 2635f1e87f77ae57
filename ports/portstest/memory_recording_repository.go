package portstest

import (
	"context"
	"slices"

	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/ports"
)

// Create stores a new recording without a transcript if allowed permits it, given what its
// session holds.
func (r *Recordings) Create(_ context.Context, recording dictation.Recording, allowed func(dictation.SessionUse) error) error {
	defer r.db.lock()()
	for _, existing := range r.db.recordings {
		if existing.ID == recording.ID {
			return ports.ErrConflict
		}
	}
	var use dictation.SessionUse
	if recording.SessionID != "" {
		use.Owner = r.sessionOwner(recording.SessionID)
		for _, stored := range r.db.recordings {
			if stored.SessionID == recording.SessionID && stored.OwnerID == recording.OwnerID {
				use.Recordings++
			}
		}
	}
	if err := allowed(use); err != nil {
		return err
	}
	r.db.recordings = append(r.db.recordings, Recording{
		ID: recording.ID, OwnerID: recording.OwnerID, SessionID: recording.SessionID, Language: recording.Language,
		Duration: recording.Timing.Duration, Status: recording.Status, Start: recording.Timing.Start, End: recording.Timing.End,
		TemplateID: recording.TemplateID, UserTemplateID: recording.UserTemplateID, FileSize: recording.FileSize, CreatedAt: recording.CreatedAt,
	})
	return nil
}

// Get returns the owner's recording with its transcript when one is stored.
func (r *Recordings) Get(_ context.Context, ownerID, id string) (dictation.Recording, error) {
	defer r.db.lock()()
	i := r.find(ownerID, id)
	if i < 0 {
		return dictation.Recording{}, ports.ErrNotFound
	}
	return r.db.recordings[i].recording(), nil
}

// SetStatus moves the owner's recording to status.
func (r *Recordings) SetStatus(_ context.Context, ownerID, id string, status dictation.Status) error {
	defer r.db.lock()()
	i := r.find(ownerID, id)
	if i < 0 {
		return ports.ErrNotFound
	}
	r.db.recordings[i].Status = status
	return nil
}

// SaveTranscription stores the transcript and marks the recording transcribed.
func (r *Recordings) SaveTranscription(_ context.Context, ownerID, id string, saved ports.TranscriptionSaved) error {
	defer r.db.lock()()
	i := r.find(ownerID, id)
	if i < 0 {
		return ports.ErrNotFound
	}
	stored := &r.db.recordings[i]
	stored.Status = dictation.StatusTranscribed
	stored.FileSize = saved.FileSize
	if saved.Duration > 0 {
		stored.Duration = saved.Duration
	}
	stored.Transcript, stored.TranscriptAt = true, saved.At
	if stored.FirstTranscriptAt.IsZero() {
		stored.FirstTranscriptAt = saved.At
	}
	stored.Text, stored.Corrections = saved.Transcript, slices.Clone(saved.Corrections)
	return nil
}

// ListSession returns the owner's recordings of session, oldest first.
func (r *Recordings) ListSession(_ context.Context, ownerID, sessionID string) ([]dictation.Recording, error) {
	defer r.db.lock()()
	var out []dictation.Recording
	for _, stored := range r.db.recordings {
		if stored.OwnerID == ownerID && stored.SessionID != "" && stored.SessionID == sessionID {
			out = append(out, stored.recording())
		}
	}
	slices.SortStableFunc(out, func(a, b dictation.Recording) int { return a.CreatedAt.Compare(b.CreatedAt) })
	return out, nil
}

// SessionOwner returns the owner of the session's first recording.
func (r *Recordings) SessionOwner(_ context.Context, sessionID string) (string, error) {
	defer r.db.lock()()
	if owner := r.sessionOwner(sessionID); owner != "" {
		return owner, nil
	}
	return "", ports.ErrNotFound
}

// sessionOwner is the owner of the session's first recording (the oldest, then the lowest
// id), "" when none uses it; the caller holds the lock.
func (r *Recordings) sessionOwner(sessionID string) string {
	var first *Recording
	for i, stored := range r.db.recordings {
		if sessionID == "" || stored.SessionID != sessionID {
			continue
		}
		if first == nil || stored.CreatedAt.Before(first.CreatedAt) || (stored.CreatedAt.Equal(first.CreatedAt) && stored.ID < first.ID) {
			first = &r.db.recordings[i]
		}
	}
	if first == nil {
		return ""
	}
	return first.OwnerID
}

func (r *Recordings) find(ownerID, id string) int {
	return slices.IndexFunc(r.db.recordings, func(stored Recording) bool { return stored.ID == id && stored.OwnerID == ownerID })
}

// recording is the stored row as the port returns it; the text only while it is stored.
func (stored Recording) recording() dictation.Recording {
	out := dictation.Recording{
		ID: stored.ID, OwnerID: stored.OwnerID, SessionID: stored.SessionID, Language: stored.Language, Status: stored.Status,
		Timing:     dictation.Timing{Start: stored.Start, End: stored.End, Duration: stored.Duration},
		TemplateID: stored.TemplateID, UserTemplateID: stored.UserTemplateID, FileSize: stored.FileSize, CreatedAt: stored.CreatedAt,
	}
	if stored.Transcript {
		out.Transcript, out.Corrections = stored.Text, slices.Clone(stored.Corrections)
	}
	return out
}
