package guidance

import (
	"strings"
	"testing"

	"github.com/radscribe/radscribe/domain/report"
)

// A screening examination gets Lung-RADS, never Fleischner (issue 31): the study's title, its
// technique or the dictation saying screening makes the nodules Lung-RADS's alone; a study
// that is no screening keeps Fleischner and gets no Lung-RADS.
func TestScreeningGetsLungRADSNeverFleischner(t *testing.T) {
	cases := []struct {
		name, language, title string
		sections              []report.Section
		screening             bool
	}{
		{"en title low-dose screening CT", "en", "Low-dose CT chest for lung cancer screening",
			sections("7 mm solid nodule in the right upper lobe.", ""), true},
		{"en title LDCT", "en", "LDCT chest", sections("9 mm solid nodule in the right lower lobe.", ""), true},
		{"en dictation says screening", "en", "CT Chest", sections("Screening examination. 7 mm solid nodule in the right upper lobe.", ""), true},
		{"en clinical says screening", "en", "", sections("7 mm solid nodule in the right upper lobe.", "", "Screening, 30 pack-year smoker."), true},
		{"de Titel Screening", "de", "Low-Dose-CT Thorax Lungenkrebsscreening", sections("Solider Rundherd im Oberlappen rechts, 7 mm.", ""), true},
		{"es cribado", "es", "", sections("Nódulo sólido de 9 mm en el lóbulo inferior izquierdo.", "", "Programa de cribado de cáncer de pulmón."), true},
		{"fr dépistage", "fr", "TDM thoracique faible dose de dépistage", sections("Nodule solide de 8 mm du lobe supérieur droit.", ""), true},
		{"en incidental nodule", "en", "CT Chest with contrast", sections("7 mm solid nodule in the right upper lobe.", ""), false},
		{"en screening mammography is no lung screening", "en", "Screening mammography", sections("7 mm solid nodule in the right upper lobe.", ""), false},
	}
	for _, c := range cases {
		recommendations, _ := Guide(c.language, c.title, c.sections)
		var fleischner, lungRADS int
		for _, r := range recommendations {
			switch {
			case strings.HasPrefix(r.ID, "fleischner-"):
				fleischner++
			case strings.HasPrefix(r.ID, "lung-rads-"):
				lungRADS++
			}
		}
		switch {
		case c.screening && (fleischner > 0 || lungRADS == 0):
			t.Errorf("%s: %d Fleischner and %d Lung-RADS recommendations, want Lung-RADS only: %+v", c.name, fleischner, lungRADS, recommendations)
		case !c.screening && (fleischner == 0 || lungRADS > 0):
			t.Errorf("%s: %d Fleischner and %d Lung-RADS recommendations, want Fleischner only: %+v", c.name, fleischner, lungRADS, recommendations)
		}
	}
}
