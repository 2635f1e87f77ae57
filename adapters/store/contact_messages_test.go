package store_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

func TestContactMessagesKeepTheContract(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, open func(t *testing.T) *gorm.DB) {
		portstest.RunContactMessageContract(t, store.NewContactMessages(open(t)))
	})
}

// A message stored in a transaction that rolls back is gone with it, so a message is never
// kept without the job that mails it.
func TestContactMessagesTakePartInTransactions(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, open func(t *testing.T) *gorm.DB) {
		db := open(t)
		messages := store.NewContactMessages(db)
		ctx := context.Background()
		err := store.NewTransactor(db).WithinTx(ctx, func(ctx context.Context) error {
			require.NoError(t, messages.Create(ctx, portstest.ContactMessageExample(t, "m1", "", portstest.Now)))
			return assert.AnError
		})
		require.ErrorIs(t, err, assert.AnError)
		_, err = messages.ByID(ctx, "m1")
		assert.ErrorIs(t, err, ports.ErrNotFound)
	})
}
