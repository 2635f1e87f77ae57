package metrics

import (
	"context"

	"github.com/radscribe/radscribe/ports"
)

// Payments times p, the payment provider provider names.
func (r *Registry) Payments(provider string, p ports.PaymentProvider) ports.PaymentProvider {
	return decorate(r, portPayment, provider, p, func(t timed[ports.PaymentProvider]) ports.PaymentProvider { return &timedPayments{t} })
}

type timedPayments struct{ timed[ports.PaymentProvider] }

func (p *timedPayments) CreateCheckoutSession(ctx context.Context, req ports.CheckoutRequest) (_ ports.CheckoutSession, err error) {
	defer p.timer.start("checkout").stop(&err)
	return p.inner.CreateCheckoutSession(ctx, req)
}

func (p *timedPayments) CreatePortalSession(ctx context.Context, customerID, returnURL string) (_ string, err error) {
	defer p.timer.start("portal").stop(&err)
	return p.inner.CreatePortalSession(ctx, customerID, returnURL)
}

func (p *timedPayments) Subscription(ctx context.Context, subscriptionID string) (_ ports.ProviderSubscription, err error) {
	defer p.timer.start("subscription").stop(&err)
	return p.inner.Subscription(ctx, subscriptionID)
}

func (p *timedPayments) LatestSubscription(ctx context.Context, customerID string) (_ ports.ProviderSubscription, _ bool, err error) {
	defer p.timer.start("latest_subscription").stop(&err)
	return p.inner.LatestSubscription(ctx, customerID)
}

func (p *timedPayments) CancelAtPeriodEnd(ctx context.Context, subscriptionID, idempotencyKey string) (_ ports.ProviderSubscription, err error) {
	defer p.timer.start("cancel").stop(&err)
	return p.inner.CancelAtPeriodEnd(ctx, subscriptionID, idempotencyKey)
}

func (p *timedPayments) Reactivate(ctx context.Context, subscriptionID, idempotencyKey string) (_ ports.ProviderSubscription, err error) {
	defer p.timer.start("reactivate").stop(&err)
	return p.inner.Reactivate(ctx, subscriptionID, idempotencyKey)
}

func (p *timedPayments) SwitchPrice(ctx context.Context, subscriptionID, priceID, idempotencyKey string) (_ ports.ProviderSubscription, err error) {
	defer p.timer.start("switch_price").stop(&err)
	return p.inner.SwitchPrice(ctx, subscriptionID, priceID, idempotencyKey)
}

func (p *timedPayments) VerifyWebhook(payload []byte, signatureHeader string) (_ ports.WebhookEvent, err error) {
	defer p.timer.start("verify_webhook").stop(&err)
	return p.inner.VerifyWebhook(payload, signatureHeader)
}

// ContactSync times s, the e-mail marketing service provider names.
func (r *Registry) ContactSync(provider string, s ports.ContactSync) ports.ContactSync {
	return decorate(r, portMarketing, provider, s, func(t timed[ports.ContactSync]) ports.ContactSync { return &timedContactSync{t} })
}

type timedContactSync struct{ timed[ports.ContactSync] }

func (s *timedContactSync) Lists(ctx context.Context) (_ []ports.ContactList, err error) {
	defer s.timer.start("lists").stop(&err)
	return s.inner.Lists(ctx)
}

func (s *timedContactSync) CreateList(ctx context.Context, name string) (_ ports.ContactList, err error) {
	defer s.timer.start("create_list").stop(&err)
	return s.inner.CreateList(ctx, name)
}

func (s *timedContactSync) Upsert(ctx context.Context, contact ports.Contact) (err error) {
	defer s.timer.start("upsert").stop(&err)
	return s.inner.Upsert(ctx, contact)
}

func (s *timedContactSync) Remove(ctx context.Context, email string) (err error) {
	defer s.timer.start("remove").stop(&err)
	return s.inner.Remove(ctx, email)
}

func (s *timedContactSync) Contact(ctx context.Context, email string) (_ []byte, err error) {
	defer s.timer.start("contact").stop(&err)
	return s.inner.Contact(ctx, email)
}
