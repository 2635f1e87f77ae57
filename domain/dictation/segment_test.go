package dictation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A radiologist dictating to a speech engine without automatic punctuation says no "period":
// the report must still read as separate statements under their headings, and no word may be
// joined to the wrong statement ("no effusion. Or pneumothorax" would deny less than was said).
func TestSegmentRestoresStatements(t *testing.T) {
	cases := []struct {
		name, language, in, want string
	}{
		{"the issue's chest radiograph", "en",
			"the lungs are clear there is no pleural effusion or pneumothorax the heart size is normal small pericardial effusion no acute osseous abnormality impression small pericardial effusion otherwise no acute cardiopulmonary process",
			"The lungs are clear. There is no pleural effusion or pneumothorax. The heart size is normal. Small pericardial effusion. No acute osseous abnormality. Impression: Small pericardial effusion otherwise no acute cardiopulmonary process"},
		{"every heading said bare", "en",
			"clinical history cough comparison none findings heart size is normal lungs are clear impression no acute disease",
			"Clinical history: Cough. Comparison: None. Findings: Heart size is normal. Lungs are clear. Impression: No acute disease"},
		{"technique and indication", "en",
			"indication chest pain technique pa and lateral views findings no pneumothorax",
			"Indication: Chest pain. Technique: Pa and lateral views. Findings: No pneumothorax"},
		{"no X or Y stays one denial", "en",
			"there is no pleural effusion or pneumothorax no focal consolidation",
			"There is no pleural effusion or pneumothorax. No focal consolidation"},
		{"X and Y, of the, with", "en",
			"the heart and mediastinum are normal there is degenerative change of the thoracic spine with small osteophytes",
			"The heart and mediastinum are normal. There is degenerative change of the thoracic spine with small osteophytes"},
		{"a measurement stays with its finding", "en",
			"there is a nodule measuring 3 cm in the right upper lobe the heart is normal",
			"There is a nodule measuring 3 cm in the right upper lobe. The heart is normal"},
		{"left and right", "en",
			"there are effusions on the left and right the lungs are otherwise clear",
			"There are effusions on the left and right. The lungs are otherwise clear"},
		{"a relative clause continues its noun", "en",
			"multiple nodules are seen in both lungs the largest of which measures 6 mm the heart is normal",
			"Multiple nodules are seen in both lungs the largest of which measures 6 mm. The heart is normal"},
		{"natural and open close a clause", "en",
			"heart contour and size are natural pericardial effusion was not detected the neural foramina are open calibration of the aorta is normal",
			"Heart contour and size are natural. Pericardial effusion was not detected. The neural foramina are open. Calibration of the aorta is normal"},
		{"a denial keeps its noun after one word", "en",
			"trachea and main bronchi are open no pathological lymph node was detected in the mediastinum no evident pericardial effusion is seen the heart is normal",
			"Trachea and main bronchi are open. No pathological lymph node was detected in the mediastinum. No evident pericardial effusion is seen. The heart is normal"},
		{"a denial that named its finding ends", "en",
			"no visible pleural fluid mild degenerative change is seen within the spine",
			"No visible pleural fluid. Mild degenerative change is seen within the spine"},
		{"a modal clause a few words after its subject", "en",
			"there are lymph nodes 1 cm in diameter the heart and mediastinal vascular structures could not be evaluated optimally",
			"There are lymph nodes 1 cm in diameter. The heart and mediastinal vascular structures could not be evaluated optimally"},
		{"a noun a predicate describes after a place word", "en",
			"mediastinal vascular structures are observed in normal calibration and patent the heart is normal",
			"Mediastinal vascular structures are observed in normal calibration and patent. The heart is normal"},
		{"a lead-in phrase keeps its main clause", "en",
			"pleural effusion was not detected in both hemithorax in the evaluation of both lung parenchyma no nodule was detected the heart is normal",
			"Pleural effusion was not detected in both hemithorax. In the evaluation of both lung parenchyma no nodule was detected. The heart is normal"},
		{"a verb that takes an object", "en",
			"no lesion was detected in the liver that entered the cross-sectional area bilateral adrenal glands are normal",
			"No lesion was detected in the liver that entered the cross-sectional area. Bilateral adrenal glands are normal"},
		{"a leading phrase of what could be seen", "en",
			"mediastinal structures cannot be evaluated optimally without contrast as far as can be seen the heart is enlarged",
			"Mediastinal structures cannot be evaluated optimally without contrast. As far as can be seen the heart is enlarged"},
		{"in addition opens a statement", "en",
			"the esophagus is normal in addition there are calcified lymph nodes in the upper abdominal sections the liver is normal",
			"The esophagus is normal. In addition there are calcified lymph nodes in the upper abdominal sections. The liver is normal"},
		{"a place phrase leads into its clause", "en",
			"in the left lower lobe there is a 1.9 x 1.8 cm round area of density which has increased in size the heart is normal",
			"In the left lower lobe there is a 1.9 x 1.8 cm round area of density which has increased in size. The heart is normal"},
		{"both after a subject names its next item", "en",
			"the examination was compared with the ct dated 22 january trachea both main bronchi are open no obstructive pathology was detected",
			"The examination was compared with the ct dated 22 january. Trachea both main bronchi are open. No obstructive pathology was detected"},
		{"a side opening a noun phrase", "en",
			"heart size is normal left lower lobe opacity no pneumothorax",
			"Heart size is normal. Left lower lobe opacity. No pneumothorax"},
		{"status post and a grade opening a statement", "en",
			"status post median sternotomy mild cardiomegaly no pulmonary edema",
			"Status post median sternotomy. Mild cardiomegaly. No pulmonary edema"},
		{"a predicative adjective ends its statement", "en",
			"the effusion is small there is no pneumothorax",
			"The effusion is small. There is no pneumothorax"},
		{"an impression with list numbers", "en",
			"findings no effusion impression 1 no acute disease 2 stable cardiomegaly",
			"Findings: No effusion. Impression: 1. No acute disease. 2. Stable cardiomegaly"},
		{"heading words inside a statement stay words", "en",
			"no acute osseous findings the lungs are clear",
			"No acute osseous findings. The lungs are clear"},
		{"German", "de",
			"befund die lunge ist regelrecht belüftet kein pleuraerguss kein pneumothorax das herz ist normal groß beurteilung kein akuter befund",
			"Befund: Die lunge ist regelrecht belüftet. Kein pleuraerguss. Kein pneumothorax. Das herz ist normal groß. Beurteilung: Kein akuter befund"},
		{"German genitive and conjunction stay", "de",
			"erweiterung der aorta ascendens und der pulmonalarterie kein perikarderguss",
			"Erweiterung der aorta ascendens und der pulmonalarterie. Kein perikarderguss"},
		{"French", "fr",
			"résultats les poumons sont bien aérés pas d'épanchement pleural le cœur est de taille normale conclusion pas d'anomalie",
			"Résultats: Les poumons sont bien aérés. Pas d'épanchement pleural. Le cœur est de taille normale. Conclusion: Pas d'anomalie"},
		{"Spanish", "es",
			"hallazgos el hígado es de tamaño normal no se observan lesiones focales la vesícula biliar no se visualiza conclusión sin hallazgos relevantes",
			"Hallazgos: El hígado es de tamaño normal. No se observan lesiones focales. La vesícula biliar no se visualiza. Conclusión: Sin hallazgos relevantes"},
		{"Italian", "it",
			"reperto i polmoni sono ben espansi non si osservano versamenti pleurici il cuore è di dimensioni normali conclusioni nessuna alterazione",
			"Reperto: I polmoni sono ben espansi. Non si osservano versamenti pleurici. Il cuore è di dimensioni normali. Conclusioni: Nessuna alterazione"},
		{"Portuguese", "pt-br",
			"achados os pulmões estão bem expandidos não há derrame pleural o coração tem dimensões normais conclusão sem alterações",
			"Achados: Os pulmões estão bem expandidos. Não há derrame pleural. O coração tem dimensões normais. Conclusão: Sem alterações"},
		{"Polish headings said bare, a denial and organs with their clauses", "pl",
			"opis płuca bez zmian ogniskowych brak płynu w jamach opłucnej serce nie powiększone wnioski bez zmian",
			"Opis: Płuca bez zmian ogniskowych. Brak płynu w jamach opłucnej. Serce nie powiększone. Wnioski: Bez zmian"},
		{"Polish verb-first denial after a clause", "pl",
			"wątroba prawidłowej wielkości nie stwierdzono zmian ogniskowych śledziona niepowiększona",
			"Wątroba prawidłowej wielkości. Nie stwierdzono zmian ogniskowych. Śledziona niepowiększona"},
		{"Polish denial said after its noun keeps it", "pl",
			"zmian ogniskowych w płucach nie stwierdzono serce nie powiększone",
			"Zmian ogniskowych w płucach nie stwierdzono. Serce nie powiększone"},
		{"Polish denial after its noun in a statement that said its clause", "pl",
			"wątroba niepowiększona zmian ogniskowych nie stwierdzono śledziona prawidłowa",
			"Wątroba niepowiększona zmian ogniskowych nie stwierdzono. Śledziona prawidłowa"},
		{"Polish existential and a measurement", "pl",
			"płuca bez zmian widoczny guzek o średnicy 6 mm w płacie dolnym prawym tchawica w linii pośrodkowej",
			"Płuca bez zmian. Widoczny guzek o średnicy 6 mm w płacie dolnym prawym. Tchawica w linii pośrodkowej"},
		{"Polish grade opening a statement and a list with ani", "pl",
			"brak płynu w jamach opłucnej ani odmy niewielka ilość płynu w zatoce lewej serce prawidłowe",
			"Brak płynu w jamach opłucnej ani odmy. Niewielka ilość płynu w zatoce lewej. Serce prawidłowe"},
		{"Polish X and Y stays one statement", "pl",
			"wątroba i śledziona niepowiększone bez zmian ogniskowych",
			"wątroba i śledziona niepowiększone bez zmian ogniskowych"},
		{"an organ after a number that closes a place opens the next statement", "en",
			"the liver is enlarged measuring 18 cm with a 2 cm simple cyst in segment 6 gallbladder contains multiple small stones",
			"The liver is enlarged measuring 18 cm with a 2 cm simple cyst in segment 6. Gallbladder contains multiple small stones"},
		{"a count before an organ word stays in its statement", "en",
			"there are 2 kidney stones on the left the spleen is normal",
			"There are 2 kidney stones on the left. The spleen is normal"},
		{"modifiers after a verb with an object wait for their noun", "en",
			"the gallbladder contains multiple small stones the spleen is normal",
			"The gallbladder contains multiple small stones. The spleen is normal"},
		{"a predicate before a grade still ends its statement", "en",
			"the lungs are clear small left effusion",
			"The lungs are clear. Small left effusion"},
		{"a statement right after a heading puts its grade first", "en",
			"findings normal heart size clear lungs no effusion",
			"Findings: Normal heart size. Clear lungs. No effusion"},
		{"a statement right after a list number puts its grade first", "en",
			"impression 1 stable heart size mild basilar atelectasis",
			"Impression: 1. Stable heart size. Mild basilar atelectasis"},
		{"a negation between copula and predicate", "en",
			"the aorta is not dilated mild cardiomegaly",
			"The aorta is not dilated. Mild cardiomegaly"},
		{"an irregular participle closes its clause", "en",
			"a calcified granuloma is seen scoliosis of the thoracic spine",
			"A calcified granuloma is seen. Scoliosis of the thoracic spine"},
		{"a side opens a statement when a clause follows", "en",
			"there is no pneumothorax right hemidiaphragm is elevated",
			"There is no pneumothorax. Right hemidiaphragm is elevated"},
		{"a side compared with the other opens nothing", "en",
			"small bilateral effusions left greater than right the heart is normal",
			"Small bilateral effusions left greater than right. The heart is normal"},
		{"a demonstrative with a modal opens a statement", "en",
			"patchy opacity in the right base this may represent atelectasis",
			"Patchy opacity in the right base. This may represent atelectasis"},
		{"a conjunction keeps the clause after it", "en",
			"nodule in the right lung base although this may be a nipple shadow",
			"nodule in the right lung base although this may be a nipple shadow"},
		{"an ordinal waits for its noun", "en",
			"healed fracture of the left 6th rib is noted",
			"healed fracture of the left 6th rib is noted"},
		{"a heading after an unfinished word when a statement surely follows", "en",
			"comparison pa and lateral findings the heart is normal impression 1 no acute disease",
			"Comparison: Pa and lateral. Findings: The heart is normal. Impression: 1. No acute disease"},
		{"an adverb after a predicate ends its clause", "en",
			"the lungs are clear bilaterally cardiac and mediastinal contours are normal",
			"The lungs are clear bilaterally. Cardiac and mediastinal contours are normal"},
		{"a participle of seeing right after a noun ends its statement", "en",
			"no pleural effusion seen mild cardiomegaly",
			"No pleural effusion seen. Mild cardiomegaly"},
		{"a participle of seeing after an adverb describes the noun after it", "en",
			"previously seen nodule is stable",
			"previously seen nodule is stable"},
		{"a structure that ends its noun phrase is no compound's first part", "en",
			"tortuous thoracic aorta lungs are clear",
			"Tortuous thoracic aorta. Lungs are clear"},
		{"a heading answered by none after an unfinished word", "en",
			"indication evaluate the right lower comparison none findings the lungs are clear",
			"Indication: Evaluate the right lower. Comparison: None. Findings: The lungs are clear"},
		{"a structure a denial names is no subject", "en",
			"the lungs are clear no acute osseous abnormality stable degenerative changes",
			"The lungs are clear. No acute osseous abnormality. Stable degenerative changes"},
		{"a grade after a denial at the start opens the next statement", "en",
			"no acute osseous abnormality mild degenerative changes of the thoracic spine",
			"No acute osseous abnormality. Mild degenerative changes of the thoracic spine"},
		{"a grade before a side opens a statement", "en",
			"no focal consolidation or pleural effusion mild right basilar atelectasis",
			"No focal consolidation or pleural effusion. Mild right basilar atelectasis"},
		{"a leading clause keeps its main clause", "en",
			"the heart is mildly enlarged when compared with the prior study the effusion has resolved no pneumothorax",
			"The heart is mildly enlarged. When compared with the prior study the effusion has resolved. No pneumothorax"},
		{"a subordinator after a noun stays in its sentence", "en",
			"there is no significant change in size when compared with the prior study",
			"there is no significant change in size when compared with the prior study"},
		{"a modal clause after an adverb stays in its sentence", "en",
			"correlation with prior films would be most helpful alternatively a chest ct could be performed",
			"correlation with prior films would be most helpful alternatively a chest ct could be performed"},
		{"a pronoun after a conjunction stays in its sentence", "en",
			"mild cardiomegaly because it is not contrasted the liver cannot be assessed",
			"Mild cardiomegaly because it is not contrasted. The liver cannot be assessed"},
		{"a pronoun with its clause opens a statement", "en",
			"a small nodule in the right apex it is unchanged from the prior study",
			"A small nodule in the right apex. It is unchanged from the prior study"},
		{"a list number before its item's size", "en",
			"impression 1 no acute disease 2 9 mm nodule in the right lower lobe",
			"Impression: 1. No acute disease. 2. 9 mm nodule in the right lower lobe"},
		{"a count before a size is no list number", "en",
			"impression 1 stable nodules measuring up to 2 9 mm",
			"Impression: 1. Stable nodules measuring up to 2 9 mm"},
		{"a heading word a denial names stays a word", "en",
			"clinical history cough with no acute findings the lungs are clear",
			"Clinical history: Cough with no acute findings. The lungs are clear"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Segment(c.in, c.language))
		})
	}
}

