package store_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/ports/portstest"
)

// The job queue inserts its jobs in the transaction of the change they follow up: SQLTx must
// find it on both databases, prepared statements (SQLite) or not, and it must be the very
// transaction the repositories write in.
func TestTheJobQueueSeesTheTransaction(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, open func(t *testing.T) *gorm.DB) {
		db := open(t)
		messages := store.NewContactMessages(db)
		ctx := context.Background()
		_, outside := store.SQLTx(ctx)
		assert.False(t, outside, "no transaction outside WithinTx")
		err := store.NewTransactor(db).WithinTx(ctx, func(ctx context.Context) error {
			require.NoError(t, messages.Create(ctx, portstest.ContactMessageExample(t, "m1", "", portstest.Now)))
			tx, ok := store.SQLTx(ctx)
			require.True(t, ok, "the transaction of WithinTx")
			var n int
			require.NoError(t, tx.QueryRowContext(ctx, "SELECT count(*) FROM contact_messages WHERE id = 'm1'").Scan(&n))
			assert.Equal(t, 1, n, "the row written in the transaction, not yet committed")
			return nil
		})
		require.NoError(t, err)
	})
}
