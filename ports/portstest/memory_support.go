package portstest

import (
	"context"
	"sync"
	"time"

	"github.com/radscribe/radscribe/domain/support"
	"github.com/radscribe/radscribe/ports"
)

// ContactMessages implements ports.ContactMessageRepository in memory. The messages belong to
// no user (visitors send them too), so they have a table of their own, apart from Memory.
type ContactMessages struct {
	mu       sync.Mutex
	messages map[string]support.ContactMessage
}

// NewContactMessages returns an empty store of contact messages.
func NewContactMessages() *ContactMessages {
	return &ContactMessages{messages: map[string]support.ContactMessage{}}
}

// Create stores m; an id is stored once.
func (r *ContactMessages) Create(_ context.Context, m support.ContactMessage) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	return insertRow(r.messages, m.ID, m, nil)
}

// ByID returns the message, or ports.ErrNotFound.
func (r *ContactMessages) ByID(_ context.Context, id string) (support.ContactMessage, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return rowByKey(r.messages, id)
}

// Delete removes the message, if it is there.
func (r *ContactMessages) Delete(_ context.Context, id string) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.messages, id)
	return nil
}

// DeleteCreatedBefore removes the messages created before t.
func (r *ContactMessages) DeleteCreatedBefore(_ context.Context, t time.Time) (int64, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	deleted := deleteWhere(r.messages, func(m support.ContactMessage) bool { return m.CreatedAt.Before(t) })
	return int64(deleted), nil
}

// Len returns how many messages are stored.
func (r *ContactMessages) Len() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.messages)
}

var _ ports.ContactMessageRepository = (*ContactMessages)(nil)
