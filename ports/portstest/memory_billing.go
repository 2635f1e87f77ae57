package portstest

import (
	"context"
	"time"

	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/ports"
)

// Subscriptions implements ports.SubscriptionRepository in memory.
type Subscriptions struct{ db *tables }

// Get returns the user's record, the zero value when there is none.
func (r *Subscriptions) Get(_ context.Context, userID string) (billing.Subscription, error) {
	defer r.db.lock()()
	return r.db.subscriptions[userID], nil
}

// Save stores the user's record; a customer belongs to one user.
func (r *Subscriptions) Save(_ context.Context, userID string, s billing.Subscription) error {
	defer r.db.lock()()
	if err := r.db.requireOwner(userID); err != nil {
		return err
	}
	for other, existing := range r.db.subscriptions {
		if other != userID && existing.CustomerID == s.CustomerID {
			return ports.ErrConflict
		}
	}
	r.db.subscriptions[userID] = s
	return nil
}

// UserOfCustomer finds the user of a provider customer.
func (r *Subscriptions) UserOfCustomer(_ context.Context, customerID string) (string, error) {
	defer r.db.lock()()
	for userID, s := range r.db.subscriptions {
		if s.CustomerID == customerID {
			return userID, nil
		}
	}
	return "", ports.ErrNotFound
}

// PaymentEvents implements ports.PaymentEventLog in memory.
type PaymentEvents struct{ db *tables }

// Record stores the event id and reports whether it is new.
func (r *PaymentEvents) Record(_ context.Context, eventID, _ string, _ time.Time) (bool, error) {
	defer r.db.lock()()
	if r.db.paymentEvents[eventID] {
		return false, nil
	}
	r.db.paymentEvents[eventID] = true
	return true, nil
}

var (
	_ ports.SubscriptionRepository = (*Subscriptions)(nil)
	_ ports.PaymentEventLog        = (*PaymentEvents)(nil)
)
