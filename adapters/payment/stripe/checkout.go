package stripe

import (
	"context"

	"github.com/stripe/stripe-go/v76"

	"github.com/radscribe/radscribe/ports"
)

// userIDKey names the product's user in the metadata of Stripe's customers and subscriptions,
// so either can be traced back from the dashboard.
const userIDKey = "user_id"

// CreateCheckoutSession starts a subscription in Stripe Checkout. A user without a customer
// gets one first, with the email and user id, so the caller learns the customer id at once
// (for the portal, and for the next checkout) instead of only from the completed session's
// webhook; Checkout would otherwise make a new customer for every session.
func (p *Provider) CreateCheckoutSession(ctx context.Context, req ports.CheckoutRequest) (ports.CheckoutSession, error) {
	customerID := req.CustomerID
	if customerID == "" {
		created, err := p.createCustomer(ctx, req)
		if err != nil {
			return ports.CheckoutSession{}, err
		}
		customerID = created
	}
	session, err := p.api.CheckoutSessions.New(checkoutParams(ctx, req, customerID))
	if err != nil {
		return ports.CheckoutSession{}, failure("create checkout session", err)
	}
	if session.Customer != nil && session.Customer.ID != "" {
		customerID = session.Customer.ID
	}
	return ports.CheckoutSession{ID: session.ID, URL: session.URL, CustomerID: customerID}, nil
}

func (p *Provider) createCustomer(ctx context.Context, req ports.CheckoutRequest) (string, error) {
	params := &stripe.CustomerParams{Metadata: map[string]string{userIDKey: req.UserID}}
	params.Context = ctx
	if req.Email != "" {
		params.Email = stripe.String(req.Email)
	}
	// Its own key: Stripe refuses one key for two requests with different parameters.
	setIdempotencyKey(&params.Params, req.IdempotencyKey, "customer")
	customer, err := p.api.Customers.New(params)
	if err != nil {
		return "", failure("create customer", err)
	}
	return customer.ID, nil
}

// checkoutParams asks for a subscription to one unit of the price. A trial collects no card
// (payment_method_collection if_required): Stripe asks for one before the first invoice.
func checkoutParams(ctx context.Context, req ports.CheckoutRequest, customerID string) *stripe.CheckoutSessionParams {
	params := &stripe.CheckoutSessionParams{
		Mode:              stripe.String(string(stripe.CheckoutSessionModeSubscription)),
		Customer:          stripe.String(customerID),
		ClientReferenceID: stripe.String(req.UserID),
		LineItems:         []*stripe.CheckoutSessionLineItemParams{{Price: stripe.String(req.PriceID), Quantity: stripe.Int64(1)}},
		SubscriptionData: &stripe.CheckoutSessionSubscriptionDataParams{
			Metadata: map[string]string{userIDKey: req.UserID},
		},
		// SuccessURL is passed as given: Stripe fills in {CHECKOUT_SESSION_ID} when it is there.
		SuccessURL: stripe.String(req.SuccessURL),
		CancelURL:  stripe.String(req.CancelURL),
	}
	params.Context = ctx
	if req.TrialDays > 0 {
		params.SubscriptionData.TrialPeriodDays = stripe.Int64(int64(req.TrialDays))
		params.PaymentMethodCollection = stripe.String(string(stripe.CheckoutSessionPaymentMethodCollectionIfRequired))
	}
	if req.CouponID != "" {
		params.Discounts = []*stripe.CheckoutSessionDiscountParams{{Coupon: stripe.String(req.CouponID)}}
	}
	setIdempotencyKey(&params.Params, req.IdempotencyKey, "")
	return params
}

// setIdempotencyKey sets the caller's key, with a suffix for each further request made under
// it. Without a key the library makes up one per call, which still makes its own retries safe.
func setIdempotencyKey(params *stripe.Params, key, suffix string) {
	if key == "" {
		return
	}
	if suffix != "" {
		key += ":" + suffix
	}
	params.SetIdempotencyKey(key)
}
