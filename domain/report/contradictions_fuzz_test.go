package report

import (
	"reflect"
	"regexp"
	"slices"
	"testing"
)

// contradictionID is a rule's name and its running number.
var contradictionID = regexp.MustCompile(`^[a-z]+(?:-[a-z]+)*-[1-9][0-9]*$`)

// FuzzDetectContradictions: any report and template text in any language code is checked
// without a panic, the same way every time, and every contradiction found has a unique ID, a
// text, a fix, at least two options and only sections the report has.
func FuzzDetectContradictions(f *testing.F) {
	for _, seed := range [][5]string{
		{"en", "Cough.", "Small left pleural effusion. No pneumothorax.", "Right pleural effusion.", ""},
		{"en", "", "The gallbladder is removed. Gallstones in the gallbladder.", "Cholelithiasis.", ""},
		{"en", "Male patient.", "The uterus is normal. Nodule 8 mm.", "Nodule 12 mm, no pleural effusion.", "No pleural effusion."},
		{"en", "", "Pleura: No pleural effusion.\nSmall left pleural effusion.", "Effusion on the left.", "Pleura: No pleural effusion."},
		{"de", "Husten.", "Kleiner Pleuraerguss links. Kein Pneumothorax.", "Pleuraerguss rechts.", "Kein Pleuraerguss."},
		{"fr", "", "Épanchement pleural gauche.", "Épanchement pleural droit.", ""},
		{"es", "", "Derrame pleural izquierdo de 3 cm.", "Sin derrame pleural.", ""},
		{"xx", "\x00", "left right left. 1 mm 2 cm 3.5 cm x 4 mm", "no no no bilateral", "\u202e"},
	} {
		f.Add(seed[0], seed[1], seed[2], seed[3], seed[4])
	}
	f.Fuzz(func(t *testing.T, language, clinical, findings, impression, templateFindings string) {
		sections := []Section{{Name: SectionClinical, Text: clinical}, {Name: SectionFindings, Text: findings}, {Name: SectionImpression, Text: impression}}
		template := []Section{{Name: SectionFindings, Text: templateFindings}}
		got := DetectContradictionsInFill(language, sections, template)
		if again := DetectContradictionsInFill(language, sections, template); !reflect.DeepEqual(got, again) {
			t.Fatalf("two runs differ:\n%+v\n%+v", got, again)
		}
		names := []string{SectionClinical, SectionFindings, SectionImpression}
		seen := map[string]bool{}
		for _, c := range got {
			if !contradictionID.MatchString(c.ID) || seen[c.ID] {
				t.Fatalf("ID %q is malformed or repeated in %+v", c.ID, got)
			}
			seen[c.ID] = true
			if c.Text == "" || c.SuggestedFix == "" || len(c.Options) < 2 || len(c.Sections) == 0 {
				t.Fatalf("incomplete contradiction %+v", c)
			}
			for _, s := range c.Sections {
				if !slices.Contains(names, s) {
					t.Fatalf("contradiction %+v names section %q, which the report does not have", c, s)
				}
			}
		}
	})
}
