package riverjobs

import (
	"context"
	"crypto/rand"
	"testing"
	"time"

	"github.com/riverqueue/river/rivertype"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/mail/smtp/smtptest"
	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/application/cleanup"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// The clean-up runs as periodic jobs, first when the server starts; the retention job leaves
// no trace of an old transcript in the SQLite files, while a recent one stays.
func TestTheCleanUpJobsDeleteExpiredSignInsAndWipeOldTranscripts(t *testing.T) {
	ctx := context.Background()
	database := storetest.SQLite(t)
	db := storetest.OpenMigrated(t, database)
	h := newHarness(t, db, &smtptest.Server{})
	h.addUser(t, "u1", "anna@klinik.de")
	now := time.Now().UTC()
	canary, kept := "canary-"+rand.Text(), "kept-"+rand.Text()
	storetest.AddRecording(t, db, portstest.Recording{ID: "r1", OwnerID: "u1", Language: "en", Transcript: true, TranscriptAt: now.Add(-25 * time.Hour)}, canary)
	storetest.AddRecording(t, db, portstest.Recording{ID: "r2", OwnerID: "u1", Language: "en", Transcript: true, TranscriptAt: now.Add(-time.Hour)}, kept)
	sessions := store.NewSessions(db)
	require.NoError(t, sessions.Create(ctx, account.Session{IDHash: "idle", UserID: "u1", CreatedAt: now.Add(-3 * time.Hour), LastSeenAt: now.Add(-2 * time.Hour)}))
	require.NoError(t, sessions.Create(ctx, account.Session{IDHash: "live", UserID: "u1", CreatedAt: now, LastSeenAt: now}))
	require.True(t, storetest.SQLiteFilesContain(t, database.DSN, canary), "the search finds stored text")

	h.start(t)

	for _, kind := range []string{cleanup.PurgeOldTranscripts{}.Kind(), cleanup.PurgeExpiredSignIns{}.Kind(), cleanup.PurgeOldUsageEvents{}.Kind()} {
		assert.Equal(t, rivertype.JobStateCompleted, finishedJob(t, h.runner.client, kind).State, kind)
	}
	assert.False(t, storetest.SQLiteFilesContain(t, database.DSN, canary), "the old transcript is gone from the files")
	assert.True(t, storetest.SQLiteFilesContain(t, database.DSN, kept), "the recent one stays")
	_, err := sessions.ByIDHash(ctx, "idle")
	assert.ErrorIs(t, err, ports.ErrNotFound)
	_, err = sessions.ByIDHash(ctx, "live")
	assert.NoError(t, err)
}
