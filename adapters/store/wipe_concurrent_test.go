package store_test

import (
	"context"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/ports/portstest"
)

// New Report wipes the deleted transcripts while other connections write and checkpoint, as
// SQLite does by itself after commits: a checkpoint already running makes SQLite answer busy
// at once, without waiting, and that must not fail the deletion.
func TestClearingTranscriptsWaitsForAnotherConnectionsCheckpoint(t *testing.T) {
	db := storetest.OpenMigrated(t, storetest.SQLite(t))
	anna, _ := portstest.TwoUsers(t, store.NewUsers(db))
	storetest.AddRecording(t, db, portstest.Recording{ID: "r1", OwnerID: anna, SessionID: "s1", Language: "en", Transcript: true}, "left pleural effusion")
	transcripts := store.NewTranscripts(db)

	ctx, stop := context.WithCancel(context.Background())
	var checkpoints sync.WaitGroup
	checkpoints.Go(func() {
		for ctx.Err() == nil {
			_ = db.Exec("PRAGMA wal_checkpoint(PASSIVE)").Error
		}
	})
	defer checkpoints.Wait()
	defer stop()

	for range 200 {
		_, err := transcripts.ClearSession(context.Background(), anna, "s1")
		require.NoError(t, err)
	}
}
