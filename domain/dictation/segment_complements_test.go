package dictation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// After a finding's complement (a preposition's object, a size, a grade, what it suggests) a
// finding or organ opens the next statement; the complement's own words stay with it, and so
// does what a denial lists.
func TestSegmentFindingAfterComplement(t *testing.T) {
	cases := []struct {
		name, language, in, want string
	}{
		{"French finding after a size and its place", "fr", "adénomégalie médiastinale de 15 mm en loge de barety lésion hépatique hypodense",
			"Adénomégalie médiastinale de 15 mm en loge de barety. Lésion hépatique hypodense"},
		{"French finding after what a lesion suggests", "fr", "lésion de 2 cm du segment 7 évocatrice de métastase lithiase vésiculaire",
			"Lésion de 2 cm du segment 7 évocatrice de métastase. Lithiase vésiculaire"},
		{"Italian finding after compatibili con", "it", "difetti di riempimento nelle arterie lobari compatibili con embolia polmonare versamento pleurico destro",
			"Difetti di riempimento nelle arterie lobari compatibili con embolia polmonare. Versamento pleurico destro"},
		{"Italian organ after a finding's place", "it", "versamento pleurico destro di modesta entità cuore di dimensioni aumentate",
			"Versamento pleurico destro di modesta entità. Cuore di dimensioni aumentate"},
		{"Spanish organ after what a lesion suggests", "es", "lesión de 2 cm en el lóbulo derecho sugestiva de hemangioma bazo de 13 cm",
			"Lesión de 2 cm en el lóbulo derecho sugestiva de hemangioma. Bazo de 13 cm"},
		{"Portuguese finding after a finding as an object", "pt", "sinais de hipertensão portal com esplenomegalia ascite moderada",
			"Sinais de hipertensão portal com esplenomegalia. Ascite moderada"},
		{"German finding after a place phrase", "de", "knochenmarködem im medialen femurkondylus chondropathie grad 2",
			"Knochenmarködem im medialen femurkondylus. Chondropathie grad 2"},
		{"German organ after am ehesten", "de", "läsion von 3 cm im rechten leberlappen am ehesten ein hämangiom milz 12 cm",
			"Läsion von 3 cm im rechten leberlappen am ehesten ein hämangiom. Milz 12 cm"},
		{"French organ after an elided preposition's object", "fr", "lésion de 2 cm du lobe droit évocatrice d'angiome rate de 12 cm",
			"Lésion de 2 cm du lobe droit évocatrice d'angiome. Rate de 12 cm"},
		{"an elided preposition's article waits for its noun", "fr", "rein gauche de 11 cm siège d'un kyste cortical",
			"rein gauche de 11 cm siège d'un kyste cortical"},
		{"French lesion after a structure's place", "fr", "canal lombaire de calibre normal aux autres étages angiome vertébral de l3",
			"Canal lombaire de calibre normal aux autres étages. Angiome vertébral de l3"},
		{"French finding after a head the lexicon does not know", "fr", "lacune ancienne du thalamus gauche atrophie cortico-sous-corticale modérée",
			"Lacune ancienne du thalamus gauche. Atrophie cortico-sous-corticale modérée"},
		{"a German organ after its adjective stays", "de", "übrige segmente mit normal weitem spinalkanal",
			"übrige segmente mit normal weitem spinalkanal"},
		{"a preposition's object stays", "fr", "lésion de 2 cm du segment 7 évocatrice de métastase",
			"lésion de 2 cm du segment 7 évocatrice de métastase"},
		{"an adjective on a finding's stem stays", "es", "hígado de contorno nodular",
			"hígado de contorno nodular"},
		{"an adjective that begins with an organ's stem stays", "es", "derrame en la base pulmonar derecha",
			"derrame en la base pulmonar derecha"},
		{"what follows what a complement names stays", "de", "verschattungen beidseits am ehesten dystelektasen",
			"verschattungen beidseits am ehesten dystelektasen"},
		{"a German adjective's noun stays", "de", "linke niere mit kortikaler zyste",
			"linke niere mit kortikaler zyste"},
		{"a denial's list stays", "it", "legamento collaterale mediale senza lesioni",
			"legamento collaterale mediale senza lesioni"},
		{"a denial's list after its place stays", "es", "sin dilatación de la vía biliar litiasis",
			"sin dilatación de la vía biliar litiasis"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Segment(c.in, c.language))
		})
	}
}

// A grade's number closes its statement as a size's unit does; a place word after it stays.
func TestSegmentGradeClosesStatement(t *testing.T) {
	cases := []struct {
		name, language, in, want string
	}{
		{"German grade, then a two-word finding", "de", "chondropathie grad 2 retropatellar baker zyste 3 cm",
			"Chondropathie grad 2 retropatellar. Baker zyste 3 cm"},
		{"Spanish Roman grade, then a finding", "es", "condropatía grado ii derrame articular moderado",
			"Condropatía grado ii. Derrame articular moderado"},
		{"Portuguese grade, then a finding", "pt", "condropatia grau 2 derrame articular",
			"Condropatia grau 2. Derrame articular"},
		{"French grade with its place", "fr", "chondropathie de grade 2 du compartiment médial",
			"chondropathie de grade 2 du compartiment médial"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Segment(c.in, c.language))
		})
	}
}

