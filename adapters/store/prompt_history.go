package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/ports"
)

type promptHistoryRow struct {
	ID         string `gorm:"primaryKey"`
	UserID     string
	PromptType string
	Name       string
	PromptText string
	CreatedAt  time.Time
}

func (promptHistoryRow) TableName() string { return "prompt_history" }

// PromptHistory implements ports.PromptHistoryRepository.
type PromptHistory struct{ db *gorm.DB }

// NewPromptHistory returns the saved prompt repository.
func NewPromptHistory(db *gorm.DB) *PromptHistory { return &PromptHistory{db: db} }

// List returns the owner's saved prompts of one type, newest first.
func (s *PromptHistory) List(ctx context.Context, ownerID string, t prompt.HistoryType) ([]prompt.Saved, error) {
	query := s.db.WithContext(ctx).Where("user_id = ? AND prompt_type = ?", ownerID, string(t)).Order("created_at DESC, id")
	return findAll(query, func(r promptHistoryRow) prompt.Saved {
		return prompt.Saved{ID: r.ID, OwnerID: r.UserID, Type: prompt.HistoryType(r.PromptType), Name: r.Name, Text: r.PromptText, CreatedAt: r.CreatedAt.UTC()}
	})
}

// Add stores p when allowed permits it, given how many of its type the owner has.
func (s *PromptHistory) Add(ctx context.Context, p prompt.Saved, allowed func(count int) error) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := lockOwner(tx, p.OwnerID); err != nil {
			return err
		}
		var count int64
		if err := tx.Model(&promptHistoryRow{}).Where("user_id = ? AND prompt_type = ?", p.OwnerID, string(p.Type)).Count(&count).Error; err != nil {
			return err
		}
		if err := allowed(int(count)); err != nil {
			return err
		}
		row := promptHistoryRow{ID: p.ID, UserID: p.OwnerID, PromptType: string(p.Type), Name: p.Name, PromptText: p.Text, CreatedAt: p.CreatedAt.UTC()}
		return translate(tx.Create(&row).Error)
	})
}

// Delete removes the owner's saved prompt; ErrNotFound when the owner has no such prompt.
func (s *PromptHistory) Delete(ctx context.Context, ownerID, id string) error {
	return deleteWhere(s.db.WithContext(ctx), &promptHistoryRow{}, "id = ? AND user_id = ?", id, ownerID)
}

var _ ports.PromptHistoryRepository = (*PromptHistory)(nil)
