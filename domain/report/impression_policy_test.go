package report

import (
	"strings"
	"testing"
)

// statementsOf turns a test's findings into statements: one per line; "~" marks one the
// writer read as normal, "!" one guidance read as critical, "@organ " the organ it is about.
func statementsOf(findings string) []ImpressionStatement {
	var out []ImpressionStatement
	for _, l := range strings.Split(findings, "\n") {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		var st ImpressionStatement
		for len(l) > 0 && strings.ContainsRune("~!@", rune(l[0])) {
			switch l[0] {
			case '~':
				st.Normal, l = true, l[1:]
			case '!':
				st.Critical, l = true, l[1:]
			case '@':
				organ, rest, _ := strings.Cut(l[1:], " ")
				st.Organ, l = organ, rest
			}
		}
		st.Text = strings.TrimSpace(l)
		out = append(out, st)
	}
	return out
}

// TestWriteImpression is the policy as a radiologist signs it: what comes first, what is left
// out, what is kept word for word.
func TestWriteImpression(t *testing.T) {
	for _, c := range []struct {
		name, lang, context, findings string
		want                          []string
	}{
		{"ranked, chronic and incidental left out on a radiograph", "en", "Chest radiograph, PA and lateral", `
			9 mm solid nodule in the right lower lobe.
			Moderate left pleural effusion.
			Cardiomegaly.
			Small hiatal hernia.
			Mild degenerative changes of the thoracic spine.`,
			[]string{"9 mm solid nodule in the right lower lobe.", "Moderate left pleural effusion.", "Cardiomegaly.", "Small hiatal hernia."}},
		{"a tear and a rupture lead a knee's impression, before the effusion they cause", "en", "MRI knee", `
			Small joint effusion.
			Bone marrow edema in the lateral femoral condyle.
			Complex tear of the posterior horn of the medial meniscus.
			Complete rupture of the anterior cruciate ligament.`,
			[]string{"Bone marrow edema in the lateral femoral condyle.", "Complex tear of the posterior horn of the medial meniscus.",
				"Complete rupture of the anterior cruciate ligament.", "Small joint effusion."}},
		{"German knee: Riss and Ruptur before the Gelenkerguss", "de", "MRT Knie", `
			Kleiner Gelenkerguss.
			Komplette Ruptur des vorderen Kreuzbandes.`,
			[]string{"Komplette Ruptur des vorderen Kreuzbandes.", "Kleiner Gelenkerguss."}},
		{"a shoulder's bursal effusion is no acute pleural effusion", "en", "MRI shoulder", `
			Small subacromial subdeltoid bursal effusion.
			Full thickness tear of the supraspinatus tendon with 2 cm of retraction.`,
			[]string{"Full thickness tear of the supraspinatus tendon with 2 cm of retraction.", "Small subacromial subdeltoid bursal effusion."}},
		{"a nodule is benign only where its own clause says so", "en", "Chest radiograph", `
			There is an 8 mm nodule in the left lower lobe, calcified granuloma.
			Dense nodule in the right base suggests a previous granulomatous process.
			~The lungs are clear.`,
			[]string{"8 mm nodule in the left lower lobe, calcified granuloma."}},
		{"only chronic findings make a normal chest radiograph", "en", "Chest radiograph", `
			Calcified granuloma in the right upper lobe.
			Median sternotomy wires.
			Aortic calcification.
			~The lungs are clear.
			~No pleural effusion or pneumothorax.`,
			[]string{"No acute cardiopulmonary abnormality."}},
		{"an unchanged mass is kept, a resolved effusion follows it", "en", "", `
			~No change in the large mass.
			The pleural effusion has resolved.`,
			[]string{"No change in the large mass.", "The pleural effusion has resolved."}},
		{"a structure said to be stable names no finding and is left out", "en", "Chest radiograph", `
			The mediastinum is stable.
			Stable elevation of the left hemidiaphragm.
			~No pleural effusion.`,
			[]string{"No acute cardiopulmonary abnormality."}},
		{"a denial of no known finding, a limit of the study and a benign variant make a normal radiograph", "en", "Chest radiograph", `
			The visualized osseous structures are without acute abnormality.
			Overlying soft tissue could obscure a small nodule at the left base.
			Eventration of the right hemidiaphragm.
			The patient was shielded.`,
			[]string{"No acute cardiopulmonary abnormality."}},
		{"low lung volumes said as a sentence follow the normal statement", "en", "Chest radiograph", `
			Lung volumes are low.
			~No focal consolidation.`,
			[]string{"No acute cardiopulmonary abnormality.", "Lung volumes are low."}},
		{"a stable finding follows the normal statement", "en", "Chest radiograph", `
			Stable mild cardiomegaly.
			~The lungs are clear.`,
			[]string{"No acute cardiopulmonary abnormality.", "Stable mild cardiomegaly."}},
		{"a minimal finding follows the normal statement", "en", "Chest radiograph", `
			Minimal left basilar subsegmental atelectasis.
			~No pneumothorax.`,
			[]string{"No acute cardiopulmonary abnormality.", "Minimal left basilar subsegmental atelectasis."}},
		{"lasting findings follow the normal statement", "en", "Chest radiograph", `
			Lungs are hyperexpanded.
			Low lung volumes.`,
			[]string{"No acute cardiopulmonary abnormality.", "Lungs are hyperexpanded, suggesting emphysema.", "Low lung volumes."}},
		{"a scar and where a line ends follow the normal statement, an implant stays out", "en", "Chest radiograph", `
			Mild biapical scarring.
			Right internal jugular central venous catheter with its tip in the SVC.
			Median sternotomy wires.
			Left chest wall pacemaker with its leads in good position.
			~No pneumothorax.`,
			[]string{"No acute cardiopulmonary abnormality.", "Mild biapical scarring.", "Right internal jugular central venous catheter with its tip in the SVC."}},
		{"German: where a line ends is named", "de", "Röntgen Thorax", `
			ZVK von rechts jugulär, Spitze in der V. cava superior.
			~Kein Pneumothorax.`,
			[]string{"Kein Nachweis einer akuten kardiopulmonalen Pathologie.", "ZVK von rechts jugulär, Spitze in der V. cava superior."}},
		{"vessels a radiologist reads as congestion", "en", "Chest radiograph", `
			Prominence of the central pulmonary vasculature.
			~Pulmonary vascularity is not increased.`,
			[]string{"Prominence of the central pulmonary vasculature, suggesting pulmonary vascular congestion."}},
		{"a structure only the writer knows, said stable, is left out unless said enlarged", "en", "Chest radiograph", `
			@heart Stable cardiomediastinal silhouette.
			@heart Stable enlarged cardiomediastinal silhouette.
			Spurring of the thoracic spine.
			Skin fold artifact.`,
			[]string{"No acute cardiopulmonary abnormality.", "Stable enlarged cardiomediastinal silhouette."}},
		{"a statement naming only a part of the study is a heading, not a finding", "en", "", `
			Chest.
			Left knee.
			Thoracic spine.
			Right chest wall mass.`,
			[]string{"Right chest wall mass."}},
		{"bowel contents and bone density make no finding", "en", "Abdominal radiograph", `
			Moderate amount of stool in the colon.
			Phleboliths in the pelvis.
			Diffuse osteopenia.
			Lucency at the right base due to a skin fold.`,
			[]string{"No acute abnormality in the abdomen or pelvis."}},
		{"a density its own clause calls granulomatous is old disease, one beside a granuloma stays", "en", "Chest radiograph", `
			Nodular densities consistent with chronic granulomatous disease.
			Rounded calcified density within the left lower lobe.
			Patchy opacity in the right lower lobe, calcified granuloma in the left apex.
			No change in the small calcified right upper lobe nodule.
			9 mm nodule in the left lung base, not definitively calcified.`,
			[]string{"9 mm nodule in the left lung base, not definitively calcified.",
				"Patchy opacity in the right lower lobe, calcified granuloma in the left apex."}},
		{"a nodule stays when the writer's normal words deny only its calcification", "en", "Chest radiograph", `
			~In the left lung base there is a 9 mm nodule that is not definitively calcified.
			~No suspicious pulmonary nodules or masses are noted.`,
			[]string{"In the left lung base there is a 9 mm nodule that is not definitively calcified."}},
		{"a sign is named by the finding a radiologist reads in it", "en", "Chest radiograph", `
			Mild blunting of the left costophrenic angle.
			~Lungs are hyperexpanded but clear.`,
			[]string{"Mild blunting of the left costophrenic angle, possibly pleural effusion.", "Lungs are hyperexpanded but clear, suggesting emphysema."}},
		{"a sign's reading follows the sign, not the denials after it", "en", "Chest radiograph", `
			~Hyperexpanded lungs without focal consolidation, pneumothorax or large pleural effusion.`,
			[]string{"No acute cardiopulmonary abnormality.", "Hyperexpanded lungs, suggesting emphysema."}},
		{"an old word qualifies its own finding, not an acute one beside it", "en", "Chest radiograph", `
			Multiple healed posterior left rib fractures.
			Chronic appearing left lung base scarring with possible small effusions.`,
			[]string{"Chronic appearing left lung base scarring with possible small effusions."}},
		{"a measured lesion a sequela is only one reading of stays", "en", "Chest radiograph", `
			There is right upper lobe airspace disease.
			There is a rounded nodular opacity in the left upper lung measuring approximately 7 mm which may represent sequela of infection versus other pathology.
			Old 6 mm nodule, sequela of prior granulomatous disease.`,
			[]string{"Right upper lobe airspace disease.", "Rounded nodular opacity in the left upper lung measuring approximately 7 mm which may represent sequela of infection versus other pathology."}},
		{"a prominent or graded structure said unchanged is still a finding", "en", "Chest radiograph", `
			Prominent interstitial markings in the lungs are unchanged.
			The mediastinum is stable.`,
			[]string{"No acute cardiopulmonary abnormality.", "Prominent interstitial markings in the lungs are unchanged."}},
		{"a qualified denial denies, a denied change affirms", "en", "Chest radiograph", `
			Low lung volumes without focal consolidation, pneumothorax or large pleural effusion.`,
			[]string{"No acute cardiopulmonary abnormality.", "Low lung volumes without focal consolidation, pneumothorax or large pleural effusion."}},
		{"a denied change in a qualified list still affirms", "en", "Chest radiograph", `
			No significant change in the small right pneumothorax.`,
			[]string{"No significant change in the small right pneumothorax."}},
		{"a sign said to be chronic, minimal or explained is no acute finding", "en", "Chest radiograph", `
			Chronic blunting of the right costophrenic angle.
			Minimal blunting of the left costophrenic angle.
			Blunting of the costophrenic angles secondary to scarring.
			~No pleural effusion.`,
			[]string{"No acute cardiopulmonary abnormality.", "Minimal blunting of the left costophrenic angle.",
				"Blunting of the costophrenic angles secondary to scarring."}},
		{"a denied sign, and a sign whose finding is named, add nothing", "en", "Chest radiograph", `
			~No blunting of the costophrenic angles.
			Blunting of the left costophrenic angle compatible with a small pleural effusion.`,
			[]string{"Blunting of the left costophrenic angle compatible with a small pleural effusion."}},
		{"French signs", "fr", "Radiographie thoracique", `
			Comblement du cul-de-sac costo-diaphragmatique gauche.
			Distension thoracique.`,
			[]string{"Comblement du cul-de-sac costo-diaphragmatique gauche, évoquant un épanchement pleural.", "Distension thoracique, en faveur d'un emphysème."}},
		{"Spanish signs", "es", "Radiografía de tórax", `
			Pinzamiento del seno costofrénico derecho.`,
			[]string{"Pinzamiento del seno costofrénico derecho, posible derrame pleural."}},
		{"German signs", "de", "Röntgen Thorax", `
			Randwinkel links verschattet.
			Abgeflachte Zwerchfelle.`,
			[]string{"Randwinkel links verschattet, möglicher Pleuraerguss.", "Abgeflachte Zwerchfelle, vereinbar mit Emphysem."}},
		{"emphysema is lasting in any language", "de", "Röntgen Thorax", `
			Lungenemphysem.
			~Kein Infiltrat.`,
			[]string{"Kein Nachweis einer akuten kardiopulmonalen Pathologie.", "Lungenemphysem."}},
		{"a finding denied only on the prior or another view is there now", "en", "Chest radiograph", `
			~There is a left midlung opacity, not well appreciated on prior.
			~Right basilar consolidation, not well seen on the lateral view.
			~The effusion is not seen today.`,
			[]string{"Right basilar consolidation, not well seen on the lateral view.", "Left midlung opacity, not well appreciated on prior."}},
		{"a finding denied only on the prior, in Spanish", "es", "Radiografía de tórax", `
			~Nódulo de 8 mm en el lóbulo superior derecho, no identificado en el estudio previo.`,
			[]string{"Nódulo de 8 mm en el lóbulo superior derecho, no identificado en el estudio previo."}},
		{"a new finding keeps the normal statement out, a stable one follows it", "en", "Chest radiograph", `
			Stable cardiomegaly.
			New right lower lobe consolidation.`,
			[]string{"New right lower lobe consolidation.", "Stable cardiomegaly."}},
		{"a statement the reader reads as a denial is left out", "en", "Chest radiograph", `
			The lungs are well aerated.
			The trachea is midline.
			Mild cardiomegaly.`,
			[]string{"Mild cardiomegaly."}},
		{"devices are left out of a radiograph", "en", "Chest radiograph", `
			Spinal stimulator leads in place.
			Right nipple ring.
			~The lungs are clear.`,
			[]string{"No acute cardiopulmonary abnormality."}},
		{"a statement pointing back goes with the one before", "en", "Chest radiograph", `
			There is a moderate sized right pneumothorax.
			This measures 3.2 cm at the level of the right apex.
			Mild degenerative changes of the thoracic spine.
			These are unchanged.`,
			[]string{"Moderate sized right pneumothorax. This measures 3.2 cm at the level of the right apex."}},
		{"German: a statement pointing back goes with the one before", "de", "Röntgen Thorax", `
			Pneumothorax rechts.
			Dieser misst apikal 3 cm.`,
			[]string{"Pneumothorax rechts. Dieser misst apikal 3 cm."}},
		{"critical first", "en", "", `
			Mild cardiomegaly.
			!Large right pneumothorax.`,
			[]string{"Large right pneumothorax.", "Mild cardiomegaly."}},
		{"new before actionable, padding trimmed", "en", "", `
			There is bibasilar atelectasis.
			A new small left pleural effusion is seen.`,
			[]string{"New small left pleural effusion.", "Bibasilar atelectasis."}},
		{"one finding is one line", "en", "", `
			~Heart size is normal.
			There is a 6 mm nodule in the left upper lobe.`,
			[]string{"6 mm nodule in the left upper lobe."}},
		{"two effusions merge", "en", "", `
			Moderate left pleural effusion.
			Cardiomegaly.
			Small right pleural effusion.`,
			[]string{"Moderate left pleural effusion. Small right pleural effusion.", "Cardiomegaly."}},
		{"one organ merges", "en", "", `
			@liver 2 cm lesion in segment 7.
			@kidney Simple cyst in the left kidney.
			@liver Second lesion in segment 4.`,
			[]string{"2 cm lesion in segment 7. Second lesion in segment 4."}},
		{"stable nodule stays, after an acute finding", "en", "", `
			Stable 4 mm nodule in the right middle lobe.
			Right lower lobe consolidation.`,
			[]string{"Right lower lobe consolidation.", "Stable 4 mm nodule in the right middle lobe."}},
		{"CT sums up background findings in one line", "en", "CT chest with contrast", `
			Enlarged subcarinal lymph node measuring 15 mm.
			Atherosclerotic calcification of the aorta.
			Small hiatal hernia.
			Degenerative changes of the thoracic spine.`,
			[]string{"Enlarged subcarinal lymph node measuring 15 mm.", "Small hiatal hernia.",
				"Other findings: Atherosclerotic calcification of the aorta; degenerative changes of the thoracic spine."}},
		{"a structure said stable, by name or by its size or contours, is no finding to sum up", "en", "CT chest with contrast", `
			Enlarged subcarinal lymph node measuring 15 mm.
			@mediastinum The mediastinum is stable.
			@heart Heart size and mediastinal contours are unchanged.
			Stable elevation of the left hemidiaphragm.`,
			[]string{"Enlarged subcarinal lymph node measuring 15 mm.",
				"Other findings: Stable elevation of the left hemidiaphragm."}},
		{"where the conus ends normally is no finding; a low conus is", "en", "MRI lumbar spine", `
			The conus terminates at L1.
			Broad based disc bulge at L4-L5 with mild bilateral foraminal narrowing.`,
			[]string{"Broad based disc bulge at L4-L5 with mild bilateral foraminal narrowing."}},
		{"a low conus is named", "en", "MRI lumbar spine", `
			The conus terminates at L3.`,
			[]string{"The conus terminates at L3."}},
		{"a category beyond routine care is a finding whatever its statement denies", "en", "MRI liver", `
			Segment 6 15 mm observation with arterial phase hyperenhancement without washout, LI-RADS 3.
			BI-RADS 1.`,
			[]string{"Segment 6 15 mm observation with arterial phase hyperenhancement without washout, LI-RADS 3."}},
		{"a calcified nodule is old granulomatous disease", "en", "Chest radiograph", `
			Calcified nodule in the left upper lobe.
			~No pleural effusion.`,
			[]string{"No acute cardiopulmonary abnormality."}},
		{"normal head CT", "en", "CT head without contrast", `
			~No intracranial hemorrhage.
			~The ventricles are normal in size.`,
			[]string{"No acute intracranial abnormality."}},
		{"an abdominal film's normal words make its normal statement", "en", "", `
			~Nonobstructive bowel gas pattern.
			~No free intraperitoneal air.`,
			[]string{"No acute abnormality in the abdomen or pelvis."}},
		{"German abdominal film", "de", "", `
			~Regelrechte Darmgasverteilung.
			~Keine freie Luft.`,
			[]string{"Kein Nachweis einer akuten abdominellen Pathologie."}},
		{"Spanish abdominal film", "es", "", `
			~Distribución normal del gas intestinal.`,
			[]string{"Sin alteraciones abdominopélvicas agudas."}},
		{"examination statements are left out", "en", "", `
			PA and lateral views of the chest.
			~The lungs are clear.`,
			[]string{"No acute cardiopulmonary abnormality."}},
		{"a lesion too small to characterise is summed up with the background", "en", "CT chest", `
			New 11 mm spiculated nodule in the right upper lobe.
			The liver has a 1 cm hypodense lesion, too small to characterize.
			Enlarged right paratracheal lymph node measuring 14 mm in short axis.`,
			[]string{"New 11 mm spiculated nodule in the right upper lobe.", "Enlarged right paratracheal lymph node measuring 14 mm in short axis.",
				"Other findings: The liver has a 1 cm hypodense lesion, too small to characterize."}},
		{"German: zu klein zur Charakterisierung", "de", "CT Thorax", `
			Neuer Rundherd im rechten Oberlappen, 11 mm.
			Hypodense Läsion in Lebersegment 7, zu klein zur sicheren Charakterisierung.`,
			[]string{"Neuer Rundherd im rechten Oberlappen, 11 mm.", "Nebenbefundlich: Hypodense Läsion in Lebersegment 7, zu klein zur sicheren Charakterisierung."}},
		{"an organ measured within its normal size is no impression item; beyond it, it is", "en", "Abdominal ultrasound", `
			Common bile duct measures 4 mm.
			The right kidney measures 10.8 cm.
			Spleen measures 15 cm.
			The appendix measures 9 mm in diameter.`,
			[]string{"Spleen measures 15 cm.", "The appendix measures 9 mm in diameter."}},
		{"German measured organs", "de", "Sonographie Abdomen", `
			Die Milz misst 11 cm.
			Die linke Niere misst 14,5 cm.`,
			[]string{"Die linke Niere misst 14,5 cm."}},
		{"increased is kept and comes first", "en", "", `
			Emphysema.
			Increased right pleural effusion.`,
			[]string{"Increased right pleural effusion.", "Emphysema."}},
		{"hedged finding kept", "en", "", `
			Right basilar opacity, possibly pneumonia.
			Old healed left rib fractures.`,
			[]string{"Right basilar opacity, possibly pneumonia."}},
		{"German", "de", "Röntgen Thorax", `
			Es zeigt sich ein kleiner Pleuraerguss links.
			Degenerative Veränderungen der BWS.
			~Kein Pneumothorax.`,
			[]string{"Kleiner Pleuraerguss links."}},
		{"German normal", "de", "Röntgen Thorax", `
			~Herz normal groß.
			~Kein Pleuraerguss.`,
			[]string{"Kein Nachweis einer akuten kardiopulmonalen Pathologie."}},
		{"German new first", "de", "", `
			Bekannte Skoliose.
			Kardiomegalie.
			Neu aufgetretenes Infiltrat im rechten Unterlappen.`,
			[]string{"Neu aufgetretenes Infiltrat im rechten Unterlappen.", "Kardiomegalie."}},
		{"French", "fr", "Radiographie thoracique", `
			Il existe un épanchement pleural gauche de moyenne abondance.
			Cardiomégalie.
			Arthrose dorsale.`,
			[]string{"Épanchement pleural gauche de moyenne abondance.", "Cardiomégalie."}},
		{"French normal", "fr", "Radiographie thoracique", `
			~Pas d'épanchement pleural.
			Granulome calcifié du lobe supérieur droit.`,
			[]string{"Pas d'anomalie cardio-pulmonaire aiguë."}},
		{"a lasting finding said chronic is named after the normal statement; an old fracture is not", "en", "Chest radiograph", `
			Hyperinflated lungs with chronic appearing interstitial markings, compatible with emphysema.
			Old healed fracture of the left clavicle.
			~No pleural effusion.`,
			[]string{"No acute cardiopulmonary abnormality.", "Hyperinflated lungs with chronic appearing interstitial markings, compatible with emphysema."}},
		{"what has a size is named, whatever view shows it", "en", "Chest radiograph", `
			Rounded 1.4 cm projecting retrosternally on the lateral view only.
			PA and lateral views of the chest.
			~No focal consolidation.`,
			[]string{"Rounded 1.4 cm projecting retrosternally on the lateral view only."}},
		{"German: a finding not seen on the prior study is new", "de", "Röntgen Thorax", `
			~Pleuraerguss rechts, in der Voraufnahme nicht abgrenzbar.
			~Herz normal groß.`,
			[]string{"Pleuraerguss rechts, in der Voraufnahme nicht abgrenzbar."}},
		{"German: a finding no longer seen has gone, and is named so", "de", "Röntgen Thorax", `
			~Pleuraerguss rechts, im Vergleich zur Voraufnahme nicht mehr nachweisbar.
			~Herz normal groß.`,
			[]string{"Kein Nachweis einer akuten kardiopulmonalen Pathologie.", "Pleuraerguss rechts, im Vergleich zur Voraufnahme nicht mehr nachweisbar."}},
		{"Spanish", "es", "Radiografía de tórax", `
			Cardiomegalia.
			Se observa un nódulo de 8 mm en el lóbulo superior derecho.
			Cambios degenerativos de la columna dorsal.`,
			[]string{"Nódulo de 8 mm en el lóbulo superior derecho.", "Cardiomegalia."}},
		{"Spanish normal", "es", "Radiografía de tórax", `
			~Sin derrame pleural.`,
			[]string{"Sin alteraciones cardiopulmonares agudas."}},
		{"Italian", "it", "Radiografia del torace", `
			Si osserva un versamento pleurico destro.
			Esiti di sternotomia.`,
			[]string{"Versamento pleurico destro."}},
		{"Italian normal", "it", "TC encefalo", `
			~Non emorragie intracraniche.`,
			[]string{"Nessuna alterazione intracranica acuta."}},
		{"Portuguese", "pt", "Radiografia de tórax", `
			Cardiomegalia.
			Observa-se uma consolidação no lobo inferior esquerdo.`,
			[]string{"Consolidação no lobo inferior esquerdo.", "Cardiomegalia."}},
		{"Portuguese resolved", "pt", "Radiografia de tórax", `
			O derrame pleural foi resolvido.`,
			[]string{"Sem alterações cardiopulmonares agudas.", "O derrame pleural foi resolvido."}},
	} {
		t.Run(c.name, func(t *testing.T) {
			assertImpressionLines(t, c.lang, c.context, statementsOf(c.findings), c.want)
		})
	}
}

