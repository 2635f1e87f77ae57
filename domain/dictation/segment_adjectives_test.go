package dictation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// An adjective inside a noun phrase waits for its noun: after an article, a place's preposition
// or another adjective no statement starts at the noun ("stable sclerotic | bone metastases").
// After a copula the adjective is the predicate, and the next statement starts after it.
func TestSegmentAdjectiveWaitsForItsNoun(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"after another adjective", "stable sclerotic bone metastases are observed in both scapulae",
			"stable sclerotic bone metastases are observed in both scapulae"},
		{"after a grade", "there are osteopenia and diffuse osteophytic degenerative changes in the bone structures",
			"there are osteopenia and diffuse osteophytic degenerative changes in the bone structures"},
		{"after an article", "linear atelectatic changes in the adjacent lung parenchyma were observed pleural effusion and atelectasis decreased",
			"Linear atelectatic changes in the adjacent lung parenchyma were observed. Pleural effusion and atelectasis decreased"},
		{"a variant's adjective", "a millimetric accessory spleen was observed adjacent to the spleen hilus multiple sclerotic lesions were observed",
			"A millimetric accessory spleen was observed adjacent to the spleen hilus. Multiple sclerotic lesions were observed"},
		{"a predicate after its copula", "the bilateral adrenal glands appear natural millimetric stones are observed in the gallbladder",
			"The bilateral adrenal glands appear natural. Millimetric stones are observed in the gallbladder"},
		{"after a grade said after a predicate", "the medullary densities are normal minimal osteophytic degenerative changes were observed",
			"The medullary densities are normal. Minimal osteophytic degenerative changes were observed"},
		{"a density's adjective", "no enlargement was detected in the main pancreatic duct stable hypodense nodular formation is observed in the right adrenal gland",
			"No enlargement was detected in the main pancreatic duct. Stable hypodense nodular formation is observed in the right adrenal gland"},
		{"a density's adjective as predicate", "the lesion is hypodense the spleen is normal", "The lesion is hypodense. The spleen is normal"},
		{"after there are", "millimetric calculus was observed in the gallbladder there are calcific atherosclerotic changes in the wall of the abdominal aorta",
			"Millimetric calculus was observed in the gallbladder. There are calcific atherosclerotic changes in the wall of the abdominal aorta"},
		{"a listed adjective after there are", "no lymph node was observed in the abdomen there are widespread calcific atherosclerotic plaques in the abdominal aorta",
			"No lymph node was observed in the abdomen. There are widespread calcific atherosclerotic plaques in the abdominal aorta"},
		{"an adjective after its copula", "lungs are emphysematous small left effusion", "Lungs are emphysematous. Small left effusion"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Segment(c.in, "en"))
		})
	}
}

// A German adjective with a weak ending after an article waits for its noun, even when its
// stem names a structure ("die mediastinalen | lymphknoten").
func TestSegmentGermanWeakAdjectiveOfAStructure(t *testing.T) {
	in := "im vergleich zur voruntersuchung vom februar sind die mediastinalen lymphknoten kleiner der größte misst 12 mm"
	assert.NotContains(t, Segment(in, "de"), "mediastinalen. ")
	assert.Equal(t, "in den basalen segmenten kleine herde", Segment("in den basalen segmenten kleine herde", "de"))
}
