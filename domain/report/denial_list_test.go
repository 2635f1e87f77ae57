package report

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A template's list of denials keeps the members the dictation leaves true.
func TestADenialListWithout(t *testing.T) {
	tests := []struct {
		name, language, sentence string
		statements               []string
		want                     string // "" when the sentence goes whole
	}{
		{"a pneumothorax out of the pleura's list", "en", "No pleural effusion or pneumothorax.",
			[]string{"Small right apical pneumothorax."}, "No pleural effusion."},
		{"a stone out of the kidneys' list", "en", "No hydronephrosis or nephrolithiasis.",
			[]string{"There is a 3 mm nonobstructing stone in the right lower pole."}, "No hydronephrosis."},
		{"three members, one affirmed", "en", "There is no focal consolidation, pleural effusion or pneumothorax.",
			[]string{"Small left pleural effusion."}, "There is no focal consolidation or pneumothorax."},
		{"free fluid, not free air", "en", "No free fluid or free air.",
			[]string{"Small amount of free fluid in the pelvis."}, "No free air."},
		{"German", "de", "Kein Pleuraerguss, kein Pneumothorax.",
			[]string{"Kleiner Pneumothorax rechts apikal."}, ""},
		{"German list word", "de", "Kein Pleuraerguss oder Pneumothorax.",
			[]string{"Kleiner Pneumothorax rechts apikal."}, "Kein Pleuraerguss."},
		{"Italian", "it", "Non versamento pleurico né pneumotorace.",
			[]string{"Piccolo pneumotorace apicale destro."}, "Non versamento pleurico."},
		{"Spanish", "es", "Sin derrame pleural ni neumotórax.",
			[]string{"Pequeño neumotórax apical derecho."}, "Sin derrame pleural."},

		{"a member the dictation denied itself", "en", "No pleural effusion or pneumothorax.",
			[]string{"Small right pleural effusion.", "No pneumothorax."}, ""},
		{"nothing affirmed: no change here", "en", "No pleural effusion or pneumothorax.",
			[]string{"Mild pleural thickening on the right."}, ""},
		{"every member affirmed", "en", "No pleural effusion or pneumothorax.",
			[]string{"Small right hydropneumothorax with pleural effusion and pneumothorax."}, ""},
		{"a shared noun is no list of findings", "en", "No pleural or pericardial effusion.",
			[]string{"Small pericardial effusion."}, ""},
		{"an elided article stays whole", "fr", "Pas d'épanchement pleural ni de pneumothorax.",
			[]string{"Petit pneumothorax apical droit."}, ""},
		{"one finding is no list", "en", "No pneumothorax.", []string{"Small pneumothorax."}, ""},
		{"no negation", "en", "Pleural effusion or pneumothorax.", []string{"Small pneumothorax."}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := denialWithout(tt.language, tt.sentence, tt.statements, nil)
			assert.Equal(t, tt.want != "", ok, got)
			assert.Equal(t, tt.want, got)
		})
	}
}

// What is left of a list must not deny the rest of the report either: the impression's
// effusion keeps "No pleural effusion." out of the pleura's line.
func TestADenialListReadsTheRestOfTheReport(t *testing.T) {
	_, ok := denialWithout("en", "No pleural effusion or pneumothorax.", []string{"Small right pneumothorax."}, []string{"Small pleural effusions."})
	assert.False(t, ok)
	got, ok := denialWithout("en", "No pleural effusion or pneumothorax.", []string{"Small right pneumothorax."}, []string{"Small right pneumothorax."})
	assert.True(t, ok)
	assert.Equal(t, "No pleural effusion.", got)
}

// denialWithout reads sentence as a list of denials and asks it of statements and others.
func denialWithout(language, sentence string, statements, others []string) (string, bool) {
	d, ok := ReadDenialList(language, sentence)
	if !ok {
		return "", false
	}
	return d.Without(statements, others)
}
