package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/domain/feedback"
	"github.com/radscribe/radscribe/ports"
)

// feedbackRow stores absent values as NULL, so the analytics can tell "no text" from text.
type feedbackRow struct {
	ID               string `gorm:"primaryKey"`
	UserID           string
	FeedbackType     string
	FeedbackCategory *string
	FeedbackText     *string
	RecordingID      *string
	SessionID        *string
	Language         string
	InputMethod      string
	TemplateUsed     bool
	TemplateID       *string
	TemplateName     *string
	CreatedAt        time.Time
}

func (feedbackRow) TableName() string { return "feedback" }

// nullable maps an absent (empty) value to NULL.
func nullable(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// Feedback implements ports.FeedbackRepository.
type Feedback struct{ db *gorm.DB }

// NewFeedback returns the feedback repository.
func NewFeedback(db *gorm.DB) *Feedback { return &Feedback{db: db} }

// Create stores one rating.
func (s *Feedback) Create(ctx context.Context, f feedback.Feedback) error {
	row := feedbackRow{
		ID: f.ID, UserID: f.UserID, FeedbackType: string(f.Type), FeedbackCategory: nullable(string(f.Category)),
		FeedbackText: nullable(f.Text), RecordingID: nullable(f.RecordingID), SessionID: nullable(f.SessionID),
		Language: f.Language, InputMethod: string(f.InputMethod), TemplateUsed: f.TemplateUsed,
		TemplateID: nullable(f.TemplateID), TemplateName: nullable(f.TemplateName), CreatedAt: f.CreatedAt.UTC(),
	}
	return translate(s.db.WithContext(ctx).Create(&row).Error)
}

var _ ports.FeedbackRepository = (*Feedback)(nil)
