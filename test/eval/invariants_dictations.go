package main

// invariantDictations are the dictations written for benchmark 9 (invariants.go), per modality
// in English and German (and, for chest radiograph and ultrasound abdomen, French, Spanish and
// Italian): two to five findings each, most of them positives that contradict the
// templates' normal defaults, with an impression dictated in some and not in others. They are
// spoken as a radiologist says them: lower case, punctuation as words ("period", "comma",
// "colon"; "punkt", "komma", "doppelpunkt"), section words before their sections. Written for
// this benchmark; no evaluation report's text.
var invariantDictations = []invDictation{
	// chest radiograph
	{id: "xr-en-1", modality: "chest-xr", lang: "en", text: "findings moderate right pleural effusion with adjacent compressive atelectasis period the heart is mildly enlarged period no pneumothorax period impression colon moderate right pleural effusion period mild cardiomegaly period"},
	{id: "xr-en-2", modality: "chest-xr", lang: "en", text: "small left apical pneumothorax measuring about 1 cm period focal consolidation in the right lower lobe compatible with pneumonia period no pleural effusion period"},
	{id: "xr-de-1", modality: "chest-xr", lang: "de", text: "befund doppelpunkt mäßiger pleuraerguss rechts mit angrenzender kompressionsatelektase punkt herz grenzwertig groß punkt kein pneumothorax punkt beurteilung doppelpunkt pleuraerguss rechts punkt"},
	{id: "xr-de-2", modality: "chest-xr", lang: "de", text: "infiltrat im rechten unterlappen vereinbar mit einer pneumonie punkt kleiner pneumothorax links apikal punkt"},
	// CT chest
	{id: "ctc-en-1", modality: "ct-chest", lang: "en", text: "findings 8 mm solid nodule in the right upper lobe period small bilateral pleural effusions period enlarged subcarinal lymph node measuring 15 mm in short axis period impression colon 8 mm right upper lobe nodule comma follow up ct recommended period small bilateral pleural effusions period"},
	{id: "ctc-en-2", modality: "ct-chest", lang: "en", text: "moderate pericardial effusion period consolidation in the left lower lobe period acute fracture of the right sixth rib period"},
	{id: "ctc-de-1", modality: "ct-chest", lang: "de", text: "befund doppelpunkt solider rundherd im rechten oberlappen von 8 mm punkt beidseits kleine pleuraergüsse punkt vergrößerter subkarinaler lymphknoten mit 15 mm kurzachse punkt beurteilung doppelpunkt rundherd im rechten oberlappen komma verlaufskontrolle empfohlen punkt"},
	{id: "ctc-de-2", modality: "ct-chest", lang: "de", text: "mäßiger perikarderguss punkt konsolidierung im linken unterlappen punkt frische fraktur der sechsten rippe rechts punkt"},
	// CT head
	{id: "cth-en-1", modality: "ct-head", lang: "en", text: "findings acute subdural hematoma over the left convexity measuring 8 mm with 4 mm midline shift to the right period no acute infarct period no skull fracture period impression colon acute left subdural hematoma with midline shift period"},
	{id: "cth-en-2", modality: "ct-head", lang: "en", text: "no intracranial hemorrhage period hypodensity in the right mca territory consistent with an acute infarct period no midline shift period"},
	{id: "cth-de-1", modality: "ct-head", lang: "de", text: "befund doppelpunkt akutes subdurales hämatom über der linken konvexität mit 8 mm breite und 4 mm mittellinienverlagerung nach rechts punkt keine fraktur punkt beurteilung doppelpunkt akutes subdurales hämatom links mit mittellinienverlagerung punkt"},
	{id: "cth-de-2", modality: "ct-head", lang: "de", text: "frischer territorialinfarkt im mediastromgebiet rechts punkt keine blutung punkt keine mittellinienverlagerung punkt"},
	// CT abdomen and pelvis
	{id: "cta-en-1", modality: "ct-abdomen", lang: "en", text: "findings acute appendicitis with a dilated appendix measuring 12 mm and periappendiceal fat stranding period small amount of free fluid in the pelvis period no abscess period impression colon acute uncomplicated appendicitis period"},
	{id: "cta-en-2", modality: "ct-abdomen", lang: "en", text: "mild left hydronephrosis due to a 5 mm calculus at the left ureterovesical junction period hepatic steatosis period no free fluid period"},
	{id: "cta-de-1", modality: "ct-abdomen", lang: "de", text: "befund doppelpunkt akute appendizitis mit auf 12 mm erweiterter appendix und periappendizitischer imbibierung punkt wenig freie flüssigkeit im douglasraum punkt beurteilung doppelpunkt akute unkomplizierte appendizitis punkt"},
	{id: "cta-de-2", modality: "ct-abdomen", lang: "de", text: "harnstau links erstgradig bei 5 mm konkrement im distalen harnleiter links punkt steatosis hepatis punkt keine freie flüssigkeit punkt"},
	// ultrasound abdomen
	{id: "usa-en-1", modality: "us-abdomen", lang: "en", text: "findings multiple gallstones without cholecystitis comma the gallbladder wall measures 2 mm period the liver shows increased echogenicity consistent with hepatic steatosis period spleen normal period impression colon cholelithiasis without cholecystitis period hepatic steatosis period"},
	{id: "usa-en-2", modality: "us-abdomen", lang: "en", text: "mild right hydronephrosis period splenomegaly with the spleen measuring 15 cm period small amount of free fluid in morison pouch period"},
	{id: "usa-de-1", modality: "us-abdomen", lang: "de", text: "befund doppelpunkt multiple gallenblasenkonkremente ohne zeichen einer cholezystitis punkt leber vergrößert mit erhöhter echogenität im sinne einer steatosis hepatis punkt beurteilung doppelpunkt cholezystolithiasis ohne cholezystitis punkt steatosis hepatis punkt"},
	{id: "usa-de-2", modality: "us-abdomen", lang: "de", text: "harnstau rechts erstgradig punkt splenomegalie mit 15 cm punkt wenig freie flüssigkeit im morison pouch punkt"},
	// renal ultrasound
	{id: "usr-en-1", modality: "us-renal", lang: "en", text: "findings mild right hydronephrosis period 6 mm nonobstructing calculus in the lower pole of the left kidney period bladder unremarkable period impression colon mild right hydronephrosis period left nephrolithiasis period"},
	{id: "usr-en-2", modality: "us-renal", lang: "en", text: "moderate left hydronephrosis with a dilated proximal ureter period 2 cm simple cyst in the upper pole of the right kidney period"},
	{id: "usr-de-1", modality: "us-renal", lang: "de", text: "befund doppelpunkt harnstau rechts erstgradig punkt 6 mm konkrement im unterpol der linken niere ohne stauung punkt beurteilung doppelpunkt harnstau rechts punkt nephrolithiasis links punkt"},
	{id: "usr-de-2", modality: "us-renal", lang: "de", text: "zweitgradiger harnstau links mit erweitertem proximalen harnleiter punkt einfache zyste am oberpol der rechten niere mit 2 cm punkt"},
	// thyroid ultrasound
	{id: "ust-en-1", modality: "us-thyroid", lang: "en", text: "findings 14 mm solid hypoechoic nodule in the right thyroid lobe with microcalcifications period left lobe normal period no suspicious cervical lymph nodes period impression colon 14 mm right thyroid nodule comma ti rads 5 comma fine needle aspiration recommended period"},
	{id: "ust-de-1", modality: "us-thyroid", lang: "de", text: "befund doppelpunkt 14 mm großer solider echoarmer knoten im rechten schilddrüsenlappen mit mikroverkalkungen punkt linker lappen unauffällig punkt beurteilung doppelpunkt knoten rechts komma ti rads 5 komma feinnadelpunktion empfohlen punkt"},
	// MRI brain
	{id: "mrb-en-1", modality: "mri-brain", lang: "en", text: "findings acute infarct in the left mca territory with restricted diffusion period multiple chronic microhemorrhages on swi period no mass period impression colon acute left mca territory infarct period"},
	{id: "mrb-en-2", modality: "mri-brain", lang: "en", text: "2 cm enhancing mass in the right frontal lobe with surrounding edema period 3 mm midline shift to the left period"},
	{id: "mrb-de-1", modality: "mri-brain", lang: "de", text: "befund doppelpunkt akuter infarkt im mediastromgebiet links mit diffusionsstörung punkt mehrere mikroblutungen in der swi punkt beurteilung doppelpunkt akuter territorialinfarkt links punkt"},
	// MRI knee
	{id: "mrk-en-1", modality: "mri-knee", lang: "en", text: "findings complex tear of the posterior horn of the medial meniscus period complete tear of the anterior cruciate ligament period moderate joint effusion period bone marrow edema in the lateral femoral condyle period impression colon acl tear and medial meniscal tear period"},
	{id: "mrk-en-2", modality: "mri-knee", lang: "en", text: "bucket handle tear of the lateral meniscus period small baker cyst period"},
	{id: "mrk-de-1", modality: "mri-knee", lang: "de", text: "befund doppelpunkt komplexer riss im hinterhorn des innenmeniskus punkt komplette ruptur des vorderen kreuzbandes punkt mäßiger gelenkerguss punkt knochenmarködem im lateralen femurkondylus punkt beurteilung doppelpunkt vkb ruptur und innenmeniskusriss punkt"},
	// CT urolithiasis
	{id: "kub-en-1", modality: "ct-kub", lang: "en", text: "findings 4 mm calculus in the distal left ureter causing mild left hydronephrosis and perinephric stranding period no renal calculi on the right period impression colon obstructing 4 mm distal left ureteral calculus period"},
	{id: "kub-en-2", modality: "ct-kub", lang: "en", text: "two nonobstructing calculi in the lower pole of the right kidney comma the largest measuring 6 mm period no hydronephrosis period bladder unremarkable period"},
	{id: "kub-de-1", modality: "ct-kub", lang: "de", text: "befund doppelpunkt 4 mm konkrement im distalen harnleiter links mit erstgradigem harnstau links punkt perirenale imbibierung links punkt beurteilung doppelpunkt obstruierender harnleiterstein links punkt"},
	{id: "kub-de-2", modality: "ct-kub", lang: "de", text: "zwei konkremente im unterpol der rechten niere bis 6 mm ohne harnstau punkt"},
	// French, Spanish and Italian: chest radiograph and ultrasound abdomen, punctuation spoken
	// as the engine knows it ("point", "virgule", "deux points"; "punto", "coma", "dos puntos";
	// "punto", "virgola", "due punti")
	{id: "xr-fr-1", modality: "chest-xr", lang: "fr", text: "résultats deux points épanchement pleural droit de moyenne abondance avec atélectasie passive adjacente point cardiomégalie modérée point pas de pneumothorax point conclusion deux points épanchement pleural droit de moyenne abondance point cardiomégalie modérée point"},
	{id: "xr-fr-2", modality: "chest-xr", lang: "fr", text: "pneumothorax apical gauche d'environ 1 cm point foyer de condensation du lobe inférieur droit compatible avec une pneumopathie point pas d'épanchement pleural point"},
	{id: "xr-es-1", modality: "chest-xr", lang: "es", text: "hallazgos dos puntos derrame pleural izquierdo moderado con atelectasia pasiva adyacente punto cardiomegalia leve punto no se observa neumotórax punto conclusión dos puntos derrame pleural izquierdo moderado punto cardiomegalia leve punto"},
	{id: "xr-es-2", modality: "chest-xr", lang: "es", text: "neumotórax apical derecho de 2 cm punto consolidación en el lóbulo inferior izquierdo compatible con neumonía punto sin derrame pleural punto"},
	{id: "xr-it-1", modality: "chest-xr", lang: "it", text: "reperti due punti versamento pleurico destro di media entità con atelettasia passiva adiacente punto lieve cardiomegalia punto non evidenza di pneumotorace punto conclusioni due punti versamento pleurico destro punto lieve cardiomegalia punto"},
	{id: "xr-it-2", modality: "chest-xr", lang: "it", text: "pneumotorace apicale sinistro di circa 1 cm punto addensamento parenchimale nel lobo inferiore destro compatibile con focolaio broncopneumonico punto non versamento pleurico punto"},
	{id: "usa-fr-1", modality: "us-abdomen", lang: "fr", text: "résultats deux points vésicule biliaire lithiasique avec plusieurs calculs sans signe de cholécystite point foie d'échogénicité augmentée en rapport avec une stéatose hépatique point rate normale point conclusion deux points lithiase vésiculaire non compliquée point stéatose hépatique point"},
	{id: "usa-fr-2", modality: "us-abdomen", lang: "fr", text: "hydronéphrose droite modérée point splénomégalie homogène de 15 cm point petite lame de liquide libre dans l'espace de morison point"},
	{id: "usa-es-1", modality: "us-abdomen", lang: "es", text: "hallazgos dos puntos colelitiasis múltiple sin signos de colecistitis punto hígado con aumento difuso de la ecogenicidad compatible con esteatosis hepática punto bazo normal punto conclusión dos puntos colelitiasis sin colecistitis punto esteatosis hepática punto"},
	{id: "usa-es-2", modality: "us-abdomen", lang: "es", text: "hidronefrosis izquierda leve punto esplenomegalia homogénea de 15 cm punto pequeña cantidad de líquido libre en el espacio de morison punto"},
	{id: "usa-it-1", modality: "us-abdomen", lang: "it", text: "reperti due punti colecisti con multipli calcoli senza segni di colecistite punto fegato con aumento diffuso dell'ecogenicità da steatosi epatica punto milza nei limiti punto conclusioni due punti colelitiasi non complicata punto steatosi epatica punto"},
	{id: "usa-it-2", modality: "us-abdomen", lang: "it", text: "idronefrosi destra di grado lieve punto splenomegalia omogenea con diametro bipolare di 15 cm punto modesta falda di liquido libero nello spazio di morison punto"},
}
