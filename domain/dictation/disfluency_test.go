package dictation

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Hesitations a speech engine writes down ("uh", "äh", "euh", "the the") are not the report:
// they go, in the language dictated, and nothing else does.
func TestCleanDisfluenciesRemovesFillersAndRepeats(t *testing.T) {
	cases := []struct {
		name, language, in, want string
	}{
		{"en fillers", "en", "Uh, there is a um small nodule in the er right upper lobe.", "There is a small nodule in the right upper lobe."},
		{"en drawn out", "en", "The liver is ummm normal in size. Hmm, no focal lesion.", "The liver is normal in size. No focal lesion."},
		{"en erm and ah", "en", "erm no pleural effusion ah no pneumothorax", "no pleural effusion no pneumothorax"},
		{"en mmm", "en", "Mmm, the spleen is unremarkable.", "The spleen is unremarkable."},
		{"en the the", "en", "The the gallbladder is distended.", "The gallbladder is distended."},
		{"en is is", "en", "The heart is is mildly enlarged.", "The heart is mildly enlarged."},
		{"en no, no effusion", "en", "No pneumothorax. No, no effusion.", "No pneumothorax. No effusion."},
		{"en filler between repeats", "en", "There is the uh the known lesion.", "There is the known lesion."},
		{"en filler after an opening bracket", "en", "Left ventricular contour (um visualized on lateral projection).", "Left ventricular contour (visualized on lateral projection)."},
		{"en filler before a period", "en", "Heart size is normal uh.", "Heart size is normal."},
		{"en a spoken heading before a sentence that starts with it", "en", "Comparison comparison is to the prior study.", "Comparison comparison is to the prior study."},
		{"en a list across a comma is no stutter", "en", "Comparison CT chest, chest radiograph.", "Comparison CT chest, chest radiograph."},
		{"en 2 2 cm kept", "en", "Two nodules measuring 2 2 cm.", "Two nodules measuring 2 2 cm."},
		{"en micrometre kept", "en", "Slice thickness 500 um.", "Slice thickness 500 um."},
		{"en filler between a number and its unit", "en", "A 1.7 uh cm nodule and a 5 um mm cyst.", "A 1.7 cm nodule and a 5 mm cyst."},
		{"en filler after a number before a noun", "en", "Chest 2 uh views, 2 uh adjacent nodules.", "Chest 2 views, 2 adjacent nodules."},
		{"en filler between numbers", "en", "Follow-up in 4 um to 6 weeks, 2.2 um x 1.6 cm, 2 um images.", "Follow-up in 4 to 6 weeks, 2.2 x 1.6 cm, 2 images."},
		{"en ER kept", "en", "Patient referred from the ER.", "Patient referred from the ER."},
		{"en mm kept", "en", "Nodule of 4 mm.", "Nodule of 4 mm."},
		{"de fillers", "de", "Äh, die Leber ist ähm normal groß, öh keine Raumforderung.", "Die Leber ist normal groß, keine Raumforderung."},
		{"de hm", "de", "Hm, kein Erguss.", "Kein Erguss."},
		{"de der der", "de", "Der der Befund ist unverändert.", "Der Befund ist unverändert."},
		{"de relative clause kept", "de", "Der Knoten, der der Pleura anliegt, misst 8 mm.", "Der Knoten, der der Pleura anliegt, misst 8 mm."},
		{"de um is a preposition", "de", "Größenzunahme um 2 cm.", "Größenzunahme um 2 cm."},
		{"de er is a pronoun", "de", "Er gibt Schmerzen an.", "Er gibt Schmerzen an."},
		{"de kein, kein", "de", "Kein, kein Erguss.", "Kein Erguss."},
		{"fr fillers", "fr", "Euh, le foie est heu de taille normale, bah pas de lésion.", "Le foie est de taille normale, pas de lésion."},
		{"fr de de", "fr", "Absence de de lésion focale.", "Absence de lésion focale."},
		{"fr nous nous kept", "fr", "Nous nous sommes assurés de la qualité.", "Nous nous sommes assurés de la qualité."},
		{"es fillers", "es", "Eh, el hígado em es de tamaño normal.", "El hígado es de tamaño normal."},
		{"es este kept", "es", "En este estudio no hay derrame.", "En este estudio no hay derrame."},
		{"es mmm", "es", "Mmm, no hay derrame pleural.", "No hay derrame pleural."},
		{"es de de", "es", "Ausencia de de derrame.", "Ausencia de derrame."},
		{"it fillers", "it", "Ehm, il fegato eh è di dimensioni normali, ehh nessuna lesione.", "Il fegato è di dimensioni normali, nessuna lesione."},
		{"it il il", "it", "Il il rene destro è normale.", "Il rene destro è normale."},
		{"pt fillers", "pt", "Ahn, o fígado é... hum de dimensões normais.", "O fígado de dimensões normais."},
		{"pt é kept", "pt", "O fígado é normal.", "O fígado é normal."},
		{"pt-br fillers", "pt-br", "Hã, o baço é normal.", "O baço é normal."},
		{"sv fillers", "sv", "Öh, levern är ehm normal.", "Levern är normal."},
		{"pl fillers", "pl", "Yyy, wątroba eee bez zmian.", "Wątroba bez zmian."},
		{"pl to to kept", "pl", "To to jest torbiel.", "To to jest torbiel."},
		{"ro fillers", "ro", "Ăăă, ficatul este normal.", "Ficatul este normal."},
		{"el fillers", "el", "Εεε, το ήπαρ είναι φυσιολογικό.", "Το ήπαρ είναι φυσιολογικό."},
		{"sl fillers", "sl", "Eee, jetra so normalna.", "Jetra so normalna."},
		{"lt fillers", "lt", "Eee, kepenys normalios.", "Kepenys normalios."},
		{"de-ch fillers", "de-ch", "Äh, die Milz ist normal.", "Die Milz ist normal."},
		{"en restart of a phrase", "en", "the liver uh the liver is normal in size", "the liver is normal in size"},
		{"en restart of a clause after commas", "en", "The gallbladder is, um, the gallbladder is surgically absent.", "The gallbladder is surgically absent."},
		{"en restart adding a grade", "en", "The anterior cruciate ligament is torn uh completely torn.", "The anterior cruciate ligament is completely torn."},
		{"en a new subject after a hesitation is kept", "en", "The liver uh the spleen is normal.", "The liver the spleen is normal."},
		{"en a size said twice is no restart", "en", "There is a 2 uh 2 cm cyst.", "There is a 2 2 cm cyst."},
		{"de restart", "de", "Die Leber äh die Leber ist normal groß.", "Die Leber ist normal groß."},
		{"fr restart", "fr", "Le foie euh le foie est normal.", "Le foie est normal."},
		{"lines kept", "en", "FINDINGS:\nuh the liver is normal\n\nIMPRESSION:\nno acute finding", "FINDINGS:\nthe liver is normal\n\nIMPRESSION:\nno acute finding"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, _, _ := CleanDisfluencies(c.in, c.language)
			assert.Equal(t, c.want, got)
			again, fixes, _ := CleanDisfluencies(got, c.language)
			assert.Equal(t, got, again, "idempotent")
			assert.Empty(t, fixes)
		})
	}
}

