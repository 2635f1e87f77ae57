package report

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every language's check messages word every issue, with the same verbs in the same order as
// the English ones.
func TestCheckMessagesMatchTheEnglishArguments(t *testing.T) {
	for code, w := range checkWordLists {
		matchEnglishArguments(t, code, checkWordLists["en"].msg, w.msg)
	}
}

func TestRomanceLanguagesHaveTheirOwnCheckWords(t *testing.T) {
	for _, code := range []string{"fr", "es", "it", "pt"} {
		w := checkWordsFor(code)
		assert.NotSame(t, checkWordLists["en"], w, code)
		assert.False(t, w.compound, code)
		for _, key := range []string{"pleural effusion", "pericardial effusion", "fracture", "pulmonary embolism"} {
			assert.NotEmpty(t, w.supports[key], "%s: supports of %s", code, key)
		}
	}
}

// The dictation checks of French, Spanish, Italian and Portuguese reports: the check fires on
// the language's own words and words its issue in that language.
func TestRomanceDictationChecks(t *testing.T) {
	tests := []struct {
		name     string
		language string
		title    string
		sections []Section
		want     []string
		// says is part of the first issue's text.
		says string
	}{
		{"fr kyste rénal de 45 cm", "fr", "", report("Kyste rénal droit de 45 cm.", "Kyste rénal droit."), []string{"implausible-size-1"}, "Taille invraisemblable (kyste rénal) : 45 cm"},
		{"fr kyste rénal de 45 mm", "fr", "", report("Kyste rénal droit de 45 mm.", "Kyste rénal droit."), nil, ""},
		{"fr aorte de 0,2 mm", "fr", "", report("L'aorte abdominale mesure 0,2 mm.", "Aorte normale."), []string{"implausible-size-1"}, "(aorte) : 0,2 mm"},
		{"fr plaque aortique de 4 mm", "fr", "", report("Aorte abdominale avec une plaque calcifiée de 4 mm.", "Athérome aortique."), nil, ""},
		{"fr plaque aortique de 4 mm", "fr", "", report("Plaque aortique de 4 mm.", "Athérome aortique."), nil, ""},
		{"fr unités mélangées", "fr", "", report("Nodule de 3 cm x 25 mm du lobe supérieur droit.", "Nodule du lobe supérieur droit."), []string{"mixed-units-1"}, "Unités différentes"},
		{"fr patiente et prostate", "fr", "", report("Prostate augmentée de volume.", "Hypertrophie prostatique.", "Patiente de 67 ans, douleurs pelviennes."), []string{"stated-sex-1"}, "le sexe indiqué est féminin"},
		{"fr épanchement seulement en conclusion", "fr", "", report("Poumons clairs. Cœur de taille normale.", "Épanchement pleural droit de faible abondance."), []string{"impression-only-1"}, "La conclusion mentionne « épanchement pleural »"},
		{"fr émoussement du cul-de-sac", "fr", "", report("Émoussement du cul-de-sac costodiaphragmatique gauche.", "Épanchement pleural gauche de faible abondance."), nil, ""},
		{"fr conclusion hypothétique", "fr", "", report("Poumons clairs.", "Possible épanchement pleural droit."), nil, ""},
		{"fr nodule suspect absent de la conclusion", "fr", "", report("Nodule suspect de 12 mm du lobe supérieur droit. Petite hernie hiatale.", "Hernie hiatale."), []string{"significant-missing-1"}, "qualifié de « suspect »"},
		{"fr nodule suspect couvert par la conclusion", "fr", "", report("Nodule suspect de 12 mm du lobe supérieur droit.", "Lésion évocatrice d'un carcinome bronchique."), nil, ""},
		{"fr compte rendu normal", "fr", "", report("Poumons clairs. Pas d'épanchement pleural.", "Examen normal."), nil, ""},

		{"es quiste renal de 45 cm", "es", "", report("Quiste renal derecho de 45 cm.", "Quiste renal derecho."), []string{"implausible-size-1"}, "Tamaño inverosímil (quiste renal): 45 cm"},
		{"es quiste renal de 4,5 cm", "es", "", report("Quiste renal derecho de 4,5 cm.", "Quiste renal derecho."), nil, ""},
		{"es aorta de 0,2 mm", "es", "", report("Aorta abdominal de 0,2 mm.", "Aorta normal."), []string{"implausible-size-1"}, "(aorta): 0,2 mm"},
		{"es placa aórtica de 4 mm", "es", "", report("Placa aórtica calcificada de 4 mm.", "Ateromatosis aórtica."), nil, ""},
		{"es mujer con próstata", "es", "", report("Próstata aumentada de tamaño.", "Hipertrofia prostática.", "Mujer de 67 años con dolor pélvico."), []string{"stated-sex-1"}, "el sexo indicado es femenino"},
		{"fr vésicule lithiasique", "fr", "", report("Vésicule lithiasique, paroi fine.", "Lithiase vésiculaire non compliquée."), nil, ""},
		{"es vesícula con litiasis", "es", "", report("Vesícula biliar con litiasis múltiples.", "Colelitiasis."), nil, ""},
		{"it colecisti con calcoli", "it", "", report("Colecisti con multipli calcoli.", "Colelitiasi."), nil, ""},
		{"pt vesícula com cálculos", "pt", "", report("Vesícula biliar com múltiplos cálculos.", "Colelitíase."), nil, ""},
		{"fr lithiase seulement en conclusion", "fr", "", report("Vésicule à paroi fine, sans anomalie.", "Lithiase vésiculaire."), []string{"impression-only-1"}, ""},
		{"es derrame solo en la conclusión", "es", "", report("Pulmones bien aireados. Corazón de tamaño normal.", "Derrame pleural derecho."), []string{"impression-only-1"}, "La conclusión menciona «derrame pleural»"},
		{"es nódulo sospechoso ausente de la conclusión", "es", "", report("Nódulo sospechoso de 12 mm en el lóbulo superior derecho. Pequeña hernia de hiato.", "Hernia de hiato."), []string{"significant-missing-1"}, "calificado de «sospechoso»"},
		{"es informe normal", "es", "", report("Pulmones bien aireados. Sin derrame pleural.", "Estudio normal."), nil, ""},

		{"it cisti renale di 45 cm", "it", "", report("Cisti renale destra di 45 cm.", "Cisti renale destra."), []string{"implausible-size-1"}, "Dimensione non plausibile (cisti renale): 45 cm"},
		{"it aorta di 0,2 mm", "it", "", report("Aorta addominale di 0,2 mm.", "Aorta nella norma."), []string{"implausible-size-1"}, "(aorta): 0,2 mm"},
		{"it uomo con utero", "it", "", report("Utero aumentato di volume.", "Utero ingrandito.", "Uomo di 67 anni con dolore pelvico."), []string{"stated-sex-1"}, "il sesso indicato sia maschile"},
		{"it versamento solo nelle conclusioni", "it", "", report("Polmoni ben espansi. Cuore di dimensioni normali.", "Versamento pleurico destro."), []string{"impression-only-1"}, "Le conclusioni citano «versamento pleurico»"},
		{"it nodulo sospetto assente dalle conclusioni", "it", "", report("Nodulo sospetto di 12 mm nel lobo superiore destro. Piccola ernia iatale.", "Ernia iatale."), []string{"significant-missing-1"}, "definito «sospetto»"},
		{"it referto nella norma", "it", "", report("Polmoni ben espansi. Non versamento pleurico.", "Esame nella norma."), nil, ""},

		{"pt quisto renal de 45 cm", "pt", "", report("Quisto renal direito com 45 cm.", "Quisto renal direito."), []string{"implausible-size-1"}, "Tamanho implausível (quisto renal): 45 cm"},
		{"pt cisto renal de 4,5 cm", "pt", "", report("Cisto renal direito com 4,5 cm.", "Cisto renal direito."), nil, ""},
		{"pt mulher com próstata", "pt", "", report("Próstata aumentada de volume.", "Hiperplasia prostática.", "Mulher de 67 anos com dor pélvica."), []string{"stated-sex-1"}, "o sexo indicado seja feminino"},
		{"pt derrame só na conclusão", "pt", "", report("Pulmões bem expandidos. Coração de dimensões normais.", "Derrame pleural à direita."), []string{"impression-only-1"}, "A conclusão menciona “derrame pleural”"},
		{"pt nódulo suspeito ausente da conclusão", "pt", "", report("Nódulo suspeito com 12 mm no lobo superior direito. Pequena hérnia de hiato.", "Hérnia de hiato."), []string{"significant-missing-1"}, "descrito como “suspeito”"},
		{"pt relatório normal", "pt", "", report("Pulmões bem expandidos. Sem derrame pleural.", "Exame normal."), nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, issues := checkIDs(tt.language, tt.title, tt.sections)
			require.Equal(t, append([]string{}, tt.want...), got, "%+v", issues)
			for _, c := range issues {
				assert.NotEmpty(t, c.Text)
				assert.NotEmpty(t, c.SuggestedFix)
				assert.GreaterOrEqual(t, len(c.Options), 2)
				assert.NotEmpty(t, c.Sections)
			}
			if tt.says != "" {
				assert.Contains(t, issues[0].Text, tt.says)
			}
		})
	}
}
