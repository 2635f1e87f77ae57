package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/domain/vocabulary"
	"github.com/radscribe/radscribe/ports"
)

type vocabularyRow struct {
	ID            string `gorm:"primaryKey"`
	UserID        string
	OriginalWord  string
	OriginalKey   string
	CorrectedWord string
	Language      string
	Frequency     int
	CreatedAt     time.Time
}

func (vocabularyRow) TableName() string { return "vocabulary_entries" }

func (r vocabularyRow) toDomain() vocabulary.Entry {
	return vocabulary.Entry{
		ID: r.ID, OwnerID: r.UserID, OriginalWord: r.OriginalWord, CorrectedWord: r.CorrectedWord,
		Language: r.Language, Frequency: r.Frequency, CreatedAt: r.CreatedAt.UTC(),
	}
}

// Vocabulary implements ports.VocabularyRepository.
type Vocabulary struct{ db *gorm.DB }

// NewVocabulary returns the vocabulary repository.
func NewVocabulary(db *gorm.DB) *Vocabulary { return &Vocabulary{db: db} }

// ListByOwner returns the owner's entries, newest first.
func (s *Vocabulary) ListByOwner(ctx context.Context, ownerID string) ([]vocabulary.Entry, error) {
	return findAll(s.db.WithContext(ctx).Where("user_id = ?", ownerID).Order("created_at DESC, id"), vocabularyRow.toDomain)
}

// Add stores e when allowed permits it, given the owner's number of entries.
func (s *Vocabulary) Add(ctx context.Context, e vocabulary.Entry, allowed func(count int) error) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := lockOwner(tx, e.OwnerID); err != nil {
			return err
		}
		var count int64
		if err := tx.Model(&vocabularyRow{}).Where("user_id = ?", e.OwnerID).Count(&count).Error; err != nil {
			return err
		}
		if err := allowed(int(count)); err != nil {
			return err
		}
		row := vocabularyRow{
			ID: e.ID, UserID: e.OwnerID, OriginalWord: e.OriginalWord, OriginalKey: vocabulary.OriginalKey(e.OriginalWord),
			CorrectedWord: e.CorrectedWord, Language: e.Language, Frequency: e.Frequency, CreatedAt: e.CreatedAt.UTC(),
		}
		if err := translate(tx.Create(&row).Error); err != nil {
			return err
		}
		return bumpCorrectionVersion(tx, e.OwnerID)
	})
}

// Delete removes the owner's entry; ErrNotFound when the owner has no such entry.
func (s *Vocabulary) Delete(ctx context.Context, ownerID, id string) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := deleteWhere(tx, &vocabularyRow{}, "id = ? AND user_id = ?", id, ownerID); err != nil {
			return err
		}
		return bumpCorrectionVersion(tx, ownerID)
	})
}

// IncrementFrequencies adds each count to the owner's entry of that id; other ids are ignored.
func (s *Vocabulary) IncrementFrequencies(ctx context.Context, ownerID string, hits map[string]int) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		for id, n := range hits {
			if n <= 0 {
				continue
			}
			err := tx.Model(&vocabularyRow{}).Where("id = ? AND user_id = ?", id, ownerID).
				UpdateColumn("frequency", gorm.Expr("frequency + ?", n)).Error
			if err != nil {
				return err
			}
		}
		return nil
	})
}

var (
	_ ports.VocabularyRepository  = (*Vocabulary)(nil)
	_ ports.VocabularyFrequencies = (*Vocabulary)(nil)
)
