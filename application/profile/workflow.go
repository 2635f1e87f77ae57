package profile

import (
	"context"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/ports"
)

// ExternalAutoPatch is the auto-processing toggles a request sent; a nil field keeps its value.
type ExternalAutoPatch struct {
	Format, FillTemplate, GenerateReport *bool
}

// SetExternalAutoProcessing changes the toggles the patch names; at most one may be on after
// the change, so turning one on means sending the others off.
func (s *Service) SetExternalAutoProcessing(ctx context.Context, user account.User, patch ExternalAutoPatch) (report.ExternalAutoProcessing, error) {
	prefs, err := s.stores.Preferences.Update(ctx, user.ID, func(p *ports.UserPreferences) error {
		applyBools(
			toggle{patch.Format, &p.ExternalAuto.Format},
			toggle{patch.FillTemplate, &p.ExternalAuto.FillTemplate},
			toggle{patch.GenerateReport, &p.ExternalAuto.GenerateReport},
		)
		return p.ExternalAuto.Validate()
	})
	if err != nil {
		return report.ExternalAutoProcessing{}, classify(err, "")
	}
	return prefs.ExternalAuto, nil
}

// RecordingWorkflowPatch is the voice panel's toggles a request sent; nil keeps the value.
type RecordingWorkflowPatch struct {
	FillTemplate, GenerateReport *bool
}

// SetRecordingWorkflow changes the voice panel's auto-workflow toggles; at most one may be on.
func (s *Service) SetRecordingWorkflow(ctx context.Context, user account.User, patch RecordingWorkflowPatch) (report.RecordingAutoWorkflow, error) {
	prefs, err := s.stores.Preferences.Update(ctx, user.ID, func(p *ports.UserPreferences) error {
		applyBools(
			toggle{patch.FillTemplate, &p.RecordingWorkflow.FillTemplate},
			toggle{patch.GenerateReport, &p.RecordingWorkflow.GenerateReport},
		)
		return p.RecordingWorkflow.Validate()
	})
	if err != nil {
		return report.RecordingAutoWorkflow{}, classify(err, "")
	}
	return prefs.RecordingWorkflow, nil
}

// ImpressionPatch is the impression preferences a request sent; nil keeps the value.
type ImpressionPatch struct {
	Numbered        *bool
	Background      *string
	Recommendations *bool
}

// SetImpressionPreferences changes how the user wants written impressions: list numbers,
// background findings (by study, summed up or left out) and follow-up in the impression.
func (s *Service) SetImpressionPreferences(ctx context.Context, user account.User, patch ImpressionPatch) (report.ImpressionPreferences, error) {
	prefs, err := s.stores.Preferences.Update(ctx, user.ID, func(p *ports.UserPreferences) error {
		applyBools(toggle{patch.Numbered, &p.Impression.Numbered}, toggle{patch.Recommendations, &p.Impression.Recommendations})
		if patch.Background != nil {
			p.Impression.Background = *patch.Background
		}
		return p.Impression.Validate()
	})
	if err != nil {
		return report.ImpressionPreferences{}, classify(err, "")
	}
	return prefs.Impression, nil
}

// toggle is one field of a patch and the preference it changes.
type toggle struct{ from, to *bool }

func applyBools(toggles ...toggle) {
	for _, t := range toggles {
		if t.from != nil {
			*t.to = *t.from
		}
	}
}
