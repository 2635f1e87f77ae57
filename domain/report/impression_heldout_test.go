package report

import (
	"strings"
	"testing"
)

// The held-out impression cases were written as a radiologist would read the findings, apart
// from the policy's table tests, and the policy was never tuned on them: a miss is logged, not
// fixed by adding its words. The test fails only when fewer are right than when they were first
// run (heldOutImpressionFloor). Findings use statementsOf's marks: "~" normal, "!" critical.
const heldOutImpressionFloor = 30

func TestHeldOutImpressions(t *testing.T) {
	cases := []heldOutImpression{
		{"en pneumonia before chronic", "en", "Chest radiograph", "Mild thoracic kyphosis.\nLeft lower lobe consolidation.\n~No pneumothorax.", "Left lower lobe consolidation", []string{"kyphosis"}, 1},
		{"en pacemaker left out", "en", "Chest radiograph", "Left chest wall pacemaker with leads in the right atrium and ventricle.\n~Lungs are clear.", "No acute cardiopulmonary abnormality", []string{"pacemaker"}, 1},
		{"en critical pneumothorax first", "en", "", "Stable cardiomegaly.\n!Moderate left pneumothorax.", "pneumothorax", nil, 2},
		{"en new nodule before effusion", "en", "", "Small right pleural effusion.\nNew 12 mm spiculated nodule in the left upper lobe.", "spiculated nodule", nil, 2},
		{"en healed fractures left out", "en", "Chest radiograph", "Healed right rib fractures.\n~The heart is normal in size.", "No acute cardiopulmonary abnormality", []string{"fracture"}, 1},
		{"en cholecystectomy clips left out", "en", "CT abdomen", "Cholecystectomy clips.\n~The liver is unremarkable.\nAcute appendicitis with periappendiceal fat stranding.", "appendicitis", nil, 0},
		{"en normal abdomen", "en", "CT abdomen and pelvis", "~The liver, spleen and pancreas are normal.\n~No free fluid.", "abdomen", nil, 1},
		{"en worsening edema", "en", "", "Worsening pulmonary edema.\nSternotomy wires.", "Worsening pulmonary edema", []string{"Sternotomy"}, 1},
		{"en interval resolution", "en", "Chest radiograph", "Interval resolution of the right lower lobe pneumonia.\n~No effusion.", "No acute cardiopulmonary abnormality", nil, 2},
		{"en subdural hematoma", "en", "CT head", "!Acute right subdural hematoma measuring 8 mm.\nChronic small vessel ischemic changes.", "subdural hematoma measuring 8 mm", nil, 0},
		{"en two nodules one item", "en", "", "4 mm nodule in the right upper lobe.\n6 mm nodule in the left lower lobe.", "4 mm nodule", nil, 1},
		{"en aortic atherosclerosis left out of a radiograph", "en", "Chest radiograph", "Atherosclerotic calcification of the aortic arch.\nMild cardiomegaly.", "Mild cardiomegaly", []string{"Atherosclerotic"}, 1},
		{"de Pneumothorax zuerst", "de", "Röntgen Thorax", "Kardiomegalie.\n!Pneumothorax rechts apikal.", "Pneumothorax", nil, 2},
		{"de Spondylose weg", "de", "Röntgen Thorax", "Spondylose der BWS.\n~Kein Infiltrat.\n~Kein Erguss.", "Kein Nachweis einer akuten kardiopulmonalen Pathologie", []string{"Spondylose"}, 1},
		{"de Rundherd neu", "de", "", "Neuer Rundherd von 9 mm im linken Oberlappen.\nAortensklerose.", "Rundherd", []string{"Aortensklerose"}, 1},
		{"de Portkatheter weg", "de", "Röntgen Thorax", "Portkatheter rechts mit Spitze in der Vena cava superior.\n~Herz normal groß.", "Kein Nachweis", []string{"Portkatheter"}, 1},
		{"de unauffälliger Schädel", "de", "CT Schädel nativ", "~Keine intrakranielle Blutung.\n~Keine Mittellinienverlagerung.", "intrakraniellen", nil, 1},
		{"de Erguss beidseits zusammen", "de", "", "Pleuraerguss rechts.\nPleuraerguss links.\nKardiomegalie.", "Pleuraerguss rechts", nil, 2},
		{"fr pneumopathie", "fr", "Radiographie thoracique", "Opacité alvéolaire du lobe inférieur droit.\nCalcifications aortiques.", "Opacité alvéolaire", []string{"Calcifications"}, 1},
		{"fr normal", "fr", "Radiographie thoracique", "~Pas d'épanchement pleural.\n~Pas de pneumothorax.", "cardio-pulmonaire", nil, 1},
		{"fr nodule nouveau", "fr", "", "Cardiomégalie stable.\nNouveau nodule de 10 mm du lobe supérieur gauche.", "nodule de 10 mm", nil, 2},
		{"fr sternotomie", "fr", "Radiographie thoracique", "Status post sternotomie avec cerclages.\n~Parenchyme pulmonaire normal.", "Pas d'anomalie", []string{"cerclage"}, 1},
		{"es derrame antes que escoliosis", "es", "Radiografía de tórax", "Escoliosis dorsal.\nDerrame pleural izquierdo moderado.", "Derrame pleural izquierdo", []string{"Escoliosis"}, 1},
		{"es normal", "es", "TC de cráneo", "~Sin hemorragia intracraneal.\n~Sistema ventricular normal.", "intracraneales", nil, 1},
		{"es masa", "es", "", "Masa de 4 cm en el lóbulo superior derecho.\nGranuloma calcificado.", "Masa de 4 cm", []string{"Granuloma"}, 1},
		{"es marcapasos", "es", "Radiografía de tórax", "Marcapasos con electrodos en posición adecuada.\nCardiomegalia leve.", "Cardiomegalia leve", []string{"Marcapasos"}, 1},
		{"it versamento nuovo", "it", "", "Nuovo versamento pleurico sinistro.\nCardiomegalia.", "versamento pleurico sinistro", nil, 2},
		{"it normale", "it", "Radiografia del torace", "~Non versamento pleurico.\n~Non addensamenti parenchimali.", "cardiopolmonare", nil, 1},
		{"it spondilosi", "it", "Radiografia del torace", "Spondilosi dorsale.\nAddensamento parenchimale al lobo inferiore destro.", "Addensamento", []string{"Spondilosi"}, 1},
		{"pt consolidação", "pt", "Radiografia de tórax", "Alterações degenerativas da coluna torácica.\nConsolidação no lobo médio.", "Consolidação", []string{"degenerativas"}, 1},
		{"pt normal", "pt", "Radiografia de tórax", "~Não há derrame pleural.\n~Coração de dimensões normais.", "cardiopulmonares", nil, 1},
		{"pt nódulo", "pt", "", "Nódulo de 7 mm no lobo inferior direito.\nCardiomegalia.", "Nódulo de 7 mm", nil, 2},
	}
	scoreHeldOutImpressions(t, "held-out impressions", cases, heldOutImpressionFloor)
}

