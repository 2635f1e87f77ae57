package store_test

import (
	"context"
	"crypto/rand"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/ports/portstest"
)

// A deleted transcript must not stay readable in the database files: neither in the file's
// free space nor in the write-ahead log, which a plain DELETE leaves as it is.
func TestDeletedTranscriptsLeaveNoTraceInTheSQLiteFiles(t *testing.T) {
	for name, remove := range map[string]func(*store.Transcripts, string) (int, error){
		"clear-transcripts": func(transcripts *store.Transcripts, owner string) (int, error) {
			return transcripts.ClearSession(context.Background(), owner, "s1")
		},
		"retention": func(transcripts *store.Transcripts, _ string) (int, error) {
			return transcripts.DeleteCreatedBefore(context.Background(), portstest.Now.Add(-24*time.Hour))
		},
	} {
		t.Run(name, func(t *testing.T) {
			cfg := storetest.SQLite(t)
			db := storetest.OpenMigrated(t, cfg)
			anna, _ := portstest.TwoUsers(t, store.NewUsers(db))
			canary, kept := "canary-"+rand.Text(), "kept-"+rand.Text()
			storetest.AddRecording(t, db, portstest.Recording{ID: "r1", OwnerID: anna, SessionID: "s1", Language: "en", Transcript: true, TranscriptAt: portstest.Now.Add(-25 * time.Hour)}, canary)
			storetest.AddRecording(t, db, portstest.Recording{ID: "r2", OwnerID: anna, SessionID: "s2", Language: "en", Transcript: true}, kept)
			require.True(t, storetest.SQLiteFilesContain(t, cfg.DSN, canary), "the search finds stored text")

			deleted, err := remove(store.NewTranscripts(db), anna)

			require.NoError(t, err)
			assert.Equal(t, 1, deleted)
			assert.False(t, storetest.SQLiteFilesContain(t, cfg.DSN, canary), "the deleted transcript is gone from the files")
			assert.True(t, storetest.SQLiteFilesContain(t, cfg.DSN, kept), "the other transcript is still there")
		})
	}
}
