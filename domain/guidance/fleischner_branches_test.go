package guidance

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A recommendation that holds two alternatives gives each apart, so that only the one that
// applies is inserted; one that holds one gives none.
func TestFleischnerBranches(t *testing.T) {
	for _, tc := range []struct {
		name     string
		facts    NoduleFacts
		language string
		want     []Branch
	}{
		{"risk not dictated, 7 mm solid", NoduleFacts{Type: Solid, MeanDiameter: 7}, "en", []Branch{
			{Key: "low-risk", Label: "Low risk", Text: "Low risk: CT at 6-12 months, then consider CT at 18-24 months."},
			{Key: "high-risk", Label: "High risk", Text: "High risk: CT at 6-12 months, then CT at 18-24 months."},
		}},
		{"in the report's language", NoduleFacts{Type: Solid, MeanDiameter: 4}, "de", []Branch{
			{Key: "low-risk", Label: "Niedriges Risiko", Text: "Niedriges Risiko: Keine routinemäßige Verlaufskontrolle."},
			{Key: "high-risk", Label: "Hohes Risiko", Text: "Hohes Risiko: Optional CT nach 12 Monaten."},
		}},
		{"high risk dictated", NoduleFacts{Type: Solid, MeanDiameter: 7, Risk: HighRisk}, "en", nil},
		{"low risk dictated", NoduleFacts{Type: Solid, MeanDiameter: 7, Risk: LowRisk}, "en", nil},
		{"both risks the same above 8 mm", NoduleFacts{Type: Solid, MeanDiameter: 10}, "en", nil},
		{"subsolid, type not said", NoduleFacts{Type: Subsolid, MeanDiameter: 4}, "en", []Branch{
			{Key: "ground-glass", Label: "If ground glass", Text: "If ground glass: No routine follow-up."},
			{Key: "part-solid", Label: "If part solid", Text: "If part solid: No routine follow-up."},
		}},
		{"excluded", NoduleFacts{Type: Solid, MeanDiameter: 7, Exclusion: KnownCancer}, "en", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := Fleischner(tc.facts, tc.language)
			assert.Equal(t, tc.want, r.Branches)
			for _, b := range r.Branches {
				assert.Contains(t, r.Text, b.Text, "each alternative is worded as the whole text words it")
			}
		})
	}
}
