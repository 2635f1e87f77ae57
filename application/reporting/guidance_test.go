package reporting

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/guidance"
)

func recommendationIDs(rs []guidance.Recommendation) []string {
	var out []string
	for _, r := range rs {
		out = append(out, r.ID)
	}
	return out
}

// Every guideline runs on every report, reading the title the template gives it; the IDs of
// one report are unique.
func TestGuideRunsEveryGuidelineWithTheReportsTitle(t *testing.T) {
	tests := []struct {
		name, language, html string
		want                 []string
	}{
		{"thyroid ultrasound: the title places the nodules", "en",
			"<h2>Ultrasound Thyroid</h2><h3>Findings</h3><p><strong>Right lobe:</strong> 1.2 cm solid hypoechoic nodule.</p>" +
				"<p><strong>Left lobe:</strong> 1.3 cm solid hypoechoic nodule.</p><p><strong>Isthmus:</strong> 1.0 cm solid very hypoechoic nodule, taller than wide.</p>",
			[]string{"acr-tirads-2017-tr4-follow-up", "acr-tirads-2017-tr4-follow-up-2", "acr-tirads-2017-tr5-fna"}},
		{"screening CT: Lung-RADS, never Fleischner", "en",
			"<h2>Low-dose CT Lung Cancer Screening</h2><h3>Findings</h3><p>7 mm solid nodule in the right upper lobe.</p>",
			[]string{"lung-rads-v2022-3"}},
		{"chest CT without screening: Fleischner only", "en",
			"<h2>CT Chest with Contrast</h2><h3>Findings</h3><p>7 mm solid nodule in the right upper lobe.</p>",
			[]string{"fleischner-2017-solid-single-6-8mm"}},
		{"German CT abdomen: Bosniak", "de",
			"<h2>CT Abdomen und Becken mit Kontrastmittel</h2><h3>Befund</h3><p><strong>Nieren:</strong> Nierenzyste links, 4 cm, mit einem 5 mm dicken kontrastmittelaufnehmenden Septum.</p>" +
				"<p><strong>Leber:</strong> Einfache Zyste im Segment 7.</p>",
			[]string{"bosniak-2019-iii"}},
		{"kidney ultrasound: no Bosniak", "en",
			"<h2>Ultrasound Kidneys and Urinary Bladder</h2><h3>Findings</h3><p><strong>Right kidney:</strong> 3 cm simple cyst.</p>",
			nil},
		{"mammography: BI-RADS", "en",
			"<h2>Diagnostic Mammography</h2><h3>Findings</h3><p>Spiculated mass in the right breast.</p><h3>Impression</h3><p>BI-RADS 5.</p>",
			[]string{"bi-rads-2013-5"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recommendations, _ := guide(tt.language, tt.html)
			ids := recommendationIDs(recommendations)
			assert.Equal(t, tt.want, ids)
			seen := map[string]bool{}
			for _, id := range ids {
				assert.False(t, seen[id], "id %s twice", id)
				seen[id] = true
			}
		})
	}
}

// A title affirms no critical finding; the sections still do.
func TestGuideReadsNoCriticalFindingFromTheTitle(t *testing.T) {
	_, critical := guide("en", "<h2>CT for pulmonary embolism</h2><h3>Findings</h3><p>The pulmonary arteries are patent.</p>")
	assert.Empty(t, critical)
	_, critical = guide("en", "<h2>CT Chest</h2><h3>Findings</h3><p>Large right pneumothorax.</p>")
	require.Len(t, critical, 1)
	assert.Equal(t, "critical-pneumothorax", critical[0].ID)
}

func TestTitleOf(t *testing.T) {
	assert.Equal(t, "Sonographie Schilddrüse", titleOf(browserTokens("<h2>Sonographie Schilddrüse</h2><h3>Befund</h3><p>Kein Knoten.</p>")))
	assert.Equal(t, "", titleOf(browserTokens("<h3>Findings</h3><p>Normal.</p>")))
	assert.Equal(t, "CT Chest\nLow-dose screening", titleOf(browserTokens("<h1>CT Chest</h1><h2>Low-dose screening</h2><h3>Impression</h3>")))
}

// The seeded templates, filled with nothing, suggest nothing but the screening mammogram's own
// "BI-RADS 1", flag no critical finding and never crash, in every language they come in: their
// normal sentences deny every finding ("Pas d'épanchement pleural ni de pneumothorax").
func TestGuideOnTheSeededTemplates(t *testing.T) {
	dir := "../templates/library/html"
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	for _, e := range entries {
		doc, err := os.ReadFile(dir + "/" + e.Name())
		require.NoError(t, err)
		language := strings.Split(e.Name(), ".")[1]
		recommendations, critical := guide(language, string(doc))
		for _, r := range recommendations {
			assert.True(t, strings.HasPrefix(e.Name(), "mx-") && strings.HasPrefix(r.ID, "bi-rads-2013-"), "%s: %+v", e.Name(), r)
		}
		assert.Empty(t, critical, e.Name())
	}
}
