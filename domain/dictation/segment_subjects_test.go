package dictation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// An owner's noun and a possessive determiner wait for what they own ("the patient's |
// previous examination", "in our | clinic"); structures said one after another without a verb
// are the items of one subject ("intra and extrahepatic bile ducts | gallbladder are normal"),
// while a statement that said more than structures ends before the next subject.
func TestSegmentOwnersAndSubjectItems(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"owner's noun", "it was evaluated comparatively with the patient's previous examination dated 05.03.2019 a central venous catheter is seen",
			"It was evaluated comparatively with the patient's previous examination dated 05.03.2019. A central venous catheter is seen"},
		{"possessive determiner", "it is the first examination of the patient for the thorax in our clinic trachea both main bronchi are open",
			"It is the first examination of the patient for the thorax in our clinic. Trachea both main bronchi are open"},
		{"subject items", "hepatic and portal venous systems are normal intra and extrahepatic bile ducts gallbladder are normal the spleen is normal",
			"Hepatic and portal venous systems are normal. Intra and extrahepatic bile ducts gallbladder are normal. The spleen is normal"},
		{"a finding's noun phrase before a subject", "interval removal of nasogastric tube heart size is normal",
			"Interval removal of nasogastric tube. Heart size is normal"},
		{"a predicate first", "normal pulmonary vasculature bony thorax intact", "Normal pulmonary vasculature. Bony thorax intact"},
		{"a participle", "mediastinal clips noted heart size is normal", "Mediastinal clips noted. Heart size is normal"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Segment(c.in, "en"))
		})
	}
}

// A head noun after a structure is the structure's, in the plural too ("adrenal gland |
// calibration", "pulmonary artery | calibrations").
func TestSegmentHeadNounAfterItsStructure(t *testing.T) {
	cases := []struct{ in, want string }{
		{"upper abdominal sections are natural bilateral adrenal gland calibration was normal and no space-occupying lesion was detected",
			"Upper abdominal sections are natural. Bilateral adrenal gland calibration was normal and no space-occupying lesion was detected"},
		{"the pulmonary trunk caliber was 28 mm wider than normal both pulmonary artery calibrations are normal",
			"The pulmonary trunk caliber was 28 mm wider than normal. Both pulmonary artery calibrations are normal"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Segment(c.in, "en"), c.in)
	}
}

// Adjectives of a structure's noun after a place go on naming that place ("of the left lung |
// lower lobe"); an adjective that opens a finding starts the next statement ("in the mediastinum
// | global enlargement of the cardiac chambers").
func TestSegmentPlaceGoesOnWithItsStructure(t *testing.T) {
	cases := []struct{ in, want string }{
		{"density increases were observed in the posterobasal segment of the left lung lower lobe bilateral pleural effusion was not detected",
			"Density increases were observed in the posterobasal segment of the left lung lower lobe. Bilateral pleural effusion was not detected"},
		{"no pathological lymph node was detected in the mediastinum global enlargement of the cardiac chambers was observed",
			"No pathological lymph node was detected in the mediastinum. Global enlargement of the cardiac chambers was observed"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Segment(c.in, "en"), c.in)
	}
}

// The Romance languages name the structures of abdominal, pelvic, neck and spine reports as
// statement subjects (the common bile duct, veins, the endometrium, the isthmus), so a measured
// one after a denial opens its own statement instead of reading as denied; a denying preposition
// that opens a statement has said all it denies once its object has run two words, while a
// negated verb may still deny the noun further on.
func TestSegmentRomanceStructuresAfterDenials(t *testing.T) {
	cases := []struct{ language, in, want string }{
		{"es", "vesícula con litiasis sin signos de colecistitis colédoco de 6 mm",
			"Vesícula con litiasis. Sin signos de colecistitis. Colédoco de 6 mm"},
		{"pt", "vesícula com cálculos sem sinais de colecistite colédoco com 5 mm de calibre",
			"Vesícula com cálculos. Sem sinais de colecistite. Colédoco com 5 mm de calibre"},
		{"fr", "vésicule lithiasique sans signe de cholécystite cholédoque de 6 mm",
			"Vésicule lithiasique sans signe de cholécystite. Cholédoque de 6 mm"},
		{"it", "reni di normali dimensioni vene renali pervie", "Reni di normali dimensioni. Vene renali pervie"},
		{"fr", "utérus de taille normale endomètre de 8 mm", "Utérus de taille normale. Endomètre de 8 mm"},
		{"es", "sin signos de hepatopatía crónica lesión focal de 2,3 cm en el segmento vii",
			"Sin signos de hepatopatía crónica. Lesión focal de 2,3 cm en el segmento vii"},
		{"es", "no se identifican claramente nódulos de 5 mm", "no se identifican claramente nódulos de 5 mm"},
		// A structure named in two words after a finding is a noun of its own, not its adjective.
		{"fr", "vésicule lithiasique sans signe de cholécystite voie biliaire principale de 6 mm",
			"Vésicule lithiasique sans signe de cholécystite. Voie biliaire principale de 6 mm"},
		// One word is object enough for a denying preposition before a measured lesion.
		{"fr", "nodule solide de 12 mm sans calcification nodule isthmique spongiforme de 6 mm",
			"Nodule solide de 12 mm sans calcification. Nodule isthmique spongiforme de 6 mm"},
		{"pt", "sem calcificações cisto coloide de 0,4 cm no lobo esquerdo", "Sem calcificações. Cisto coloide de 0,4 cm no lobo esquerdo"},
		{"es", "sin nódulos de 5 mm", "sin nódulos de 5 mm"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Segment(c.in, c.language), c.in)
	}
}

// A denial after a statement about a structure is that structure's when what it denies may lie
// in it ("rim direito com 11 cm sem dilatação pielocalicial"), and a statement of its own when it
// lies elsewhere ("baço com 12 cm | sem ascite"); a stone or a nodule may lie anywhere.
func TestSegmentDenialOfAnotherRegion(t *testing.T) {
	cases := []struct{ language, in, want string }{
		{"pt", "linha média de 3 mm sem fratura da calote", "Linha média de 3 mm. Sem fratura da calote"},
		{"pt", "estruturas da linha média centradas sem fraturas da calote craniana",
			"Estruturas da linha média centradas. Sem fraturas da calote craniana"},
		{"pt", "rim direito com 11 cm sem dilatação pielocalicial", "rim direito com 11 cm sem dilatação pielocalicial"},
		{"pt", "bexiga com repleção adequada sem cálculos", "bexiga com repleção adequada sem cálculos"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Segment(c.in, c.language), c.in)
	}
}
