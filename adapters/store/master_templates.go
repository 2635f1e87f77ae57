package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/ports"
)

type masterTemplateRow struct {
	ID           string `gorm:"primaryKey"`
	Name         string
	Type         string
	Modality     string
	Language     string
	TemplateHTML string  `gorm:"column:template_html"`
	LOINCCode    *string `gorm:"column:loinc_code"`
	LOINCDisplay *string `gorm:"column:loinc_display"`
	CreatedAt    time.Time
	UpdatedAt    time.Time `gorm:"autoUpdateTime:false"` // the domain sets it
}

func (masterTemplateRow) TableName() string { return "master_templates" }

// addMasterTemplateLOINC adds the study code an admin may give a default template: NULL when
// none is set.
func addMasterTemplateLOINC(tx *gorm.DB) error {
	return execAll(tx,
		`ALTER TABLE master_templates ADD COLUMN loinc_code VARCHAR(16)`,
		`ALTER TABLE master_templates ADD COLUMN loinc_display VARCHAR(800)`,
	)
}

func masterToRow(t template.Template) masterTemplateRow {
	return masterTemplateRow{
		ID: t.ID, Name: t.Name, Type: t.Type, Modality: string(t.Modality), Language: t.Language,
		TemplateHTML: t.HTML, LOINCCode: nullable(t.LOINC.Code), LOINCDisplay: nullable(t.LOINC.Display),
		CreatedAt: t.CreatedAt.UTC(), UpdatedAt: t.UpdatedAt.UTC(),
	}
}

func (r masterTemplateRow) toDomain() template.Template {
	return template.Template{
		ID: r.ID, Name: r.Name, Type: r.Type, Modality: template.Modality(r.Modality), Language: r.Language,
		HTML: r.TemplateHTML, LOINC: template.LOINC{Code: deref(r.LOINCCode), Display: deref(r.LOINCDisplay)},
		CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(),
	}
}

// MasterTemplates implements ports.MasterTemplateRepository: a catalog listed by modality,
// language and name.
type MasterTemplates struct {
	catalog[template.Template, masterTemplateRow]
}

// NewMasterTemplates returns the default template repository.
func NewMasterTemplates(db *gorm.DB) *MasterTemplates {
	return &MasterTemplates{catalog[template.Template, masterTemplateRow]{
		db: db, order: "modality, language, name, id", toDomain: masterTemplateRow.toDomain, toRow: masterToRow,
		keep: func(next *masterTemplateRow, stored masterTemplateRow) {
			next.ID, next.CreatedAt = stored.ID, stored.CreatedAt
		},
	}}
}

// Stamp summarises the default templates by their count and latest change: one aggregate
// over a small table.
func (s *MasterTemplates) Stamp(ctx context.Context) (string, error) {
	var stamp struct {
		Count  int64
		Latest sql.NullString
	}
	err := s.db.WithContext(ctx).Model(&masterTemplateRow{}).
		Select("COUNT(*) AS count, MAX(updated_at) AS latest").Scan(&stamp).Error
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%d/%s", stamp.Count, stamp.Latest.String), nil
}

// Seed stores t once per seedKey, ever.
func (s *MasterTemplates) Seed(ctx context.Context, seedKey string, t template.Template) (bool, error) {
	return s.seed(ctx, seedKey, t.CreatedAt, t, nil)
}

var _ ports.MasterTemplateRepository = (*MasterTemplates)(nil)
