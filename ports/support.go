package ports

import (
	"context"
	"time"

	"github.com/radscribe/radscribe/domain/support"
)

// ContactMessageRepository keeps a contact message from the request that sent it until the
// job that mails it to the support team has run, so that its text never travels in the job's
// fields. It takes part in Transactor.WithinTx.
type ContactMessageRepository interface {
	// Create stores m; an id is stored once (ErrConflict).
	Create(ctx context.Context, m support.ContactMessage) error
	// ByID returns the message, or ErrNotFound.
	ByID(ctx context.Context, id string) (support.ContactMessage, error)
	// Delete removes the message; deleting one that is gone is not an error.
	Delete(ctx context.Context, id string) error
	// DeleteCreatedBefore removes the messages created before t (those whose mail could not
	// be sent) and returns how many there were.
	DeleteCreatedBefore(ctx context.Context, t time.Time) (int64, error)
}
