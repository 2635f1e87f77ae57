package store

import (
	"encoding/json"
	"time"

	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/domain/report"
)

// recordingRow is a recordings row; absent ids and times are NULL.
type recordingRow struct {
	ID             string `gorm:"primaryKey"`
	UserID         string
	SessionID      *string
	Language       string
	Status         string
	StartTime      *time.Time
	EndTime        *time.Time
	DurationMS     int64 `gorm:"column:duration_ms"`
	TemplateID     *string
	UserTemplateID *string
	FileSize       int64
	CreatedAt      time.Time
}

func (recordingRow) TableName() string { return "recordings" }

// transcriptRow is a recording's text, kept apart so it can be deleted while the statistics stay.
type transcriptRow struct {
	RecordingID         string `gorm:"primaryKey"`
	Transcript          string
	CorrectedTranscript string
	CorrectedText       string
	Corrections         string
	CreatedAt           time.Time
}

func (transcriptRow) TableName() string { return "recording_transcripts" }

// correction is a report.Correction as the corrections column stores it.
type correction struct {
	Original  string `json:"original"`
	Corrected string `json:"corrected"`
	Source    string `json:"source"`
}

func toRecordingRow(r dictation.Recording) recordingRow {
	return recordingRow{
		ID: r.ID, UserID: r.OwnerID, SessionID: nullable(r.SessionID), Language: r.Language, Status: string(r.Status),
		StartTime: timePtr(r.Timing.Start), EndTime: timePtr(r.Timing.End), DurationMS: r.Timing.Duration.Milliseconds(),
		TemplateID: nullable(r.TemplateID), UserTemplateID: nullable(r.UserTemplateID), FileSize: r.FileSize, CreatedAt: r.CreatedAt.UTC(),
	}
}

// recording reads a row and, when stored, its transcript.
func (row recordingRow) recording(text *transcriptRow) dictation.Recording {
	r := dictation.Recording{
		ID: row.ID, OwnerID: row.UserID, SessionID: deref(row.SessionID), Language: row.Language, Status: dictation.Status(row.Status),
		Timing:     dictation.Timing{Start: timeOf(row.StartTime), End: timeOf(row.EndTime), Duration: time.Duration(row.DurationMS) * time.Millisecond},
		TemplateID: deref(row.TemplateID), UserTemplateID: deref(row.UserTemplateID), FileSize: row.FileSize, CreatedAt: row.CreatedAt.UTC(),
	}
	if text != nil {
		r.Transcript = dictation.Transcript{Raw: text.Transcript, Corrected: text.CorrectedText}
		r.Corrections = decodeCorrections(text.Corrections)
	}
	return r
}

func encodeCorrections(corrections []report.Correction) string {
	out := make([]correction, 0, len(corrections))
	for _, c := range corrections {
		out = append(out, correction{Original: c.Original, Corrected: c.Corrected, Source: c.Source})
	}
	encoded, _ := json.Marshal(out) // a slice of strings always encodes
	return string(encoded)
}

// decodeCorrections reads the column; a value it cannot read counts as no corrections, since
// the transcript itself is what matters.
func decodeCorrections(column string) []report.Correction {
	var stored []correction
	if json.Unmarshal([]byte(column), &stored) != nil {
		return nil
	}
	out := make([]report.Correction, 0, len(stored))
	for _, c := range stored {
		out = append(out, report.Correction{Original: c.Original, Corrected: c.Corrected, Source: c.Source})
	}
	return out
}

func timePtr(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	utc := t.UTC()
	return &utc
}

func timeOf(t *time.Time) time.Time {
	if t == nil {
		return time.Time{}
	}
	return t.UTC()
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
