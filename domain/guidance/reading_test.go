package guidance

import (
	"reflect"
	"slices"
	"testing"

	"github.com/radscribe/radscribe/domain/report"
)

// Guide reads a report once for all guidelines; what it answers must be what each guideline
// answers on its own, the title read by the guidelines and not by the critical findings.
func TestGuideAnswersAsEachGuideline(t *testing.T) {
	cases := []struct {
		name, language, title string
		sections              []report.Section
	}{
		{"en chest CT with a solid nodule and a renal cyst", "en", "CT Chest with Contrast", sections(
			"Lungs: a 7 mm solid nodule in the right upper lobe. Small left pleural effusion. Left kidney: 3 cm cyst with a thick enhancing septum.",
			"7 mm solid nodule. Complex left renal cyst.", "Former smoker.")},
		{"en spoken sizes normalised", "en", "", sections(
			"There is a six millimeter solid nodule in the left lower lobe and a four millimetre ground glass nodule.", "Nodules as above.")},
		{"en screening", "en", "LDCT Lung Cancer Screening", sections(
			"Baseline lung cancer screening. A 9 mm solid nodule in the right lower lobe.", "Lung-RADS as above.")},
		{"en thyroid ultrasound", "en", "Ultrasound Thyroid", sections(
			"Right lobe: 1.2 cm solid hypoechoic nodule with smooth margins and no echogenic foci. It is taller than wide.", "")},
		{"en mammography", "en", "Mammography", sections("Scattered fibroglandular density. No suspicious mass.", "BI-RADS 4. Biopsy suggested.")},
		{"en critical finding in the title only", "en", "CT for pulmonary embolism", sections("No pulmonary embolism. Large right pneumothorax.", "Pneumothorax.")},
		{"de Befund", "de", "CT Thorax", sections(
			"Im rechten Oberlappen ein solider Rundherd von sieben Millimeter. Z. n. Lungenembolie. Freie Luft subphrenisch.", "Rundherd 7 mm.")},
		{"fr scanner", "fr", "", sections("Nodule solide de 8 mm du lobe supérieur droit. Pneumothorax gauche.", "Nodule de 8 mm.")},
		{"no title, empty sections", "en", "", nil},
	}
	recommended, flagged := 0, 0
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			titledSections := tc.sections
			if tc.title != "" {
				titledSections = titled(tc.title, tc.sections)
			}
			wantRecommendations := slices.Concat(
				FleischnerRecommendations(tc.language, titledSections),
				LungRADSRecommendations(tc.language, titledSections),
				TIRADSRecommendations(tc.language, titledSections),
				BosniakRecommendations(tc.language, titledSections),
				BIRADSRecommendations(tc.language, titledSections),
			)
			wantCritical := DetectCriticalFindings(tc.language, tc.sections)
			recommendations, critical := Guide(tc.language, tc.title, tc.sections)
			recommended, flagged = recommended+len(recommendations), flagged+len(critical)
			if !reflect.DeepEqual(recommendations, wantRecommendations) {
				t.Errorf("recommendations\n got %+v\nwant %+v", recommendations, wantRecommendations)
			}
			if !reflect.DeepEqual(critical, wantCritical) {
				t.Errorf("critical findings\n got %+v\nwant %+v", critical, wantCritical)
			}
		})
	}
	// The cases are read: they give recommendations and critical findings to compare.
	if recommended < 5 || flagged < 2 {
		t.Errorf("the cases gave %d recommendations and %d critical findings", recommended, flagged)
	}
}
