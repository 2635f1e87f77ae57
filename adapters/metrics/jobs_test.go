package metrics

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gorm.io/gorm"

	riverjobs "github.com/radscribe/radscribe/adapters/jobs/river"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/config"
)

type reminderJob struct {
	Number int `json:"number"`
}

func (reminderJob) Kind() string { return "test_reminder" }

// The queue's depth and failures are counted by kind and state when scraped, on SQLite and
// PostgreSQL alike.
func TestJobsAreCountedByKindAndState(t *testing.T) {
	storetest.Run(t, func(t *testing.T, db *gorm.DB) {
		queue, err := riverjobs.NewQueue(db, quiet)
		require.NoError(t, err)
		for n := range 4 {
			require.NoError(t, queue.Enqueue(context.Background(), reminderJob{Number: n}))
		}
		require.NoError(t, db.Exec(`UPDATE river_job SET state = 'discarded', finalized_at = CURRENT_TIMESTAMP WHERE id IN (SELECT id FROM river_job ORDER BY id LIMIT 1)`).Error)
		require.NoError(t, db.Exec(`UPDATE river_job SET state = 'completed', finalized_at = CURRENT_TIMESTAMP WHERE id IN (SELECT id FROM river_job ORDER BY id DESC LIMIT 1)`).Error)
		pool, err := db.DB()
		require.NoError(t, err)
		registry := newRegistry(t, config.Metrics{}, pool, &usageDrops{}, quiet)

		_, body := scrape(t, registry.Handler())

		assert.Contains(t, body, `radscribe_jobs{kind="test_reminder",state="available"} 2`)
		assert.Contains(t, body, `radscribe_jobs{kind="test_reminder",state="discarded"} 1`)
		assert.Contains(t, body, `radscribe_jobs{kind="test_reminder",state="retryable"} 0`, "a state without jobs shows 0")
		assert.NotContains(t, body, `state="completed"`, "completed jobs are not the queue's")
	})
}