// "Left, sorry, right": the corrected word replaces the wrong one, and the change is listed.
func TestCleanDisfluenciesAppliesSelfCorrections(t *testing.T) {
	cases := []struct {
		name, language, in, want, original, corrected string
	}{
		{"en sorry", "en", "Small effusion on the left, sorry, right side.", "Small effusion on the right side.", "left", "right"},
		{"en I mean", "en", "Nodule in the left, I mean right upper lobe.", "Nodule in the right upper lobe.", "left", "right"},
		{"en no between commas", "en", "Fracture of the left, no, right fifth rib.", "Fracture of the right fifth rib.", "left", "right"},
		// A side after an article wants its noun: "no" and the other side straight after it correct it.
		{"en no between sides after an article", "en", "consolidation in the left no right lower lobe", "consolidation in the right lower lobe", "left", "right"},
		{"en no between sides at a line's start", "en", "the left no right kidney is small", "the right kidney is small", "left", "right"},
		{"de nein between sides after an article", "de", "Zyste in der linken nein rechten Niere", "Zyste in der rechten Niere", "linken", "rechten"},
		{"en correction", "en", "Effusion left correction right.", "Effusion right.", "left", "right"},
		{"en rather", "en", "Effusion left rather right.", "Effusion right.", "left", "right"},
		{"en size", "en", "The lesion measures 3, sorry, 4 cm.", "The lesion measures 4 cm.", "3", "4"},
		{"en decimal size", "en", "Nodule of 1.2, I mean 1.4 cm.", "Nodule of 1.4 cm.", "1.2", "1.4"},
		{"en segment", "en", "Lesion in segment S7, sorry, S8 of the liver.", "Lesion in segment S8 of the liver.", "S7", "S8"},
		{"en level", "en", "Disc herniation at L4, I mean L5.", "Disc herniation at L5.", "L4", "L5"},
		{"en organ", "en", "Cyst in the liver, sorry, spleen.", "Cyst in the spleen.", "liver", "spleen"},
		{"en organ with article", "en", "Cyst in the liver, sorry, the spleen.", "Cyst in the spleen.", "liver", "spleen"},
		{"en side before its noun", "en", "Left kidney, sorry, right kidney is enlarged.", "Right kidney is enlarged.", "Left kidney", "right kidney"},
		{"en side after its noun", "en", "Stone in the left kidney, sorry, right.", "Stone in the right kidney.", "left", "right"},
		{"en at the start", "en", "Left, sorry, right pleural effusion.", "Right pleural effusion.", "Left", "right"},
		{"en count and noun", "en", "There is one lesion, sorry, two lesions in the liver.", "There is two lesions in the liver.", "one lesion", "two lesions"},
		{"en size said again before its noun", "en", "There is a 2 cm uh 2.5 cm mass in the right upper lobe.", "There is a 2.5 cm mass in the right upper lobe.", "2 cm", "2.5 cm"},
		{"en size said again after a comma", "en", "A 4 mm, 6 mm nodule.", "A 6 mm nodule.", "4 mm", "6 mm"},
		{"de Größe neu angesetzt", "de", "Ein 2 cm äh 2,5 cm großer Rundherd.", "Ein 2,5 cm großer Rundherd.", "2 cm", "2,5 cm"},
		{"fr taille reprise", "fr", "Un 3 mm euh 5 mm nodule.", "Un 5 mm nodule.", "3 mm", "5 mm"},
		{"en sides with only a hesitation between", "en", "Stone in the left uh right kidney.", "Stone in the right kidney.", "left", "right"},
		{"en grade said again after a hesitation", "en", "There is a small uh a moderate pleural effusion.", "There is a moderate pleural effusion.", "small", "moderate"},
		{"en grade alone said again", "en", "Mild uh moderate cardiomegaly.", "Moderate cardiomegaly.", "Mild", "moderate"},
		{"fr côté corrigé après une hésitation", "fr", "Nodule du lobe inférieur gauche euh droit.", "Nodule du lobe inférieur droit.", "gauche", "droit"},
		{"de Seite nach einem Zögern", "de", "Erguss links äh rechts.", "Erguss rechts.", "links", "rechts"},
		{"es lado tras una vacilación", "es", "Derrame izquierdo eh derecho.", "Derrame derecho.", "izquierdo", "derecho"},
		{"de Anzahl und Nomen", "de", "Es finden sich drei Zysten, Entschuldigung, vier Zysten.", "Es finden sich vier Zysten.", "drei Zysten", "vier Zysten"},
		{"de Entschuldigung", "de", "Erguss links, Entschuldigung, rechts.", "Erguss rechts.", "links", "rechts"},
		{"de nein", "de", "Erguss links, nein, rechts.", "Erguss rechts.", "links", "rechts"},
		{"de ich meine", "de", "Erguss links, ich meine rechts.", "Erguss rechts.", "links", "rechts"},
		{"de size", "de", "Der Herd misst 3, Entschuldigung, 4 cm.", "Der Herd misst 4 cm.", "3", "4"},
		{"de decimal comma", "de", "Knoten von 1,2, ich meine 1,5 cm.", "Knoten von 1,5 cm.", "1,2", "1,5"},
		{"de inflected side", "de", "Zyste der linken, Entschuldigung, rechten Niere.", "Zyste der rechten Niere.", "linken", "rechten"},
		{"de organ", "de", "Zyste in der Leber, Entschuldigung, Milz.", "Zyste in der Milz.", "Leber", "Milz"},
		{"fr pardon", "fr", "Épanchement pleural gauche, pardon, droit.", "Épanchement pleural droit.", "gauche", "droit"},
		{"fr je veux dire", "fr", "Nodule du lobe supérieur gauche, je veux dire droit.", "Nodule du lobe supérieur droit.", "gauche", "droit"},
		{"fr size", "fr", "Lésion de 3, pardon, 4 cm.", "Lésion de 4 cm.", "3", "4"},
		{"es perdón", "es", "Derrame pleural izquierdo, perdón, derecho.", "Derrame pleural derecho.", "izquierdo", "derecho"},
		{"es quiero decir", "es", "Quiste en el riñón izquierdo, quiero decir derecho.", "Quiste en el riñón derecho.", "izquierdo", "derecho"},
		{"es organ", "es", "Quiste en el hígado, perdón, bazo.", "Quiste en el bazo.", "hígado", "bazo"},
		{"it scusa", "it", "Versamento pleurico sinistro, scusa, destro.", "Versamento pleurico destro.", "sinistro", "destro"},
		{"it size", "it", "Nodulo di 3, scusa, 4 mm.", "Nodulo di 4 mm.", "3", "4"},
		{"pt desculpe", "pt", "Derrame pleural esquerdo, desculpe, direito.", "Derrame pleural direito.", "esquerdo", "direito"},
		{"pt quer dizer", "pt", "Nódulo no rim esquerdo, quer dizer, direito.", "Nódulo no rim direito.", "esquerdo", "direito"},
		{"pt-br não", "pt-br", "Derrame à esquerda, não, à direita.", "Derrame à direita.", "esquerda", "direita"},
		{"sv förlåt", "sv", "Pleuravätska vänster, förlåt, höger.", "Pleuravätska höger.", "vänster", "höger"},
		{"pl przepraszam", "pl", "Płyn w lewej, przepraszam, prawej jamie opłucnej.", "Płyn w prawej jamie opłucnej.", "lewej", "prawej"},
		{"ro scuze", "ro", "Revărsat pleural stâng, scuze, drept.", "Revărsat pleural drept.", "stâng", "drept"},
		{"el συγγνώμη", "el", "Υπεζωκοτική συλλογή αριστερά, συγγνώμη, δεξιά.", "Υπεζωκοτική συλλογή δεξιά.", "αριστερά", "δεξιά"},
		{"sl oprostite", "sl", "Izliv levo, oprostite, desno.", "Izliv desno.", "levo", "desno"},
		{"lt atsiprašau", "lt", "Skystis kairėje, atsiprašau, dešinėje.", "Skystis dešinėje.", "kairėje", "dešinėje"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, fixes, flags := CleanDisfluencies(c.in, c.language)
			assert.Equal(t, c.want, got)
			require.Len(t, fixes, 1)
			assert.Equal(t, SelfCorrection{Original: c.original, Corrected: c.corrected}, fixes[0])
			assert.Empty(t, flags)
			again, more, _ := CleanDisfluencies(got, c.language)
			assert.Equal(t, got, again, "idempotent")
			assert.Empty(t, more)
		})
	}
}

