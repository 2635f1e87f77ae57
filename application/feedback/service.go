// Package feedback holds the use case of rating a report after copying it.
package feedback

import (
	"context"
	"errors"
	"slices"
	"time"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/feedback"
	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/ports"
)

// The feedback use case's messages, shown to users verbatim.
const (
	// MsgTooMuchFeedback answers a user over the feedback budget.
	MsgTooMuchFeedback = "You have sent a lot of feedback in the last hour. Please try again later."
	// MsgNotYours answers a rating that names another user's recording, session or template.
	MsgNotYours = "This recording, session or template is not yours."
)

// The budget: far above a radiologist's reports per hour, low enough that a script cannot
// fill the table.
const (
	limitPerUser   = 30
	limitWindow    = time.Hour
	limitKeyPrefix = "feedback:user:"
)

// Stores are the repositories the feedback use case needs: the ratings, and what a rating may
// name (the user's recordings, and the templates the user can choose).
type Stores struct {
	Feedback        ports.FeedbackRepository
	Recordings      ports.RecordingRepository
	MasterTemplates ports.MasterTemplateRepository
	UserTemplates   ports.UserTemplateRepository
}

// Service runs the feedback use case.
type Service struct {
	stores  Stores
	limiter ports.RateLimiter
	clock   ports.Clock
	ids     ports.IDGenerator
}

// NewService returns the feedback use case.
func NewService(stores Stores, limiter ports.RateLimiter, clock ports.Clock, ids ports.IDGenerator) *Service {
	return &Service{stores: stores, limiter: limiter, clock: clock, ids: ids}
}

// Submit validates and stores the user's rating. The recording, session and template it names
// must be the user's own (a template may also be a master template), so that the analytics
// never link a rating to someone else's work. Invalid input does not use the budget.
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
	if err := s.checkOwnership(ctx, user, f); err != nil {
		return feedback.Feedback{}, err
	}
	ok, wait, err := s.limiter.Take(ctx, limitKeyPrefix+user.ID, limitPerUser, limitWindow)
	if err != nil {
		return feedback.Feedback{}, apperr.Wrap(apperr.Unavailable, "Please try again in a moment.", err)
	}
	if !ok {
		return feedback.Feedback{}, apperr.TooMany(MsgTooMuchFeedback, wait)
	}
	if err := s.stores.Feedback.Create(ctx, f); err != nil {
		return feedback.Feedback{}, err
	}
	return f, nil
}

// checkOwnership refuses a rating that names a recording, a dictation session or a template
// the user cannot see; one answer for all three, so it tells nothing of others' ids.
func (s *Service) checkOwnership(ctx context.Context, user account.User, f feedback.Feedback) error {
	notYours := apperr.New(apperr.Invalid, MsgNotYours)
	if f.RecordingID != "" {
		_, err := s.stores.Recordings.Get(ctx, user.ID, f.RecordingID)
		if errors.Is(err, ports.ErrNotFound) {
			return notYours
		}
		if err != nil {
			return err
		}
	}
	if f.SessionID != "" {
		// A session is the user's whose recording first used it: a recording of the user's
		// that joined another user's session (as the dictation use cases no longer allow)
		// does not make it the user's.
		owner, err := s.stores.Recordings.SessionOwner(ctx, f.SessionID)
		if errors.Is(err, ports.ErrNotFound) || (err == nil && owner != user.ID) {
			return notYours
		}
		if err != nil {
			return err
		}
	}
	if f.TemplateID == "" {
		return nil
	}
	own, err := s.stores.UserTemplates.ListByOwner(ctx, user.ID)
	if err != nil {
		return err
	}
	if slices.ContainsFunc(own, func(t template.Template) bool { return t.ID == f.TemplateID }) {
		return nil
	}
	masters, err := s.stores.MasterTemplates.List(ctx)
	if err != nil {
		return err
	}
	if slices.ContainsFunc(masters, func(t template.Template) bool { return t.ID == f.TemplateID }) {
		return nil
	}
	return notYours
}
