package system

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestWaiterWaitsOrStopsWithTheContext(t *testing.T) {
	start := time.Now()
	assert.NoError(t, Waiter{}.Wait(context.Background(), 20*time.Millisecond))
	assert.GreaterOrEqual(t, time.Since(start), 20*time.Millisecond)

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	start = time.Now()
	assert.ErrorIs(t, Waiter{}.Wait(ctx, time.Hour), context.Canceled)
	assert.Less(t, time.Since(start), time.Second, "a cancelled request stops waiting")
	assert.NoError(t, Waiter{}.Wait(context.Background(), 0))
}
