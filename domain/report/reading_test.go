package report

import (
	"reflect"
	"testing"
)

// Readers sharing one reading find what each finds reading the sections itself; a section
// that reads the same after a change keeps its sentences.
func TestReadingSharedByTermReaders(t *testing.T) {
	sections := []Section{
		{Name: SectionClinical, Text: "Z. n. Lungenembolie. Cough?"},
		{Name: SectionFindings, Text: "Small left pneumothorax. No pleural effusion, pneumothorax or free air.\nHeart: normal size."},
		{Name: SectionImpression, Text: "No large pneumothorax."},
	}
	readers := []*TermReader{
		NewTermReader("en", []Term{{Key: "ptx", Phrases: []string{"pneumothora"}}, {Key: "effusion", Phrases: []string{"effusion"}}}),
		NewTermReader("de", []Term{{Key: "le", Phrases: []string{"lungenembolie"}}}),
		NewTermReader("en", []Term{{Key: "heart", Phrases: []string{"heart$"}}, {Key: "cough", Phrases: []string{"cough"}}}),
	}
	shared := ReadSections(sections)
	for i, r := range readers {
		want := r.Read(sections)
		if len(want) == 0 {
			t.Fatalf("reader %d finds nothing to compare", i)
		}
		if got := r.ReadIn(shared); !reflect.DeepEqual(got, want) {
			t.Errorf("reader %d on a shared reading:\n got %+v\nwant %+v", i, got, want)
		}
		if got, want := r.ReadIn(shared.From(1)), r.Read(sections[1:]); !reflect.DeepEqual(got, want) {
			t.Errorf("reader %d from the second section:\n got %+v\nwant %+v", i, got, want)
		}
	}
	changed := append([]Section(nil), sections...)
	changed[2].Text = "Small pneumothorax."
	reread := shared.Reread(changed)
	if !reflect.DeepEqual(reread.Sections(), changed) {
		t.Errorf("reread sections %+v, want %+v", reread.Sections(), changed)
	}
	if &reread.sections[1].sentences[0] != &shared.sections[1].sentences[0] {
		t.Error("an unchanged section was cut into sentences again")
	}
	if got, want := readers[0].ReadIn(reread), readers[0].Read(changed); !reflect.DeepEqual(got, want) {
		t.Errorf("reread:\n got %+v\nwant %+v", got, want)
	}
}

// A template read once is checked as one read at every check: its own sentences left standing,
// its regions from the title or else from its line labels.
func TestTemplateReadOnceChecksAlike(t *testing.T) {
	cases := []struct {
		name     string
		language string
		sections []Section
		template Template
	}{
		{"a default left standing", "en",
			[]Section{{Name: SectionFindings, Text: "Pleura: No pleural effusion.\nLungs: Small left pleural effusion."}, {Name: SectionImpression, Text: "Small left pleural effusion."}},
			Template{Sections: []Section{{Name: SectionFindings, Text: "Pleura: No pleural effusion.\nLungs: Clear."}}}},
		{"anatomy foreign to the title", "en",
			[]Section{{Name: SectionFindings, Text: "Tear of the medial meniscus."}, {Name: SectionImpression, Text: "Meniscal tear."}},
			Template{Title: "CT Chest with Contrast"}},
		{"anatomy foreign to the line labels", "en",
			[]Section{{Name: SectionFindings, Text: "Lungs: Tear of the medial meniscus."}, {Name: SectionImpression, Text: "Meniscal tear."}},
			Template{Sections: []Section{{Name: SectionFindings, Text: "Lungs: Clear.\nPleura: No effusion."}}}},
		{"no template", "de",
			[]Section{{Name: SectionFindings, Text: "Kein Pleuraerguss. Pleuraerguss links."}}, Template{}},
	}
	flagged := 0
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			want := DetectContradictionsInTemplate(tc.language, tc.sections, tc.template)
			flagged += len(want)
			read := tc.template.Read()
			for range 2 {
				if got := DetectContradictionsInTemplate(tc.language, tc.sections, read); !reflect.DeepEqual(got, want) {
					t.Errorf("read once:\n got %+v\nwant %+v", got, want)
				}
			}
		})
	}
	if flagged < 3 {
		t.Errorf("the cases flag %d issues; they are meant to flag some", flagged)
	}
}
