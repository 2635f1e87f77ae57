package report

import "testing"

// The held-out dictation checks were written as a radiologist would dictate them, after the
// rules, and the rules were never tuned on them: a miss here is logged, not fixed by adding its
// words. The test fails only when fewer of them are right than when they were first run
// (heldOutChecksFloor).
const heldOutChecksFloor = 35

func TestHeldOutDictationChecks(t *testing.T) {
	cases := []checkCase{
		// Template anatomy.
		{"en ACL tear in a CT head", "en", "CT Head (non-contrast)", report("No intracranial haemorrhage. Complete tear of the anterior cruciate ligament.", "No acute intracranial abnormality."), []string{"template-anatomy-1"}, ""},
		{"en mammographic density in a lumbar spine MRI", "en", "MRI Lumbar Spine", report("Disc bulge at L4-5. Heterogeneously dense fibroglandular tissue.", "Degenerative disc disease."), []string{"template-anatomy-1"}, ""},
		{"en brain in a knee MRI", "en", "MRI Knee", report("Small joint effusion. Cerebral atrophy.", "Joint effusion."), []string{"template-anatomy-1"}, ""},
		{"en ribs and spine in a chest radiograph are fine", "en", "Chest Radiograph", report("Degenerative changes of the thoracic spine. Old left rib fractures.", "No acute cardiopulmonary process."), nil, ""},
		{"en axillary nodes in a mammography are fine", "en", "Screening Mammography", report("Scattered fibroglandular densities. Normal axillary lymph nodes.", "BI-RADS 1."), nil, ""},
		{"en liver in a chest CT is fine", "en", "CT Chest with Contrast", report("Small hypodense lesion in the liver dome, too small to characterise.", "No acute intrathoracic abnormality."), nil, ""},
		{"en pleural effusion in a shoulder MRI", "en", "MRI Shoulder", report("Full-thickness supraspinatus tear. Small pleural effusion.", "Supraspinatus tear."), []string{"template-anatomy-1"}, ""},
		{"de Kreuzband im CT Schädel", "de", "CT Schädel nativ", report("Keine intrakranielle Blutung. Ruptur des vorderen Kreuzbands.", "Kein Nachweis einer Blutung."), []string{"template-anatomy-1"}, ""},
		{"de BI-RADS im MRT Lendenwirbelsäule", "de", "MRT Lendenwirbelsäule", report("Bandscheibenvorwölbung L4/5. BI-RADS 2.", "Degenerative Veränderungen."), []string{"template-anatomy-1"}, ""},
		{"de Rippen im Röntgen Thorax", "de", "Röntgen Thorax", report("Alte Rippenfrakturen links. Degenerative Veränderungen der Brustwirbelsäule.", "Kein akuter kardiopulmonaler Befund."), nil, ""},
		{"de Leber im CT Thorax", "de", "CT Thorax mit Kontrastmittel", report("Kleine Leberzyste im Segment 8.", "Kein akuter Befund."), nil, ""},
		// Sizes and units.
		{"en 28 cm renal cyst is rare but possible", "en", "", report("Large cyst of the right kidney measuring 28 cm.", "Large renal cyst."), nil, ""},
		{"en 35 cm renal cyst", "en", "", report("Exophytic cyst of the left kidney measuring 35 cm.", "Renal cyst."), []string{"implausible-size-1"}, ""},
		{"en aortic arch 0.3 mm", "en", "", report("The aortic arch measures 0.3 mm.", "Normal aorta."), []string{"implausible-size-1"}, ""},
		{"en abdominal aorta 2.1 cm is fine", "en", "", report("The infrarenal abdominal aorta measures 2.1 cm.", "No aneurysm."), nil, ""},
		{"en mass 70 cm", "en", "", report("Retroperitoneal mass of 70 cm.", "Retroperitoneal mass."), []string{"implausible-size-1"}, ""},
		{"en mixed units by", "en", "", report("Hypodense liver lesion of 2 cm by 15 mm.", "Liver lesion."), []string{"mixed-units-1"}, ""},
		{"en spleen 13 cm is fine", "en", "", report("Spleen 13 cm.", "Normal spleen."), nil, ""},
		{"de Nierenzyste 40 cm", "de", "", report("Zyste der linken Niere, 40 cm.", "Nierenzyste."), []string{"implausible-size-1"}, ""},
		{"de Aorta abdominalis 2,1 cm", "de", "", report("Aorta abdominalis 2,1 cm.", "Kein Aneurysma."), nil, ""},
		{"de gemischte Einheiten mal", "de", "", report("Leberläsion 2 cm x 15 mm.", "Leberläsion."), []string{"mixed-units-1"}, ""},
		// Stated sex.
		{"en boy with ovary", "en", "", report("The left ovary contains a cyst.", "Left ovarian cyst.", "12-year-old boy with abdominal pain."), []string{"stated-sex-1"}, ""},
		{"en woman with testis", "en", "", report("Right testis normal.", "Normal.", "45-year-old woman."), []string{"stated-sex-1"}, ""},
		{"en man with prostate is fine", "en", "", report("Prostate enlarged, 60 ml.", "Benign prostatic hyperplasia.", "70-year-old man."), nil, ""},
		{"de Mann mit Uterus", "de", "", report("Uterus vergrößert.", "Uterus myomatosus.", "Männlicher Patient, 58 Jahre."), []string{"stated-sex-1"}, ""},
		{"de Patientin mit Ovar", "de", "", report("Ovar rechts mit Zyste.", "Ovarialzyste rechts.", "Patientin, 34 Jahre."), nil, ""},
		// Impression and findings.
		{"en pneumothorax only in the impression", "en", "", report("Heart size normal. Lungs are clear.", "Small left apical pneumothorax."), []string{"impression-only-1"}, ""},
		{"en no pneumothorax in the impression", "en", "", report("Right chest tube in place.", "No pneumothorax."), nil, ""},
		{"en ascites only in the impression", "en", "", report("Liver and spleen normal.", "Moderate ascites."), []string{"impression-only-1"}, ""},
		{"en malignant mass missing from the impression", "en", "", report("Malignant appearing mass in the left breast. Mild degenerative change.", "Degenerative change."), []string{"significant-missing-1"}, ""},
		{"en suspicious node in the impression", "en", "", report("Suspicious enlarged lymph node in the left axilla.", "Suspicious left axillary lymph node, biopsy recommended."), nil, ""},
		{"de Aszites nur in der Beurteilung", "de", "", report("Leber und Milz unauffällig.", "Mäßiger Aszites."), []string{"impression-only-1"}, ""},
		{"de keine Fraktur in der Beurteilung", "de", "", report("Regelrechte Stellung.", "Keine Fraktur."), nil, ""},
		{"de malignomsuspekte Raumforderung fehlt", "de", "", report("Malignomsuspekte Raumforderung im Pankreaskopf. Kleine Leberzyste.", "Leberzyste."), []string{"significant-missing-1"}, ""},
		{"de suspekter Lymphknoten in der Beurteilung", "de", "", report("Suspekter Lymphknoten axillär links.", "Suspekter Lymphknoten links axillär."), nil, ""},
	}
	scored := make([]heldOutCase, len(cases))
	for i, tt := range cases {
		got, _ := checkIDs(tt.language, tt.title, tt.sections)
		scored[i] = heldOutCase{tt.name, got, tt.want}
	}
	scoreHeldOut(t, "dictation checks", heldOutChecksFloor, scored)
}
