// Package feedback holds the use case of rating a report after copying it.
package feedback

import (
	"context"
	"errors"
	"time"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/feedback"
	"github.com/radscribe/radscribe/ports"
)

// MsgTooMuchFeedback answers a user over the feedback budget.
const MsgTooMuchFeedback = "You have sent a lot of feedback in the last hour. Please try again later."

// The budget: far above a radiologist's reports per hour, low enough that a script cannot
// fill the table.
const (
	limitPerUser   = 30
	limitWindow    = time.Hour
	limitKeyPrefix = "feedback:user:"
)

// Service runs the feedback use case.
type Service struct {
	repo    ports.FeedbackRepository
	limiter ports.RateLimiter
	clock   ports.Clock
	ids     ports.IDGenerator
}

// NewService returns the feedback use case.
func NewService(repo ports.FeedbackRepository, limiter ports.RateLimiter, clock ports.Clock, ids ports.IDGenerator) *Service {
	return &Service{repo: repo, limiter: limiter, clock: clock, ids: ids}
}

// Submit validates and stores the user's rating. Invalid input does not use the budget.
func (s *Service) Submit(ctx context.Context, user account.User, draft feedback.Draft) (feedback.Feedback, error) {
	id, err := s.ids.NewID()
	if err != nil {
		return feedback.Feedback{}, err
	}
	f, err := feedback.New(id, user.ID, draft, s.clock.Now())
	var problem feedback.Problem
	if errors.As(err, &problem) {
		return feedback.Feedback{}, apperr.New(apperr.Invalid, problem.Error())
	}
	if err != nil {
		return feedback.Feedback{}, err
	}
	ok, wait, err := s.limiter.Take(ctx, limitKeyPrefix+user.ID, limitPerUser, limitWindow)
	if err != nil {
		return feedback.Feedback{}, apperr.Wrap(apperr.Unavailable, "Please try again in a moment.", err)
	}
	if !ok {
		return feedback.Feedback{}, apperr.TooMany(MsgTooMuchFeedback, wait)
	}
	if err := s.repo.Create(ctx, f); err != nil {
		return feedback.Feedback{}, err
	}
	return f, nil
}
