package store_test

import (
	"testing"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

func TestAccountMigrationContract(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, open func(t *testing.T) *gorm.DB) {
		portstest.RunAccountMigrationContract(t, func(t *testing.T) (ports.UserRepository, ports.AccountMigrations) {
			db := open(t)
			return store.NewUsers(db), store.NewAccountMigrations(db)
		})
	})
}

func TestContactSyncRunsContract(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, open func(t *testing.T) *gorm.DB) {
		portstest.RunContactSyncRunsContract(t, func(t *testing.T) ports.ContactSyncRuns { return store.NewContactSyncRuns(open(t)) })
	})
}