// A second held-out set, written apart before the policy was tuned on the Indiana
// disagreements (chronic findings beside a normal study, comparison words, devices) and never
// tuned on. It scored 14 of 14 when first run; the rule that names lasting findings after the
// normal statement (hyperinflation: "No acute cardiopulmonary abnormality. Hyperinflated
// lungs.", as most Indiana radiologists sign) costs it "en hyperinflation named", which wants
// the hyperinflation first: 13 is the floor, the loss kept visible rather than tuned away.
const heldOutImpressionFloor2 = 13

func TestHeldOutImpressionsSecondSet(t *testing.T) {
	cases := []heldOutImpression{
		{"en stable granuloma is a normal radiograph", "en", "Chest radiograph", "Stable calcified granuloma in the left upper lobe.\n~No focal consolidation.\n~Heart size is normal.", "No acute cardiopulmonary abnormality", []string{"granuloma"}, 1},
		{"en increased effusion before known cardiomegaly", "en", "", "Mild cardiomegaly, unchanged.\nIncreased small right pleural effusion.\n~No pneumothorax.", "Increased small right pleural effusion", nil, 2},
		{"en hyperinflation named", "en", "Chest radiograph", "Hyperinflated lungs with flattened diaphragms.\n~No focal airspace disease.", "Hyperinflated", nil, 1},
		{"en basilar atelectasis named", "en", "Chest radiograph", "Streaky left basilar opacity, likely atelectasis.\n~No pleural effusion.", "opacity", nil, 1},
		{"en CT nodule, chronic in one line", "en", "CT chest", "6 mm solid nodule in the right middle lobe.\nCoronary artery calcifications.\nMild degenerative changes of the thoracic spine.", "6 mm solid nodule", nil, 2},
		{"de zunehmender Erguss vor bekannter Kardiomegalie", "de", "Röntgen Thorax", "Bekannte Kardiomegalie.\nZunehmender Pleuraerguss links.\n~Kein Pneumothorax.", "Pleuraerguss links", nil, 2},
		{"de verkalktes Granulom unauffällig", "de", "Röntgen Thorax", "Verkalktes Granulom im rechten Oberfeld.\n~Kein Infiltrat.\n~Herz normal groß.", "Kein Nachweis", []string{"Granulom"}, 1},
		{"de Schrittmacher weg, Stauung bleibt", "de", "Röntgen Thorax", "Schrittmacher mit Sonden in regelrechter Lage.\nZeichen der pulmonalvenösen Stauung.", "Stauung", []string{"Schrittmacher"}, 1},
		{"fr épanchement majoré avant cardiomégalie connue", "fr", "", "Cardiomégalie connue.\nMajoration de l'épanchement pleural droit.", "épanchement pleural droit", nil, 2},
		{"fr granulome calcifié normal", "fr", "Radiographie thoracique", "Granulome calcifié du lobe supérieur droit.\n~Pas de foyer de condensation.", "Pas d'anomalie", []string{"Granulome"}, 1},
		{"fr pneumothorax avant cyphose", "fr", "Radiographie thoracique", "Cyphose dorsale.\n!Pneumothorax gauche de moyenne abondance.", "Pneumothorax gauche", []string{"Cyphose"}, 1},
		{"es derrame aumentado antes que cardiomegalia conocida", "es", "", "Cardiomegalia conocida.\nAumento del derrame pleural derecho.", "derrame pleural derecho", nil, 2},
		{"es granuloma calcificado normal", "es", "Radiografía de tórax", "Granuloma calcificado en el lóbulo superior izquierdo.\n~No se observan consolidaciones.", "Sin alteraciones", []string{"Granuloma"}, 1},
		{"es nódulo en TC, degenerativo aparte", "es", "TC de tórax", "Nódulo sólido de 8 mm en el lóbulo inferior izquierdo.\nCambios degenerativos de la columna dorsal.", "Nódulo sólido de 8 mm", nil, 2},
	}
	scoreHeldOutImpressions(t, "held-out impressions, second set", cases, heldOutImpressionFloor2)
}

