package dictation

import "testing"

func TestApplySpokenPunctuation(t *testing.T) {
	tests := []struct {
		name, language, in, want string
	}{
		// English
		{"period and comma", "en", "no effusion comma no pneumothorax period heart normal period", "No effusion, no pneumothorax. Heart normal."},
		{"full stop and question mark", "en", "stable full stop recurrence question mark", "Stable. Recurrence?"},
		{"case-insensitive", "en", "Lungs clear PERIOD Heart normal Period", "Lungs clear. Heart normal."},
		{"new line and paragraph", "en", "findings colon clear new line heart normal new paragraph impression colon normal", "Findings: clear\nHeart normal\n\nImpression: normal"},
		{"colon after heading", "en", "indication colon cough period comparison colon none period", "Indication: cough. Comparison: none."},
		{"colon after a labelled line", "en", "liver colon normal size period right knee colon no fracture", "Liver: normal size. Right knee: no fracture"},
		{"decimal period", "en", "nodule 1 period 5 cm period", "Nodule 1.5 cm."},
		{"decimal in a product of sizes", "en", "nodule 10x5 period 5 mm period", "Nodule 10x5.5 mm."},
		{"a letter is no product", "en", "level x period 5 nodules period", "Level x. 5 nodules."},
		{"colon the organ stays", "en", "the colon is unremarkable period the sigmoid colon is redundant period", "The colon is unremarkable. The sigmoid colon is redundant."},
		{"colon after a phrase that opens a statement", "en", "as far as can be observed colon heart size is normal period", "As far as can be observed: heart size is normal."},
		{"colon the organ in a list and after a preposition", "en", "liver comma spleen and colon unremarkable period stool in colon period colon normal period", "Liver, spleen and colon unremarkable. Stool in colon. Colon normal."},
		{"colon the organ before what is said of it", "en", "no evidence of colon wall thickening period", "No evidence of colon wall thickening."},
		{"colon the organ after a heading word, before its noun", "en", "history colon cancer period gas-filled colon period", "History colon cancer. Gas-filled colon."},
		{"brackets hug content", "en", "nodule open bracket series 3 close bracket is stable", "Nodule (series 3) is stable"},
		{"parenthesis", "en", "mass open parenthesis 3 cm close parenthesis period", "Mass (3 cm)."},
		{"a question inside an aside is a doubt, not a sentence end", "en", "lesion open parenthesis cyst question mark close parenthesis in the right kidney period", "Lesion (cyst?) in the right kidney."},
		{"hyphen joins", "en", "follow hyphen up in 6 months period", "Follow-up in 6 months."},
		{"semicolon", "en", "no effusion semicolon no pneumothorax", "No effusion; no pneumothorax"},
		{"doubled marks collapse", "en", "clear. period normal comma period", "Clear. Normal."},
		{"spaces collapse", "en", "  lungs   clear   period  ", "Lungs clear."},
		{"a written empty line is a paragraph", "en", "Findings: clear\n \n\nImpression: normal\n", "Findings: clear\n\nImpression: normal\n"},
		{"period as a word", "en", "in the postoperative period a seroma is expected period", "In the postoperative period a seroma is expected."},
		{"period as a word, early", "en", "it may be negative in the early period period", "It may be negative in the early period."},
		{"period as a word, late", "en", "enhancement in the late period is absent period", "Enhancement in the late period is absent."},
		{"whole words only", "en", "periodic commas period", "Periodic commas."},
		{"unknown language uses English", "xx", "clear period", "Clear."},
		// German
		{"de basics", "de", "kein Erguss Komma kein Pneumothorax Punkt Herz normal Punkt", "Kein Erguss, kein Pneumothorax. Herz normal."},
		{"de Punkt inside Punktion", "de", "Z. n. Punktion Punkt", "Z. n. Punktion."},
		{"de colon and paragraph", "de", "Befund Doppelpunkt unauffällig neuer Absatz Beurteilung Doppelpunkt normal", "Befund: unauffällig\n\nBeurteilung: normal"},
		{"de brackets", "de", "Rundherd Klammer auf 8 mm Klammer zu Punkt", "Rundherd (8 mm)."},
		{"de decimal comma", "de", "Herd 3 Komma 5 cm", "Herd 3,5 cm"},
		{"de written list comma stays", "de", "Segmente 3, 5 und 7", "Segmente 3, 5 und 7"},
		{"de hyphen and question", "de", "Follow Bindestrich up Fragezeichen neue Zeile Semikolon", "Follow-up?\n"},
		{"de am Punkt", "de", "am Punkt der Stenose Punkt", "Am Punkt der Stenose."},
		// Spanish
		{"es longest first", "es", "sin derrame punto y coma sin neumotórax punto", "Sin derrame; sin neumotórax."},
		{"es colon", "es", "conclusión dos puntos normal punto", "Conclusión: normal."},
		{"es point of", "es", "el punto de partida punto", "El punto de partida."},
		{"es brackets and line", "es", "nódulo abrir paréntesis 5 mm cerrar paréntesis nueva línea sin cambios", "Nódulo (5 mm)\nSin cambios"},
		// French
		{"fr question before point", "fr", "épanchement point d'interrogation", "Épanchement?"},
		{"fr point-virgule", "fr", "normal point-virgule stable point", "Normal; stable."},
		{"fr deux points and line", "fr", "conclusion deux-points normal à la ligne stable", "Conclusion: normal\nStable"},
		{"fr point de", "fr", "le point de départ point", "Le point de départ."},
		{"fr parenthèse", "fr", "nodule ouvrir la parenthèse 4 mm fermer la parenthèse", "Nodule (4 mm)"},
		// Italian
		{"it semicolon and period", "it", "nessun versamento punto e virgola polmoni liberi punto", "Nessun versamento; polmoni liberi."},
		{"it a capo", "it", "conclusione due punti normale a capo stabile", "Conclusione: normale\nStabile"},
		{"it punto di", "it", "il punto di repere punto", "Il punto di repere."},
		// Portuguese
		{"pt interrogation", "pt", "derrame ponto de interrogação", "Derrame?"},
		{"pt-br semicolon", "pt-br", "sem derrame ponto e vírgula sem pneumotórax ponto", "Sem derrame; sem pneumotórax."},
		{"pt paragraph and brackets", "pt", "nódulo abre parênteses 6 mm fecha parênteses novo parágrafo conclusão dois pontos normal", "Nódulo (6 mm)\n\nConclusão: normal"},
		// Polish, Lithuanian, Romanian, Slovenian, Greek
		{"pl", "pl", "bez płynu przecinek bez odmy kropka nowy akapit wniosek dwukropek norma", "Bez płynu, bez odmy.\n\nWniosek: norma"},
		{"pl kropka inside word", "pl", "kropkowane zmiany kropka", "Kropkowane zmiany."},
		{"lt", "lt", "skysčio nėra kablelis plaučiai švarūs taškas", "Skysčio nėra, plaučiai švarūs."},
		{"ro longest first", "ro", "fără lichid punct și virgulă normal punct", "Fără lichid; normal."},
		{"sl", "sl", "brez izliva vejica brez pnevmotoraksa pika", "Brez izliva, brez pnevmotoraksa."},
		{"el colon before period", "el", "συμπέρασμα άνω και κάτω τελεία φυσιολογικό τελεία", "Συμπέρασμα: φυσιολογικό."},
		{"el question mark", "el", "υγρό ερωτηματικό", "Υγρό;"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ApplySpokenPunctuation(tt.in, tt.language); got != tt.want {
				t.Errorf("ApplySpokenPunctuation(%q, %q)\n got %q\nwant %q", tt.in, tt.language, got, tt.want)
			}
		})
	}
}

func TestPunctuationLanguage(t *testing.T) {
	tests := map[string]string{"pt-br": "pt", "pt_BR": "pt", "de-ch": "de", "EN": "en", "sv": "en", "": "en", "el": "el"}
	for in, want := range tests {
		if got := PunctuationLanguage(in); got != want {
			t.Errorf("PunctuationLanguage(%q) = %q, want %q", in, got, want)
		}
	}
}
