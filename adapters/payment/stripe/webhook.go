package stripe

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/stripe/stripe-go/v76/webhook"

	"github.com/radscribe/radscribe/ports"
)

// VerifyWebhook checks the Stripe-Signature header against the raw body with the endpoint's
// signing secret, refusing timestamps older than webhook.DefaultTolerance (5 minutes), and reads
// which subscription and customer the event is about.
//
// The event's API version is that of the webhook endpoint (or the account's default), which
// need not be the library's 2023-10-16, so the version check is off and the ids are read from
// the raw object with fields every version has, rather than by decoding the object into this
// library's types, which could misread or refuse a newer shape.
func (p *Provider) VerifyWebhook(payload []byte, signatureHeader string) (ports.WebhookEvent, error) {
	// Anyone can compute an HMAC with an empty key, so without a secret nothing is genuine.
	if p.webhookSecret == "" {
		return ports.WebhookEvent{}, fmt.Errorf("stripe webhook: %w: no webhook secret is configured", ports.ErrWebhookSignature)
	}
	event, err := webhook.ConstructEventWithOptions(payload, signatureHeader, p.webhookSecret,
		webhook.ConstructEventOptions{IgnoreAPIVersionMismatch: true})
	if err != nil {
		if isSignatureError(err) {
			return ports.WebhookEvent{}, fmt.Errorf("stripe webhook: %w: %v", ports.ErrWebhookSignature, err)
		}
		// Signed by Stripe, yet not an event: the library's message may quote the body.
		return ports.WebhookEvent{}, errors.New("stripe webhook: the signed body is not an event")
	}
	out := ports.WebhookEvent{ID: event.ID, Type: string(event.Type)}
	if event.Data == nil {
		return out, nil
	}
	var object eventObject
	if err := json.Unmarshal(event.Data.Raw, &object); err != nil {
		return ports.WebhookEvent{}, errors.New("stripe webhook: the event's object is not a JSON object")
	}
	switch {
	case strings.HasPrefix(out.Type, "customer.subscription."):
		out.SubscriptionID, out.CustomerID = idOf(object.ID), idOf(object.Customer)
	case out.Type == "checkout.session.completed":
		out.SubscriptionID, out.CustomerID = idOf(object.Subscription), idOf(object.Customer)
	case strings.HasPrefix(out.Type, "invoice."):
		out.SubscriptionID, out.CustomerID = invoiceSubscription(object), idOf(object.Customer)
	}
	return out, nil
}

func isSignatureError(err error) bool {
	for _, signatureErr := range []error{webhook.ErrNotSigned, webhook.ErrInvalidHeader, webhook.ErrNoValidSignature, webhook.ErrTooOld} {
		if errors.Is(err, signatureErr) {
			return true
		}
	}
	return false
}

// eventObject holds the fields read from data.object; each is a string id, an expanded
// object with an id, or null.
type eventObject struct {
	ID           json.RawMessage `json:"id"`
	Customer     json.RawMessage `json:"customer"`
	Subscription json.RawMessage `json:"subscription"`
	// Parent is where API versions from 2025-03-31 keep an invoice's subscription.
	Parent struct {
		SubscriptionDetails struct {
			Subscription json.RawMessage `json:"subscription"`
		} `json:"subscription_details"`
	} `json:"parent"`
}

func invoiceSubscription(object eventObject) string {
	if id := idOf(object.Subscription); id != "" {
		return id
	}
	return idOf(object.Parent.SubscriptionDetails.Subscription)
}

// idOf reads an id given as a string or as an expanded object; "" for null or anything else.
func idOf(raw json.RawMessage) string {
	var id string
	if json.Unmarshal(raw, &id) == nil {
		return id
	}
	var expanded struct {
		ID string `json:"id"`
	}
	if json.Unmarshal(raw, &expanded) == nil {
		return expanded.ID
	}
	return ""
}
