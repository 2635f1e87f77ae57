package portstest_test

import (
	"testing"

	"github.com/radscribe/radscribe/ports/portstest"
)

func TestMemoryKeepsTheContracts(t *testing.T) {
	portstest.RunContracts(t, func(*testing.T) portstest.Repositories { return portstest.NewMemory().Repositories() })
}
