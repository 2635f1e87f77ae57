package dictation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A finding named with its own verb after a statement that said its verb is the next
// statement, as a radiologist dictates a CT: "... in both lungs. Calcific plaques are seen ...".
// The cut must never take a noun from its adjective or its denial, nor a part from its
// structure.
func TestSegmentFindingWithItsClause(t *testing.T) {
	cases := []struct {
		name, language, in, want string
	}{
		{"after a place phrase", "en",
			"emphysema is seen in both lungs calcific plaques are seen in the coronary arteries",
			"Emphysema is seen in both lungs. Calcific plaques are seen in the coronary arteries"},
		{"after a predicate", "en",
			"the pancreas is homogeneous peripancreatic fat planes are clear",
			"The pancreas is homogeneous. Peripancreatic fat planes are clear"},
		{"a count opens the next finding, and the largest of them stays with it", "en",
			"there is a 6 mm stone in the right proximal ureter with moderate right hydronephrosis two nonobstructing stones in the lower pole of the left kidney the largest measuring 4 mm bladder is unremarkable",
			"There is a 6 mm stone in the right proximal ureter with moderate right hydronephrosis. Two nonobstructing stones in the lower pole of the left kidney the largest measuring 4 mm. Bladder is unremarkable"},
		{"the largest with its copula is a statement", "en",
			"there are multiple stones in the gallbladder the largest is 9 mm",
			"There are multiple stones in the gallbladder. The largest is 9 mm"},
		{"after a size", "en",
			"the cyst in the left kidney measures 2 cm mucosal thickening is seen in the maxillary sinus",
			"The cyst in the left kidney measures 2 cm. Mucosal thickening is seen in the maxillary sinus"},
		{"a place ends the things a denial names", "en",
			"there is no obstructive pathology in the trachea and both main bronchi emphysematous changes are observed in both lungs",
			"There is no obstructive pathology in the trachea and both main bronchi. Emphysematous changes are observed in both lungs"},
		{"a place ends the things a denial without a verb names", "en",
			"no obstructive pathology in the trachea emphysematous changes are observed in both lungs",
			"No obstructive pathology in the trachea. Emphysematous changes are observed in both lungs"},
		{"two findings sharing their verb after a Latin plural", "en",
			"no occlusive pathology was detected in the trachea and both main bronchi consolidations and ground glass areas are observed in both lungs",
			"No occlusive pathology was detected in the trachea and both main bronchi. Consolidations and ground glass areas are observed in both lungs"},
		{"the parts of a structure sharing their verb stay with the clause before", "en",
			"as far as can be observed heart contour and size are normal",
			"as far as can be observed heart contour and size are normal"},
		{"a finding after the plural structure a place phrase ended on", "en",
			"there are calcified plaques on the walls of the aorta and coronary vascular structures pleural effusion with a depth of 15 mm on the right was detected",
			"There are calcified plaques on the walls of the aorta and coronary vascular structures. Pleural effusion with a depth of 15 mm on the right was detected"},
		{"a finding named in several words after the place, its verb far behind two sizes", "en",
			"there are calcified plaques on the walls of the aorta and coronary vascular structures pleural effusion with a depth of 15 mm on the right and 10 mm on the left was detected",
			"There are calcified plaques on the walls of the aorta and coronary vascular structures. Pleural effusion with a depth of 15 mm on the right and 10 mm on the left was detected"},
		{"an article after a long place phrase of joined structures", "en",
			"calcific plaques are observed in the walls of the aorta and aortic arch and coronary artery the cardiothoracic index increased",
			"Calcific plaques are observed in the walls of the aorta and aortic arch and coronary artery. The cardiothoracic index increased"},
		{"a side opens a finding after a run of adjectives", "en",
			"the cardiothoracic index increased in favor of the heart right upper bilateral lower paratracheal prevascular narrow lymph nodes less than 1 cm in diameter are observed",
			"The cardiothoracic index increased in favor of the heart. Right upper bilateral lower paratracheal prevascular narrow lymph nodes less than 1 cm in diameter are observed"},
		{"a structure with its own clause after the plural a place ended on", "en",
			"no mass lesion was observed in both lungs bronchial structures in both lungs are slightly ectatic",
			"No mass lesion was observed in both lungs. Bronchial structures in both lungs are slightly ectatic"},
		{"a finding adjective before its noun stays with the place", "en",
			"there are calcified plaques in the coronary arteries small effusion is seen",
			"There are calcified plaques in the coronary arteries. Small effusion is seen"},
		{"an adjective after a singular place noun opens the finding it describes", "en",
			"no pathological lymph node was detected in the mediastinum global enlargement of the cardiac chambers was observed",
			"No pathological lymph node was detected in the mediastinum. Global enlargement of the cardiac chambers was observed"},
		{"a place named by an adjective goes on with the next one", "en",
			"an increase was also observed in paratracheal precarinal lymph node sizes",
			"an increase was also observed in paratracheal precarinal lymph node sizes"},
		{"an adjective of the place's own noun phrase stays in it", "en",
			"a nodule was detected in the right upper lobe anterior segment",
			"a nodule was detected in the right upper lobe anterior segment"},
		{"a verb the segmenter does not know is no structure's plural", "en",
			"there is an opacity in the right mid lung reflects scar or atelectasis",
			"there is an opacity in the right mid lung reflects scar or atelectasis"},
		{"an article after a place opens its statement, its noun's relative clause further on", "en",
			"no filling defect was observed in both main pulmonary arteries a few lymph nodes the largest of which is 8 mm in diameter are observed in the mediastinum",
			"No filling defect was observed in both main pulmonary arteries. A few lymph nodes the largest of which is 8 mm in diameter are observed in the mediastinum"},
		{"the largest of which goes on with the things before it", "en",
			"there are two stones in the left kidney the largest of which measures 4 mm",
			"there are two stones in the left kidney the largest of which measures 4 mm"},
		{"an alternative after the place keeps the denial's list going", "en",
			"no consolidation in the right lung pleural effusion or pneumothorax is seen",
			"no consolidation in the right lung pleural effusion or pneumothorax is seen"},
		{"an adjective keeps its noun", "en",
			"aeration of the lungs is normal and no nodular or infiltrative lesion is detected",
			"aeration of the lungs is normal and no nodular or infiltrative lesion is detected"},
		{"a compound keeps its parts", "en",
			"the esophagus is normal in calibration and no wall thickness increase is seen",
			"the esophagus is normal in calibration and no wall thickness increase is seen"},
		{"a part of a structure stays with it", "en",
			"the nodule seen before in the right lung upper lobe is not seen on this study",
			"the nodule seen before in the right lung upper lobe is not seen on this study"},
		{"before its verb a statement goes on", "en",
			"the right upper lobe pulmonary nodule is stable",
			"the right upper lobe pulmonary nodule is stable"},
		{"an article after the verb's place opens the next statement", "en",
			"mucus plugs were observed in both lungs the catheter placed from the left jugular vein ends in the right atrium",
			"Mucus plugs were observed in both lungs. The catheter placed from the left jugular vein ends in the right atrium"},
		{"a place phrase with its own parts, and a negated verb keeps its object", "en",
			"atheroma plaques were observed in the aorta and the coronary arteries a large number of small lymph nodes with short axes below 1 cm that did not reach pathological dimensions were observed in both axillae",
			"Atheroma plaques were observed in the aorta and the coronary arteries. A large number of small lymph nodes with short axes below 1 cm that did not reach pathological dimensions were observed in both axillae"},
		{"an appositive after the place goes on", "en",
			"lymph nodes are seen in the mediastinum the largest measuring 9 mm in short axis",
			"lymph nodes are seen in the mediastinum the largest measuring 9 mm in short axis"},
		{"a grade after the place of a finding named without a verb", "en",
			"sequelae changes in both lung apexes minimal emphysematous changes in both lungs",
			"Sequelae changes in both lung apexes. Minimal emphysematous changes in both lungs"},
		{"a predicate after a structure stays its predicate", "en",
			"costophrenic angle blunted on the right left lung clear heart size normal",
			"Costophrenic angle blunted on the right left lung clear. Heart size normal"},
		{"German, after a predicate", "de",
			"die lunge ist frei mediastinale lymphknoten sind nicht vergrößert",
			"Die lunge ist frei. Mediastinale lymphknoten sind nicht vergrößert"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Segment(c.in, c.language))
		})
	}
}
