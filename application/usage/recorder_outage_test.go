package usage

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/usage"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// unreachableRepo cannot reach its database until back is set; it remembers the size of every
// batch it was given.
type unreachableRepo struct {
	*portstest.UsageEvents
	back  atomic.Bool
	mu    sync.Mutex
	tried []int
}

func (u *unreachableRepo) InsertBatch(ctx context.Context, events []usage.Event) error {
	u.mu.Lock()
	u.tried = append(u.tried, len(events))
	u.mu.Unlock()
	if !u.back.Load() {
		return fmt.Errorf("%w: connection refused", ports.ErrDatabaseUnavailable)
	}
	return u.UsageEvents.InsertBatch(ctx, events)
}

func (u *unreachableRepo) largestBatch() int {
	u.mu.Lock()
	defer u.mu.Unlock()
	largest := 0
	for _, n := range u.tried {
		largest = max(largest, n)
	}
	return largest
}

func TestEventsWaitForAnUnreachableDatabase(t *testing.T) {
	tests := []struct {
		name     string
		queue    int
		recorded int
		dropped  int64
	}{
		{"an outage the queue outlasts loses nothing", 20, 25, 0},
		{"beyond the queue and a batch, the rest is dropped and counted", 10, 25, 10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			repo := &unreachableRepo{UsageEvents: portstest.NewUsageEvents()}
			recorder := NewRecorder(repo, RecorderSettings{QueueSize: tt.queue, BatchSize: 5, FlushInterval: 5 * time.Millisecond, WriteTimeout: time.Minute}, quiet)
			recorder.Start()
			for i := range tt.recorded {
				recorder.Record(call(i))
				time.Sleep(time.Millisecond)
			}
			require.Eventually(t, func() bool { return recorder.Dropped() == tt.dropped && repo.largestBatch() == 5 }, 5*time.Second, 5*time.Millisecond,
				"the writer holds one full batch and the queue keeps the rest")
			time.Sleep(30 * time.Millisecond) // a few retries while the database is down
			assert.Empty(t, repo.Events())

			repo.back.Store(true)
			recorder.Stop()
			assert.Len(t, repo.Events(), tt.recorded-int(tt.dropped), "what waited is stored once the database answers")
			assert.Equal(t, tt.dropped, recorder.Dropped())
			assert.Equal(t, 5, repo.largestBatch(), "a waiting batch does not grow")
		})
	}
}

func TestEventsAreDroppedWhenTheDatabaseIsStillUnreachableAtTheStop(t *testing.T) {
	repo := &unreachableRepo{UsageEvents: portstest.NewUsageEvents()}
	recorder := NewRecorder(repo, RecorderSettings{QueueSize: 10, BatchSize: 5, FlushInterval: time.Millisecond, WriteTimeout: time.Minute}, quiet)
	recorder.Start()
	for i := range 3 {
		recorder.Record(call(i))
	}
	recorder.Stop()
	assert.Equal(t, int64(3), recorder.Dropped(), "the stop does not wait for the database")
}
