package usage

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/radscribe/radscribe/domain/usage"
	"github.com/radscribe/radscribe/ports"
)

// RecorderSettings size the recorder's queue and batches.
type RecorderSettings struct {
	// QueueSize is how many events wait for the writer at most; more are dropped.
	QueueSize int
	// BatchSize is how many events the writer stores with one statement at most.
	BatchSize int
	// FlushInterval is the longest an event waits for a batch to fill.
	FlushInterval time.Duration
	// WriteTimeout bounds the storing of one batch, and at Stop the storing of all that is
	// queued: a database that hangs cannot hold the shutdown up for longer.
	WriteTimeout time.Duration
}

// DefaultRecorderSettings suit a server: a queue of a few seconds of heavy traffic, a
// statement per 500 events or per second, whichever comes first.
var DefaultRecorderSettings = RecorderSettings{QueueSize: 10_000, BatchSize: 500, FlushInterval: time.Second, WriteTimeout: 10 * time.Second}

// Recorder stores usage events in the background. Record never waits and never fails: when
// the queue is full (the database slower than the traffic) the event is dropped and counted.
// One goroutine empties the queue into batches, each stored with one statement; a batch the
// database refuses is logged and counted as dropped too. While the database cannot be reached
// at all, the batch is tried again every FlushInterval and the queue fills meanwhile, so an
// outage shorter than the queue's worth of traffic loses nothing.
type Recorder struct {
	repo     ports.UsageRepository
	settings RecorderSettings
	logger   *slog.Logger
	queue    chan usage.Event
	dropped  atomic.Int64
	// waiting is true while a batch waits for the database to be reachable (the writer's own).
	waiting bool

	startOnce, stopOnce sync.Once
	stop, done          chan struct{}
}

// NewRecorder returns a recorder of repo; nothing is stored before Start.
func NewRecorder(repo ports.UsageRepository, settings RecorderSettings, logger *slog.Logger) *Recorder {
	return &Recorder{
		repo: repo, settings: settings, logger: logger,
		queue: make(chan usage.Event, settings.QueueSize),
		stop:  make(chan struct{}), done: make(chan struct{}),
	}
}

// Record queues e for storing, or drops it when the queue is full.
func (r *Recorder) Record(e usage.Event) {
	select {
	case r.queue <- e:
	default:
		r.dropped.Add(1)
	}
}

// Dropped is how many events were lost since the recorder was made.
func (r *Recorder) Dropped() int64 { return r.dropped.Load() }

// Start begins storing the queued events.
func (r *Recorder) Start() {
	r.startOnce.Do(func() { go r.run() })
}

// Stop stores what is queued and returns when it is stored, or when WriteTimeout has passed
// (what is left then is dropped). Events recorded afterwards wait in the queue, and are dropped
// once it is full.
func (r *Recorder) Stop() {
	r.stopOnce.Do(func() { close(r.stop) })
	// A recorder never started still stores what was queued.
	r.Start()
	<-r.done
}

func (r *Recorder) run() {
	defer close(r.done)
	// The batch's array is reused: a repository does not keep the events it is given.
	batch := make([]usage.Event, 0, r.settings.BatchSize)
	ticker := time.NewTicker(r.settings.FlushInterval)
	defer ticker.Stop()
	for {
		// A full batch waiting for the database takes no more events until it is stored.
		in := r.queue
		if len(batch) == r.settings.BatchSize {
			in = nil
		}
		select {
		case e := <-in:
			batch = append(batch, e)
			if len(batch) == r.settings.BatchSize {
				batch = r.writeInTime(batch)
			}
		case <-ticker.C:
			if len(batch) > 0 {
				batch = r.writeInTime(batch)
			}
		case <-r.stop:
			r.drain(batch)
			return
		}
	}
}

// drain stores batch and every event queued, all within one WriteTimeout.
func (r *Recorder) drain(batch []usage.Event) {
	ctx, cancel := context.WithTimeout(context.Background(), r.settings.WriteTimeout)
	defer cancel()
	for {
		select {
		case e := <-r.queue:
			// The batch may be full already: one that waited for the database.
			if len(batch) == r.settings.BatchSize {
				r.write(ctx, batch)
				batch = batch[:0]
			}
			batch = append(batch, e)
		default:
			if len(batch) > 0 {
				r.write(ctx, batch)
			}
			return
		}
	}
}

// writeInTime stores batch within a WriteTimeout of its own and returns what is left to store:
// the whole batch when the database could not be reached, to try again, else nothing.
func (r *Recorder) writeInTime(batch []usage.Event) []usage.Event {
	ctx, cancel := context.WithTimeout(context.Background(), r.settings.WriteTimeout)
	defer cancel()
	err := r.repo.InsertBatch(ctx, batch)
	if errors.Is(err, ports.ErrDatabaseUnavailable) {
		if !r.waiting {
			r.logger.Warn("API usage events wait for the database", "events", len(batch), "error", err)
		}
		r.waiting = true
		return batch
	}
	r.waiting = false
	r.dropIfFailed(batch, err)
	return batch[:0]
}

func (r *Recorder) write(ctx context.Context, batch []usage.Event) {
	err := ctx.Err()
	if err == nil {
		err = r.repo.InsertBatch(ctx, batch)
	}
	r.dropIfFailed(batch, err)
}

// dropIfFailed counts and logs batch as dropped when storing it failed with err.
func (r *Recorder) dropIfFailed(batch []usage.Event, err error) {
	if err != nil {
		r.dropped.Add(int64(len(batch)))
		r.logger.Warn("API usage events could not be stored and are dropped", "events", len(batch), "error", err)
	}
}