// heldOutImpression is a held-out case. first: a part of the impression's first line; absent:
// parts no line may hold; lines: how many lines (0: any).
type heldOutImpression struct {
	name, lang, context, findings string
	first                         string
	absent                        []string
	lines                         int
}

// scoreHeldOutImpressions writes each case's impression, logs the misses and fails under floor.
func scoreHeldOutImpressions(t *testing.T, set string, cases []heldOutImpression, floor int) {
	t.Helper()
	right := 0
	for _, c := range cases {
		im, ok := WriteImpression(c.lang, c.context, statementsOf(c.findings), ImpressionPreferences{})
		lines := im.Lines()
		miss := ""
		switch {
		case !ok:
			miss = "no policy"
		case len(lines) == 0 || !strings.Contains(lines[0], c.first):
			miss = "first line"
		case c.lines > 0 && len(lines) != c.lines:
			miss = "line count"
		}
		for _, a := range c.absent {
			if strings.Contains(strings.Join(lines, " "), a) {
				miss = "holds " + a
			}
		}
		if miss == "" {
			right++
			continue
		}
		t.Logf("held-out miss %s (%s): %q", c.name, miss, lines)
	}
	t.Logf("%s: %d of %d right", set, right, len(cases))
	if right < floor {
		t.Errorf("%s: %d of %d right, floor %d", set, right, len(cases), floor)
	}
}
