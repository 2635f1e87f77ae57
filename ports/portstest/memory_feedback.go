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

var _ ports.FeedbackRepository = (*Feedback)(nil)
