package store

import (
	"context"
	"errors"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/ports"
)

// indexRecordingSessions lets a new recording find its session's first recording (and so the
// session's owner) whoever recorded it, without reading the whole table.
func indexRecordingSessions(tx *gorm.DB) error {
	return execAll(tx, `CREATE INDEX idx_recordings_session_first ON recordings (session_id, created_at, id)`)
}

// Create stores a new recording without a transcript if allowed permits it, given what its
// session holds, in one transaction holding the owner's row.
func (s *Recordings) Create(ctx context.Context, r dictation.Recording, allowed func(dictation.SessionUse) error) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := lockOwner(tx, r.OwnerID); err != nil {
			return err
		}
		var use dictation.SessionUse
		if r.SessionID != "" {
			owner, err := sessionOwner(tx, r.SessionID)
			if err != nil && !errors.Is(err, ports.ErrNotFound) {
				return err
			}
			var count int64
			if err := tx.Model(&recordingRow{}).Where("user_id = ? AND session_id = ?", r.OwnerID, r.SessionID).Count(&count).Error; err != nil {
				return err
			}
			use = dictation.SessionUse{Owner: owner, Recordings: int(count)}
		}
		if err := allowed(use); err != nil {
			return err
		}
		row := toRecordingRow(r)
		return translate(tx.Create(&row).Error)
	})
}

// SessionOwner returns the owner of the session's first recording.
func (s *Recordings) SessionOwner(ctx context.Context, sessionID string) (string, error) {
	return sessionOwner(s.db.WithContext(ctx), sessionID)
}

// sessionOwner is the owner of the session's first recording, the oldest, then the lowest id;
// ErrNotFound when none uses it.
func sessionOwner(db *gorm.DB, sessionID string) (string, error) {
	var owners []string
	err := db.Model(&recordingRow{}).Where("session_id = ?", sessionID).Order("created_at, id").Limit(1).Pluck("user_id", &owners).Error
	if err != nil {
		return "", err
	}
	if len(owners) == 0 {
		return "", ports.ErrNotFound
	}
	return owners[0], nil
}

// Get returns the owner's recording with its transcript when one is stored.
func (s *Recordings) Get(ctx context.Context, ownerID, id string) (dictation.Recording, error) {
	var row recordingRow
	err := s.db.WithContext(ctx).Where("id = ? AND user_id = ?", id, ownerID).Take(&row).Error
	if err != nil {
		return dictation.Recording{}, translate(err)
	}
	var text transcriptRow
	err = s.db.WithContext(ctx).Where("recording_id = ?", id).Take(&text).Error
	switch {
	case err == nil:
		return row.recording(&text), nil
	case translate(err) == ports.ErrNotFound:
		return row.recording(nil), nil
	}
	return dictation.Recording{}, err
}

// SetStatus moves the owner's recording to status.
func (s *Recordings) SetStatus(ctx context.Context, ownerID, id string, status dictation.Status) error {
	updated := s.db.WithContext(ctx).Model(&recordingRow{}).Where("id = ? AND user_id = ?", id, ownerID).Update("status", string(status))
	if updated.Error != nil {
		return updated.Error
	}
	if updated.RowsAffected == 0 {
		return ports.ErrNotFound
	}
	return nil
}

// SaveTranscription stores the transcript in place of an earlier one and marks the
// recording transcribed, in one transaction.
func (s *Recordings) SaveTranscription(ctx context.Context, ownerID, id string, saved ports.TranscriptionSaved) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		changes := map[string]any{"status": string(dictation.StatusTranscribed), "file_size": saved.FileSize}
		if saved.Duration > 0 {
			changes["duration_ms"] = saved.Duration.Milliseconds()
		}
		// The admin dashboard's processing time: upload to the first transcript, kept after
		// the transcript is deleted; a transcription done again keeps the first.
		var first struct {
			CreatedAt    time.Time
			ProcessingMS *int64 `gorm:"column:processing_ms"`
		}
		if err := tx.Raw(`SELECT created_at, processing_ms FROM recordings WHERE id = ? AND user_id = ?`, id, ownerID).Scan(&first).Error; err != nil {
			return err
		}
		if first.ProcessingMS == nil && !first.CreatedAt.IsZero() {
			changes["processing_ms"] = max(saved.At.Sub(first.CreatedAt), 0).Milliseconds()
		}
		updated := tx.Model(&recordingRow{}).Where("id = ? AND user_id = ?", id, ownerID).Updates(changes)
		if updated.Error != nil {
			return updated.Error
		}
		if updated.RowsAffected == 0 {
			return ports.ErrNotFound
		}
		row := transcriptRow{
			RecordingID: id, Transcript: saved.Transcript.Raw, CorrectedTranscript: saved.Transcript.Corrected,
			CorrectedText: saved.Transcript.Corrected, Corrections: encodeCorrections(saved.Corrections), CreatedAt: saved.At.UTC(),
		}
		return tx.Clauses(clause.OnConflict{Columns: []clause.Column{{Name: "recording_id"}}, UpdateAll: true}).Create(&row).Error
	})
}

// ListSession returns the owner's recordings of session, oldest first, with their transcripts.
func (s *Recordings) ListSession(ctx context.Context, ownerID, sessionID string) ([]dictation.Recording, error) {
	var rows []recordingRow
	err := s.db.WithContext(ctx).Where("user_id = ? AND session_id = ?", ownerID, sessionID).Order("created_at, id").Find(&rows).Error
	if err != nil {
		return nil, err
	}
	ids := make([]string, 0, len(rows))
	for _, row := range rows {
		ids = append(ids, row.ID)
	}
	var texts []transcriptRow
	if len(ids) > 0 {
		if err := s.db.WithContext(ctx).Where("recording_id IN ?", ids).Find(&texts).Error; err != nil {
			return nil, err
		}
	}
	byID := make(map[string]*transcriptRow, len(texts))
	for i := range texts {
		byID[texts[i].RecordingID] = &texts[i]
	}
	out := make([]dictation.Recording, 0, len(rows))
	for _, row := range rows {
		out = append(out, row.recording(byID[row.ID]))
	}
	return out, nil
}

var _ ports.RecordingRepository = (*Recordings)(nil)
