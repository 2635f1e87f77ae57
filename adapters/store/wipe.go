package store

import (
	"context"
	"fmt"
	"time"

	"gorm.io/gorm"
)

// While another connection checkpoints (SQLite does after commits by itself, in milliseconds),
// a TRUNCATE checkpoint is answered busy at once, without the busy timeout's wait, and without
// a frame count; wipeDeleted then tries again, every checkpointPause up to checkpointAttempts
// times.
const (
	checkpointPause    = 5 * time.Millisecond
	checkpointAttempts = 100
)

// wipeDeleted makes rows deleted from db unreadable in its files. On SQLite, secure_delete
// (sqliteDSN) has the pages in the database file overwritten, but the write-ahead log still
// holds the frames that wrote the text and, after an ordinary checkpoint, keeps those bytes
// until new frames happen to overwrite them; a TRUNCATE checkpoint copies the log into the
// database file and truncates it to nothing. It waits for readers up to database.busy_timeout.
// On PostgreSQL, deleted rows stay in their pages until VACUUM reuses them
// (docs/operations.md), which no statement of ours can force without blocking the table.
func wipeDeleted(ctx context.Context, db *gorm.DB) error {
	if db.Name() != "sqlite" {
		return nil
	}
	for attempt := 1; ; attempt++ {
		var busy, logFrames, checkpointed int
		row := db.WithContext(ctx).Raw("PRAGMA wal_checkpoint(TRUNCATE)").Row()
		if err := row.Scan(&busy, &logFrames, &checkpointed); err != nil {
			return fmt.Errorf("checkpointing the write-ahead log: %w", err)
		}
		switch {
		case busy == 0:
			return nil
		case logFrames >= 0:
			return fmt.Errorf("checkpointing the write-ahead log: readers kept it busy (%d of %d frames copied); deleted text may remain in the -wal file until the next clean-up", checkpointed, logFrames)
		case attempt == checkpointAttempts:
			return fmt.Errorf("checkpointing the write-ahead log: other checkpoints kept it busy %d times; deleted text may remain in the -wal file until the next clean-up", attempt)
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("checkpointing the write-ahead log: %w", ctx.Err())
		case <-time.After(checkpointPause):
		}
	}
}
