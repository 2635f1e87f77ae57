package portstest

import (
	"context"
	"slices"

	"github.com/radscribe/radscribe/domain/feedback"
	"github.com/radscribe/radscribe/ports"
)

// Feedback implements ports.FeedbackRepository in memory.
type Feedback struct{ db *tables }

// Create stores one rating; an id is stored once.
func (r *Feedback) Create(_ context.Context, f feedback.Feedback) error {
	defer r.db.lock()()
	if slices.ContainsFunc(r.db.feedback, func(other feedback.Feedback) bool { return other.ID == f.ID }) {
		return ports.ErrConflict
	}
	r.db.feedback = append(r.db.feedback, f)
	return nil
}

// All returns every stored rating in the order they came.
func (r *Feedback) All() []feedback.Feedback {
	defer r.db.lock()()
	return slices.Clone(r.db.feedback)
}

// List returns the ratings filter selects with their authors' e-mails, newest first (the
// larger id first at the same moment), at most limit.
func (r *Feedback) List(_ context.Context, filter feedback.Filter, limit int) ([]ports.FeedbackItem, error) {
	defer r.db.lock()()
	items := []ports.FeedbackItem{}
	for _, f := range r.db.feedback {
		if user, ok := r.db.users[f.UserID]; ok && filter.Matches(f) {
			items = append(items, ports.FeedbackItem{Feedback: f, UserEmail: user.Email})
		}
	}
	slices.SortFunc(items, func(a, b ports.FeedbackItem) int {
		if c := b.CreatedAt.Compare(a.CreatedAt); c != 0 {
			return c
		}
		return compareStrings(b.ID, a.ID)
	})
	return items[:min(limit, len(items))], nil
}

// Stats counts the ratings filter selects, by type.
func (r *Feedback) Stats(_ context.Context, filter feedback.Filter) (feedback.Counts, error) {
	defer r.db.lock()()
	var counts feedback.Counts
	for _, f := range r.db.feedback {
		switch {
		case !filter.Matches(f):
		case f.Type == feedback.Positive:
			counts.Positive++
		case f.Type == feedback.Negative:
			counts.Negative++
		}
	}
	return counts, nil
}

var _ ports.FeedbackRepository = (*Feedback)(nil)