// TestWriteImpressionOtherLanguage leaves a language without words to the writer.
func TestWriteImpressionOtherLanguage(t *testing.T) {
	if _, ok := WriteImpression("pl", "", statementsOf("Guzek w płucu prawym."), ImpressionPreferences{}); ok {
		t.Error("a language without words answered")
	}
}

// TestImpressionPreferences: numbers when more than one line and wanted; background findings
// summed up by study, always or never.
func TestImpressionPreferences(t *testing.T) {
	findings := statementsOf(`
		Moderate left pleural effusion.
		Small hiatal hernia.
		Aortic calcification.`)
	prefs := func(numbered bool, background string) ImpressionPreferences {
		return ImpressionPreferences{Numbered: numbered, Background: background, Recommendations: true}
	}
	for _, c := range []struct {
		name, context string
		prefs         ImpressionPreferences
		want          []string
		numbered      bool
	}{
		{"defaults when none given: radiograph leaves background out", "Chest radiograph", ImpressionPreferences{},
			[]string{"Moderate left pleural effusion.", "Small hiatal hernia."}, true},
		{"by study: CT sums background up", "CT chest", prefs(true, BackgroundByStudy),
			[]string{"Moderate left pleural effusion.", "Small hiatal hernia.", "Other findings: Aortic calcification."}, true},
		{"summed on a radiograph too", "Chest radiograph", prefs(true, BackgroundSummed),
			[]string{"Moderate left pleural effusion.", "Small hiatal hernia.", "Other findings: Aortic calcification."}, true},
		{"left out on CT too", "CT chest", prefs(true, BackgroundLeftOut),
			[]string{"Moderate left pleural effusion.", "Small hiatal hernia."}, true},
		{"not numbered", "CT chest", prefs(false, BackgroundLeftOut),
			[]string{"Moderate left pleural effusion.", "Small hiatal hernia."}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			im, ok := WriteImpression("en", c.context, findings, c.prefs)
			if !ok {
				t.Fatal("no impression")
			}
			if got := im.Lines(); strings.Join(got, "|") != strings.Join(c.want, "|") {
				t.Errorf("got %q, want %q", got, c.want)
			}
			if im.Numbered() != c.numbered {
				t.Errorf("numbered %v, want %v", im.Numbered(), c.numbered)
			}
		})
	}
	one, _ := WriteImpression("en", "CT chest", statementsOf("Moderate left pleural effusion."), ImpressionPreferences{})
	if one.Numbered() {
		t.Error("one line numbered")
	}
	if err := (ImpressionPreferences{Background: "sometimes"}).Validate(); err == nil || err.Error() != MsgBackgroundChoice {
		t.Errorf("unknown background accepted: %v", err)
	}
	if err := DefaultImpressionPreferences().Validate(); err != nil {
		t.Errorf("defaults refused: %v", err)
	}
}

