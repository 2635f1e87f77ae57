package ports

import (
	"context"

	"github.com/radscribe/radscribe/domain/feedback"
)

// FeedbackItem is a rating with its author's e-mail, as the admins' analytics list it.
type FeedbackItem struct {
	feedback.Feedback
	UserEmail string
}

// FeedbackRepository stores users' ratings of their reports and answers the admins' analytics
// over them.
type FeedbackRepository interface {
	Create(ctx context.Context, f feedback.Feedback) error
	// List returns the ratings filter selects with their authors' e-mails, newest first (the
	// larger id first at the same moment), at most limit.
	List(ctx context.Context, filter feedback.Filter, limit int) ([]FeedbackItem, error)
	// Stats counts the ratings filter selects, by type.
	Stats(ctx context.Context, filter feedback.Filter) (feedback.Counts, error)
}
