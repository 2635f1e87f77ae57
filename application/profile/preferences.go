package profile

import (
	"context"
	"strings"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/lang"
	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/ports"
)

// LoadPreferences returns the user's saved filters and custom prompts.
func (s *Service) LoadPreferences(ctx context.Context, user account.User) (ports.UserPreferences, error) {
	return s.stores.Preferences.Get(ctx, user.ID)
}

// SetPreferredLanguage changes the language the user dictates and reads in by default.
func (s *Service) SetPreferredLanguage(ctx context.Context, user account.User, code string) (account.User, error) {
	code = strings.TrimSpace(code)
	if !lang.IsSelectable(code) {
		return account.User{}, apperr.New(apperr.Invalid, lang.MsgUnknown)
	}
	return s.stores.Users.Update(ctx, user.ID, func(u *account.User) error {
		u.PreferredLanguage = code
		return nil
	})
}

// FiltersPatch is the picker filters a request sent; a nil field keeps its value.
type FiltersPatch struct {
	SearchTerm, Modality, Language *string
}

// SetTemplateFilters saves the template picker's search term and filters that the patch names.
func (s *Service) SetTemplateFilters(ctx context.Context, user account.User, patch FiltersPatch) (template.Filters, error) {
	prefs, err := s.stores.Preferences.Update(ctx, user.ID, func(p *ports.UserPreferences) error {
		current := p.TemplateFilters
		for _, f := range []struct{ from, to *string }{
			{patch.SearchTerm, &current.SearchTerm}, {patch.Modality, &current.Modality}, {patch.Language, &current.Language},
		} {
			if f.from != nil {
				*f.to = *f.from
			}
		}
		filters, err := template.NewFilters(current.SearchTerm, current.Modality, current.Language)
		if err != nil {
			return err
		}
		p.TemplateFilters = filters
		return nil
	})
	if err != nil {
		return template.Filters{}, classify(err, "")
	}
	return prefs.TemplateFilters, nil
}

// PromptsPatch is the custom prompt fields a request sent; a nil field keeps its value.
type PromptsPatch struct {
	Correction, ReportGeneration, TemplatePopulation, ReportFromScratch             *string
	UseCorrection, UseReportGeneration, UseTemplatePopulation, UseReportFromScratch *bool
	Impression                                                                      *string
	UseImpression                                                                   *bool
}

func (p PromptsPatch) applyTo(c *prompt.Custom) {
	for _, f := range []struct {
		from *string
		to   *string
	}{{p.Correction, &c.Correction}, {p.ReportGeneration, &c.ReportGeneration}, {p.TemplatePopulation, &c.TemplatePopulation}, {p.ReportFromScratch, &c.ReportFromScratch}, {p.Impression, &c.Impression}} {
		if f.from != nil {
			*f.to = *f.from
		}
	}
	for _, f := range []struct {
		from *bool
		to   *bool
	}{{p.UseCorrection, &c.UseCorrection}, {p.UseReportGeneration, &c.UseReportGeneration}, {p.UseTemplatePopulation, &c.UseTemplatePopulation}, {p.UseReportFromScratch, &c.UseReportFromScratch}, {p.UseImpression, &c.UseImpression}} {
		if f.from != nil {
			*f.to = *f.from
		}
	}
}

// SetCustomPrompts changes the user's custom prompts and use flags that the patch names.
func (s *Service) SetCustomPrompts(ctx context.Context, user account.User, patch PromptsPatch) (prompt.Custom, error) {
	prefs, err := s.stores.Preferences.Update(ctx, user.ID, func(p *ports.UserPreferences) error {
		patch.applyTo(&p.Prompts)
		return p.Prompts.Validate()
	})
	if err != nil {
		return prompt.Custom{}, classify(err, "")
	}
	return prefs.Prompts, nil
}
