package dictation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// English telegraphic dictation without punctuation: statements without a verb that name a
// structure and its predicate, or findings one after another.
func TestSegmentTelegraphicEnglish(t *testing.T) {
	cases := []struct {
		name, in, want string
	}{
		// A later section's heading said last leaves it to be written; a noun phrase naming it
		// is no heading.
		{"heading said last", "no pneumothorax degenerative changes impression", "No pneumothorax. Degenerative changes. Impression:"},
		// A structure and its predicate after a clause with a verb: the verb was the clause
		// before's, not the structure's.
		// "Normal" before a structure that has its own copula and predicate is the one before's.
		{"predicate before a subject with its clause", "the spleen is enlarged pancreas normal kidneys are normal",
			"The spleen is enlarged. Pancreas normal. Kidneys are normal"},
		// Two sides or parts of one structure, paired, then their predicate.
		{"paired descriptions of a structure", "no full thickness defect lateral and patellofemoral compartments preserved small joint effusion",
			"No full thickness defect. Lateral and patellofemoral compartments preserved. Small joint effusion"},
		{"structure and predicate after a verb", "there is a grade 1 mcl sprain with periligamentous edema lcl intact quadriceps and patellar tendons are intact",
			"There is a grade 1 mcl sprain with periligamentous edema. Lcl intact. Quadriceps and patellar tendons are intact"},
		// "Normal" after a structure is its predicate when a side's structure with its finding
		// follows, or after a head noun a structure's finding; a structure with its size after a
		// denied finding is a statement of its own.
		{"predicate before a side's finding", "spleen normal left kidney moderate hydronephrosis right kidney normal",
			"Spleen normal. Left kidney moderate hydronephrosis. Right kidney normal"},
		{"predicate of a head before a structure's finding", "heart size normal pulmonary artery embolism no pericardial effusion",
			"Heart size normal. Pulmonary artery embolism. No pericardial effusion"},
		{"predicate said first describes the next structure", "normal heart size mediastinal and aortic contours normal pulmonary vascularity",
			"Normal heart size. Mediastinal and aortic contours. Normal pulmonary vascularity"},
		{"structure and size after a denied finding", "multiple gallstones without wall thickening common bile duct 4 mm pancreas normal",
			"Multiple gallstones without wall thickening. Common bile duct 4 mm. Pancreas normal"},
		{"structure and size after a finding said as seen", "nodule right upper lobe 6 mm", "nodule right upper lobe 6 mm"},
		// A structure with its graded finding after a place phrase, and a structure's predicate
		// after an adverb, are statements of their own.
		{"structure and graded finding after a place", "biceps tendon in the groove glenohumeral joint small effusion labrum grossly intact no fracture",
			"Biceps tendon in the groove. Glenohumeral joint small effusion. Labrum grossly intact. No fracture"},
		{"structure and graded changes", "labrum grossly intact ac joint moderate degenerative changes no fracture",
			"Labrum grossly intact. Ac joint moderate degenerative changes. No fracture"},
		{"structure after a predicate, its grade describing a structure", "liver normal small bowel dilated", "Liver normal. Small bowel dilated"},
		// An organ said as a label before what is denied of it.
		{"organs said as labels", "findings lungs no consolidation no suspicious nodule pleura no effusion heart normal size mediastinum no lymphadenopathy",
			"Findings: Lungs: No consolidation. No suspicious nodule. Pleura: No effusion. Heart normal size. Mediastinum: No lymphadenopathy"},
		{"a side's organ as a label", "left kidney no hydronephrosis", "Left kidney: No hydronephrosis"},
		{"an organ after a preposition is no label", "effusion in the pleura no pneumothorax", "Effusion in the pleura. No pneumothorax"},
		{"an organ a predicate describes is no label", "impression clear lungs no acute disease", "Impression: Clear lungs. No acute disease"},
		{"a side after a finding is its place", "calcified granuloma left upper lobe no effusion", "Calcified granuloma left upper lobe. No effusion"},
		{"heading as the last noun", "no change from the prior impression", "no change from the prior impression"},
		// "Without contrast" in the study's name denies no finding after it.
		{"finding after the study's name", "ct chest without contrast small bilateral pleural effusions",
			"Ct chest without contrast. Small bilateral pleural effusions"},
		// A side and an organ after a finding name the next organ when its own finding follows.
		{"side and organ after a finding", "moderate left hydronephrosis right kidney 3 mm nonobstructing calculus",
			"Moderate left hydronephrosis. Right kidney 3 mm nonobstructing calculus"},
		{"side and part after a finding is where it lies", "15 mm nodule right thyroid lobe",
			"15 mm nodule right thyroid lobe"},
		// A structure between two findings names where the second lies: it opens the next
		// statement; so does a finding named in two words.
		{"structure between two findings", "moderate joint effusion acl tear", "Moderate joint effusion. Acl tear"},
		{"a tear graded by its extent", "complete acl tear complex medial meniscal tear",
			"Complete acl tear. Complex medial meniscal tear"},
		{"a finding in two words after a graded one", "small joint effusion bone bruise of the lateral femoral condyle",
			"Small joint effusion. Bone bruise of the lateral femoral condyle"},
		{"a pair of structures with their predicate after a measured finding", "full thickness tear of the supraspinatus tendon with 1 cm retraction infraspinatus and subscapularis intact",
			"Full thickness tear of the supraspinatus tendon with 1 cm retraction. Infraspinatus and subscapularis intact"},
		{"a single structure after a word that ends no term stays", "tear with retraction tendon intact",
			"tear with retraction tendon intact"},
		{"a structure and a side before a lesion", "mild hydronephrosis right kidney cyst", "Mild hydronephrosis. Right kidney cyst"},
		// A size after a finding measures the finding that follows it, where one does.
		{"size after a finding before its own finding", "small pleural effusion 1 cm right upper lobe nodule",
			"Small pleural effusion. 1 cm right upper lobe nodule"},
		{"size after a grade before a placed finding", "mild cardiomegaly 2 cm nodule in the left lower lobe",
			"Mild cardiomegaly. 2 cm nodule in the left lower lobe"},
		{"size after a structure measures it", "the isthmus 3 mm", "the isthmus 3 mm"},
		// A predicate right after a structure closes its statement.
		{"predicate after two structures", "acl and pcl intact grade 2 chondromalacia patellae",
			"Acl and pcl intact. Grade 2 chondromalacia patellae"},
		{"grade after a closed statement", "heart normal mild degenerative changes of the thoracic spine",
			"Heart normal. Mild degenerative changes of the thoracic spine"},
		{"predicate after a structure the subjects do not list", "glenohumeral joint normal small joint effusion",
			"Glenohumeral joint normal. Small joint effusion"},
		{"a predicate before a structure describes it", "degenerative changes of the thoracic spine normal heart size",
			"Degenerative changes of the thoracic spine. Normal heart size"},
		{"a predicate before an adjective describes its noun", "calcified granuloma in the aortic arch stable pulmonary nodule",
			"Calcified granuloma in the aortic arch. Stable pulmonary nodule"},
		{"a statement that put its predicate first", "normal heart size clear lungs",
			"Normal heart size. Clear lungs"},
		// A structure with its predicate after a finding opens a statement.
		{"structure after a finding", "moderate hydronephrosis bladder unremarkable",
			"Moderate hydronephrosis. Bladder unremarkable"},
		{"structure after a finding and its place", "bone bruise of the lateral femoral condyle menisci intact",
			"Bone bruise of the lateral femoral condyle. Menisci intact"},
		{"side and adjective before the structure", "small joint effusion anterior cruciate ligament intact",
			"Small joint effusion. Anterior cruciate ligament intact"},
		{"a compound's second part is no structure of its own", "small joint effusion posterior cruciate ligament intact",
			"Small joint effusion. Posterior cruciate ligament intact"},
		{"a bursitis is a finding: the structure after it opens the next statement", "subacromial bursitis biceps tendon intact",
			"Subacromial bursitis. Biceps tendon intact"},
		{"a pair of structures after a place phrase", "tear of the posterior horn of the medial meniscus acl and pcl intact",
			"Tear of the posterior horn of the medial meniscus. Acl and pcl intact"},
		{"a structure with its own size after a predicate", "gallbladder normal common bile duct 5 mm",
			"Gallbladder normal. Common bile duct 5 mm"},
		{"structures alone are one subject", "liver spleen normal",
			"liver spleen normal"},
		{"after a denial", "no hydronephrosis urinary bladder normal",
			"No hydronephrosis. Urinary bladder normal"},
		// A finding after a graded finding's noun opens a statement.
		{"finding after a graded finding", "4 mm right distal ureteral stone with mild hydronephrosis cholelithiasis",
			"4 mm right distal ureteral stone with mild hydronephrosis. Cholelithiasis"},
		{"finding with its adjective", "moderate cardiomegaly interstitial edema",
			"Moderate cardiomegaly. Interstitial edema"},
		{"an ungraded list lost its commas", "cardiomegaly pericardial effusion",
			"cardiomegaly pericardial effusion"},
		{"an item of a list with versus", "mild basilar opacity atelectasis versus pneumonia",
			"mild basilar opacity atelectasis versus pneumonia"},
		{"a denied list", "no large effusion pneumothorax or consolidation",
			"no large effusion pneumothorax or consolidation"},
		{"a lesion right after a finding names it again", "large mass lesion in the right upper lobe",
			"large mass lesion in the right upper lobe"},
		{"a side before the finding is a list's next item", "massive pleural effusion left pneumothorax",
			"massive pleural effusion left pneumothorax"},
		// A measured finding after a denial opens its statement with the adjectives before it.
		{"adjective before a measured finding", "lung parenchyma without consolidation solid nodule of 7 mm in the right upper lobe",
			"Lung parenchyma without consolidation. Solid nodule of 7 mm in the right upper lobe"},
		{"two words before a measured finding", "no consolidation ground glass nodule of 5 mm",
			"No consolidation. Ground glass nodule of 5 mm"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Segment(c.in, "en"))
		})
	}
}