// TestWriteImpressionClauses: a statement read clause by clause keeps only its clauses that
// report something, and a background clause goes to a cross-sectional study's summary line.
func TestWriteImpressionClauses(t *testing.T) {
	clauses := func(texts ...string) []ImpressionStatement {
		var out []ImpressionStatement
		for _, text := range texts {
			st := ImpressionStatement{Text: text}
			if strings.Contains(text, "normal") {
				st.Normal = true
			}
			out = append(out, st)
		}
		return out
	}
	for _, c := range []struct {
		name, context string
		st            ImpressionStatement
		want          []string
	}{
		{"normal clause left out", "Chest radiograph",
			ImpressionStatement{Text: "Heart size mildly enlarged, pulmonary vascularity within normal limits.", Normal: true,
				Clauses: clauses("Heart size mildly enlarged", "pulmonary vascularity within normal limits.")},
			[]string{"Heart size mildly enlarged."}},
		{"every clause kept keeps the words", "Chest radiograph",
			ImpressionStatement{Text: "Moderate right pleural effusion, small left pleural effusion.",
				Clauses: clauses("Moderate right pleural effusion", "small left pleural effusion.")},
			[]string{"Moderate right pleural effusion, small left pleural effusion."}},
		{"a first clause that affirms nothing is read whole", "Chest radiograph",
			ImpressionStatement{Text: "The heart, mediastinal contours are normal.", Normal: true,
				Clauses: clauses("The heart", "mediastinal contours are normal.")},
			[]string{"No acute cardiopulmonary abnormality."}},
		{"background clause summed up on CT", "CT chest",
			ImpressionStatement{Text: "Moderate right pleural effusion, aortic calcification.",
				Clauses: clauses("Moderate right pleural effusion", "aortic calcification.")},
			[]string{"Moderate right pleural effusion.", "Other findings: Aortic calcification."}},
	} {
		t.Run(c.name, func(t *testing.T) {
			assertImpressionLines(t, "en", c.context, []ImpressionStatement{c.st}, c.want)
		})
	}
}

