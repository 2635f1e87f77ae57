package guidance

import (
	"slices"
	"testing"

	"github.com/radscribe/radscribe/domain/report"
)

// The Spanish, French, Italian and Portuguese held-out dictations were written before those
// languages' word lists, as a radiologist would dictate them, and the lists were never tuned on
// them: a miss here is logged, not fixed by adding its words. The test fails only when fewer of
// them are right than when they were first run (heldOutRomanceFloor).
const heldOutRomanceFloor = 39

// heldOutEverything runs the critical findings and every guideline on a report, in the order
// the application does, critical findings first.
func heldOutEverything(language string, s []report.Section) []string {
	ids := criticalIDs(DetectCriticalFindings(language, s))
	for _, r := range slices.Concat(FleischnerRecommendations(language, s), heldOutGuidanceRecommendations(language, s)) {
		ids = append(ids, r.ID)
	}
	return ids
}

func heldOutGuidanceRecommendations(language string, s []report.Section) []Recommendation {
	return slices.Concat(LungRADSRecommendations(language, s), TIRADSRecommendations(language, s),
		BosniakRecommendations(language, s), BIRADSRecommendations(language, s))
}

func TestHeldOutRomanceDictations(t *testing.T) {
	cases := []struct {
		name, language string
		sections       []report.Section
		want           []string
	}{
		// Spanish
		{"es neumotórax apical", "es", sections("Neumotórax apical izquierdo de 2 cm.", "Neumotórax izquierdo."), []string{pneumothorax}},
		{"es no se identifica TEP", "es", sections("No se identifican defectos de repleción en las arterias pulmonares.", "Sin signos de TEP."), nil},
		{"es hematoma subdural agudo", "es", sections("Hematoma subdural agudo frontoparietal derecho de 9 mm de espesor.", ""), []string{intracranialHemorrhage}},
		{"es neumoperitoneo poscirugía", "es", sections("Mínimo neumoperitoneo en relación con cirugía reciente.", ""), nil},
		{"es sonda en bronquio", "es", sections("Sonda nasogástrica con el extremo distal en el bronquio principal derecho.", ""), []string{misplacedDevice}},
		{"es nódulo sólido 7 mm", "es", sections("Nódulo pulmonar sólido de 7 mm en el lóbulo superior derecho.", ""), []string{"fleischner-2017-solid-single-6-8mm"}},
		{"es cribado pulmonar", "es", sections("Nódulo sólido de 9 mm en el lóbulo inferior izquierdo.", "", "Programa de cribado de cáncer de pulmón."),
			[]string{"lung-rads-v2022-4a"}},
		{"es tiroides TR4", "es", titled("Ecografía tiroidea", sections("Lóbulo derecho: nódulo sólido hipoecoico de 1,6 cm, más ancho que alto, de márgenes lisos.", "")),
			[]string{"acr-tirads-2017-tr4-fna"}},
		{"es quiste renal con septo grueso", "es", sections("Quiste renal izquierdo de 3 cm con un septo grueso de 5 mm que realza tras el contraste.", ""),
			[]string{"bosniak-2019-iii"}},
		{"es BI-RADS 3", "es", sections("", "BI-RADS 3: hallazgo probablemente benigno."), []string{"bi-rads-2013-3"}},
		// French
		{"fr pneumothorax compressif", "fr", sections("Volumineux pneumothorax droit compressif avec déviation médiastinale.", ""), []string{tensionPneumothorax}},
		{"fr absence d'embolie", "fr", sections("Absence de défect endoluminal des artères pulmonaires.", "Pas d'embolie pulmonaire."), nil},
		{"fr hématome sous-dural", "fr", sections("Hématome sous-dural aigu hémisphérique gauche de 8 mm.", ""), []string{intracranialHemorrhage}},
		{"fr ni épanchement ni pneumothorax", "fr", sections("Ni épanchement pleural ni pneumothorax.", ""), nil},
		{"fr torsion d'annexe", "fr", sections("Ovaire droit augmenté de volume, non vascularisé en Doppler, avec signe du tourbillon : torsion d'annexe.", ""),
			[]string{ovarianTorsion}},
		{"fr nodule de 7 mm", "fr", sections("Nodule pulmonaire solide de 7 mm du lobe supérieur droit.", "", "Patient tabagique, 30 paquets-années."),
			[]string{"fleischner-2017-solid-single-6-8mm"}},
		{"fr nodule en verre dépoli", "fr", sections("Nodule en verre dépoli pur de 8 mm du lobe inférieur gauche.", ""), []string{"fleischner-2017-ground-glass-single-ge6mm"}},
		{"fr thyroïde TR5", "fr", titled("Échographie thyroïdienne", sections("Lobe gauche : nodule solide très hypoéchogène de 1,2 cm, plus haut que large, avec microcalcifications.", "")),
			[]string{"acr-tirads-2017-tr5-fna"}},
		{"fr kyste rénal simple", "fr", sections("Kyste simple du rein droit de 4 cm, de densité liquidienne, à paroi fine.", ""), []string{"bosniak-2019-i"}},
		{"fr ACR 4", "fr", sections("", "Classification BI-RADS 4 du sein gauche."), []string{"bi-rads-2013-4"}},
		// Italian
		{"it pneumotorace", "it", sections("Falda di pneumotorace apicale destro.", ""), []string{pneumothorax}},
		{"it non segni di embolia", "it", sections("Non segni di embolia polmonare.", ""), nil},
		{"it senza pneumotorace", "it", sections("Versamento pleurico sinistro senza pneumotorace.", ""), nil},
		{"it emorragia subaracnoidea", "it", sections("Emorragia subaracnoidea nei solchi della convessità frontale destra.", ""), []string{intracranialHemorrhage}},
		{"it aria libera", "it", sections("Aria libera in addome in sede sottodiaframmatica.", "Pneumoperitoneo da verosimile perforazione di viscere cavo."),
			[]string{pneumoperitoneum}},
		{"it nodulo multiplo", "it", sections("Multipli noduli solidi polmonari bilaterali, il maggiore di 5 mm.", ""), []string{"fleischner-2017-solid-multiple-lt6mm"}},
		{"it nodulo in paziente oncologico", "it", sections("Nodulo solido di 8 mm nel lobo inferiore destro.", "", "Paziente con noto carcinoma mammario."),
			[]string{"fleischner-2017-not-applied-known-cancer"}},
		{"it tiroide spongiforme", "it", sections("Nel lobo tiroideo destro nodulo spongiforme di 2,5 cm.", ""), []string{"acr-tirads-2017-tr1-no-fna"}},
		{"it cisti renale", "it", sections("Cisti renale destra di 4 cm con setti multipli sottili.", ""), []string{"bosniak-2019-iif"}},
		{"it BI-RADS 2", "it", sections("", "BI-RADS 2."), []string{"bi-rads-2013-2"}},
		// Portuguese
		{"pt pneumotórax hipertensivo", "pt", sections("Pneumotórax hipertensivo à direita.", ""), []string{tensionPneumothorax}},
		{"pt sem pneumotórax", "pt", sections("Sem derrame pleural ou pneumotórax.", ""), nil},
		{"pt não se observa", "pt", sections("Não se observam sinais de dissecção aórtica.", ""), nil},
		{"pt AVC agudo", "pt-br", sections("Área de restrição à difusão no território da artéria cerebral média esquerda, compatível com infarto agudo.", ""),
			[]string{acuteStroke}},
		{"pt torção testicular", "pt", sections("Testículo esquerdo aumentado, sem fluxo ao Doppler, compatível com torção testicular.", ""),
			[]string{testicularTorsion}},
		{"pt nódulo em vidro fosco", "pt", sections("Nódulo em vidro fosco de 5 mm no lobo superior esquerdo.", ""), []string{"fleischner-2017-ground-glass-single-lt6mm"}},
		{"pt nódulo calcificado", "pt", sections("Nódulo calcificado de 4 mm no lobo inferior direito, granuloma.", ""), nil},
		{"pt tiroide TR2", "pt", titled("Ecografia da tiroide", sections("Lobo direito: nódulo misto, sólido e quístico, isoecogénico, de 2,6 cm.", "")),
			[]string{"acr-tirads-2017-tr2-no-fna"}},
		{"pt quisto renal", "pt", sections("Quisto renal esquerdo de 2 cm com fina calcificação parietal.", ""), []string{"bosniak-2019-ii"}},
		{"pt BI-RADS 5", "pt", sections("", "Categoria BI-RADS 5."), []string{"bi-rads-2013-5"}},
	}
	right := 0
	for _, c := range cases {
		got := heldOutEverything(c.language, c.sections)
		if slices.Equal(got, c.want) {
			right++
			continue
		}
		t.Logf("held-out miss %q: got %v, want %v", c.name, got, c.want)
	}
	t.Logf("held-out dictations: %d of %d right", right, len(cases))
	if right < heldOutRomanceFloor {
		t.Errorf("held-out dictations: %d right, fewer than the %d first measured", right, heldOutRomanceFloor)
	}
}