// German inflects an adjective only before its noun: one right after a noun phrase opens the
// next, while an uninflected predicate, an adjective after another or a comparative before a
// function word stays.
func TestSegmentGermanAttributeOpens(t *testing.T) {
	cases := []struct {
		name, in, want string
	}{
		{"adjective after a finding", "mäßiger gelenkerguss horizontaler riss im hinterhorn",
			"Mäßiger gelenkerguss. Horizontaler riss im hinterhorn"},
		{"adjective after a place phrase", "lakunärer infarkt im linken thalamus altersentsprechende hirnvolumenminderung",
			"Lakunärer infarkt im linken thalamus. Altersentsprechende hirnvolumenminderung"},
		{"participle adjective after a finding", "zentrilobuläres emphysem der oberlappen verkalkter mikronodulus",
			"Zentrilobuläres emphysem der oberlappen. Verkalkter mikronodulus"},
		{"grade after a side", "konkrement in der unteren kelchgruppe links mäßiger harnstau rechts",
			"Konkrement in der unteren kelchgruppe links. Mäßiger harnstau rechts"},
		{"two adjectives before their noun", "schilddrüse normal groß solider echoarmer knoten",
			"Schilddrüse normal groß. Solider echoarmer knoten"},
		{"uninflected predicate stays", "leber verfettet",
			"leber verfettet"},
		{"comparative before an article stays", "die lymphknoten kleiner der größte misst 12 mm",
			"die lymphknoten kleiner der größte misst 12 mm"},
		{"inflected side before its noun stays", "zyste der linke kortikale zyste",
			"zyste der linke kortikale zyste"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Segment(c.in, "de"))
		})
	}
}

// A likelihood word before a finding opens that finding's statement with it.
func TestSegmentHedgeOpensItsFinding(t *testing.T) {
	cases := []struct {
		name, language, in, want string
	}{
		{"French", "fr", "calcul de 6 mm du groupe caliciel inférieur probable calcul de l'uretère",
			"Calcul de 6 mm du groupe caliciel inférieur. Probable calcul de l'uretère"},
		{"Portuguese", "pt", "cisto renal simples de 3 cm no polo superior provável cálculo de 5 mm",
			"Cisto renal simples de 3 cm no polo superior. Provável cálculo de 5 mm"},
		{"after a graded finding", "fr", "urétérohydronéphrose droite modérée probable calcul de l'uretère pelvien",
			"Urétérohydronéphrose droite modérée. Probable calcul de l'uretère pelvien"},
		{"a hedge before no finding stays", "it", "nodulo di 6 mm nel lobo inferiore probabile esito",
			"nodulo di 6 mm nel lobo inferiore probabile esito"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Segment(c.in, c.language))
		})
	}
}

// Where adjectives follow their noun, a grade after a finding completes it: the structure or
// finding after the grade opens the next statement, and a word the language puts before its
// noun describes the finding before it unless a finding follows it.
func TestSegmentGradeCompletesFinding(t *testing.T) {
	cases := []struct {
		name, language, in, want string
	}{
		{"Spanish structure after a graded finding", "es", "signos de hipertensión portal con esplenomegalia ascitis moderada vena porta permeable",
			"Signos de hipertensión portal con esplenomegalia. Ascitis moderada. Vena porta permeable"},
		{"Italian organ after a counted finding", "it", "colecisti con calcoli multipli reni nella norma",
			"Colecisti con calcoli multipli. Reni nella norma"},
		{"Spanish size word stays with its finding", "es", "derrame pleural derecho pequeño pulmón izquierdo sin alteraciones",
			"Derrame pleural derecho pequeño. Pulmón izquierdo sin alteraciones"},
		{"a grade before a finding opens it after a denial", "es", "sin derrame pleural leve cardiomegalia",
			"Sin derrame pleural. Leve cardiomegalia"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Segment(c.in, c.language))
		})
	}
}

// German says a size or width after its noun uninflected ("normal groß", "normal weit"): a
// predicate that closes its statement, while a size after it still measures it.
func TestSegmentGermanSizePredicates(t *testing.T) {
	cases := []struct {
		name, in, want string
	}{
		{"finding after normal groß", "nieren normal groß konkrement von 5 mm", "Nieren normal groß. Konkrement von 5 mm"},
		{"structure after normal weit", "spinalkanal normal weit wirbelkörperhämangiom in lwk 3", "Spinalkanal normal weit. Wirbelkörperhämangiom in lwk 3"},
		{"a size after it stays", "bauchaorta normal weit 18 mm", "bauchaorta normal weit 18 mm"},
		{"a size's dimension word goes on with it", "lunge im rechten unterlappen 12 mm großer solider rundherd kein pleuraerguss",
			"Lunge im rechten unterlappen 12 mm großer solider rundherd. Kein pleuraerguss"},
		{"an inflected one too", "leber mit einer 3 cm großen zyste im segment 6 milz unauffällig",
			"Leber mit einer 3 cm großen zyste im segment 6. Milz unauffällig"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Segment(c.in, "de"))
		})
	}
}

// Findings the segmenter reads from the checks' lexicon: a statement that names one ends
// before the next finding ("bocio multinodular | nódulo dominante").
func TestSegmentFindingsOfTheLexicon(t *testing.T) {
	cases := []struct {
		name, language, in, want string
	}{
		{"German chondropathy after a place", "de", "knochenmarködem im lateralen femurkondylus chondropathie retropatellar",
			"Knochenmarködem im lateralen femurkondylus. Chondropathie retropatellar"},
		{"Spanish goitre before its nodule", "es", "bocio multinodular nódulo dominante en el lóbulo izquierdo",
			"Bocio multinodular. Nódulo dominante en el lóbulo izquierdo"},
		{"Italian appendicolith after a place", "it", "appendice di 11 mm con imbibizione del grasso periappendicolare appendicolita alla base",
			"Appendice di 11 mm con imbibizione del grasso periappendicolare. Appendicolita alla base"},
		{"Portuguese atrophy after a place", "pt", "enfarte lacunar antigo no tálamo esquerdo atrofia cortical ligeira",
			"Enfarte lacunar antigo no tálamo esquerdo. Atrofia cortical ligeira"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Segment(c.in, c.language))
		})
	}
}
