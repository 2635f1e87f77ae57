package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/ports"
)

// Transcripts implements ports.SessionTranscripts over recording_transcripts.
type Transcripts struct{ db *gorm.DB }

// NewTranscripts returns the transcript store.
func NewTranscripts(db *gorm.DB) *Transcripts { return &Transcripts{db: db} }

// ClearSession deletes the transcripts of the owner's recordings in session; the recordings
// themselves stay. The text is wiped from the database files too (wipeDeleted).
func (s *Transcripts) ClearSession(ctx context.Context, ownerID, sessionID string) (int, error) {
	var cleared int64
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var recordings int64
		err := tx.Raw(`SELECT COUNT(*) FROM recordings WHERE user_id = ? AND session_id = ?`, ownerID, sessionID).Scan(&recordings).Error
		if err != nil {
			return err
		}
		if recordings == 0 {
			return ports.ErrNotFound
		}
		deleted := tx.Exec(`DELETE FROM recording_transcripts WHERE recording_id IN
			(SELECT id FROM recordings WHERE user_id = ? AND session_id = ?)`, ownerID, sessionID)
		cleared = deleted.RowsAffected
		return deleted.Error
	})
	if err != nil {
		return 0, err
	}
	return int(cleared), wipeDeleted(ctx, s.db)
}

// DeleteCreatedBefore deletes the transcripts stored before cutoff and wipes them from the
// database files. It wipes even when nothing is deleted, so a run after one whose wipe failed
// finishes it.
func (s *Transcripts) DeleteCreatedBefore(ctx context.Context, cutoff time.Time) (int, error) {
	deleted := s.db.WithContext(ctx).Exec(`DELETE FROM recording_transcripts WHERE created_at < ?`, cutoff.UTC())
	if deleted.Error != nil {
		return 0, deleted.Error
	}
	return int(deleted.RowsAffected), wipeDeleted(ctx, s.db)
}

var _ ports.SessionTranscripts = (*Transcripts)(nil)