// TestImpressionLinesPerLanguage: where a line or tube of acute care lies is named after the
// normal statement, in each language's own phrasing; an implant (a port) and a line said
// without its position stay out of a radiograph's impression.
func TestImpressionLinesPerLanguage(t *testing.T) {
	for _, c := range []struct {
		lang, context, findings string
		want                    []string
	}{
		{"en", "Chest radiograph", `
			Endotracheal tube with its tip 4 cm above the carina.
			~No pneumothorax.`,
			[]string{"No acute cardiopulmonary abnormality.", "Endotracheal tube with its tip 4 cm above the carina."}},
		{"fr", "Radiographie thoracique", `
			Cathéter veineux central jugulaire interne droit, extrémité distale en projection de la veine cave supérieure.
			~Pas de pneumothorax.`,
			[]string{"Pas d'anomalie cardio-pulmonaire aiguë.", "Cathéter veineux central jugulaire interne droit, extrémité distale en projection de la veine cave supérieure."}},
		{"fr", "Radiographie thoracique", `
			Sonde d'intubation se projetant à 3 cm de la carène.
			Chambre implantable pectorale droite, extrémité en projection de l'oreillette droite.`,
			[]string{"Pas d'anomalie cardio-pulmonaire aiguë.", "Sonde d'intubation se projetant à 3 cm de la carène."}},
		{"es", "Radiografía de tórax", `
			Tubo endotraqueal con el extremo distal a 4 cm de la carina.
			Sonda nasogástrica con la punta en el estómago.
			~Sin neumotórax.`,
			[]string{"Sin alteraciones cardiopulmonares agudas.", "Tubo endotraqueal con el extremo distal a 4 cm de la carina.",
				"Sonda nasogástrica con la punta en el estómago."}},
		{"es", "Radiografía de tórax", `
			Drenaje torácico izquierdo.`,
			[]string{"Sin alteraciones cardiopulmonares agudas."}},
		{"it", "TC del torace", `
			Versamento pleurico destro.
			@mediastinum Mediastino di dimensioni invariate.
			Spondilosi dorsale.`,
			[]string{"Versamento pleurico destro.", "Altri reperti: Spondilosi dorsale."}},
		{"de", "CT Thorax", `
			Pleuraerguss rechts.
			@heart Herzgröße und Mediastinalkontur unverändert.
			Degenerative Veränderungen der BWS.`,
			[]string{"Pleuraerguss rechts.", "Nebenbefundlich: Degenerative Veränderungen der BWS."}},
		{"it", "Radiografia del torace", `
			CVC giugulare destro con punta in vena cava superiore.
			Sondino naso-gastrico con estremità in sede gastrica.`,
			[]string{"Nessuna alterazione cardiopolmonare acuta.", "CVC giugulare destro con punta in vena cava superiore.",
				"Sondino naso-gastrico con estremità in sede gastrica."}},
		{"pt", "Radiografia de tórax", `
			Tubo orotraqueal com extremidade a 4 cm da carina.
			Dreno torácico à esquerda, bem posicionado.
			~Sem pneumotórax.`,
			[]string{"Sem alterações cardiopulmonares agudas.", "Tubo orotraqueal com extremidade a 4 cm da carina.",
				"Dreno torácico à esquerda, bem posicionado."}},
		{"de", "Röntgen Thorax", `
			Magensonde mit Spitze im Magen.
			Portsystem rechts pektoral, Spitze in der V. cava superior.`,
			[]string{"Kein Nachweis einer akuten kardiopulmonalen Pathologie.", "Magensonde mit Spitze im Magen."}},
	} {
		t.Run(c.lang+" "+c.findings[:min(len(c.findings), 40)], func(t *testing.T) {
			assertImpressionLines(t, c.lang, c.context, statementsOf(c.findings), c.want)
		})
	}
}

