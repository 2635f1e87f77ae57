package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/ports"
)

type aiPromptRow struct {
	ID          string `gorm:"primaryKey"`
	Name        string
	Description string
	PromptText  string
	Language    string
	CreatedAt   time.Time
	UpdatedAt   time.Time `gorm:"autoUpdateTime:false"` // the domain sets it
}

func (aiPromptRow) TableName() string { return "ai_prompts" }

func aiPromptToRow(p prompt.AI) aiPromptRow {
	return aiPromptRow{
		ID: p.ID, Name: p.Name, Description: p.Description, PromptText: p.Text, Language: p.Language,
		CreatedAt: p.CreatedAt.UTC(), UpdatedAt: p.UpdatedAt.UTC(),
	}
}

func (r aiPromptRow) toDomain() prompt.AI {
	return prompt.AI{
		ID: r.ID, Name: r.Name, Description: r.Description, Text: r.PromptText, Language: r.Language,
		CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(),
	}
}

// AIPrompts implements ports.AIPromptRepository: a catalog listed by name and language.
type AIPrompts struct {
	catalog[prompt.AI, aiPromptRow]
}

// NewAIPrompts returns the admin prompt repository.
func NewAIPrompts(db *gorm.DB) *AIPrompts {
	return &AIPrompts{catalog[prompt.AI, aiPromptRow]{
		db: db, order: "name, language, id", toDomain: aiPromptRow.toDomain, toRow: aiPromptToRow,
		keep: func(next *aiPromptRow, stored aiPromptRow) { next.ID, next.CreatedAt = stored.ID, stored.CreatedAt },
	}}
}

// Seed stores p once per seedKey, ever. A prompt an admin already created with the same name
// and language wins: the key is recorded and p is not stored.
func (s *AIPrompts) Seed(ctx context.Context, seedKey string, p prompt.AI) (bool, error) {
	return s.seed(ctx, seedKey, p.CreatedAt, p, func(tx *gorm.DB) (bool, error) {
		var taken int64
		err := tx.Model(&aiPromptRow{}).Where("name = ? AND language = ?", p.Name, p.Language).Count(&taken).Error
		return taken > 0, err
	})
}

var _ ports.AIPromptRepository = (*AIPrompts)(nil)
