package portstest_test

import (
	"testing"

	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

func TestMemoryUsageKeepsTheContract(t *testing.T) {
	portstest.RunUsageContract(t, func(*testing.T) ports.UsageRepository { return portstest.NewUsageEvents() })
}