// Text that already has its marks, written by the engine or spoken and converted, is the
// radiologist's own punctuation: it comes out as it went in. Only a stretch that runs on for
// many words without any mark is split.
func TestSegmentKeepsPunctuatedText(t *testing.T) {
	unchanged := []struct{ language, text string }{
		{"en", "The lungs are clear. There is no pleural effusion or pneumothorax."},
		{"en", "Findings: Mild cardiomegaly, no effusion. Impression: No acute disease."},
		{"en", "Compared to the prior study there is no change. Small nodule."},
		{"en", "Heart normal\nLungs clear"},
		{"de", "Die Lunge ist frei. Kein Erguss."},
		{"fr", "Pas d'épanchement pleural. Le cœur est normal."},
		{"es", "Sin derrame pleural. El corazón es normal."},
		{"it", "Nessun versamento pleurico. Il cuore è normale."},
		{"pt", "Sem derrame pleural. O coração é normal."},
		{"en", "lungs clear"},
		{"en", "There was no significant difference in the size of the lymph nodes in the mediastinum when compared with the previous examination of the patient."},
		{"en", "Correlation with prior films would be most helpful alternatively a chest CT could be performed in the nonemergent setting for further characterization."},
		{"en", ""},
	}
	for _, c := range unchanged {
		assert.Equal(t, c.text, Segment(c.text, c.language), c.text)
	}
	for _, c := range []struct{ in, want string }{
		{"Findings heart contour and size are normal. No effusion. Impression small effusion.",
			"Findings: Heart contour and size are normal. No effusion. Impression: Small effusion."},
		{"findings the lungs are clear period impression no acute disease.", "Findings: The lungs are clear period. Impression: No acute disease."},
		{"Indication: cough comparison none findings heart size is normal.", "Indication: cough. Comparison: None. Findings: Heart size is normal."},
		{"No effusion. A clear assessment could not be made.", "No effusion. A clear assessment could not be made."},
		{"Findings are consistent with edema.", "Findings are consistent with edema."},
		{"No effusion. Findings suggest edema.", "No effusion. Findings suggest edema."},
		{"Impression of a small effusion.", "Impression of a small effusion."},
	} {
		assert.Equal(t, c.want, Segment(c.in, "en"), c.in)
	}
	runOn := "The lungs are clear. The heart size is normal there is no pleural effusion or pneumothorax small pericardial effusion no acute osseous abnormality is seen."
	assert.Equal(t, "The lungs are clear. The heart size is normal. There is no pleural effusion or pneumothorax. Small pericardial effusion. No acute osseous abnormality is seen.", Segment(runOn, "en"))
}

// A live view writes a sentence once the segmenter will not change its mind: every boundary
// committed on the text so far is one of the final text's.
func TestCommittedBoundariesAreFinal(t *testing.T) {
	text := "the lungs are clear there is no pleural effusion or pneumothorax the heart size is normal small pericardial effusion no acute osseous abnormality impression small pericardial effusion otherwise no acute cardiopulmonary process"
	final := map[int]bool{}
	for _, b := range CommittedBoundaries(text+" ", "en") {
		final[b] = true
	}
	assert.NotEmpty(t, final)
	for end := 0; end <= len(text); end++ {
		for _, b := range CommittedBoundaries(text[:end], "en") {
			assert.True(t, final[b], "boundary at %d committed on %q", b, text[:end])
		}
	}
	assert.Empty(t, CommittedBoundaries("the lungs are clear there is no", "en"), "too few words follow")
}
