package store_test

import (
	"testing"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// The usage repository keeps its port's contract on every database.
func TestUsageContract(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, open func(t *testing.T) *gorm.DB) {
		portstest.RunUsageContract(t, func(t *testing.T) ports.UsageRepository { return store.NewUsage(open(t)) })
	})
}
