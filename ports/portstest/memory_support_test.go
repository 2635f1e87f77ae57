package portstest_test

import (
	"testing"

	"github.com/radscribe/radscribe/ports/portstest"
)

func TestMemoryContactMessagesKeepTheContract(t *testing.T) {
	portstest.RunContactMessageContract(t, portstest.NewContactMessages())
}
