package main

import (
	"testing"

	"github.com/radscribe/radscribe/domain/report"
)

// A sentence counts as placed when the only differences are a misspelling the engine listed as
// corrected and a repeat it folded; a word it changed without listing it, a self-correction or
// a sentence under the wrong heading is still a miss.
func TestPlacedAsEdited(t *testing.T) {
	lexicon := []report.Correction{{Original: "pencreas", Corrected: "pancreas", Source: "lexicon"}}
	slip := []report.Correction{{Original: "left", Corrected: "right", Source: "self-correction"}}
	r := styledReport{findings: "The the pencreas is normal. Right kidney cyst is seen is seen.", impression: "No acute findings."}
	tests := []struct {
		name     string
		findings string
		fixes    []report.Correction
		want     bool
	}{
		{"listed correction and folded repeats", "The pancreas is normal. Right kidney cyst is seen.", lexicon, true},
		{"correction not listed", "The pancreas is normal. Right kidney cyst is seen.", nil, false},
		{"a self-correction is not the report's wording", "The pencreas is normal. Left kidney cyst is seen.", slip, false},
		{"sentence missing", "The pancreas is normal.", lexicon, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			secs := map[string][]string{"Findings": {tt.findings}, "Impression": {"No acute findings."}}
			if got := placedAsEdited(secs, r, tt.fixes); got != tt.want {
				t.Errorf("placedAsEdited = %v, want %v", got, tt.want)
			}
		})
	}
}
