package riverjobs

import (
	"context"
	"database/sql"
	"sync"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/store/storetest"
)

// countedJob is a job whose runs the test counts.
type countedJob struct {
	N int `json:"n"`
}

func (countedJob) Kind() string { return "test_counted" }

// runCounter counts the runs of each countedJob, and which server ran them.
type runCounter struct {
	mu     sync.Mutex
	runs   map[int]int
	server map[string]int
}

func (c *runCounter) worker(server string) func(context.Context, countedJob) error {
	return func(_ context.Context, job countedJob) error {
		c.mu.Lock()
		defer c.mu.Unlock()
		c.runs[job.N]++
		c.server[server]++
		return nil
	}
}

// Two server processes on one PostgreSQL database, each with its own connection pool and
// River client, share the queue: every job runs once, on one of them.
func TestTwoServersOnOnePostgreSQLRunEachJobExactlyOnce(t *testing.T) {
	database := storetest.Postgres(t)
	const jobs = 60
	counter := &runCounter{runs: map[int]int{}, server: map[string]int{}}
	var clients []*river.Client[*sql.Tx]
	for _, server := range []string{"a", "b"} {
		bundle := river.NewWorkers()
		register(bundle, counter.worker(server))
		client, err := newClient(storetest.OpenMigrated(t, database), testJobsConfig, bundle, quietLogger)
		require.NoError(t, err)
		clients = append(clients, client)
	}
	queue, err := NewQueue(storetest.OpenMigrated(t, database), quietLogger)
	require.NoError(t, err)
	ctx := context.Background()
	for n := range jobs {
		require.NoError(t, queue.Enqueue(ctx, countedJob{N: n}))
	}

	for _, client := range clients {
		require.NoError(t, client.Start(ctx))
		t.Cleanup(func() { require.NoError(t, client.Stop(ctx)) })
	}

	require.Eventually(t, func() bool {
		list, err := queue.client.JobList(ctx, river.NewJobListParams().Kinds(countedJob{}.Kind()).States(rivertype.JobStateCompleted).First(jobs+1))
		require.NoError(t, err)
		return len(list.Jobs) == jobs
	}, 30*time.Second, 20*time.Millisecond, "every job completes")
	counter.mu.Lock()
	defer counter.mu.Unlock()
	require.Len(t, counter.runs, jobs)
	for n, runs := range counter.runs {
		assert.Equal(t, 1, runs, "job %d", n)
	}
	t.Logf("runs per server: %v", counter.server)
}
