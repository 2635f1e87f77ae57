package store

import (
	"context"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/ports"
)

// Recordings implements ports.RecordingStats over the recordings table.
type Recordings struct{ db *gorm.DB }

// NewRecordings returns the recording statistics.
func NewRecordings(db *gorm.DB) *Recordings { return &Recordings{db: db} }

// ForUser counts the user's recordings, averages their recorded time per dictation session (a
// recording without a session is a session of its own) and counts recordings per language.
func (s *Recordings) ForUser(ctx context.Context, userID string) (ports.UserStats, error) {
	db := s.db.WithContext(ctx)
	var totals struct {
		Recordings int64
		DurationMS int64
		Sessions   int64
	}
	err := db.Raw(`SELECT COUNT(*) AS recordings, COALESCE(SUM(duration_ms), 0) AS duration_ms,
			COUNT(DISTINCT COALESCE(session_id, id)) AS sessions
		FROM recordings WHERE user_id = ?`, userID).Scan(&totals).Error
	if err != nil {
		return ports.UserStats{}, err
	}
	var perLanguage []struct {
		Language string
		Count    int64
	}
	err = db.Raw(`SELECT language, COUNT(*) AS count FROM recordings WHERE user_id = ? GROUP BY language`, userID).Scan(&perLanguage).Error
	if err != nil {
		return ports.UserStats{}, err
	}
	stats := ports.UserStats{TotalRecordings: int(totals.Recordings), LanguageUsage: map[string]int{}}
	if totals.Sessions > 0 {
		stats.AvgSecondsPerReport = float64(totals.DurationMS) / 1000 / float64(totals.Sessions)
	}
	for _, l := range perLanguage {
		stats.LanguageUsage[l.Language] = int(l.Count)
	}
	return stats, nil
}

var _ ports.RecordingStats = (*Recordings)(nil)
