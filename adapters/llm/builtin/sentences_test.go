package builtin

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSentencesKeepAQuestionInsideItsAside(t *testing.T) {
	cases := []struct {
		name, text string
		want       []string
	}{
		{"a doubt about one word, the sentence goes on",
			"There is a lesion (cyst?) in the right kidney.",
			[]string{"There is a lesion (cyst?) in the right kidney."}},
		{"two doubts in one aside, then a new sentence",
			"Fat stranding in the subcutaneous tissue (edema? low albumin?) Small right pleural effusion.",
			[]string{"Fat stranding in the subcutaneous tissue (edema? low albumin?)", "Small right pleural effusion."}},
		{"a question outside any aside ends its sentence",
			"Small nodule? Follow-up advised.",
			[]string{"Small nodule?", "Follow-up advised."}},
		{"a closed aside followed by a small letter goes on",
			"Dilated duct (obstruction?) with no stone seen.",
			[]string{"Dilated duct (obstruction?) with no stone seen."}},
		{"a dotted abbreviation before a small letter goes on",
			"Röntgen Thorax p.a. und seitlich. Herz normal groß.",
			[]string{"Röntgen Thorax p.a. und seitlich.", "Herz normal groß."}},
		{"a dotted abbreviation before a capital ends its sentence",
			"Thorax p.a. Herz normal groß. Leber o.B. Milz o.B.",
			[]string{"Thorax p.a.", "Herz normal groß.", "Leber o.B.", "Milz o.B."}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for _, p := range paragraphs(c.text) {
				for _, s := range p {
					got = append(got, s.text)
				}
			}
			assert.Equal(t, c.want, got)
		})
	}
}
