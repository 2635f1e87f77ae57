package storetest

import (
	"bytes"
	"os"
	"testing"

	"github.com/stretchr/testify/require"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/ports/portstest"
)

// AddRecording writes r with SQL, as the dictation feature will, and its transcript when
// r.Transcript is set; no repository writes recordings yet. The owner must exist.
func AddRecording(t *testing.T, db *gorm.DB, r portstest.Recording, transcript string) {
	t.Helper()
	var session any
	if r.SessionID != "" {
		session = r.SessionID
	}
	require.NoError(t, db.Exec(`INSERT INTO recordings (id, user_id, session_id, language, status, duration_ms, created_at)
		VALUES (?, ?, ?, ?, 'transcribed', ?, ?)`, r.ID, r.OwnerID, session, r.Language, r.Duration.Milliseconds(), portstest.Now).Error)
	if r.Transcript {
		require.NoError(t, db.Exec(`INSERT INTO recording_transcripts (recording_id, transcript, corrected_text, created_at)
			VALUES (?, ?, ?, ?)`, r.ID, transcript, transcript, r.TranscriptStoredAt()).Error)
	}
}

// SQLiteFilesContain reports whether text is anywhere in the bytes of the SQLite database at
// path: the database file, its write-ahead log and the log's index, as someone with a copy of
// the files could read them.
func SQLiteFilesContain(t *testing.T, path, text string) bool {
	t.Helper()
	found := false
	for _, file := range []string{path, path + "-wal", path + "-shm"} {
		content, err := os.ReadFile(file)
		if os.IsNotExist(err) {
			continue
		}
		require.NoError(t, err)
		found = found || bytes.Contains(content, []byte(text))
	}
	return found
}
