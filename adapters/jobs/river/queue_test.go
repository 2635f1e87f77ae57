package riverjobs

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/application/auth"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// The change and the job that goes with it commit together, or neither does.
func TestJobsCommitAndRollBackWithTheTransaction(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, open func(t *testing.T) *gorm.DB) {
		ctx := context.Background()
		db := open(t)
		queue, err := NewQueue(db, quietLogger)
		require.NoError(t, err)
		users, tx := store.NewUsers(db), store.NewTransactor(db)
		register := func(id, address string, outcome error) error {
			return tx.WithinTx(ctx, func(ctx context.Context) error {
				if err := users.Create(ctx, portstest.NewUser(id, address)); err != nil {
					return err
				}
				if err := queue.Enqueue(ctx, auth.SendVerificationCode{UserID: id}); err != nil {
					return err
				}
				return outcome
			})
		}
		kind := auth.SendVerificationCode{}.Kind()

		require.Error(t, register("u1", "anna@klinik.de", errors.New("rolled back")))
		_, err = users.ByID(ctx, "u1")
		assert.ErrorIs(t, err, ports.ErrNotFound)
		assert.Nil(t, onlyJob(t, queue.client, kind), "the job went with the rolled back transaction")

		require.NoError(t, register("u2", "ben@klinik.de", nil))
		_, err = users.ByID(ctx, "u2")
		assert.NoError(t, err)
		job := onlyJob(t, queue.client, kind)
		require.NotNil(t, job)
		assert.JSONEq(t, `{"user_id":"u2"}`, string(job.EncodedArgs), "the job names the account and nothing else")
	})
}

// While a job waits, the same job again adds nothing: a second resend does not mail twice.
func TestAJobEqualToAWaitingOneIsNotQueuedAgain(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, open func(t *testing.T) *gorm.DB) {
		ctx := context.Background()
		queue, err := NewQueue(open(t), quietLogger)
		require.NoError(t, err)

		require.NoError(t, queue.Enqueue(ctx, auth.SendVerificationCode{UserID: "u1"}))
		require.NoError(t, queue.Enqueue(ctx, auth.SendVerificationCode{UserID: "u1"}))
		require.NoError(t, queue.Enqueue(ctx, auth.SendVerificationCode{UserID: "u2"}))
		require.NoError(t, queue.Enqueue(ctx, auth.SendWelcome{UserID: "u1"}))

		list, err := queue.client.JobList(ctx, nil)
		require.NoError(t, err)
		assert.Len(t, list.Jobs, 3, "one per kind and account")
	})
}
