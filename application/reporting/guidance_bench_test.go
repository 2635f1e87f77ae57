package reporting

import "testing"

// BenchmarkGuide: every guideline and the critical findings on a chest CT report of about 150
// words, as a format or fill answers it.
func BenchmarkGuide(b *testing.B) {
	report := "<h2>CT Chest with Contrast</h2><h3>Clinical Information</h3><p>Cough for three weeks, former smoker.</p>" +
		"<h3>Findings</h3><p>Lungs: a 7 mm solid nodule in the right upper lobe and a 4 mm ground glass nodule in the left lower lobe. " +
		"No consolidation. No pleural effusion or pneumothorax.</p><p>Mediastinum: no enlarged lymph nodes. Heart size normal. " +
		"The thoracic aorta measures 3.2 cm, no dissection.</p><p>Upper abdomen: a 2.5 cm simple cyst in the left kidney. " +
		"The liver, spleen and adrenal glands are unremarkable.</p><p>Bones: degenerative changes of the thoracic spine, no destructive lesion.</p>" +
		"<h3>Impression</h3><p>7 mm solid nodule in the right upper lobe. Simple left renal cyst. No pulmonary embolism.</p>"
	for b.Loop() {
		guide("en", report)
	}
}
