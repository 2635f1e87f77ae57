package metrics

import (
	"context"
	"time"

	"github.com/radscribe/radscribe/ports"
)

// Payments times p, the payment provider provider names.
func (r *Registry) Payments(provider string, p ports.PaymentProvider) ports.PaymentProvider {
	if p == nil {
		return nil
	}
	return &timedPayments{inner: p, timer: r.timer(portPayment, provider)}
}

type timedPayments struct {
	inner ports.PaymentProvider
	timer callTimer
}

func (p *timedPayments) CreateCheckoutSession(ctx context.Context, req ports.CheckoutRequest) (ports.CheckoutSession, error) {
	started := time.Now()
	session, err := p.inner.CreateCheckoutSession(ctx, req)
	p.timer.observe("checkout", started, err)
	return session, err
}

func (p *timedPayments) CreatePortalSession(ctx context.Context, customerID, returnURL string) (string, error) {
	started := time.Now()
	url, err := p.inner.CreatePortalSession(ctx, customerID, returnURL)
	p.timer.observe("portal", started, err)
	return url, err
}

func (p *timedPayments) Subscription(ctx context.Context, subscriptionID string) (ports.ProviderSubscription, error) {
	started := time.Now()
	sub, err := p.inner.Subscription(ctx, subscriptionID)
	p.timer.observe("subscription", started, err)
	return sub, err
}

func (p *timedPayments) LatestSubscription(ctx context.Context, customerID string) (ports.ProviderSubscription, bool, error) {
	started := time.Now()
	sub, found, err := p.inner.LatestSubscription(ctx, customerID)
	p.timer.observe("latest_subscription", started, err)
	return sub, found, err
}

func (p *timedPayments) CancelAtPeriodEnd(ctx context.Context, subscriptionID, idempotencyKey string) (ports.ProviderSubscription, error) {
	started := time.Now()
	sub, err := p.inner.CancelAtPeriodEnd(ctx, subscriptionID, idempotencyKey)
	p.timer.observe("cancel", started, err)
	return sub, err
}

func (p *timedPayments) Reactivate(ctx context.Context, subscriptionID, idempotencyKey string) (ports.ProviderSubscription, error) {
	started := time.Now()
	sub, err := p.inner.Reactivate(ctx, subscriptionID, idempotencyKey)
	p.timer.observe("reactivate", started, err)
	return sub, err
}

func (p *timedPayments) SwitchPrice(ctx context.Context, subscriptionID, priceID, idempotencyKey string) (ports.ProviderSubscription, error) {
	started := time.Now()
	sub, err := p.inner.SwitchPrice(ctx, subscriptionID, priceID, idempotencyKey)
	p.timer.observe("switch_price", started, err)
	return sub, err
}

func (p *timedPayments) VerifyWebhook(payload []byte, signatureHeader string) (ports.WebhookEvent, error) {
	started := time.Now()
	event, err := p.inner.VerifyWebhook(payload, signatureHeader)
	p.timer.observe("verify_webhook", started, err)
	return event, err
}

// ContactSync times s, the e-mail marketing service provider names.
func (r *Registry) ContactSync(provider string, s ports.ContactSync) ports.ContactSync {
	if s == nil {
		return nil
	}
	return &timedContactSync{inner: s, timer: r.timer(portMarketing, provider)}
}

type timedContactSync struct {
	inner ports.ContactSync
	timer callTimer
}

func (s *timedContactSync) Lists(ctx context.Context) ([]ports.ContactList, error) {
	started := time.Now()
	lists, err := s.inner.Lists(ctx)
	s.timer.observe("lists", started, err)
	return lists, err
}

func (s *timedContactSync) CreateList(ctx context.Context, name string) (ports.ContactList, error) {
	started := time.Now()
	list, err := s.inner.CreateList(ctx, name)
	s.timer.observe("create_list", started, err)
	return list, err
}

func (s *timedContactSync) Upsert(ctx context.Context, contact ports.Contact) error {
	started := time.Now()
	err := s.inner.Upsert(ctx, contact)
	s.timer.observe("upsert", started, err)
	return err
}

func (s *timedContactSync) Remove(ctx context.Context, email string) error {
	started := time.Now()
	err := s.inner.Remove(ctx, email)
	s.timer.observe("remove", started, err)
	return err
}

func (s *timedContactSync) Contact(ctx context.Context, email string) ([]byte, error) {
	started := time.Now()
	contact, err := s.inner.Contact(ctx, email)
	s.timer.observe("contact", started, err)
	return contact, err
}
