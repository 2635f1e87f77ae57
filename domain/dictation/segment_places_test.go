package dictation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A place phrase after a predicate that takes none leads the next clause, as a CT is often
// dictated ("The spleen is normal. In the anterior neighborhood of the spleen a nodule is
// observed."); after a verb of seeing, or as a predicate's measure, it stays with its clause.
func TestSegmentPlaceLeadingItsClause(t *testing.T) {
	cases := []struct {
		name, in, want string
	}{
		{"after normal",
			"the mediastinum is normal in the aortic arch several lymph nodes are observed",
			"The mediastinum is normal. In the aortic arch several lymph nodes are observed"},
		{"after normal, a long place phrase",
			"the spleen is normal in the anterior neighborhood of the spleen a nodular formation is observed",
			"The spleen is normal. In the anterior neighborhood of the spleen a nodular formation is observed"},
		{"before there is",
			"the liver is normal in the medial segment of the left lobe there is a hypodense lesion",
			"The liver is normal. In the medial segment of the left lobe there is a hypodense lesion"},
		{"a verb of seeing keeps its place",
			"no lymph nodes were detected in the mediastinum mild hiatal hernia is observed",
			"No lymph nodes were detected in the mediastinum. Mild hiatal hernia is observed"},
		{"a measure stays with its predicate",
			"the heart is normal in size the lungs are clear",
			"The heart is normal in size. The lungs are clear"},
		{"a phrase without an article stays",
			"the heart is normal in favor of a normal study the lungs are clear",
			"The heart is normal in favor of a normal study. The lungs are clear"},
		{"no clause after the place: it stays",
			"the lungs are clear in the right apex a calcified granuloma",
			"The lungs are clear in the right apex. A calcified granuloma"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Segment(c.in, "en"))
		})
	}
}

// "As far as can be seen" leads the next clause, unless it says where the statement before
// holds: right after its "normal", with a place of the examination, or with "it" for that
// statement.
func TestSegmentHedgeClosingItsStatement(t *testing.T) {
	cases := []struct {
		name, in, want string
	}{
		{"with a pronoun it closes",
			"there is no mass in the liver as far as it can be observed within the limits of non-enhanced ct no lytic lesion was detected",
			"There is no mass in the liver as far as it can be observed within the limits of non-enhanced ct. No lytic lesion was detected"},
		{"after normal with a place it closes",
			"the spleen and pancreas are normal as far as can be seen in the sections no stones were observed in the gallbladder",
			"The spleen and pancreas are normal as far as can be seen in the sections. No stones were observed in the gallbladder"},
		{"after normal before a subject it leads",
			"the trachea is open as far as can be seen the heart is enlarged",
			"The trachea is open. As far as can be seen the heart is enlarged"},
		{"after a finding with a place it leads",
			"a lesion was detected in the lung as far as can be seen within the sections liver parenchyma density is decreased",
			"A lesion was detected in the lung. As far as can be seen within the sections liver parenchyma density is decreased"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Segment(c.in, "en"))
		})
	}
}

// A phrase naming the part of the body a chest examination covers leads the existential
// statement after it ("In the upper abdominal organs within the sections, there is no mass"),
// after a clause that said its verb; elsewhere it ends the statement before it.
func TestSegmentCoverageLeadsAnExistential(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"after a verb",
			"no pathologically enlarged lymph nodes were observed in the upper abdominal organs within the sections there is no mass with distinguishable borders",
			"No pathologically enlarged lymph nodes were observed. In the upper abdominal organs within the sections there is no mass with distinguishable borders"},
		{"after a place of the lungs",
			"nodules were observed in both lungs in the sections passing through the upper abdomen there is a decrease in liver density",
			"Nodules were observed in both lungs. In the sections passing through the upper abdomen there is a decrease in liver density"},
		{"before no existential it ends its statement",
			"no pathologically enlarged lymph nodes were observed in the upper abdominal organs within the sections no lytic lesion is seen",
			"No pathologically enlarged lymph nodes were observed in the upper abdominal organs within the sections. No lytic lesion is seen"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Segment(c.in, "en"))
		})
	}
}

// Where a verb may come first, what it introduces follows it even when it opens with a grade
// ("se observan | múltiples cálculos" had been cut after the verb), two grades in a row grade
// one noun, and a short place after a statement that said its predicate leads the verb.
func TestSegmentRomanceVerbFirst(t *testing.T) {
	cases := []struct{ language, in, want string }{
		{"es", "se observan múltiples cálculos en la luz", "se observan múltiples cálculos en la luz"},
		{"es", "se observan varios nódulos", "se observan varios nódulos"},
		{"it", "nel lume si osservano multipli calcoli", "nel lume si osservano multipli calcoli"},
		{"it", "si osservano numerose piccole aree iperintense", "si osservano numerose piccole aree iperintense"},
		{"es", "no se observan adenopatías múltiples quistes renales", "No se observan adenopatías. Múltiples quistes renales"},
		{"it", "fegato di dimensioni regolari a margini lisci al vii segmento si apprezza una lesione di 2 cm",
			"Fegato di dimensioni regolari a margini lisci. Al vii segmento si apprezza una lesione di 2 cm"},
		{"it", "nodulo di 8 mm nel lobo destro si consiglia controllo", "Nodulo di 8 mm nel lobo destro. Si consiglia controllo"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Segment(c.in, c.language), c.in)
	}
}
