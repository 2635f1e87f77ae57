package store

import (
	"context"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/ports"
)

// Transcripts implements ports.SessionTranscripts over recording_transcripts.
type Transcripts struct{ db *gorm.DB }

// NewTranscripts returns the transcript store.
func NewTranscripts(db *gorm.DB) *Transcripts { return &Transcripts{db: db} }

// ClearSession deletes the transcripts of the owner's recordings in session; the recordings
// themselves stay.
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
	return int(cleared), err
}

var _ ports.SessionTranscripts = (*Transcripts)(nil)
