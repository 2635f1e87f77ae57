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

// toggle is one field of a patch and the preference it changes.
type toggle struct{ from, to *bool }

func applyBools(toggles ...toggle) {
	for _, t := range toggles {
		if t.from != nil {
			*t.to = *t.from
		}
	}
}
