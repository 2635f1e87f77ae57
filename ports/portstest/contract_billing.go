package portstest

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/ports"
)

func subscriptionsContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, ben := TwoUsers(t, r.Users)
	subs := r.Subscriptions
	none, err := subs.Get(ctx, anna)
	require.NoError(t, err)
	assert.Equal(t, billing.Subscription{}, none, "a user who never started a checkout")
	_, err = subs.UserOfCustomer(ctx, "cus_anna")
	assert.ErrorIs(t, err, ports.ErrNotFound)

	require.NoError(t, subs.Save(ctx, anna, billing.Subscription{CustomerID: "cus_anna"}))
	owner, err := subs.UserOfCustomer(ctx, "cus_anna")
	require.NoError(t, err)
	assert.Equal(t, anna, owner)

	full := billing.Subscription{
		CustomerID: "cus_anna", SubscriptionID: "sub_1", ProviderStatus: billing.ProviderTrialing, Plan: billing.Monthly,
		CurrentPeriodEnd: Now.Add(7 * 24 * time.Hour), TrialEnd: Now.Add(7 * 24 * time.Hour), CancelAtPeriodEnd: true,
		DiscountEnd: Now.Add(97 * 24 * time.Hour), TrialUsed: true, ScheduledPlan: billing.Yearly,
	}
	require.NoError(t, subs.Save(ctx, anna, full))
	got, err := subs.Get(ctx, anna)
	require.NoError(t, err)
	assert.Equal(t, full, got, "read back as written, the times in UTC")

	withdrawn := full
	withdrawn.ScheduledPlan = ""
	require.NoError(t, subs.Save(ctx, anna, withdrawn))
	got, err = subs.Get(ctx, anna)
	require.NoError(t, err)
	assert.Equal(t, withdrawn, got, "a withdrawn switch is stored as none")

	assert.ErrorIs(t, subs.Save(ctx, ben, billing.Subscription{CustomerID: "cus_anna"}), ports.ErrConflict, "a customer belongs to one user")
	require.NoError(t, subs.Save(ctx, ben, billing.Subscription{CustomerID: "cus_ben"}))
	other, err := subs.Get(ctx, ben)
	require.NoError(t, err)
	assert.Equal(t, "cus_ben", other.CustomerID)
}

func paymentEventsContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	var wg sync.WaitGroup
	var mu sync.Mutex
	firsts := 0
	for range 5 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			first, err := r.PaymentEvents.Record(ctx, "evt_1", "customer.subscription.updated", Now)
			assert.NoError(t, err)
			if first {
				mu.Lock()
				firsts++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	assert.Equal(t, 1, firsts, "five deliveries of one event, one first")
	first, err := r.PaymentEvents.Record(ctx, "evt_2", "invoice.paid", Now)
	require.NoError(t, err)
	assert.True(t, first)
}
