package profile

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/report"
)

func on() *bool  { v := true; return &v }
func off() *bool { v := false; return &v }

func TestExternalAutoProcessing(t *testing.T) {
	s := newTestService(t)
	ctx := context.Background()
	got, err := s.SetExternalAutoProcessing(ctx, anna, ExternalAutoPatch{Format: on()})
	require.NoError(t, err)
	assert.Equal(t, report.ExternalAutoProcessing{Format: true}, got)

	got, err = s.SetExternalAutoProcessing(ctx, anna, ExternalAutoPatch{Format: off(), FillTemplate: on(), GenerateReport: off()})
	require.NoError(t, err)
	assert.Equal(t, report.ExternalAutoProcessing{FillTemplate: true}, got, "switching means sending the others off")

	_, err = s.SetExternalAutoProcessing(ctx, anna, ExternalAutoPatch{GenerateReport: on()})
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err))
	assert.EqualError(t, err, "Only one auto-processing option can be enabled at a time.")
	prefs, _ := s.LoadPreferences(ctx, anna)
	assert.Equal(t, report.ExternalAutoProcessing{FillTemplate: true}, prefs.ExternalAuto, "a refused change is not saved")

	got, err = s.SetExternalAutoProcessing(ctx, anna, ExternalAutoPatch{})
	require.NoError(t, err)
	assert.Equal(t, report.ExternalAutoProcessing{FillTemplate: true}, got, "nothing sent, nothing changed")
	other, _ := s.LoadPreferences(ctx, ben)
	assert.Equal(t, report.ExternalAutoProcessing{}, other.ExternalAuto)
}

func TestRecordingWorkflow(t *testing.T) {
	s := newTestService(t)
	ctx := context.Background()
	got, err := s.SetRecordingWorkflow(ctx, anna, RecordingWorkflowPatch{FillTemplate: on(), GenerateReport: off()})
	require.NoError(t, err)
	assert.Equal(t, report.RecordingAutoWorkflow{FillTemplate: true}, got)

	_, err = s.SetRecordingWorkflow(ctx, anna, RecordingWorkflowPatch{GenerateReport: on()})
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err))
	assert.EqualError(t, err, "Only one auto-workflow option can be enabled at a time.")

	got, err = s.SetRecordingWorkflow(ctx, anna, RecordingWorkflowPatch{FillTemplate: off(), GenerateReport: on()})
	require.NoError(t, err)
	assert.Equal(t, report.RecordingAutoWorkflow{GenerateReport: true}, got)
	prefs, _ := s.LoadPreferences(ctx, anna)
	assert.Equal(t, report.ExternalAutoProcessing{}, prefs.ExternalAuto, "the two panels are saved apart")
}
