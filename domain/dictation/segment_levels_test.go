package dictation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A spine is dictated level by level: two adjacent vertebrae after a statement open the next
// one, written as the level's label; a level a preposition leads to stays in its statement. A
// spoken heading after the study's name opens its section though the name ends in a word that
// could describe it ("without contrast findings").
func TestSegmentSpineLevelsAndHeadingsAfterTheStudyName(t *testing.T) {
	cases := []struct {
		name, in, want string
	}{
		{"levels open statements",
			"mild disc bulge without stenosis l4 l5 there is a left paracentral disc extrusion l5 s1 no significant abnormality",
			"Mild disc bulge without stenosis. L4-L5: There is a left paracentral disc extrusion. L5-S1: No significant abnormality"},
		{"a level after a single vertebra",
			"the conus terminates at l1 l3 l4 mild disc bulge",
			"The conus terminates at l1. L3-L4: Mild disc bulge"},
		{"a level a preposition leads to stays",
			"there is a disc extrusion at l4 l5 with compression of the l5 nerve root",
			"there is a disc extrusion at l4 l5 with compression of the l5 nerve root"},
		{"vertebrae that are no level stay",
			"compression fractures of t12 and l2 without retropulsion",
			"compression fractures of t12 and l2 without retropulsion"},
		{"cervical to thoracic",
			"the cord signal is normal c7 t1 mild facet arthropathy",
			"The cord signal is normal. C7-T1: Mild facet arthropathy"},
		{"a level right after a heading",
			"findings l4 l5 left paracentral disc extrusion",
			"Findings: L4-L5: Left paracentral disc extrusion"},
		{"a level opening the dictation",
			"l5 s1 small central disc protrusion",
			"L5-S1: Small central disc protrusion"},
		{"a level after a full stop",
			"Mild bulge. l4 l5 small protrusion",
			"Mild bulge. L4-L5: Small protrusion"},
		{"MR sequences open no level",
			"t1 t2 hyperintense lesion",
			"t1 t2 hyperintense lesion"},
		{"a level written joined opens before its finding",
			"mild disc bulge without foraminal narrowing l4-l5 small joint effusion of the left facet",
			"Mild disc bulge without foraminal narrowing. L4-L5: Small joint effusion of the left facet"},
		{"a level written joined and led to stays",
			"there is a disc extrusion at l4-l5 with compression of the l5 nerve root",
			"there is a disc extrusion at l4-l5 with compression of the l5 nerve root"},
		{"a level written joined before no finding stays",
			"the disc at l3-l4 is desiccated l4-l5 facet joints are hypertrophied",
			"The disc at l3-l4 is desiccated. L4-l5 facet joints are hypertrophied"},
		{"findings after the study's name",
			"mri lumbar spine without contrast findings vertebral body heights are maintained",
			"Mri lumbar spine without contrast. Findings: Vertebral body heights are maintained"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Segment(c.in, "en"))
		})
	}
}

// A gerund takes its object: the statement goes on after it ("comprimindo a raiz L5").
func TestSegmentGoesOnAfterAGerund(t *testing.T) {
	cases := []struct{ language, in, want string }{
		{"pt", "l4 l5 hérnia discal póstero-lateral esquerda comprimindo a raiz l5 esquerda l5 s1 protrusão discal central sem compressão radicular",
			"L4-L5: Hérnia discal póstero-lateral esquerda comprimindo a raiz l5 esquerda. L5-S1: Protrusão discal central sem compressão radicular"},
		{"es", "l4 l5 hernia discal comprimiendo la raíz l5 izquierda l5 s1 protrusión discal central",
			"L4-L5: Hernia discal comprimiendo la raíz l5 izquierda. L5-S1: Protrusión discal central"},
		{"it", "l4 l5 ernia discale comprimendo la radice l5 sinistra l5 s1 protrusione discale mediana",
			"L4-L5: Ernia discale comprimendo la radice l5 sinistra. L5-S1: Protrusione discale mediana"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Segment(c.in, c.language), c.in)
	}
}

// A level a speech engine writes joined ("l4-l5") labels the finding after it, in every
// language, unless the word for a level leads to it ("a livello l4-l5" is no label).
func TestSegmentJoinedLevels(t *testing.T) {
	cases := []struct{ language, in, want string }{
		{"es", "abombamiento discal difuso sin compromiso foraminal l4-l5 pequeño derrame articular facetario izquierdo",
			"Abombamiento discal difuso sin compromiso foraminal. L4-L5: Pequeño derrame articular facetario izquierdo"},
		{"it", "spondilodiscoartrosi a livello l4-l5 versamento articolare",
			"Spondilodiscoartrosi a livello l4-l5. Versamento articolare"},
		{"fr", "discopathie dégénérative étagée l5-s1 fracture du plateau vertébral supérieur",
			"Discopathie dégénérative étagée. L5-S1: Fracture du plateau vertébral supérieur"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Segment(c.in, c.language), c.in)
	}
}