// A cue whose correction is not of the kind of a word just before it is kept as dictated and
// flagged: guessing would put a wrong word in a report.
func TestCleanDisfluenciesFlagsAmbiguousSelfCorrections(t *testing.T) {
	cases := []struct{ name, language, in string }{
		{"en side then adjective", "en", "Left kidney, sorry, enlarged cortex."},
		{"en number then side", "en", "Nodule of 3, sorry, right upper lobe."},
		{"de", "de", "Erguss links, Entschuldigung, mäßig ausgeprägt."},
		{"en words of its own after the correction", "en", "Left kidney, sorry, right upper pole cyst."},
		{"fr", "fr", "Nodule gauche, pardon, calcifié."},
		{"es", "es", "Quiste izquierdo, perdón, simple."},
		{"it", "it", "Cisti sinistra, scusa, semplice."},
		{"pt", "pt", "Quisto esquerdo, desculpe, simples."},
		// Without a pause "no" between a side that names a place and the other side may correct
		// the first or open a denial ("... on the left. No right effusion."): which is meant is
		// the radiologist's to say.
		{"en sides across no without a pause", "en", "small effusion on the left no right effusion"},
		{"en side without an article", "en", "effusion left no right effusion"},
		{"de side without an article", "de", "Erguss links nein rechts"},
		{"fr", "fr", "kyste du rein gauche non droit"},
		{"es", "es", "quiste en el riñón izquierdo no derecho"},
		{"it", "it", "cisti del rene sinistro no destro"},
		{"pt", "pt", "quisto no rim esquerdo não direito"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, fixes, flags := CleanDisfluencies(c.in, c.language)
			assert.Equal(t, c.in, got)
			assert.Empty(t, fixes)
			assert.Len(t, flags, 1)
		})
	}
}

