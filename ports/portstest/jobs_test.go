package portstest

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/ports"
)

type noteJob struct{ Text string }

func (noteJob) Kind() string { return "note" }

type otherJob struct{ ID string }

func (otherJob) Kind() string { return "other" }

// The fake queue behaves as the real one where use cases can tell: jobs commit with the
// transaction, equal waiting jobs are one, and a failing job does not fail the request.
func TestJobsRunAfterTheTransactionAndOnlyIfItSucceeds(t *testing.T) {
	ctx := context.Background()
	jobs := NewJobs()
	var ran []string
	Handle(jobs, func(_ context.Context, job noteJob) error {
		ran = append(ran, job.Text)
		if job.Text == "fails" {
			return errors.New("smtp down")
		}
		return nil
	})

	err := Transactions{}.WithinTx(ctx, func(ctx context.Context) error {
		require.NoError(t, jobs.Enqueue(ctx, noteJob{"committed"}))
		assert.Empty(t, ran, "held back until the transaction ends")
		return nil
	})
	require.NoError(t, err)
	err = Transactions{}.WithinTx(ctx, func(ctx context.Context) error {
		require.NoError(t, jobs.Enqueue(ctx, noteJob{"rolled back"}))
		return errors.New("refused")
	})
	require.Error(t, err)
	require.NoError(t, jobs.Enqueue(ctx, noteJob{"fails"}), "a job's failure stays with the job")

	assert.Equal(t, []string{"committed", "fails"}, ran)
	require.Len(t, jobs.Failures(), 1)
	assert.ErrorContains(t, jobs.Failures()[0], "smtp down")
}

func TestJobsWithoutAHandlerWaitOnceEach(t *testing.T) {
	ctx := context.Background()
	jobs := NewJobs()

	for _, job := range []ports.Job{otherJob{"1"}, otherJob{"1"}, otherJob{"2"}} {
		require.NoError(t, jobs.Enqueue(ctx, job))
	}

	assert.Equal(t, []ports.Job{otherJob{"1"}, otherJob{"2"}}, jobs.Queued())
}
