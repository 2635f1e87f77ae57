package store

import (
	"context"
	"errors"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/ports"
)

type preferencesRow struct {
	UserID                            string `gorm:"primaryKey"`
	TemplateSearchTerm                string
	TemplateModalityFilter            string
	TemplateLanguageFilter            string
	CustomCorrectionPrompt            string
	CustomReportGenerationPrompt      string
	CustomTemplatePopulationPrompt    string
	CustomReportFromScratchPrompt     string
	UseCustomCorrectionPrompt         bool
	UseCustomReportGenerationPrompt   bool
	UseCustomTemplatePopulationPrompt bool
	UseCustomReportFromScratchPrompt  bool
	CustomImpressionPrompt            string
	UseCustomImpressionPrompt         bool
	AutoFillTemplate                  bool
	AutoGenerateReport                bool
	AutoFormatExternal                bool
	AutoFillTemplateExternal          bool
	AutoGenerateReportExternal        bool
	ImpressionNumbered                bool
	ImpressionBackground              string
	ImpressionRecommendations         bool
	UpdatedAt                         time.Time // set by gorm on every save
}

func (preferencesRow) TableName() string { return "user_preferences" }

func preferencesToRow(userID string, p ports.UserPreferences) preferencesRow {
	return preferencesRow{
		UserID: userID, TemplateSearchTerm: p.TemplateFilters.SearchTerm,
		TemplateModalityFilter: p.TemplateFilters.Modality, TemplateLanguageFilter: p.TemplateFilters.Language,
		CustomCorrectionPrompt: p.Prompts.Correction, CustomReportGenerationPrompt: p.Prompts.ReportGeneration,
		CustomTemplatePopulationPrompt: p.Prompts.TemplatePopulation, CustomReportFromScratchPrompt: p.Prompts.ReportFromScratch,
		UseCustomCorrectionPrompt: p.Prompts.UseCorrection, UseCustomReportGenerationPrompt: p.Prompts.UseReportGeneration,
		UseCustomTemplatePopulationPrompt: p.Prompts.UseTemplatePopulation, UseCustomReportFromScratchPrompt: p.Prompts.UseReportFromScratch,
		CustomImpressionPrompt: p.Prompts.Impression, UseCustomImpressionPrompt: p.Prompts.UseImpression,
		AutoFillTemplate: p.RecordingWorkflow.FillTemplate, AutoGenerateReport: p.RecordingWorkflow.GenerateReport,
		AutoFormatExternal: p.ExternalAuto.Format, AutoFillTemplateExternal: p.ExternalAuto.FillTemplate,
		AutoGenerateReportExternal: p.ExternalAuto.GenerateReport,
		ImpressionNumbered:         p.Impression.Numbered, ImpressionBackground: p.Impression.Background,
		ImpressionRecommendations: p.Impression.Recommendations,
	}
}

func (r preferencesRow) toDomain() ports.UserPreferences {
	return ports.UserPreferences{
		TemplateFilters: template.Filters{SearchTerm: r.TemplateSearchTerm, Modality: r.TemplateModalityFilter, Language: r.TemplateLanguageFilter},
		Prompts: prompt.Custom{
			Correction: r.CustomCorrectionPrompt, ReportGeneration: r.CustomReportGenerationPrompt,
			TemplatePopulation: r.CustomTemplatePopulationPrompt, ReportFromScratch: r.CustomReportFromScratchPrompt,
			UseCorrection: r.UseCustomCorrectionPrompt, UseReportGeneration: r.UseCustomReportGenerationPrompt,
			UseTemplatePopulation: r.UseCustomTemplatePopulationPrompt, UseReportFromScratch: r.UseCustomReportFromScratchPrompt,
			Impression: r.CustomImpressionPrompt, UseImpression: r.UseCustomImpressionPrompt,
		},
		ExternalAuto: report.ExternalAutoProcessing{
			Format: r.AutoFormatExternal, FillTemplate: r.AutoFillTemplateExternal, GenerateReport: r.AutoGenerateReportExternal,
		},
		RecordingWorkflow: report.RecordingAutoWorkflow{FillTemplate: r.AutoFillTemplate, GenerateReport: r.AutoGenerateReport},
		Impression: report.ImpressionPreferences{
			Numbered: r.ImpressionNumbered, Background: r.ImpressionBackground, Recommendations: r.ImpressionRecommendations,
		},
	}
}

// Preferences implements ports.PreferencesRepository.
type Preferences struct{ db *gorm.DB }

// NewPreferences returns the preferences repository.
func NewPreferences(db *gorm.DB) *Preferences { return &Preferences{db: db} }

// Get returns the user's preferences or the defaults.
func (s *Preferences) Get(ctx context.Context, userID string) (ports.UserPreferences, error) {
	var row preferencesRow
	err := s.db.WithContext(ctx).Where("user_id = ?", userID).Take(&row).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return ports.DefaultUserPreferences(), nil
	}
	if err != nil {
		return ports.UserPreferences{}, err
	}
	return row.toDomain(), nil
}

// Update changes the user's preferences, creating the row on first save.
func (s *Preferences) Update(ctx context.Context, userID string, change func(*ports.UserPreferences) error) (ports.UserPreferences, error) {
	var updated ports.UserPreferences
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := lockOwner(tx, userID); err != nil {
			return err
		}
		current := ports.DefaultUserPreferences()
		var row preferencesRow
		err := tx.Where("user_id = ?", userID).Take(&row).Error
		switch {
		case err == nil:
			current = row.toDomain()
		case !errors.Is(err, gorm.ErrRecordNotFound):
			return err
		}
		if err := change(&current); err != nil {
			return err
		}
		next := preferencesToRow(userID, current)
		if err := tx.Save(&next).Error; err != nil {
			return translate(err)
		}
		updated = current
		return nil
	})
	return updated, err
}

var _ ports.PreferencesRepository = (*Preferences)(nil)
