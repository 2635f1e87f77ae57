package guidance

import (
	"slices"
	"strings"
	"testing"

	"github.com/radscribe/radscribe/domain/report"
)

// sections builds a report from findings, impression and an optional clinical information.
func sections(findings, impression string, clinical ...string) []report.Section {
	out := []report.Section{{Name: report.SectionFindings, Text: findings}, {Name: report.SectionImpression, Text: impression}}
	for _, c := range clinical {
		out = append([]report.Section{{Name: report.SectionClinical, Text: c}}, out...)
	}
	return out
}

func criticalIDs(found []CriticalFinding) []string {
	var out []string
	for _, f := range found {
		out = append(out, strings.TrimPrefix(f.ID, "critical-"))
	}
	return out
}

func TestDetectCriticalFindings(t *testing.T) {
	tests := []struct {
		name, language string
		sections       []report.Section
		want           []string
	}{
		// English: each finding affirmed
		{"en pneumothorax", "en", sections("Small left apical pneumothorax.", ""), []string{pneumothorax}},
		{"en tension pneumothorax replaces pneumothorax", "en", sections("Large right tension pneumothorax with mediastinal shift.", "Right pneumothorax."), []string{tensionPneumothorax}},
		{"en pneumothorax with signs of tension", "en", sections("Large right pneumothorax with signs of tension.", ""), []string{tensionPneumothorax}},
		{"en pneumothorax without tension", "en", sections("Moderate right pneumothorax, no tension.", ""), []string{pneumothorax}},
		{"en pulmonary embolism", "en", sections("Filling defects in the right lower lobe segmental arteries.", "Acute pulmonary embolism."), []string{pulmonaryEmbolism}},
		{"en PE consistent with", "en", sections("", "Findings consistent with acute PE."), []string{pulmonaryEmbolism}},
		{"en free air", "en", sections("Free intraperitoneal air under the right hemidiaphragm.", ""), []string{pneumoperitoneum}},
		{"en subdural", "en", sections("Acute left subdural hematoma measuring 8 mm.", ""), []string{intracranialHemorrhage}},
		{"en acute on chronic subdural", "en", sections("Acute on chronic right subdural hematoma.", ""), []string{intracranialHemorrhage}},
		{"en aortic dissection", "en", sections("Intimal flap in the descending aorta.", "Stanford type B aortic dissection."), []string{aorticDissection}},
		{"en ruptured AAA", "en", sections("Ruptured abdominal aortic aneurysm with retroperitoneal hematoma.", ""), []string{aorticRupture}},
		{"en acute infarct", "en", sections("Acute left MCA territory infarct.", ""), []string{acuteStroke}},
		{"en LVO", "en", sections("Occlusion of the left M1 segment.", "Large vessel occlusion."), []string{largeVesselOcclusion}},
		{"en testicular torsion", "en", sections("Absent flow in the enlarged left testis, consistent with torsion.", ""), []string{testicularTorsion}},
		{"en ovarian torsion", "en", sections("", "Right ovarian torsion."), []string{ovarianTorsion}},
		{"en misplaced ETT", "en", sections("The endotracheal tube tip is in the right mainstem bronchus.", ""), []string{misplacedDevice}},
		{"en feeding tube in the airway", "en", sections("Feeding tube with its tip in the right lower lobe bronchus.", ""), []string{misplacedDevice}},
		{"en malpositioned line", "en", sections("Malpositioned right PICC line with the tip in the internal jugular vein.", ""), []string{misplacedDevice}},
		{"en perforation", "en", sections("", "Perforated sigmoid diverticulitis with free air."), []string{bowelPerforation, pneumoperitoneum}},
		{"en two findings in report order", "en", sections("Shallow right pneumothorax. Acute pulmonary embolism.", ""), []string{pneumothorax, pulmonaryEmbolism}},
		{"en new despite stable neighbour", "en", sections("Stable small effusion, new right pneumothorax.", ""), []string{pneumothorax}},
		{"en increasing", "en", sections("Increasing right pneumothorax.", ""), []string{pneumothorax}},
		// English: negated, hedged, past or known
		{"en negated", "en", sections("No pneumothorax.", "No acute pulmonary embolism."), nil},
		{"en negated list", "en", sections("No pleural effusion, pneumothorax or free air.", ""), nil},
		{"en negative for", "en", sections("Negative for pulmonary embolism.", ""), nil},
		{"en not seen", "en", sections("A pneumothorax is not seen.", ""), nil},
		{"en qualified negation", "en", sections("No large pneumothorax.", "No definite free air."), nil},
		{"en no acute infarct", "en", sections("No acute intracranial hemorrhage, mass effect or acute infarct.", ""), nil},
		{"en chronic infarct", "en", sections("Old right frontal infarct.", ""), nil},
		{"en infarct without acute", "en", sections("Small lacunar infarct in the right basal ganglia.", ""), nil},
		{"en myocardial infarct", "en", sections("Subendocardial hypoenhancement suggesting acute myocardial infarct.", ""), nil},
		{"en possible", "en", sections("Possible small left apical pneumothorax.", ""), nil},
		{"en cannot be excluded", "en", sections("Subsegmental pulmonary embolism cannot be excluded.", ""), nil},
		{"en suspicious for torsion", "en", sections("Enlarged right testis, suspicious for torsion.", ""), nil},
		{"en question", "en", sections("Pneumothorax?", ""), nil},
		{"en resolved", "en", sections("The previously seen right pneumothorax has resolved.", ""), nil},
		{"en resolved after a comma", "en", sections("Right pneumothorax, now resolved.", ""), nil},
		{"en unchanged", "en", sections("Unchanged small right apical pneumothorax.", ""), nil},
		{"en unchanged after", "en", sections("Small right pneumothorax, unchanged.", ""), nil},
		{"en history", "en", sections("", "Remote history of pulmonary embolism."), nil},
		{"en indication only", "en", sections("The pulmonary arteries are patent.", "No pulmonary embolism.", "Rule out pulmonary embolism. Pneumothorax on outside film."), nil},
		{"en dissection elsewhere", "en", sections("Status post left axillary lymph node dissection.", ""), nil},
		{"en torsion without organ", "en", sections("Tibial torsion.", ""), nil},
		{"en well positioned tube", "en", sections("Endotracheal tube tip 4 cm above the carina. Nasogastric tube in the stomach.", ""), nil},
		{"en list closed by or", "en", sections("No airspace disease, worrisome opacity, effusion, or pneumothorax.", ""), nil},
		{"en clear of", "en", sections("Lungs clear of infiltrate, pneumothorax, or effusion.", ""), nil},
		{"en list without or affirms", "en", sections("No effusion, small left pneumothorax.", ""), []string{pneumothorax}},
		{"en postoperative free air", "en", sections("Small amount of pneumoperitoneum following recent surgery.", ""), nil},
		{"en free air in the chest is no pneumoperitoneum", "en", sections("Free air over the right hemithorax representing a pneumothorax.", ""), []string{pneumothorax}},
		{"en colon is no punctuation", "en", sections("Lungs: clear. Pleura: no effusion or pneumothorax.", ""), nil},
		// German
		{"de Pneumothorax", "de", sections("Kleiner apikaler Pneumothorax links.", ""), []string{pneumothorax}},
		{"de Spannungspneumothorax", "de", sections("Ausgedehnter Spannungspneumothorax rechts.", "Pneumothorax rechts."), []string{tensionPneumothorax}},
		{"de Spannungszeichen", "de", sections("Pneumothorax rechts mit Spannungszeichen.", ""), []string{tensionPneumothorax}},
		{"de LAE", "de", sections("", "Akute zentrale Lungenarterienembolie beidseits."), []string{pulmonaryEmbolism}},
		{"de Embolus in Lappenarterie", "de", sections("Embolus in der Unterlappenarterie rechts.", ""), []string{pulmonaryEmbolism}},
		{"de freie Luft", "de", sections("Freie intraperitoneale Luft subphrenisch.", ""), []string{pneumoperitoneum}},
		{"de Blutung", "de", sections("Akutes Subduralhämatom links.", "Intrakranielle Blutung."), []string{intracranialHemorrhage}},
		{"de Dissektion", "de", sections("Stanford-A-Aortendissektion.", ""), []string{aorticDissection}},
		{"de Infarkt", "de", sections("Frischer Territorialinfarkt im Mediastromgebiet links.", ""), []string{acuteStroke}},
		{"de Verschluss", "de", sections("M1-Verschluss links.", ""), []string{largeVesselOcclusion}},
		{"de Hodentorsion", "de", sections("", "Hodentorsion links."), []string{testicularTorsion}},
		{"de Ovarialtorsion", "de", sections("Stieldrehung des rechten Ovars.", ""), []string{ovarianTorsion}},
		{"de Fehllage", "de", sections("ZVK in Fehllage mit Spitze in der V. jugularis interna.", ""), []string{misplacedDevice}},
		{"de Tubus", "de", sections("Tubusspitze im rechten Hauptbronchus.", ""), []string{misplacedDevice}},
		{"de Perforation", "de", sections("", "Gedeckte Perforation des Sigmas."), []string{bowelPerforation}},
		{"de Darmperforation", "de", sections("Darmperforation mit freier Luft.", ""), []string{bowelPerforation, pneumoperitoneum}},
		{"de Liste mit oder", "de", sections("Kein Infiltrat, kein Erguss, Pneumothorax oder freie Luft.", ""), nil},
		{"de diskret ist klein, nicht unsicher", "de", sections("Diskreter apikaler Pneumothorax rechts.", ""), []string{pneumothorax}},
		{"de neu trotz bekannt", "de", sections("Neuer Pneumothorax rechts.", ""), []string{pneumothorax}},
		// German: negated, hedged, past or known
		{"de kein", "de", sections("Kein Pneumothorax.", "Keine Lungenarterienembolie."), nil},
		{"de kein Nachweis", "de", sections("Kein Nachweis einer intrakraniellen Blutung oder freien Luft.", ""), nil},
		{"de nicht nachweisbar", "de", sections("Eine Lungenarterienembolie ist nicht nachweisbar.", ""), nil},
		{"de Verdacht", "de", sections("Verdacht auf Hodentorsion links.", ""), nil},
		{"de nicht auszuschließen", "de", sections("Eine Lungenembolie ist nicht sicher auszuschließen.", ""), nil},
		{"de rückläufig", "de", sections("Rückläufiger Pneumothorax rechts.", ""), nil},
		{"de Z. n.", "de", sections("Z. n. Lungenarterienembolie.", ""), nil},
		{"de nicht mehr", "de", sections("Der Pneumothorax ist nicht mehr abgrenzbar.", ""), nil},
		{"de alter Infarkt", "de", sections("Alter Mediainfarkt rechts.", ""), nil},
		{"de Myokardinfarkt", "de", sections("Akuter Myokardinfarkt.", ""), nil},
		{"de Tubus korrekt", "de", sections("Tubusspitze 4 cm oberhalb der Carina.", ""), nil},
		{"de Fragestellung", "de", sections("Keine Lungenarterienembolie.", "", "Ausschluss Lungenarterienembolie."), nil},
		{"de Z. n. vor neuem Befund", "de", sections("Z. n. Pneumothorax. Neuer Pneumothorax links.", ""), []string{pneumothorax}},
		{"de perforierte Appendizitis", "de", sections("Perforierte Appendizitis.", ""), []string{bowelPerforation}},
		{"de Septumperforation", "de", sections("Septumperforation.", ""), nil},
		// An acronym sentence is not an abbreviation: "No PE." ends before "Small pneumothorax."
		{"en acronym sentence", "en", sections("No PE. Small pneumothorax.", ""), []string{pneumothorax}},
		{"en perforated appendicitis", "en", sections("Perforated appendicitis with periappendiceal abscess.", ""), []string{bowelPerforation}},
		{"en septal perforation", "en", sections("Nasal septal perforation.", ""), nil},
		// Spanish
		{"es neumotórax", "es", sections("Neumotórax apical derecho de 1 cm.", ""), []string{pneumothorax}},
		{"es neumotórax a tensión", "es", sections("Neumotórax izquierdo a tensión con desplazamiento mediastínico.", "Neumotórax izquierdo."), []string{tensionPneumothorax}},
		{"es TEP", "es", sections("Defectos de repleción en las arterias lobares inferiores.", "Tromboembolismo pulmonar agudo bilateral."), []string{pulmonaryEmbolism}},
		{"es neumoperitoneo", "es", sections("Neumoperitoneo con aire libre subdiafragmático.", ""), []string{pneumoperitoneum}},
		{"es hemorragia subaracnoidea", "es", sections("Hemorragia subaracnoidea en la cisura de Silvio derecha.", ""), []string{intracranialHemorrhage}},
		{"es disección", "es", sections("Flap intimal en la aorta ascendente.", "Disección aórtica tipo A de Stanford."), []string{aorticDissection}},
		{"es infarto agudo", "es", sections("Infarto agudo en el territorio de la arteria cerebral media izquierda.", ""), []string{acuteStroke}},
		{"es oclusión de la ACM", "es", sections("Oclusión del segmento M1 de la arteria cerebral media derecha.", ""), []string{largeVesselOcclusion}},
		{"es torsión testicular", "es", sections("", "Torsión testicular derecha."), []string{testicularTorsion}},
		{"es tubo en bronquio", "es", sections("Tubo endotraqueal con el extremo en el bronquio principal derecho.", ""), []string{misplacedDevice}},
		{"es perforación", "es", sections("", "Diverticulitis perforada del sigma."), []string{bowelPerforation}},
		{"es sin neumotórax", "es", sections("Sin neumotórax.", ""), nil},
		{"es no se observa", "es", sections("No se observa neumotórax ni derrame pleural.", "No se observan signos de TEP."), nil},
		{"es ausencia de", "es", sections("Ausencia de aire libre intraperitoneal.", ""), nil},
		{"es lista con ni", "es", sections("Sin derrame pleural, consolidaciones ni neumotórax.", ""), nil},
		{"es no se puede descartar", "es", sections("No se puede descartar un TEP subsegmentario.", ""), nil},
		{"es sospecha", "es", sections("Sospecha de torsión ovárica derecha.", ""), nil},
		{"es resuelto", "es", sections("Neumotórax derecho resuelto.", ""), nil},
		{"es sin cambios", "es", sections("Hematoma subdural crónico sin cambios.", ""), nil},
		{"es infarto antiguo", "es", sections("Infarto crónico en el territorio de la arteria cerebral media.", ""), nil},
		{"es infarto de miocardio", "es", sections("Infarto agudo de miocardio.", ""), nil},
		{"es nuevo", "es", sections("Nuevo neumotórax izquierdo respecto al estudio previo.", ""), []string{pneumothorax}},
		// French
		{"fr pneumothorax", "fr", sections("Pneumothorax apical droit de faible abondance.", ""), []string{pneumothorax}},
		{"fr pneumothorax sous tension", "fr", sections("Pneumothorax gauche sous tension.", "Pneumothorax gauche."), []string{tensionPneumothorax}},
		{"fr embolie", "fr", sections("Défects endoluminaux des artères segmentaires du lobe inférieur droit.", "Embolie pulmonaire bilatérale."), []string{pulmonaryEmbolism}},
		{"fr pneumopéritoine", "fr", sections("Pneumopéritoine de grande abondance.", ""), []string{pneumoperitoneum}},
		{"fr hémorragie méningée", "fr", sections("Hémorragie sous-arachnoïdienne de la vallée sylvienne gauche.", ""), []string{intracranialHemorrhage}},
		{"fr dissection", "fr", sections("", "Dissection aortique de type B."), []string{aorticDissection}},
		{"fr rupture", "fr", sections("Anévrisme de l'aorte abdominale rompu avec hématome rétropéritonéal.", ""), []string{aorticRupture}},
		{"fr AVC", "fr", sections("Infarctus récent du territoire sylvien gauche.", ""), []string{acuteStroke}},
		{"fr torsion testiculaire", "fr", sections("Torsion du cordon spermatique gauche.", ""), []string{testicularTorsion}},
		{"fr sonde", "fr", sections("Sonde d'intubation sélective dans la bronche souche droite.", ""), []string{misplacedDevice}},
		{"fr perforation", "fr", sections("", "Perforation d'organe creux."), []string{bowelPerforation}},
		{"fr pas de", "fr", sections("Pas de pneumothorax.", "Pas d'embolie pulmonaire."), nil},
		{"fr pas de ni", "fr", sections("Pas d'épanchement pleural ni de pneumothorax.", ""), nil},
		{"fr ni ni", "fr", sections("Ni pneumothorax ni épanchement.", ""), nil},
		{"fr absence de", "fr", sections("Absence de pneumopéritoine.", ""), nil},
		{"fr sans", "fr", sections("Épanchement pleural droit sans pneumothorax.", ""), nil},
		{"fr liste avec ni", "fr", sections("Pas d'infarctus récent, d'hémorragie intraparenchymateuse ni de processus expansif.", ""), nil},
		{"fr suspicion", "fr", sections("Suspicion de torsion testiculaire droite.", ""), nil},
		{"fr à éliminer", "fr", sections("Embolie pulmonaire à éliminer.", ""), nil},
		{"fr stable", "fr", sections("Hématome sous-dural gauche stable.", ""), nil},
		{"fr résolu", "fr", sections("Pneumothorax droit résolu.", ""), nil},
		{"fr pneumothorax antérieur", "fr", sections("Pneumothorax antérieur droit.", ""), []string{pneumothorax}},
		// French: the chest radiograph template as seeded, empty.
		{"fr template poumons", "fr", sections("Poumons: Pas de foyer de condensation, de masse ni de nodule.\nPlèvre: Pas d'épanchement pleural ni de pneumothorax.\n"+
			"Coupoles diaphragmatiques: Position et contours normaux. Pas de pneumopéritoine.\nMatériel: Aucun.", "Pas d'anomalie cardiopulmonaire aiguë."), nil},
		// Italian
		{"it pneumotorace", "it", sections("Pneumotorace apicale sinistro.", ""), []string{pneumothorax}},
		{"it pneumotorace iperteso", "it", sections("Pneumotorace destro iperteso con shift mediastinico.", ""), []string{tensionPneumothorax}},
		{"it embolia", "it", sections("Difetti di riempimento nelle arterie polmonari segmentarie.", "Embolia polmonare acuta."), []string{pulmonaryEmbolism}},
		{"it aria libera", "it", sections("Falce aerea sottodiaframmatica destra.", "Pneumoperitoneo."), []string{pneumoperitoneum}},
		{"it ematoma subdurale", "it", sections("Ematoma subdurale acuto emisferico sinistro.", ""), []string{intracranialHemorrhage}},
		{"it dissezione", "it", sections("Flap intimale nell'aorta toracica discendente.", ""), []string{aorticDissection}},
		{"it ictus", "it", sections("Ischemia acuta nel territorio dell'arteria cerebrale media destra.", ""), []string{acuteStroke}},
		{"it occlusione", "it", sections("Occlusione dell'arteria basilare.", ""), []string{largeVesselOcclusion}},
		{"it torsione ovarica", "it", sections("", "Torsione ovarica sinistra."), []string{ovarianTorsion}},
		{"it sondino", "it", sections("Sondino naso-gastrico con estremità nel bronco lobare inferiore destro.", ""), []string{misplacedDevice}},
		{"it perforazione", "it", sections("", "Perforazione duodenale."), []string{bowelPerforation}},
		{"it senza", "it", sections("Senza pneumotorace.", ""), nil},
		{"it non", "it", sections("Non versamento pleurico né pneumotorace.", "Non segni di embolia polmonare."), nil},
		{"it assenza", "it", sections("Assenza di aria libera.", ""), nil},
		{"it lista con o", "it", sections("Non emorragia subdurale, emorragia subaracnoidea o ematoma epidurale.", ""), nil},
		{"it sospetto", "it", sections("Sospetta torsione testicolare.", ""), nil},
		{"it non si può escludere", "it", sections("Non si può escludere embolia polmonare subsegmentaria.", ""), nil},
		{"it invariato", "it", sections("Pneumotorace destro invariato.", ""), nil},
		{"it esiti", "it", sections("Esiti di pregresso infarto nel territorio dell'arteria cerebrale media.", ""), nil},
		{"it risolto", "it", sections("Pneumotorace risolto.", ""), nil},
		// Portuguese
		{"pt pneumotórax", "pt", sections("Pneumotórax laminar à esquerda.", ""), []string{pneumothorax}},
		{"pt TEP", "pt", sections("Falhas de enchimento nas artérias lobares inferiores.", "Tromboembolismo pulmonar agudo."), []string{pulmonaryEmbolism}},
		{"pt pneumoperitoneu", "pt", sections("Pneumoperitoneu volumoso.", ""), []string{pneumoperitoneum}},
		{"pt hematoma subdural", "pt", sections("Hematoma subdural agudo à direita.", ""), []string{intracranialHemorrhage}},
		{"pt dissecção", "pt", sections("", "Dissecção aórtica tipo B de Stanford."), []string{aorticDissection}},
		{"pt enfarte", "pt", sections("Enfarte agudo no território da artéria cerebral média esquerda.", ""), []string{acuteStroke}},
		{"pt oclusão", "pt", sections("Oclusão da artéria basilar.", ""), []string{largeVesselOcclusion}},
		{"pt torção", "pt", sections("", "Torção ovárica direita."), []string{ovarianTorsion}},
		{"pt cateter", "pt", sections("Cateter venoso central mal posicionado, com a ponta na veia jugular interna.", ""), []string{misplacedDevice}},
		{"pt perfuração", "pt", sections("", "Apendicite perfurada."), []string{bowelPerforation}},
		{"pt sem", "pt", sections("Sem pneumotórax.", ""), nil},
		{"pt não se observa", "pt", sections("Não se observa pneumotórax.", "Não há sinais de tromboembolismo pulmonar."), nil},
		{"pt ausência", "pt", sections("Ausência de pneumoperitoneu.", ""), nil},
		{"pt lista com ou", "pt", sections("Sem derrame pleural, consolidação ou pneumotórax.", ""), nil},
		{"pt nem", "pt", sections("Não há derrame nem pneumotórax.", ""), nil},
		{"pt suspeita", "pt", sections("Suspeita de torção testicular.", ""), nil},
		{"pt estável", "pt", sections("Hematoma subdural estável.", ""), nil},
		{"pt resolvido", "pt", sections("Pneumotórax resolvido.", ""), nil},
		{"pt pós-operatório", "pt", sections("Pequeno pneumoperitoneu pós-operatório.", ""), nil},
		{"pt enfarte do miocárdio", "pt-br", sections("Infarto agudo do miocárdio.", ""), nil},
		// Languages without lists read English words.
		{"unknown language", "sv", sections("Shallow right pneumothorax.", ""), []string{pneumothorax}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := DetectCriticalFindings(tt.language, tt.sections)
			if !slices.Equal(criticalIDs(got), tt.want) {
				t.Fatalf("got %v, want %v\n%+v", criticalIDs(got), tt.want, got)
			}
			for _, f := range got {
				if f.Text == "" || !strings.Contains(f.SuggestedSentence, "___") {
					t.Errorf("incomplete %+v", f)
				}
			}
		})
	}
}

