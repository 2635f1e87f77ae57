package stripe

import (
	"context"

	"github.com/stripe/stripe-go/v76"
)

// CreatePortalSession opens Stripe's billing portal, where the customer changes the card,
// reads invoices and cancels, and from which the browser comes back to returnURL.
func (p *Provider) CreatePortalSession(ctx context.Context, customerID, returnURL string) (string, error) {
	params := &stripe.BillingPortalSessionParams{
		Customer:  stripe.String(customerID),
		ReturnURL: stripe.String(returnURL),
	}
	params.Context = ctx
	session, err := p.api.BillingPortalSessions.New(params)
	if err != nil {
		return "", failure("create billing portal session", err)
	}
	return session.URL, nil
}
