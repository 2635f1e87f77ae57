package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/ports"
)

type userTemplateRow struct {
	ID           string `gorm:"primaryKey"`
	UserID       string
	Name         string
	NameKey      string
	Modality     string
	Language     string
	TemplateHTML string `gorm:"column:template_html"`
	CreatedAt    time.Time
	UpdatedAt    time.Time `gorm:"autoUpdateTime:false"` // the domain sets it
}

func (userTemplateRow) TableName() string { return "user_templates" }

func ownToRow(t template.Template) userTemplateRow {
	return userTemplateRow{
		ID: t.ID, UserID: t.OwnerID, Name: t.Name, NameKey: template.NameKey(t.Name), Modality: string(t.Modality),
		Language: t.Language, TemplateHTML: t.HTML, CreatedAt: t.CreatedAt.UTC(), UpdatedAt: t.UpdatedAt.UTC(),
	}
}

func (r userTemplateRow) toDomain() template.Template {
	return template.Template{
		ID: r.ID, OwnerID: r.UserID, Name: r.Name, Modality: template.Modality(r.Modality), Language: r.Language,
		HTML: r.TemplateHTML, CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(),
	}
}

// UserTemplates implements ports.UserTemplateRepository.
type UserTemplates struct{ db *gorm.DB }

// NewUserTemplates returns the own template repository.
func NewUserTemplates(db *gorm.DB) *UserTemplates { return &UserTemplates{db: db} }

// ListByOwner returns the owner's templates, oldest first.
func (s *UserTemplates) ListByOwner(ctx context.Context, ownerID string) ([]template.Template, error) {
	return listOwn(s.db.WithContext(ctx), ownerID)
}

func listOwn(db *gorm.DB, ownerID string) ([]template.Template, error) {
	return findAll(db.Where("user_id = ?", ownerID).Order("created_at, id"), userTemplateRow.toDomain)
}

// Add stores t when allowed permits it, given the owner's templates.
func (s *UserTemplates) Add(ctx context.Context, t template.Template, allowed func(own []template.Template) error) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := lockOwner(tx, t.OwnerID); err != nil {
			return err
		}
		own, err := listOwn(tx, t.OwnerID)
		if err != nil {
			return err
		}
		if err := allowed(own); err != nil {
			return err
		}
		row := ownToRow(t)
		return translate(tx.Create(&row).Error)
	})
}

// Update changes the owner's template inside one transaction.
func (s *UserTemplates) Update(ctx context.Context, ownerID, id string, change func(*template.Template, []template.Template) error) (template.Template, error) {
	var updated template.Template
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := lockOwner(tx, ownerID); err != nil {
			return err
		}
		own, err := listOwn(tx, ownerID)
		if err != nil {
			return err
		}
		index := -1
		for i, t := range own {
			if t.ID == id {
				index = i
			}
		}
		if index < 0 {
			return ports.ErrNotFound
		}
		t := own[index]
		if err := change(&t, own); err != nil {
			return err
		}
		next := ownToRow(t)
		next.ID, next.UserID, next.CreatedAt = own[index].ID, ownerID, own[index].CreatedAt.UTC()
		if err := tx.Save(&next).Error; err != nil {
			return translate(err)
		}
		updated = next.toDomain()
		return nil
	})
	return updated, err
}

// Delete removes the owner's template; ErrNotFound when the owner has no such template.
func (s *UserTemplates) Delete(ctx context.Context, ownerID, id string) error {
	return deleteWhere(s.db.WithContext(ctx), &userTemplateRow{}, "id = ? AND user_id = ?", id, ownerID)
}

var _ ports.UserTemplateRepository = (*UserTemplates)(nil)
