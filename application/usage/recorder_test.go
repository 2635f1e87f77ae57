package usage

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/usage"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

// gatedRepo holds every InsertBatch until the test opens the gate, and remembers the batches.
type gatedRepo struct {
	ports.UsageRepository
	entered chan struct{}
	gate    chan struct{}
	mu      sync.Mutex
	batches [][]usage.Event
}

func newGatedRepo() *gatedRepo {
	return &gatedRepo{UsageRepository: portstest.NewUsageEvents(), entered: make(chan struct{}, 100), gate: make(chan struct{})}
}

func (g *gatedRepo) InsertBatch(ctx context.Context, events []usage.Event) error {
	g.entered <- struct{}{}
	<-g.gate
	g.mu.Lock()
	g.batches = append(g.batches, append([]usage.Event(nil), events...))
	g.mu.Unlock()
	return g.UsageRepository.InsertBatch(ctx, events)
}

func (g *gatedRepo) sizes() []int {
	g.mu.Lock()
	defer g.mu.Unlock()
	sizes := make([]int, len(g.batches))
	for i, b := range g.batches {
		sizes[i] = len(b)
	}
	return sizes
}

func call(n int) usage.Event {
	return usage.Event{Method: "GET", Endpoint: "/api/site-info", Status: 200, At: portstest.Now.Add(time.Duration(n) * time.Second)}
}

func TestRecordNeverWaitsAndCountsWhatItDrops(t *testing.T) {
	repo := newGatedRepo()
	recorder := NewRecorder(repo, RecorderSettings{QueueSize: 3, BatchSize: 1, FlushInterval: time.Hour, WriteTimeout: time.Minute}, quiet)
	recorder.Start()
	recorder.Record(call(0))
	<-repo.entered // the writer holds call 0 and waits for the database

	recorded := make(chan struct{})
	go func() {
		for i := 1; i <= 6; i++ {
			recorder.Record(call(i))
		}
		close(recorded)
	}()
	select {
	case <-recorded:
	case <-time.After(5 * time.Second):
		t.Fatal("Record waited for the database")
	}
	assert.Equal(t, int64(3), recorder.Dropped(), "three queued, three dropped")

	close(repo.gate)
	recorder.Stop()
	assert.Len(t, repo.UsageRepository.(*portstest.UsageEvents).Events(), 4)
	assert.Equal(t, int64(3), recorder.Dropped())
}

func TestStopStoresWhatIsQueuedInBatches(t *testing.T) {
	repo := newGatedRepo()
	close(repo.gate)
	recorder := NewRecorder(repo, RecorderSettings{QueueSize: 2000, BatchSize: 500, FlushInterval: time.Hour, WriteTimeout: time.Minute}, quiet)
	for i := range 1200 {
		recorder.Record(call(i))
	}
	recorder.Start()
	recorder.Stop()

	assert.Equal(t, []int{500, 500, 200}, repo.sizes(), "full batches, then the rest at the stop")
	assert.Len(t, repo.UsageRepository.(*portstest.UsageEvents).Events(), 1200)
	assert.Zero(t, recorder.Dropped())

	recorder.Stop() // a second stop is harmless
	recorder.Record(call(0))
	assert.Len(t, repo.UsageRepository.(*portstest.UsageEvents).Events(), 1200, "nothing is stored after the stop")
}

func TestStopWithoutStartStillStoresTheQueue(t *testing.T) {
	repo := portstest.NewUsageEvents()
	recorder := NewRecorder(repo, DefaultRecorderSettings, quiet)
	recorder.Record(call(1))
	recorder.Stop()
	assert.Len(t, repo.Events(), 1)
}

func TestEventsAreStoredWithinTheFlushInterval(t *testing.T) {
	repo := portstest.NewUsageEvents()
	recorder := NewRecorder(repo, RecorderSettings{QueueSize: 10, BatchSize: 500, FlushInterval: 10 * time.Millisecond, WriteTimeout: time.Minute}, quiet)
	recorder.Start()
	t.Cleanup(recorder.Stop)
	recorder.Record(call(1))
	require.Eventually(t, func() bool { return len(repo.Events()) == 1 }, 5*time.Second, 5*time.Millisecond,
		"a lone event does not wait for a full batch")
}

func TestABatchTheDatabaseRefusesIsCountedAsDropped(t *testing.T) {
	repo := portstest.NewUsageEvents()
	repo.Err = errors.New("database is locked")
	recorder := NewRecorder(repo, DefaultRecorderSettings, quiet)
	recorder.Start()
	for i := range 7 {
		recorder.Record(call(i))
	}
	recorder.Stop()
	assert.Equal(t, int64(7), recorder.Dropped())
}

// hangingRepo never answers before the context ends.
type hangingRepo struct{ ports.UsageRepository }

func (hangingRepo) InsertBatch(ctx context.Context, _ []usage.Event) error {
	<-ctx.Done()
	return ctx.Err()
}

func TestAHangingDatabaseHoldsTheStopUpForOneWriteTimeoutAtMost(t *testing.T) {
	recorder := NewRecorder(hangingRepo{}, RecorderSettings{QueueSize: 10, BatchSize: 1, FlushInterval: time.Hour, WriteTimeout: 50 * time.Millisecond}, quiet)
	for i := range 5 {
		recorder.Record(call(i))
	}
	started := time.Now()
	recorder.Stop()
	assert.Less(t, time.Since(started), 2*time.Second, "five batches share one timeout")
	assert.Equal(t, int64(5), recorder.Dropped())
}
