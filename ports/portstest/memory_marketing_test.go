package portstest_test

import (
	"testing"

	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

func TestMemoryAccountMigrationContract(t *testing.T) {
	portstest.RunAccountMigrationContract(t, func(*testing.T) (ports.UserRepository, ports.AccountMigrations) {
		m := portstest.NewMemory()
		return m.Users, m.AccountMigrations()
	})
}

func TestMemoryContactSyncRunsContract(t *testing.T) {
	portstest.RunContactSyncRunsContract(t, func(*testing.T) ports.ContactSyncRuns { return portstest.NewContactSyncRuns() })
}
