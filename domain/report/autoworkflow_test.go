package report

import (
	"testing"

	"github.com/radscribe/radscribe/domain/domaintest"
)

func TestExternalAutoProcessingAllowsOneToggle(t *testing.T) {
	tests := []struct {
		name  string
		prefs ExternalAutoProcessing
		want  string
	}{
		{"all off", ExternalAutoProcessing{}, ""},
		{"format", ExternalAutoProcessing{Format: true}, ""},
		{"fill", ExternalAutoProcessing{FillTemplate: true}, ""},
		{"generate", ExternalAutoProcessing{GenerateReport: true}, ""},
		{"format and fill", ExternalAutoProcessing{Format: true, FillTemplate: true}, MsgOneAutoProcessing},
		{"fill and generate", ExternalAutoProcessing{FillTemplate: true, GenerateReport: true}, MsgOneAutoProcessing},
		{"all on", ExternalAutoProcessing{Format: true, FillTemplate: true, GenerateReport: true}, MsgOneAutoProcessing},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			domaintest.AssertProblem[Problem](t, tt.prefs.Validate(), tt.want)
		})
	}
}

func TestRecordingAutoWorkflowAllowsOneToggle(t *testing.T) {
	tests := []struct {
		name  string
		prefs RecordingAutoWorkflow
		want  string
	}{
		{"both off", RecordingAutoWorkflow{}, ""},
		{"fill", RecordingAutoWorkflow{FillTemplate: true}, ""},
		{"generate", RecordingAutoWorkflow{GenerateReport: true}, ""},
		{"both on", RecordingAutoWorkflow{FillTemplate: true, GenerateReport: true}, MsgOneAutoWorkflow},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			domaintest.AssertProblem[Problem](t, tt.prefs.Validate(), tt.want)
		})
	}
}