// TestImpressionSignsPerLanguage: a sign is read as its finding in each language's own words,
// and a reading agrees with any sign it follows (no gendered adjective after a feminine noun).
func TestImpressionSignsPerLanguage(t *testing.T) {
	for _, c := range []struct {
		lang, context, findings string
		want                    []string
	}{
		{"de", "Röntgen Thorax", `
			Zentral betonte Gefäßzeichnung.`,
			[]string{"Zentral betonte Gefäßzeichnung, vereinbar mit pulmonalvenöser Stauung."}},
		{"de", "Röntgen Thorax", `
			Randwinkel rechts stumpf.`,
			[]string{"Randwinkel rechts stumpf, möglicher Pleuraerguss."}},
		{"fr", "Radiographie thoracique", `
			Redistribution vasculaire vers les sommets.`,
			[]string{"Redistribution vasculaire vers les sommets, évoquant une surcharge vasculaire pulmonaire."}},
		{"es", "Radiografía de tórax", `
			Hiperinsuflación pulmonar.
			Redistribución vascular hacia los lóbulos superiores.`,
			[]string{"Redistribución vascular hacia los lóbulos superiores, compatible con congestión vascular pulmonar.",
				"Hiperinsuflación pulmonar, compatible con enfisema."}},
		{"it", "Radiografia del torace", `
			Accentuazione della trama vascolare ilare.`,
			[]string{"Accentuazione della trama vascolare ilare, compatibile con congestione del piccolo circolo."}},
		{"pt", "Radiografia de tórax", `
			Hiperinsuflação pulmonar.
			~Sem derrame pleural.`,
			[]string{"Sem alterações cardiopulmonares agudas.", "Hiperinsuflação pulmonar, compatível com enfisema."}},
		// Flattened diaphragms read as emphysema in either word order.
		{"en", "Chest radiograph", `
			The hemidiaphragms are flattened.
			~The lungs are clear.`,
			[]string{"No acute cardiopulmonary abnormality.", "The hemidiaphragms are flattened, suggesting emphysema."}},
		// An increased retrosternal clear space is a sign of emphysema, not a worsening.
		{"en", "Chest radiograph", `
			Increased retrosternal clear space.
			~No focal consolidation.`,
			[]string{"No acute cardiopulmonary abnormality.", "Increased retrosternal clear space, suggesting emphysema."}},
		// A linear, bandlike or streaky opacity is read as atelectasis or scarring, only when
		// the statement does not say what it is itself.
		{"en", "Chest radiograph", `
			Streaky opacity at the left lung base.
			~No pleural effusion.`,
			[]string{"Streaky opacity at the left lung base, likely atelectasis or scarring."}},
		{"en", "Chest radiograph", `
			Bandlike opacity at the right base, likely subsegmental atelectasis.
			Linear scarring in the left upper lobe.`,
			[]string{"No acute cardiopulmonary abnormality.", "Bandlike opacity at the right base, likely subsegmental atelectasis.", "Linear scarring in the left upper lobe."}},
		{"en", "Chest radiograph", `
			Linear opacity in the right base with a small right pleural effusion.`,
			[]string{"Linear opacity in the right base with a small right pleural effusion."}},
		{"de", "Röntgen Thorax", `
			Streifige Verdichtung basal links.`,
			[]string{"Streifige Verdichtung basal links, am ehesten Dystelektasen oder Narben."}},
		{"es", "Radiografía de tórax", `
			Opacidad lineal en la base derecha.`,
			[]string{"Opacidad lineal en la base derecha, probable atelectasia laminar o cicatriz."}},
		{"it", "Radiografia del torace", `
			Strie basali a sinistra.`,
			[]string{"Strie basali a sinistra, di verosimile natura disventilatoria o fibrotica."}},
		{"pt", "Radiografia de tórax", `
			Cefalização da trama vascular.`,
			[]string{"Cefalização da trama vascular, compatível com congestão vascular pulmonar."}},
		// A dilated appendix with periappendiceal stranding is read as appendicitis, and
		// pericholecystic fluid as cholecystitis: acute findings, ranked with the other acute
		// ones in the order dictated, before what is left out.
		{"en", "CT abdomen", `
			There is mild left hydronephrosis with a 5 mm stone in the distal left ureter.
			The appendix is dilated measuring 12 mm with periappendiceal fat stranding.`,
			[]string{"Mild left hydronephrosis with a 5 mm stone in the distal left ureter.",
				"The appendix is dilated measuring 12 mm with periappendiceal fat stranding, suggesting acute appendicitis."}},
		{"en", "CT abdomen", `
			~The appendix is normal. No periappendiceal fat stranding.
			The gallbladder is distended with a 2 cm stone in the neck and pericholecystic fluid.`,
			[]string{"The gallbladder is distended with a 2 cm stone in the neck and pericholecystic fluid, suggesting acute cholecystitis."}},
		{"en", "CT abdomen", `
			Acute appendicitis with periappendiceal fat stranding.`,
			[]string{"Acute appendicitis with periappendiceal fat stranding."}},
		{"de", "CT Abdomen", `
			Appendix auf 11 mm aufgetrieben mit periappendikulärer Imbibierung.`,
			[]string{"Appendix auf 11 mm aufgetrieben mit periappendikulärer Imbibierung, vereinbar mit akuter Appendizitis."}},
		{"fr", "Scanner abdominal", `
			Appendice dilaté à 10 mm avec infiltration de la graisse péri-appendiculaire.`,
			[]string{"Appendice dilaté à 10 mm avec infiltration de la graisse péri-appendiculaire, évoquant une appendicite aiguë."}},
		{"es", "TC de abdomen", `
			Vesícula biliar distendida con litiasis y líquido perivesicular.`,
			[]string{"Vesícula biliar distendida con litiasis y líquido perivesicular, compatible con colecistitis aguda."}},
		{"it", "TC addome", `
			Appendice ispessita di 9 mm con edema periappendicolare.`,
			[]string{"Appendice ispessita di 9 mm con edema periappendicolare, compatibile con appendicite acuta."}},
		{"pt", "TC de abdome", `
			Apêndice dilatado medindo 11 mm com densificação da gordura periapendicular.`,
			[]string{"Apêndice dilatado medindo 11 mm com densificação da gordura periapendicular, compatível com apendicite aguda."}},
	} {
		t.Run(c.lang+" "+c.findings[:min(len(c.findings), 40)], func(t *testing.T) {
			assertImpressionLines(t, c.lang, c.context, statementsOf(c.findings), c.want)
		})
	}
}

