package report

import (
	"strings"
	"testing"
)

// benchmarkReport is a made-up chest CT report of 400 words.
var benchmarkReport = []Section{
	{Name: SectionClinical, Text: "Cough and fever for two weeks. Status post right upper lobectomy for carcinoma. Known small nodule in the left lower lobe."},
	{Name: SectionTechnique, Text: "Contrast-enhanced CT of the chest in the portal venous phase with multiplanar reconstructions."},
	{Name: SectionComparison, Text: "Prior CT of the chest from last spring."},
	{Name: SectionFindings, Text: strings.Join([]string{
		"The thyroid gland is unremarkable. There is no supraclavicular or axillary lymphadenopathy.",
		"The heart is normal in size. There is no pericardial effusion. Mild coronary artery calcification is present.",
		"The thoracic aorta is normal in caliber without dissection. The main pulmonary artery measures 27 mm.",
		"Several small mediastinal lymph nodes are seen, the largest in the right paratracheal station measuring 9 mm in short axis, unchanged.",
		"Postsurgical changes of a right upper lobectomy with a stable suture line and mild volume loss of the right hemithorax.",
		"There is a new patchy consolidation in the left lower lobe with air bronchograms, consistent with pneumonia.",
		"The known nodule in the left lower lobe measures 6 mm, previously 6 mm, stable.",
		"A new ground glass nodule in the right middle lobe measures 4 mm and is nonspecific.",
		"There is a small left pleural effusion with adjacent compressive atelectasis. No right pleural effusion.",
		"No pneumothorax. The central airways are patent. Mild centrilobular emphysema in the left upper lobe.",
		"Mild bronchial wall thickening in both lower lobes. No bronchiectasis.",
		"The visualized upper abdomen shows a normal liver, spleen and adrenal glands.",
		"The gallbladder contains several small stones without wall thickening or pericholecystic fluid.",
		"Both kidneys are partially imaged and are unremarkable. There is no free fluid in the upper abdomen.",
		"Degenerative changes of the thoracic spine with small anterior osteophytes. No suspicious osseous lesion.",
		"Healed fractures of the right fifth and sixth ribs. Soft tissues of the chest wall are unremarkable.",
		"The esophagus is normal in caliber. A small hiatal hernia is present.",
		"There is no evidence of pulmonary embolism to the segmental level.",
		"The partially imaged shoulders show mild degenerative change bilaterally.",
	}, " ")},
	{Name: SectionImpression, Text: strings.Join([]string{
		"1. New consolidation in the left lower lobe consistent with pneumonia, with a small left pleural effusion and adjacent atelectasis.",
		"2. Stable 6 mm nodule in the left lower lobe.",
		"3. New 4 mm ground glass nodule in the right middle lobe, nonspecific; follow-up CT in three months is suggested.",
		"4. Stable postsurgical changes of right upper lobectomy without evidence of local recurrence.",
		"5. Cholelithiasis without signs of cholecystitis.",
		"6. Mild emphysema and small hiatal hernia.",
		"7. No pulmonary embolism.",
	}, " ")},
}

func BenchmarkDetectContradictions(b *testing.B) {
	for b.Loop() {
		DetectContradictions("en", benchmarkReport)
	}
}

func TestBenchmarkReportIsConsistent(t *testing.T) {
	words := 0
	for _, s := range benchmarkReport {
		words += len(strings.Fields(s.Text))
	}
	if words != 400 {
		t.Errorf("the benchmark report has %d words, want 400", words)
	}
	if got := DetectContradictions("en", benchmarkReport); len(got) != 0 {
		t.Errorf("the benchmark report is consistent, got %+v", got)
	}
}
