package dictation

import "testing"

// The held-out segmentation cases were written as radiologists dictate to an engine without
// punctuation, apart from the rules, and the segmenter was never tuned on them: a miss here is
// logged, not fixed by adding its words. The test fails only when fewer of them are right than
// when they were first run (heldOutSegmentFloor).
const heldOutSegmentFloor = 55

func TestHeldOutSegmentation(t *testing.T) {
	cases := []struct{ language, in, want string }{
		// English.
		{"en", "findings the liver is normal in size there is no focal hepatic lesion the spleen measures 11 cm impression no acute abdominal process",
			"Findings: The liver is normal in size. There is no focal hepatic lesion. The spleen measures 11 cm. Impression: No acute abdominal process"},
		{"en", "there is a 4 mm nodule in the right middle lobe no pleural effusion the airways are patent",
			"There is a 4 mm nodule in the right middle lobe. No pleural effusion. The airways are patent"},
		{"en", "comparison ct from january findings stable left adrenal nodule no new lesion",
			"Comparison: Ct from january. Findings: Stable left adrenal nodule. No new lesion"},
		{"en", "the ventricles are normal in size no intracranial hemorrhage or mass effect the basal cisterns are clear",
			"The ventricles are normal in size. No intracranial hemorrhage or mass effect. The basal cisterns are clear"},
		{"en", "mild cardiomegaly there are small bilateral pleural effusions impression mild cardiomegaly and small effusions",
			"Mild cardiomegaly. There are small bilateral pleural effusions. Impression: Mild cardiomegaly and small effusions"},
		{"en", "status post cholecystectomy the common bile duct measures 6 mm no intrahepatic biliary dilatation",
			"Status post cholecystectomy. The common bile duct measures 6 mm. No intrahepatic biliary dilatation"},
		// German.
		{"de", "befund die leber ist normal groß kein nachweis fokaler läsionen die milz ist unauffällig beurteilung unauffälliger befund",
			"Befund: Die leber ist normal groß. Kein nachweis fokaler läsionen. Die milz ist unauffällig. Beurteilung: Unauffälliger befund"},
		{"de", "kein pleuraerguss kein pneumothorax das mediastinum ist mittelständig",
			"Kein pleuraerguss. Kein pneumothorax. Das mediastinum ist mittelständig"},
		{"de", "die nieren sind beidseits normal groß keine harnstauung die harnblase ist gut gefüllt",
			"Die nieren sind beidseits normal groß. Keine harnstauung. Die harnblase ist gut gefüllt"},
		{"de", "es besteht ein kleiner pleuraerguss links das herz ist nicht vergrößert",
			"Es besteht ein kleiner pleuraerguss links. Das herz ist nicht vergrößert"},
		{"de", "vergleich keine voraufnahmen befund keine frakturen",
			"Vergleich: Keine voraufnahmen. Befund: Keine frakturen"},
		{"de", "zustand nach cholezystektomie die gallenwege sind nicht erweitert",
			"Zustand nach cholezystektomie. Die gallenwege sind nicht erweitert"},
		// French.
		{"fr", "le foie est de taille normale pas de lésion focale la rate est homogène",
			"Le foie est de taille normale. Pas de lésion focale. La rate est homogène"},
		{"fr", "résultats absence d'épanchement pleural le médiastin est normal conclusion examen normal",
			"Résultats: Absence d'épanchement pleural. Le médiastin est normal. Conclusion: Examen normal"},
		{"fr", "les reins sont de taille normale il n'y a pas de dilatation des cavités pyélocalicielles",
			"Les reins sont de taille normale. Il n'y a pas de dilatation des cavités pyélocalicielles"},
		{"fr", "pas de pneumothorax le cœur est de taille normale les coupoles sont régulières",
			"Pas de pneumothorax. Le cœur est de taille normale. Les coupoles sont régulières"},
		{"fr", "technique scanner thoracique sans injection résultats pas de nodule",
			"Technique: Scanner thoracique sans injection. Résultats: Pas de nodule"},
		{"fr", "on note un petit épanchement pleural droit la trachée est en place",
			"On note un petit épanchement pleural droit. La trachée est en place"},
		// Spanish.
		{"es", "el páncreas es de morfología normal no se observan adenopatías el bazo es de tamaño normal",
			"El páncreas es de morfología normal. No se observan adenopatías. El bazo es de tamaño normal"},
		{"es", "hallazgos no hay derrame pleural los hilios son de aspecto normal conclusión estudio normal",
			"Hallazgos: No hay derrame pleural. Los hilios son de aspecto normal. Conclusión: Estudio normal"},
		{"es", "los riñones son de tamaño normal sin dilatación de la vía excretora la vejiga está bien replecionada",
			"Los riñones son de tamaño normal sin dilatación de la vía excretora. La vejiga está bien replecionada"},
		{"es", "se observa un nódulo de 5 mm en el lóbulo superior derecho no hay derrame",
			"Se observa un nódulo de 5 mm en el lóbulo superior derecho. No hay derrame"},
		{"es", "comparación estudio previo de marzo hallazgos sin cambios",
			"Comparación: Estudio previo de marzo. Hallazgos: Sin cambios"},
		{"es", "ausencia de neumotórax el mediastino está centrado",
			"Ausencia de neumotórax. El mediastino está centrado"},
		// Italian.
		{"it", "il fegato è di dimensioni normali non si osservano lesioni focali la milza è nei limiti",
			"Il fegato è di dimensioni normali. Non si osservano lesioni focali. La milza è nei limiti"},
		{"it", "reperto assenza di versamento pleurico il mediastino è in asse conclusioni quadro nella norma",
			"Reperto: Assenza di versamento pleurico. Il mediastino è in asse. Conclusioni: Quadro nella norma"},
		{"it", "i reni sono di dimensioni regolari non idronefrosi la vescica è ben distesa",
			"I reni sono di dimensioni regolari. Non idronefrosi. La vescica è ben distesa"},
		{"it", "si osserva un nodulo di 6 mm al lobo inferiore destro non vi sono versamenti",
			"Si osserva un nodulo di 6 mm al lobo inferiore destro. Non vi sono versamenti"},
		{"it", "nessuna frattura le articolazioni sono congruenti",
			"Nessuna frattura. Le articolazioni sono congruenti"},
		{"it", "confronto esame precedente di aprile reperto invariato",
			"Confronto: Esame precedente di aprile. Reperto: Invariato"},
		// Portuguese.
		{"pt", "o fígado tem dimensões normais não há lesões focais o baço é homogéneo",
			"O fígado tem dimensões normais. Não há lesões focais. O baço é homogéneo"},
		{"pt", "achados ausência de derrame pleural o mediastino está centrado conclusão exame normal",
			"Achados: Ausência de derrame pleural. O mediastino está centrado. Conclusão: Exame normal"},
		{"pt", "os rins têm dimensões normais sem dilatação pielocalicial a bexiga tem paredes finas",
			"Os rins têm dimensões normais sem dilatação pielocalicial. A bexiga tem paredes finas"},
		{"pt", "observa-se nódulo de 7 mm no lobo superior direito não há derrame",
			"Observa-se nódulo de 7 mm no lobo superior direito. Não há derrame"},
		{"pt", "não se observam fraturas as articulações estão preservadas",
			"Não se observam fraturas. As articulações estão preservadas"},
		{"pt", "comparação exame anterior de maio achados sem alterações",
			"Comparação: Exame anterior de maio. Achados: Sem alterações"},
		// Polish.
		{"pl", "opis badania miąższ płucny bez zmian ogniskowych zachyłki przeponowo-żebrowe wolne sylwetka serca nie powiększona wnioski obraz rtg klatki piersiowej w normie",
			"Opis badania: Miąższ płucny bez zmian ogniskowych. Zachyłki przeponowo-żebrowe wolne. Sylwetka serca nie powiększona. Wnioski: Obraz rtg klatki piersiowej w normie"},
		{"pl", "wątroba niepowiększona o jednorodnej echostrukturze drogi żółciowe nieposzerzone pęcherzyk żółciowy bez złogów",
			"Wątroba niepowiększona o jednorodnej echostrukturze. Drogi żółciowe nieposzerzone. Pęcherzyk żółciowy bez złogów"},
		{"pl", "nerki prawidłowej wielkości bez cech zastoju brak wolnego płynu w jamie otrzewnej",
			"Nerki prawidłowej wielkości bez cech zastoju. Brak wolnego płynu w jamie otrzewnej"},
		{"pl", "nie stwierdzono powiększonych węzłów chłonnych śródpiersia tchawica i oskrzela główne drożne",
			"Nie stwierdzono powiększonych węzłów chłonnych śródpiersia. Tchawica i oskrzela główne drożne"},
		{"pl", "porównanie badanie z marca opis niewielka ilość płynu w lewej jamie opłucnej odmy nie stwierdzono",
			"Porównanie: Badanie z marca. Opis: Niewielka ilość płynu w lewej jamie opłucnej. Odmy nie stwierdzono"},
		// Romanian.
		{"ro", "ficatul cu dimensiuni normale și structură omogenă fără leziuni focale vezica biliară fără calculi căile biliare nedilatate",
			"Ficatul cu dimensiuni normale și structură omogenă fără leziuni focale. Vezica biliară fără calculi. Căile biliare nedilatate"},
		{"ro", "comparație examinarea anterioară din mai rezultate sinusurile costo-diafragmatice libere cordul nemărit",
			"Comparație: Examinarea anterioară din mai. Rezultate: Sinusurile costo-diafragmatice libere. Cordul nemărit"},
		{"ro", "se vizualizează un nodul de 8 mm în lobul superior drept nu se evidențiază adenopatii mediastinale",
			"Se vizualizează un nodul de 8 mm în lobul superior drept. Nu se evidențiază adenopatii mediastinale"},
		{"ro", "rinichii de dimensiuni normale fără dilatații pielocaliceale lichid liber intraperitoneal nu se evidențiază concluzii examen ecografic în limite normale",
			"Rinichii de dimensiuni normale fără dilatații pielocaliceale. Lichid liber intraperitoneal nu se evidențiază. Concluzii: Examen ecografic în limite normale"},
		{"ro", "structurile osoase fără modificări traumatice recente hilii pulmonari de aspect normal",
			"Structurile osoase fără modificări traumatice recente. Hilii pulmonari de aspect normal"},
		// Swedish.
		{"sv", "hjärtat är normalstort lungorna är välluftade utan infiltrat ingen pleuravätska eller pneumothorax",
			"Hjärtat är normalstort. Lungorna är välluftade utan infiltrat. Ingen pleuravätska eller pneumothorax"},
		{"sv", "levern är normalstor med homogent parenkym inga fokala förändringar gallblåsan är tunnväggig utan konkrement",
			"Levern är normalstor med homogent parenkym. Inga fokala förändringar. Gallblåsan är tunnväggig utan konkrement"},
		{"sv", "det finns en 6 mm stor nodulus i höger överlob mediastinum är inte breddökat förstorade lymfkörtlar saknas",
			"Det finns en 6 mm stor nodulus i höger överlob. Mediastinum är inte breddökat. Förstorade lymfkörtlar saknas"},
		{"sv", "njurarna är normalstora utan avflödeshinder urinblåsan är väl fylld ingen fri vätska i buken",
			"Njurarna är normalstora utan avflödeshinder. Urinblåsan är väl fylld. Ingen fri vätska i buken"},
		{"sv", "lätt förstorat hjärta små pleuravätskor bilateralt inga tecken till stas",
			"Lätt förstorat hjärta. Små pleuravätskor bilateralt. Inga tecken till stas"},
		// Slovenian.
		{"sl", "srce normalne velikosti pljuča brez svežih infiltratov kostofrenična sinusa prosta",
			"Srce normalne velikosti. Pljuča brez svežih infiltratov. Kostofrenična sinusa prosta"},
		{"sl", "jetra so normalno velika homogene strukture žolčnik brez kamnov žolčni vodi niso razširjeni",
			"Jetra so normalno velika homogene strukture. Žolčnik brez kamnov. Žolčni vodi niso razširjeni"},
		{"sl", "primerjava rentgenogram iz januarja izvid ni plevralnega izliva ni pnevmotoraksa",
			"Primerjava: Rentgenogram iz januarja. Izvid: Ni plevralnega izliva. Ni pnevmotoraksa"},
		{"sl", "v desnem spodnjem pljučnem režnju je vidna zgostitev premera 2 cm mediastinum ni razširjen",
			"V desnem spodnjem pljučnem režnju je vidna zgostitev premera 2 cm. Mediastinum ni razširjen"},
		{"sl", "ledvici sta normalne velikosti brez zastoja proste tekočine v trebušni votlini ni zaključek normalen izvid",
			"Ledvici sta normalne velikosti brez zastoja. Proste tekočine v trebušni votlini ni. Zaključek: Normalen izvid"},
		// Lithuanian.
		{"lt", "plaučiai be židininių pakitimų širdies šešėlis neišplitęs sinusai laisvi",
			"Plaučiai be židininių pakitimų. Širdies šešėlis neišplitęs. Sinusai laisvi"},
		{"lt", "kepenys nepadidėjusios homogeniškos struktūros tulžies pūslė be konkrementų laisvo skysčio pilvo ertmėje nėra",
			"Kepenys nepadidėjusios homogeniškos struktūros. Tulžies pūslė be konkrementų. Laisvo skysčio pilvo ertmėje nėra"},
		{"lt", "palyginimas ankstesnis tyrimas radiniai dešiniojo plaučio apatinėje skiltyje stebimas 6 mm mazgelis",
			"Palyginimas: Ankstesnis tyrimas. Radiniai: Dešiniojo plaučio apatinėje skiltyje stebimas 6 mm mazgelis"},
		{"lt", "inkstai normalaus dydžio sistemos išsiplėtimo nėra šlapimo pūslė pilna sienelė neišstorėjusi",
			"Inkstai normalaus dydžio. Sistemos išsiplėtimo nėra. Šlapimo pūslė pilna. Sienelė neišstorėjusi"},
		{"lt", "tarpuplautyje padidėjusių limfmazgių nematyti išvados patologinių pakitimų nenustatyta",
			"Tarpuplautyje padidėjusių limfmazgių nematyti. Išvados: Patologinių pakitimų nenustatyta"},
		// Greek.
		{"el", "η καρδιά δεν είναι διατεταμένη οι πλευροδιαφραγματικές γωνίες είναι ελεύθερες δεν παρατηρούνται εστίες πύκνωσης",
			"Η καρδιά δεν είναι διατεταμένη. Οι πλευροδιαφραγματικές γωνίες είναι ελεύθερες. Δεν παρατηρούνται εστίες πύκνωσης"},
		{"el", "το ήπαρ είναι φυσιολογικού μεγέθους με ομοιογενή ηχογένεια η χοληδόχος κύστη χωρίς λίθους τα χοληφόρα δεν είναι διατεταμένα",
			"Το ήπαρ είναι φυσιολογικού μεγέθους με ομοιογενή ηχογένεια. Η χοληδόχος κύστη χωρίς λίθους. Τα χοληφόρα δεν είναι διατεταμένα"},
		{"el", "σύγκριση προηγούμενη εξέταση ευρήματα παρατηρείται οζίδιο 7 mm στον δεξιό άνω λοβό",
			"Σύγκριση: Προηγούμενη εξέταση. Ευρήματα: Παρατηρείται οζίδιο 7 mm στον δεξιό άνω λοβό"},
		{"el", "οι νεφροί έχουν φυσιολογικό μέγεθος χωρίς διάταση του πυελοκαλυκικού συστήματος δεν παρατηρείται ελεύθερο υγρό στην περιτοναϊκή κοιλότητα",
			"Οι νεφροί έχουν φυσιολογικό μέγεθος χωρίς διάταση του πυελοκαλυκικού συστήματος. Δεν παρατηρείται ελεύθερο υγρό στην περιτοναϊκή κοιλότητα"},
		{"el", "μικρή δεξιά πλευριτική συλλογή το μεσοθωράκιο δεν είναι διευρυμένο συμπέρασμα μικρή πλευριτική συλλογή δεξιά",
			"Μικρή δεξιά πλευριτική συλλογή. Το μεσοθωράκιο δεν είναι διευρυμένο. Συμπέρασμα: Μικρή πλευριτική συλλογή δεξιά"},
	}
	right := 0
	for _, c := range cases {
		if got := Segment(c.in, c.language); got == c.want {
			right++
		} else {
			t.Logf("held-out miss (%s):\n got  %q\n want %q", c.language, got, c.want)
		}
	}
	t.Logf("held-out segmentation: %d of %d right", right, len(cases))
	if right < heldOutSegmentFloor {
		t.Errorf("held-out segmentation: %d of %d right, below the floor of %d", right, len(cases), heldOutSegmentFloor)
	}
}
