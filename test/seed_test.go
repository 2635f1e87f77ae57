package test

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe"
	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/application/prompts/defaults"
	"github.com/radscribe/radscribe/application/templates/library"
)

// TestStartingSeedsTheDefaultsOnce starts the app twice on one database, deleting a default
// in between: the first start seeds the library and the four prompts, the second adds nothing
// and does not bring the deleted default back.
func TestStartingSeedsTheDefaultsOnce(t *testing.T) {
	cfg := testConfig(t)
	ctx := context.Background()
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	templates, err := library.Templates()
	require.NoError(t, err)
	prompts, err := defaults.All()
	require.NoError(t, err)

	count := func(table string) int64 {
		db, err := store.Open(ctx, cfg.Database)
		require.NoError(t, err)
		defer store.Close(db)
		var n int64
		require.NoError(t, db.Table(table).Count(&n).Error)
		return n
	}
	start := func() {
		_, cleanup, err := radscribe.InitializeServer(ctx, cfg, logger)
		require.NoError(t, err)
		cleanup()
	}

	start()
	assert.Equal(t, int64(len(templates)), count("master_templates"))
	assert.Equal(t, int64(len(prompts)), count("ai_prompts"))

	db, err := store.Open(ctx, cfg.Database)
	require.NoError(t, err)
	require.NoError(t, db.Exec("DELETE FROM master_templates WHERE id IN (SELECT id FROM master_templates ORDER BY id LIMIT 1)").Error)
	require.NoError(t, store.Close(db))

	start()
	assert.Equal(t, int64(len(templates)-1), count("master_templates"))
	assert.Equal(t, int64(len(prompts)), count("ai_prompts"))
}