// assertImpressionLines writes the impression of statements with no preferences and compares
// its lines with want.
func assertImpressionLines(t *testing.T, language, context string, statements []ImpressionStatement, want []string) {
	t.Helper()
	im, ok := WriteImpression(language, context, statements, ImpressionPreferences{})
	if !ok {
		t.Fatal("no policy for", language)
	}
	if got := im.Lines(); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// Lymph nodes said not to be enlarged are nodes of normal size: no impression line. Enlarged
// ones, or ones denied something else, stay.
func TestImpressionLeavesOutNodesOfNormalSize(t *testing.T) {
	for _, c := range []struct {
		lang, context, findings string
		want                    []string
	}{
		{"en", "CT chest", `
			Mediastinal lymph nodes up to 9 mm, not enlarged.
			Small right pleural effusion.`,
			[]string{"Small right pleural effusion."}},
		{"en", "CT chest", `
			Mediastinal lymph nodes are not pathologically enlarged.
			Small right pleural effusion.`,
			[]string{"Small right pleural effusion."}},
		{"en", "CT chest", `
			Enlarged mediastinal lymph nodes, not calcified.`,
			[]string{"Enlarged mediastinal lymph nodes, not calcified."}},
		{"de", "CT Thorax", `
			Mediastinale Lymphknoten bis 9 mm nicht vergrößert.
			Kleiner Pleuraerguss rechts.`,
			[]string{"Kleiner Pleuraerguss rechts."}},
	} {
		t.Run(c.lang+" "+c.findings[:min(len(c.findings), 40)], func(t *testing.T) {
			assertImpressionLines(t, c.lang, c.context, statementsOf(c.findings), c.want)
		})
	}
}

// "Non" before a participle denies it in French as "no" and "non" do in Spanish and Italian:
// "Voies biliaires non dilatées." is a normal statement; a nodule "non calcifié" is still there.
func TestImpressionFrenchParticipleDenial(t *testing.T) {
	assertImpressionLines(t, "fr", "Échographie abdominale", statementsOf(`
		Voies biliaires non dilatées.
		Épanchement pleural droit.`), []string{"Épanchement pleural droit."})
	assertImpressionLines(t, "fr", "Scanner thoracique", statementsOf(`
		Nodule non calcifié de 6 mm du lobe inférieur droit.`), []string{"Nodule non calcifié de 6 mm du lobe inférieur droit."})
}

// A simple cyst is incidental: summed up on a cross-sectional study, left out on a radiograph
// (the default preferences), in every language.
func TestImpressionSimpleCystIsIncidental(t *testing.T) {
	for _, c := range []struct {
		lang, context, findings string
		want                    []string
	}{
		{"en", "CT abdomen", `
			2 cm simple cyst in the left kidney.
			Small right pleural effusion.`,
			[]string{"Small right pleural effusion.", "Other findings: 2 cm simple cyst in the left kidney."}},
		{"en", "CT abdomen", `
			2 cm complex cyst in the left kidney.`,
			[]string{"2 cm complex cyst in the left kidney."}},
		{"de", "CT Abdomen", `
			Einfache Leberzyste von 1 cm.
			Pleuraerguss rechts.`,
			[]string{"Pleuraerguss rechts.", "Nebenbefundlich: Einfache Leberzyste von 1 cm."}},
		{"fr", "Scanner abdominal", `
			Kyste simple de 2 cm du rein gauche.
			Épanchement pleural droit.`,
			[]string{"Épanchement pleural droit.", "Par ailleurs : Kyste simple de 2 cm du rein gauche."}},
		{"es", "TC abdomen", `
			Quiste simple de 1 cm en el segmento 6.
			Derrame pleural derecho.`,
			[]string{"Derrame pleural derecho.", "Otros hallazgos: Quiste simple de 1 cm en el segmento 6."}},
		{"it", "TC addome", `
			Cisti semplice di 2 cm del rene sinistro.
			Versamento pleurico destro.`,
			[]string{"Versamento pleurico destro.", "Altri reperti: Cisti semplice di 2 cm del rene sinistro."}},
		{"pt", "TC de abdome", `
			Cisto simples de 2 cm no rim esquerdo.
			Derrame pleural direito.`,
			[]string{"Derrame pleural direito.", "Outros achados: Cisto simples de 2 cm no rim esquerdo."}},
	} {
		t.Run(c.lang+" "+c.findings[:min(len(c.findings), 40)], func(t *testing.T) {
			assertImpressionLines(t, c.lang, c.context, statementsOf(c.findings), c.want)
		})
	}
}
