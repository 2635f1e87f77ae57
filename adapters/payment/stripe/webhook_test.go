package stripe

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/stripe/stripe-go/v76/webhook"

	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

const webhookSecret = "whsec_radscribe_test"

func webhookProvider(t *testing.T, secret string) *Provider {
	t.Helper()
	provider, err := New(config.PaymentStripe{SecretKey: testKey, WebhookSecret: secret})
	require.NoError(t, err)
	return provider
}

func signed(payload string, secret string, at time.Time) string {
	return webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{
		Payload: []byte(payload), Secret: secret, Timestamp: at,
	}).Header
}

// The events come in several API versions, none of them the library's: the ids are read all
// the same, including an invoice's subscription where versions from 2025-03-31 keep it.
func TestWebhookReadsWhatTheEventIsAbout(t *testing.T) {
	t.Parallel()
	provider := webhookProvider(t, webhookSecret)
	for name, c := range map[string]struct {
		payload string
		want    ports.WebhookEvent
	}{
		"subscription": {
			`{"id": "evt_1", "object": "event", "api_version": "2025-03-31.basil", "type": "customer.subscription.updated",
			  "data": {"object": {"id": "sub_1", "object": "subscription", "customer": "cus_1",
			    "items": {"data": [{"id": "si_1", "current_period_end": 1769904000}]}},
			  "previous_attributes": {"cancel_at_period_end": false}}}`,
			ports.WebhookEvent{ID: "evt_1", Type: "customer.subscription.updated", SubscriptionID: "sub_1", CustomerID: "cus_1"},
		},
		"checkout": {
			`{"id": "evt_2", "object": "event", "api_version": "2024-06-20", "type": "checkout.session.completed",
			  "data": {"object": {"id": "cs_test_1", "object": "checkout.session", "customer": "cus_2",
			    "subscription": "sub_2", "client_reference_id": "user-7"}}}`,
			ports.WebhookEvent{ID: "evt_2", Type: "checkout.session.completed", SubscriptionID: "sub_2", CustomerID: "cus_2"},
		},
		"invoice before 2025-03-31": {
			`{"id": "evt_3", "object": "event", "api_version": "2023-10-16", "type": "invoice.paid",
			  "data": {"object": {"id": "in_1", "object": "invoice", "customer": "cus_3", "subscription": "sub_3"}}}`,
			ports.WebhookEvent{ID: "evt_3", Type: "invoice.paid", SubscriptionID: "sub_3", CustomerID: "cus_3"},
		},
		"invoice from 2025-03-31": {
			`{"id": "evt_4", "object": "event", "api_version": "2026-08-26.dahlia", "type": "invoice.payment_failed",
			  "data": {"object": {"id": "in_2", "object": "invoice", "customer": "cus_4",
			    "parent": {"type": "subscription_details", "subscription_details": {"subscription": "sub_4"}}}}}`,
			ports.WebhookEvent{ID: "evt_4", Type: "invoice.payment_failed", SubscriptionID: "sub_4", CustomerID: "cus_4"},
		},
		"expanded customer": {
			`{"id": "evt_5", "object": "event", "type": "customer.subscription.deleted",
			  "data": {"object": {"id": "sub_5", "customer": {"id": "cus_5", "object": "customer"}}}}`,
			ports.WebhookEvent{ID: "evt_5", Type: "customer.subscription.deleted", SubscriptionID: "sub_5", CustomerID: "cus_5"},
		},
		"about something else": {
			`{"id": "evt_6", "object": "event", "type": "customer.created",
			  "data": {"object": {"id": "cus_6", "object": "customer"}}}`,
			ports.WebhookEvent{ID: "evt_6", Type: "customer.created"},
		},
	} {
		t.Run(name, func(t *testing.T) {
			event, err := provider.VerifyWebhook([]byte(c.payload), signed(c.payload, webhookSecret, time.Now()))
			require.NoError(t, err)
			require.Equal(t, c.want, event)
		})
	}
}

func TestWebhookRefusesWhatStripeDidNotSign(t *testing.T) {
	t.Parallel()
	payload := `{"id": "evt_1", "object": "event", "type": "customer.subscription.deleted",
	  "data": {"object": {"id": "sub_1", "customer": "cus_1"}}}`
	tampered := `{"id": "evt_1", "object": "event", "type": "customer.subscription.deleted",
	  "data": {"object": {"id": "sub_OTHER", "customer": "cus_1"}}}`
	provider := webhookProvider(t, webhookSecret)
	for name, c := range map[string]struct {
		provider *Provider
		payload  string
		header   string
	}{
		"tampered body":        {provider, tampered, signed(payload, webhookSecret, time.Now())},
		"other secret":         {provider, payload, signed(payload, "whsec_someone_else", time.Now())},
		"stale timestamp":      {provider, payload, signed(payload, webhookSecret, time.Now().Add(-webhook.DefaultTolerance-time.Minute))},
		"no header":            {provider, payload, ""},
		"garbled header":       {provider, payload, "t=now,v1"},
		"no secret configured": {webhookProvider(t, ""), payload, signed(payload, "", time.Now())},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := c.provider.VerifyWebhook([]byte(c.payload), c.header)
			require.ErrorIs(t, err, ports.ErrWebhookSignature)
		})
	}
}

func TestWebhookSignedButNotAnEvent(t *testing.T) {
	t.Parallel()
	provider := webhookProvider(t, webhookSecret)
	payload := `not json, but signed`

	_, err := provider.VerifyWebhook([]byte(payload), signed(payload, webhookSecret, time.Now()))
	require.Error(t, err)
	require.NotErrorIs(t, err, ports.ErrWebhookSignature)
	require.NotContains(t, err.Error(), payload)
}
