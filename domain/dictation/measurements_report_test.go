package dictation_test

import (
	"slices"
	"testing"

	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/domain/report"
)

// The contradiction rules compare sizes after normalisation: a spoken size and the same size
// written in another unit agree, a different one is flagged.
func TestContradictionsCompareNormalisedSizes(t *testing.T) {
	tests := []struct {
		name, language, findings, impression string
		want                                 []string
	}{
		{"en same size, other unit", "en", "Nodule in the right upper lobe of two point five centimeters.", "25 mm nodule in the right upper lobe.", nil},
		{"en different size", "en", "Nodule in the right upper lobe of two point five centimeters.", "12 mm nodule in the right upper lobe.", []string{"measurement-1"}},
		{"de decimal comma", "de", "Rundherd im Oberlappen rechts von zwei Komma fünf Zentimetern.", "Rundherd im Oberlappen rechts, 25 mm.", nil},
		{"de different size", "de", "Rundherd im Oberlappen rechts von zwei Komma fünf Zentimetern.", "Rundherd im Oberlappen rechts, 12 mm.", []string{"measurement-1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sections := []report.Section{
				{Name: report.SectionFindings, Text: dictation.NormaliseMeasurements(tt.findings, tt.language)},
				{Name: report.SectionImpression, Text: dictation.NormaliseMeasurements(tt.impression, tt.language)},
			}
			var got []string
			for _, c := range report.DetectContradictions(tt.language, sections) {
				got = append(got, c.ID)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v (sections %+v)", got, tt.want, sections)
			}
		})
	}
}