func TestCriticalFindingWording(t *testing.T) {
	en := DetectCriticalFindings("en", sections("Large right tension pneumothorax.", ""))
	if want := "The critical finding of tension pneumothorax was communicated to ___ on ___ at ___."; en[0].SuggestedSentence != want {
		t.Errorf("en sentence %q, want %q", en[0].SuggestedSentence, want)
	}
	if !strings.Contains(en[0].Text, "Large right tension pneumothorax") {
		t.Errorf("en notice %q does not quote the sentence", en[0].Text)
	}
	de := DetectCriticalFindings("de", sections("Spannungspneumothorax rechts.", ""))
	if want := "Der kritische Befund „Spannungspneumothorax“ wurde am ___ um ___ Uhr mit ___ besprochen."; de[0].SuggestedSentence != want {
		t.Errorf("de sentence %q, want %q", de[0].SuggestedSentence, want)
	}
	if de[0].ID != "critical-tension-pneumothorax" {
		t.Errorf("ID %q", de[0].ID)
	}
}

func BenchmarkDetectCriticalFindings(b *testing.B) {
	paragraph := "Large right pneumothorax with signs of tension. No pulmonary embolism. The previously seen " +
		"subdural hematoma has resolved. Possible small left apical pneumothorax. Acute left MCA territory " +
		"infarct, no hemorrhage. Lungs: clear, no effusion, no free air. Kein Pneumothorax, keine freie Luft. "
	text := strings.Repeat(paragraph, 50000/len(paragraph)+1)[:50000]
	for _, language := range []string{"en", "de"} {
		b.Run(language, func(b *testing.B) {
			for b.Loop() {
				DetectCriticalFindings(language, sections(text, text[:5000]))
			}
		})
	}
}
