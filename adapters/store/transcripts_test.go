package store_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/ports"
)

func TestSessionTranscriptsContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T, db *gorm.DB) {
		ctx := context.Background()
		anna, ben := twoUsers(t, db)
		recording := func(id, owner string, session any, transcript bool) {
			require.NoError(t, db.Exec(`INSERT INTO recordings (id, user_id, session_id, language, status, duration_ms, created_at)
				VALUES (?, ?, ?, 'en', 'transcribed', 1000, ?)`, id, owner, session, t0).Error)
			if transcript {
				require.NoError(t, db.Exec(`INSERT INTO recording_transcripts (recording_id, transcript, corrected_text, created_at)
					VALUES (?, 'small left pleural effusion', 'Small left pleural effusion.', ?)`, id, t0).Error)
			}
		}
		recording("r1", anna, "s1", true)
		recording("r2", anna, "s1", true)
		recording("r3", anna, "s1", false)
		recording("r4", anna, "s2", true)
		recording("r5", anna, nil, true)
		recording("r6", ben, "s9", true)
		transcripts := store.NewTranscripts(db)

		_, err := transcripts.ClearSession(ctx, ben, "s1")
		assert.ErrorIs(t, err, ports.ErrNotFound, "another user's session is not found")
		_, err = transcripts.ClearSession(ctx, anna, "missing")
		assert.ErrorIs(t, err, ports.ErrNotFound)

		cleared, err := transcripts.ClearSession(ctx, anna, "s1")
		require.NoError(t, err)
		assert.Equal(t, 2, cleared)
		cleared, err = transcripts.ClearSession(ctx, anna, "s1")
		require.NoError(t, err)
		assert.Equal(t, 0, cleared, "a cleared session is still known")

		var left []string
		require.NoError(t, db.Raw(`SELECT recording_id FROM recording_transcripts ORDER BY recording_id`).Scan(&left).Error)
		assert.Equal(t, []string{"r4", "r5", "r6"}, left, "other sessions and users keep theirs")
		stats, err := store.NewRecordings(db).ForUser(ctx, anna)
		require.NoError(t, err)
		assert.Equal(t, 5, stats.TotalRecordings, "the recordings stay for the statistics")
	})
}
