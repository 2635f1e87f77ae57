package guidance

import (
	"slices"
	"strings"
	"testing"

	"github.com/radscribe/radscribe/domain/report"
)

func TestReadBIRADS(t *testing.T) {
	tests := []struct {
		name, language string
		sections       []report.Section
		want           []string
	}{
		{"plain", "en", sections("", "BI-RADS 4."), []string{"4"}},
		{"subcategory", "en", sections("", "Suspicious mass. BI-RADS 4a."), []string{"4A"}},
		{"no hyphen", "en", sections("", "BIRADS 4b."), []string{"4B"}},
		{"spoken apart", "en", sections("", "Birads 4 c."), []string{"4C"}},
		{"category word", "en", sections("", "BI-RADS category 3: probably benign."), []string{"3"}},
		{"colon", "en", sections("", "BI-RADS: 0, additional imaging needed."), []string{"0"}},
		{"assessment category", "en", sections("", "Final assessment: BI-RADS assessment category 5."), []string{"5"}},
		{"known cancer", "en", sections("", "Known biopsy-proven carcinoma of the left breast, BI-RADS 6."), []string{"6"}},
		{"template line", "en", sections("", "BI-RADS category: BI-RADS 1: negative."), []string{"1"}},
		{"two breasts", "en", sections("", "Right breast: BI-RADS 4B. Left breast: BI-RADS 2."), []string{"4B", "2"}},
		{"said twice", "en", sections("BI-RADS 2.", "BI-RADS 2: benign."), []string{"2"}},
		{"roman numerals", "en", sections("", "BI-RADS IV."), []string{"4"}},
		{"spoken", "en", sections("", "bi rads 3."), []string{"3"}},
		{"now, not before", "en", sections("", "Previously BI-RADS 3, now BI-RADS 2."), []string{"2"}},
		{"only in the indication", "en", sections("No suspicious findings.", "", "Follow-up of a BI-RADS 3 finding."), nil},
		{"no such category", "en", sections("", "BI-RADS 7."), nil},
		{"density is no category", "en", sections("Breast density: ACR BI-RADS density c.", ""), nil},
		{"density in digits is no category", "en", sections("BI-RADS breast density 2.", ""), nil},
		{"no BI-RADS", "en", sections("No suspicious mass.", "Benign."), nil},
		{"de Kategorie", "de", sections("", "BI-RADS-Kategorie 4a rechts, BI-RADS 1 links."), []string{"4A", "1"}},
		{"de Klasse", "de", sections("", "Beurteilung: BIRADS Klasse 3."), []string{"3"}},
		{"de Voraufnahme", "de", sections("", "Voraufnahme BI-RADS 3, jetzt BI-RADS 2."), []string{"2"}},
		{"other language", "pl", sections("", "BI-RADS 5."), []string{"5"}},
		{"es categoría", "es", sections("", "Categoría BI-RADS: BI-RADS 4a en la mama derecha."), []string{"4A"}},
		{"es previo", "es", sections("", "Estudio previo BI-RADS 3, actualmente BI-RADS 2."), []string{"2"}},
		{"fr classification", "fr", sections("", "Classification BI-RADS: BI-RADS 1: examen normal."), []string{"1"}},
		{"fr antérieurement", "fr", sections("", "Antérieurement BI-RADS 3, ce jour BI-RADS 2."), []string{"2"}},
		{"fr densité", "fr", sections("Composition mammaire: ACR b.", "BI-RADS 2."), []string{"2"}},
		{"it categoria", "it", sections("", "BI-RADS categoria 4c a destra."), []string{"4C"}},
		{"it precedente", "it", sections("", "Precedente BI-RADS 3, ora BI-RADS 2."), []string{"2"}},
		{"pt categoria", "pt", sections("", "Categoria BI-RADS 5."), []string{"5"}},
		{"pt anteriormente", "pt", sections("", "Anteriormente BI-RADS 3; atualmente BI-RADS 2."), []string{"2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ReadBIRADS(tt.language, tt.sections); !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

// The atlas's management for each assessment category, in English and German, and some in the
// other template languages.
func TestBIRADSManagement(t *testing.T) {
	en := map[string]string{
		"0":  "BI-RADS 0 (incomplete): additional imaging evaluation and/or prior mammograms for comparison.",
		"1":  "BI-RADS 1 (negative): routine screening.",
		"2":  "BI-RADS 2 (benign): routine screening.",
		"3":  "BI-RADS 3 (probably benign): short-interval (6-month) follow-up or continued surveillance.",
		"4":  "BI-RADS 4 (suspicious): tissue diagnosis.",
		"4A": "BI-RADS 4A (low suspicion for malignancy): tissue diagnosis.",
		"4B": "BI-RADS 4B (moderate suspicion for malignancy): tissue diagnosis.",
		"4C": "BI-RADS 4C (high suspicion for malignancy): tissue diagnosis.",
		"5":  "BI-RADS 5 (highly suggestive of malignancy): tissue diagnosis.",
		"6":  "BI-RADS 6 (known biopsy-proven malignancy): surgical excision when clinically appropriate.",
	}
	de := map[string]string{
		"0":  "BI-RADS 0 (unvollständig): ergänzende Bildgebung und/oder Voraufnahmen zum Vergleich.",
		"1":  "BI-RADS 1 (unauffällig): Routine-Screening.",
		"2":  "BI-RADS 2 (benigne): Routine-Screening.",
		"3":  "BI-RADS 3 (wahrscheinlich benigne): kurzfristige Verlaufskontrolle (nach 6 Monaten) oder weitere Überwachung.",
		"4":  "BI-RADS 4 (suspekt): histologische Abklärung.",
		"4A": "BI-RADS 4A (geringer Malignitätsverdacht): histologische Abklärung.",
		"4B": "BI-RADS 4B (mäßiger Malignitätsverdacht): histologische Abklärung.",
		"4C": "BI-RADS 4C (hoher Malignitätsverdacht): histologische Abklärung.",
		"5":  "BI-RADS 5 (hochgradig malignitätsverdächtig): histologische Abklärung.",
		"6":  "BI-RADS 6 (histologisch gesicherte Malignität): operative Entfernung, sofern klinisch angezeigt.",
	}
	for category, want := range en {
		r := BIRADS(category, "en")
		if r.Text != want || r.ID != "bi-rads-2013-"+strings.ToLower(category) || r.Guideline != BIRADSGuideline ||
			!strings.Contains(r.Citation, "5th ed") || r.Finding == "" {
			t.Errorf("en %s: %+v", category, r)
		}
		if got := BIRADS(category, "de-CH").Text; got != de[category] {
			t.Errorf("de %s: %q, want %q", category, got, de[category])
		}
		if got := BIRADS(category, "ro").Text; got != want {
			t.Errorf("ro %s: %q", category, got)
		}
	}
	romance := map[string][3]string{
		"es": {"BI-RADS 3 (probablemente benigna): seguimiento a corto plazo (6 meses) o vigilancia continuada.",
			"BI-RADS 4B (sospecha moderada de malignidad): diagnóstico histológico.",
			"BI-RADS 3 según el dictado (probabilidad de malignidad > 0 % y ≤ 2 %)"},
		"fr": {"BI-RADS 3 (probablement bénin): surveillance rapprochée (à 6 mois) ou surveillance continue.",
			"BI-RADS 4B (suspicion intermédiaire de malignité): prélèvement histologique.",
			"BI-RADS 3 selon la dictée (probabilité de malignité > 0 % et ≤ 2 %)"},
		"it": {"BI-RADS 3 (probabilmente benigna): controllo a breve termine (6 mesi) o sorveglianza continuata.",
			"BI-RADS 4B (sospetto moderato di malignità): diagnosi istologica.",
			"BI-RADS 3 come dettato (probabilità di malignità > 0 % e ≤ 2 %)"},
		"pt": {"BI-RADS 3 (provavelmente benigna): seguimento de curto intervalo (6 meses) ou vigilância continuada.",
			"BI-RADS 4B (suspeição moderada de malignidade): diagnóstico histológico.",
			"BI-RADS 3 conforme ditado (probabilidade de malignidade > 0 % e ≤ 2 %)"},
	}
	for language, want := range romance {
		if got := BIRADS("3", language); got.Text != want[0] || got.Finding != want[2] {
			t.Errorf("%s 3: %q / %q", language, got.Text, got.Finding)
		}
		if got := BIRADS("4B", language).Text; got != want[1] {
			t.Errorf("%s 4B: %q", language, got)
		}
	}
	if got := BIRADS("4B", "en").Finding; got != "BI-RADS 4B as dictated (likelihood of malignancy > 10% to ≤ 50%)" {
		t.Errorf("en finding %q", got)
	}
	if got := BIRADS("3", "de").Finding; got != "BI-RADS 3 laut Diktat (Malignitätswahrscheinlichkeit > 0 % bis ≤ 2 %)" {
		t.Errorf("de finding %q", got)
	}
}

func TestBIRADSRecommendations(t *testing.T) {
	got := BIRADSRecommendations("en", titled("Screening Mammography", sections("No suspicious mass.", "BI-RADS category: BI-RADS 1: negative.", "Routine screening.")))
	if len(got) != 1 || got[0].ID != "bi-rads-2013-1" {
		t.Errorf("got %+v", got)
	}
	two := BIRADSRecommendations("de", sections("", "Rechts BI-RADS 4b, links BI-RADS 2."))
	if len(two) != 2 || two[0].ID != "bi-rads-2013-4b" || two[1].ID != "bi-rads-2013-2" {
		t.Errorf("got %+v", two)
	}
}
