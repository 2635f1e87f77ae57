package ports

import (
	"context"

	"github.com/radscribe/radscribe/domain/feedback"
)

// FeedbackRepository stores users' ratings of their reports.
type FeedbackRepository interface {
	Create(ctx context.Context, f feedback.Feedback) error
}