// Real report sentences must come through untouched in their language: negations, sides
// listed, pronouns and prepositions that are fillers elsewhere, numbers said twice.
func TestCleanDisfluenciesNeverRemovesARealWord(t *testing.T) {
	sentences := map[string][]string{
		"en": {
			"There is no evidence of pulmonary embolism.",
			"Findings on the right, left and bilateral are described below.",
			"No pleural effusion, no pneumothorax.",
			"The lesion is rather ill-defined.",
			"After correction for motion, no abnormality.",
			"It shows that that lesion has grown.",
			"Two lesions of 2 2 cm and 3 3 cm.",
			"Effusions left and right.",
			"Effusions on the right, left and in the fissure.",
			"The right lobe measures 4 cm 2 cm nodule in the left lobe.",
			"Nodules of 4 mm, 6 mm and 8 mm.",
			"Three nodules, a 4 mm, 6 mm and 8 mm one.",
			"A 4 mm, 6 mm, 8 mm chain of nodes.",
			"A 2 x 3 cm cyst and a 4 by 5 mm nodule.",
			"Measuring 2 cm 3 months ago.",
			"Segments II and III are spared.",
			"Sorry for the delay in reporting.",
			"Ah-like signal is not a term.",
		},
		"de": {
			"Er klagt über Schmerzen um 2 cm oberhalb des Nabels.",
			"Es findet sich kein Erguss, nein.",
			"Die Läsionen, die die Pleura berühren, sind klein.",
			"Das Ergebnis, das das Labor meldete, ist normal.",
			"Rechts und links keine Auffälligkeiten.",
			"Nein, keine Raumforderung.",
		},
		"fr": {
			"Pas de lésion, non plus de la rate.",
			"Le foie est plutôt hypertrophique.",
			"Nous nous sommes entretenus avec le patient.",
			"À droite et à gauche, pas d'épanchement.",
		},
		"es": {
			"En este estudio no hay derrame.",
			"No hay lesiones, no.",
			"Derecho e izquierdo sin alteraciones.",
			"Este hallazgo es nuevo.",
		},
		"it": {
			"Il fegato è normale, non ci sono lesioni.",
			"Anzi tutto, nessun versamento.",
			"Destra e sinistra senza alterazioni.",
		},
		"pt": {
			"O fígado é normal.",
			"Não há derrame, não.",
			"É de notar que não há lesões.",
			"Direito e esquerdo sem alterações.",
		},
		"pl": {"To to jest torbiel.", "Nie ma płynu, nie."},
		"sv": {"Det är ingen vätska, nej."},
	}
	for language, list := range sentences {
		for _, s := range list {
			got, fixes, _ := CleanDisfluencies(s, language)
			assert.Equal(t, s, got, "%s: %q", language, s)
			assert.Empty(t, fixes, "%s: %q", language, s)
		}
	}
	// Unknown languages and empty text are left alone.
	got, _, _ := CleanDisfluencies("uh um", "xx")
	assert.Equal(t, "uh um", got)
	got, _, _ = CleanDisfluencies("", "en")
	assert.Equal(t, "", got)
}
