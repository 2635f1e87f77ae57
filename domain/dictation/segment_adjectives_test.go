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

// A comparison with another study ends the statement that said its verb ("... compared to the
// prior study | no pleural effusion"); a place after it is what was compared, and a study's
// name goes on ("previous ct | scan").
func TestSegmentAfterAComparisonWithAnotherStudy(t *testing.T) {
	cases := []struct{ in, want string }{
		{"the nodule is unchanged compared to the prior study no pleural effusion",
			"The nodule is unchanged compared to the prior study. No pleural effusion"},
		{"nodules were present in the previous examination peribronchial thickenings observed in the lower lobes",
			"Nodules were present in the previous examination. Peribronchial thickenings observed in the lower lobes"},
		{"the largest size of the lesions does not differ significantly when compared with the previous examination branches with buds are observed in the right lung",
			"The largest size of the lesions does not differ significantly when compared with the previous examination. Branches with buds are observed in the right lung"},
		{"the consolidation showed a significant increase compared to the previous examination the largest size of the lesions does not differ",
			"The consolidation showed a significant increase compared to the previous examination. The largest size of the lesions does not differ"},
		{"the consolidation has regressed when compared with the previous examination the largest lymph node measures 12 mm",
			"The consolidation has regressed when compared with the previous examination. The largest lymph node measures 12 mm"},
		{"it was measured 7 mm in the current examination no pleural effusion",
			"It was measured 7 mm in the current examination. No pleural effusion"},
		{"the nodule has increased compared to the previous examination in both lungs",
			"the nodule has increased compared to the previous examination in both lungs"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Segment(c.in, "en"), c.in)
	}
}
