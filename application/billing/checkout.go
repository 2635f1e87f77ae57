package billing

import (
	"context"
	"errors"
	"fmt"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/ports"
)

// Checkout opens the provider's checkout for plan and returns its address. The terms (trial,
// beta price) follow the domain's rules; the customer is remembered at once, so the webhooks
// that follow find the user.
func (s *Service) Checkout(ctx context.Context, user account.User, planName string) (string, error) {
	if err := s.requireProvider(); err != nil {
		return "", err
	}
	plan, _ := billing.ParsePlan(planName)
	sub, err := s.stores.Subscriptions.Get(ctx, user.ID)
	if err != nil {
		return "", err
	}
	terms, err := billing.Checkout(plan, billing.AccountTrial{StartedAt: user.TrialStartedAt, EndsAt: user.TrialEndsAt}, sub, s.clock.Now())
	if err != nil {
		return "", problem(err)
	}
	req := ports.CheckoutRequest{
		CustomerID: sub.CustomerID, Email: user.Email, UserID: user.ID, PriceID: s.priceOf(plan), TrialDays: terms.TrialDays,
		SuccessURL: s.settings.PublicURL + "/subscription-success?session_id={CHECKOUT_SESSION_ID}",
		CancelURL:  s.settings.PublicURL + "/subscribe",
		// One checkout per user, plan and minute: a double click opens the same session.
		IdempotencyKey: fmt.Sprintf("checkout-%s-%s-%d", user.ID, plan, s.clock.Now().Unix()/60),
	}
	if terms.Beta {
		req.CouponID = s.settings.BetaCouponID
	}
	session, err := s.provider.CreateCheckoutSession(ctx, req)
	if err != nil {
		return "", providerFailed(err)
	}
	if sub.CustomerID == "" && session.CustomerID != "" {
		sub.CustomerID = session.CustomerID
		if err := s.stores.Subscriptions.Save(ctx, user.ID, sub); err != nil {
			return "", err
		}
	}
	return session.URL, nil
}

// PortalURL opens the provider's billing portal for the user's own customer.
func (s *Service) PortalURL(ctx context.Context, user account.User) (string, error) {
	sub, err := s.subscriptionOf(ctx, user)
	if err != nil {
		return "", err
	}
	if sub.CustomerID == "" {
		return "", apperr.New(apperr.Invalid, billing.MsgNoBillingAccount)
	}
	url, err := s.provider.CreatePortalSession(ctx, sub.CustomerID, s.settings.PublicURL+"/profile?tab=subscription")
	if err != nil {
		return "", providerFailed(err)
	}
	return url, nil
}

func (s *Service) priceOf(plan billing.PlanType) string {
	if plan == billing.Yearly {
		return s.settings.YearlyPriceID
	}
	return s.settings.MonthlyPriceID
}

func (s *Service) planOf(priceID string) billing.PlanType {
	if priceID == s.settings.YearlyPriceID {
		return billing.Yearly
	}
	return billing.Monthly
}

// isNotFound reports a provider's or a store's not-found.
func isNotFound(err error) bool { return errors.Is(err, ports.ErrNotFound) }
