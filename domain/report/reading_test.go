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
