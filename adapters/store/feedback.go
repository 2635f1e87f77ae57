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

// feedbackItemRow is a rating with its author's e-mail. gorm reads exported fields only, so
// the row is a named field rather than an embedded one.
type feedbackItemRow struct {
	Rating    feedbackRow `gorm:"embedded"`
	UserEmail string
}

// List returns the ratings filter selects with their authors' e-mails, newest first.
func (s *Feedback) List(ctx context.Context, filter feedback.Filter, limit int) ([]ports.FeedbackItem, error) {
	query := filtered(s.db.WithContext(ctx).Table("feedback AS f"), filter).
		Select("f.*, u.email AS user_email").Joins("JOIN users u ON u.id = f.user_id").
		Order("f.created_at DESC, f.id DESC").Limit(limit)
	var rows []feedbackItemRow
	if err := query.Scan(&rows).Error; err != nil {
		return nil, err
	}
	items := make([]ports.FeedbackItem, len(rows))
	for i, row := range rows {
		items[i] = ports.FeedbackItem{Feedback: row.Rating.feedback(), UserEmail: row.UserEmail}
	}
	return items, nil
}

// Stats counts the ratings filter selects, by type, in one aggregate query.
func (s *Feedback) Stats(ctx context.Context, filter feedback.Filter) (feedback.Counts, error) {
	var counts struct{ Positive, Negative int64 }
	err := filtered(s.db.WithContext(ctx).Table("feedback AS f"), filter).
		Select(`COALESCE(SUM(CASE WHEN f.feedback_type = ? THEN 1 ELSE 0 END), 0) AS positive,
			COALESCE(SUM(CASE WHEN f.feedback_type = ? THEN 1 ELSE 0 END), 0) AS negative`, string(feedback.Positive), string(feedback.Negative)).
		Scan(&counts).Error
	return feedback.Counts{Positive: int(counts.Positive), Negative: int(counts.Negative)}, err
}

// filtered adds filter's conditions to a query over "feedback AS f". The dates compare with
// the created_at index; dateTo's day is included whole by Until being the next day's start.
func filtered(query *gorm.DB, filter feedback.Filter) *gorm.DB {
	if filter.Type != "" {
		query = query.Where("f.feedback_type = ?", string(filter.Type))
	}
	if filter.Language != "" {
		query = query.Where("f.language = ?", filter.Language)
	}
	if filter.InputMethod != "" {
		query = query.Where("f.input_method = ?", string(filter.InputMethod))
	}
	if !filter.From.IsZero() {
		query = query.Where("f.created_at >= ?", filter.From.UTC())
	}
	if !filter.Until.IsZero() {
		query = query.Where("f.created_at < ?", filter.Until.UTC())
	}
	return query
}

// feedback reads a row back; NULL is an absent (empty) value.
func (row feedbackRow) feedback() feedback.Feedback {
	return feedback.Feedback{
		ID: row.ID, UserID: row.UserID, Type: feedback.Type(row.FeedbackType), Category: feedback.Category(deref(row.FeedbackCategory)),
		Text: deref(row.FeedbackText), RecordingID: deref(row.RecordingID), SessionID: deref(row.SessionID), Language: row.Language,
		InputMethod: feedback.InputMethod(row.InputMethod), TemplateUsed: row.TemplateUsed, TemplateID: deref(row.TemplateID),
		TemplateName: deref(row.TemplateName), CreatedAt: row.CreatedAt.UTC(),
	}
}

var _ ports.FeedbackRepository = (*Feedback)(nil)
