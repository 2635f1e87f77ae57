package store_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/ports/portstest"
)

// The feedback table is read by the analytics with plain SQL, so its columns are checked here,
// beside the port's contract.
func TestFeedbackColumns(t *testing.T) {
	storetest.Run(t, func(t *testing.T, db *gorm.DB) {
		ctx := context.Background()
		anna, _ := portstest.TwoUsers(t, store.NewUsers(db))
		repo := store.NewFeedback(db)
		negative, positive := portstest.FeedbackExamples(t, anna)
		require.NoError(t, repo.Create(ctx, negative))
		require.NoError(t, repo.Create(ctx, positive))

		var rows []map[string]any
		require.NoError(t, db.Raw(`SELECT id, user_id, feedback_type, feedback_category, feedback_text, recording_id, session_id,
			language, input_method, template_used, template_id, template_name FROM feedback ORDER BY id`).Scan(&rows).Error)
		require.Len(t, rows, 2)
		assert.Equal(t, "missing_terms", rows[0]["feedback_category"])
		assert.Equal(t, "Fehlende Begriffe: Spondylolisthesis", rows[0]["feedback_text"])
		assert.Equal(t, "de-ch", rows[0]["language"])
		assert.Equal(t, "Knie MRT", rows[0]["template_name"])
		assert.EqualValues(t, true, asBool(rows[0]["template_used"]))
		for _, column := range []string{"feedback_category", "feedback_text", "recording_id", "session_id", "template_id", "template_name"} {
			assert.Nil(t, rows[1][column], "blank %s is NULL", column)
		}
		assert.Equal(t, "positive", rows[1]["feedback_type"])
		assert.Equal(t, "en", rows[1]["language"])
		assert.Equal(t, "external_transcript", rows[1]["input_method"])
		assert.False(t, asBool(rows[1]["template_used"]))

		var stats struct{ Total, Positive int64 }
		require.NoError(t, db.Raw(`SELECT COUNT(*) AS total, SUM(CASE WHEN feedback_type = 'positive' THEN 1 ELSE 0 END) AS positive
			FROM feedback WHERE created_at >= ?`, portstest.Now).Scan(&stats).Error)
		assert.Equal(t, int64(2), stats.Total, "the analytics' counts come from plain SQL on both databases")
		assert.Equal(t, int64(1), stats.Positive)
	})
}

// asBool reads a boolean column, which SQLite returns as an integer.
func asBool(v any) bool {
	switch b := v.(type) {
	case bool:
		return b
	case int64:
		return b != 0
	}
	return false
}
