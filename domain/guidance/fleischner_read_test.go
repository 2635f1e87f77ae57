package guidance

import (
	"slices"
	"strings"
	"testing"

	"github.com/radscribe/radscribe/domain/report"
)

func TestReadNodules(t *testing.T) {
	tests := []struct {
		name, language string
		sections       []report.Section
		want           []NoduleFacts
	}{
		// English
		{"en single solid", "en", sections("A 7 mm solid nodule in the right upper lobe.", "Right upper lobe nodule."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7}}},
		{"en type not dictated", "en", sections("4 mm nodule in the left lower lobe.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 4}}},
		{"en spoken size", "en", sections("six millimeter nodule in the lingula.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 6}}},
		{"en mean of two axes", "en", sections("Solid nodule of 9 x 7 mm in the right lower lobe.", ""),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 8}}},
		{"en centimetres", "en", sections("1.2 cm solid pulmonary nodule.", ""),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 12}}},
		{"en multiple by plural", "en", sections("Several solid nodules in both lungs, the largest 5 mm.", ""),
			[]NoduleFacts{{Type: Solid, Multiple: true, MeanDiameter: 5}}},
		{"en multiple by sentences", "en", sections("A 6 mm nodule in the right upper lobe. A 4 mm nodule in the left lower lobe.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, Multiple: true, MeanDiameter: 6}}},
		{"en part solid with its solid part", "en", sections("Part-solid nodule of 12 mm in the left upper lobe with a solid component of 6 mm.", ""),
			[]NoduleFacts{{Type: PartSolid, MeanDiameter: 12, SolidComponent: 6}}},
		{"en ground glass with a solid part is part solid", "en", sections("Ground glass nodule of 10 mm in the right upper lobe with a 4 mm solid component.", ""),
			[]NoduleFacts{{Type: PartSolid, MeanDiameter: 10, SolidComponent: 4}}},
		{"en ground glass", "en", sections("Pure ground-glass nodule in the right upper lobe measuring 8 mm.", ""),
			[]NoduleFacts{{Type: GroundGlass, MeanDiameter: 8}}},
		{"en two kinds", "en", sections("Solid 5 mm nodule in the right lower lobe. Ground glass nodule of 7 mm in the left upper lobe.", ""),
			[]NoduleFacts{{Type: Solid, Multiple: true, MeanDiameter: 5}, {Type: GroundGlass, Multiple: true, MeanDiameter: 7}}},
		{"en high risk smoker", "en", sections("7 mm solid nodule in the right upper lobe.", "", "Heavy smoker, 40 pack years."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: HighRisk}}},
		{"en low risk non-smoker", "en", sections("7 mm solid nodule in the right upper lobe.", "", "Non-smoker. Chest pain."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: LowRisk}}},
		{"en denied smoking is low risk", "en", sections("7 mm solid nodule in the right upper lobe.", "", "No smoking history."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: LowRisk}}},
		{"en family history is a risk, not a known cancer", "en", sections("7 mm solid nodule in the right upper lobe.", "", "Family history of lung cancer."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: HighRisk}}},
		// Not applied
		{"en screening", "en", sections("6 mm solid nodule in the right upper lobe.", "", "Lung cancer screening."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 6, Exclusion: Screening}}},
		{"en known cancer", "en", sections("6 mm solid nodule in the right upper lobe.", "", "Breast cancer."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 6, Exclusion: KnownCancer}}},
		{"en known cancer in findings", "en", sections("6 mm nodule in the right upper lobe. Known metastatic colon carcinoma.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 6, Exclusion: KnownCancer}}},
		{"en suspected cancer is no known cancer", "en", sections("9 mm solid nodule in the right upper lobe.", "", "Rule out malignancy."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 9}}},
		{"en no history of cancer", "en", sections("9 mm solid nodule in the right upper lobe.", "", "No history of cancer."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 9}}},
		{"en immunocompromised", "en", sections("6 mm solid nodule in the right upper lobe.", "", "Renal transplant recipient, fever."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 6, Exclusion: Immunocompromised}}},
		{"en young", "en", sections("6 mm solid nodule in the right upper lobe.", "", "28-year-old with cough."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 6, Exclusion: YoungerThan35}}},
		{"en years are no age", "en", sections("6 mm solid nodule in the right upper lobe. Follow-up in 2 years.", "", "Smoker for 20 years."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 6, Risk: HighRisk}}},
		{"en stable nodule", "en", sections("Stable 6 mm nodule in the left lower lobe.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 6, Exclusion: KnownNodule}}},
		{"en prior size", "en", sections("Solid nodule in the left lower lobe measures 7 mm, previously 5 mm.", ""),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: KnownNodule}}},
		// Nothing to suggest
		{"en no nodule", "en", sections("No pulmonary nodules.", "Normal chest CT."), nil},
		{"en calcified granuloma", "en", sections("Calcified 5 mm nodule in the right lower lobe.", ""), nil},
		{"en thyroid nodule", "en", sections("Lungs are clear. 12 mm nodule in the left thyroid lobe.", ""), nil},
		{"en possible nodule", "en", sections("Possible 4 mm nodule in the right upper lobe.", ""), nil},
		{"en impression only", "en", sections("Lungs: see impression.", "8 mm solid nodule in the right upper lobe."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 8}}},
		// German
		{"de solide", "de", sections("Solider Rundherd im rechten Oberlappen, 7 mm.", ""),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7}}},
		{"de gesprochene Größe", "de", sections("Rundherd im Unterlappen links, sechs Millimeter.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 6}}},
		{"de Dezimalkomma", "de", sections("Rundherd im Oberlappen rechts von 0,8 cm.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 8}}},
		{"de teilsolide", "de", sections("Teilsolider Rundherd im Oberlappen links, 14 mm, solider Anteil 6 mm.", ""),
			[]NoduleFacts{{Type: PartSolid, MeanDiameter: 14, SolidComponent: 6}}},
		{"de Milchglas", "de", sections("Milchglasherd im Mittellappen von 9 mm.", ""),
			[]NoduleFacts{{Type: GroundGlass, MeanDiameter: 9}}},
		{"de mehrere", "de", sections("Mehrere solide Rundherde in beiden Lungen, der größte 4 mm.", ""),
			[]NoduleFacts{{Type: Solid, Multiple: true, MeanDiameter: 4}}},
		{"de Raucher", "de", sections("Solider Rundherd im Oberlappen rechts, 7 mm.", "", "Raucher, 30 Packungsjahre."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: HighRisk}}},
		{"de kein Nikotinabusus", "de", sections("Solider Rundherd im Oberlappen rechts, 7 mm.", "", "Kein Nikotinabusus."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: LowRisk}}},
		{"de Nichtraucher", "de", sections("Solider Rundherd im Oberlappen rechts, 7 mm.", "", "Nichtraucherin."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: LowRisk}}},
		{"de Karzinom", "de", sections("Solider Rundherd im Oberlappen rechts, 7 mm.", "", "Bekanntes Mammakarzinom."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: KnownCancer}}},
		{"de Z. n.", "de", sections("Solider Rundherd im Oberlappen rechts, 7 mm.", "", "Z. n. Kolonkarzinom 2019."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: KnownCancer}}},
		{"de Screening", "de", sections("Solider Rundherd im Oberlappen rechts, 7 mm.", "", "Lungenkrebsfrüherkennung."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: Screening}}},
		{"de Immunsuppression", "de", sections("Solider Rundherd im Oberlappen rechts, 7 mm.", "", "Immunsuppression nach Nierentransplantation."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: Immunocompromised}}},
		{"de Alter", "de", sections("Solider Rundherd im Oberlappen rechts, 7 mm.", "", "30-jährige Patientin mit Husten."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: YoungerThan35}}},
		{"de Lymphknoten", "de", sections("Lymphknoten paratracheal 8 mm. Keine Rundherde.", ""), nil},
		{"de größenkonstant", "de", sections("Größenkonstanter Rundherd im Unterlappen links, 6 mm.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 6, Exclusion: KnownNodule}}},
		{"de ohne Lungenbezug", "de", sections("Rundherd von 5 mm.", ""), nil},
		{"de Zeilenbezeichnung Lunge", "de", sections("Lunge: Rundherd von 5 mm.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 5}}},
		{"de verkalkt", "de", sections("Verkalkter Rundherd im Unterlappen links, 6 mm.", ""), nil},
		{"de Verdacht", "de", sections("Fraglicher Rundherd im Unterlappen links, 4 mm.", ""), nil},
		// Spanish
		{"es sólido", "es", sections("Nódulo pulmonar sólido de 7 mm en el lóbulo superior derecho.", ""),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7}}},
		{"es tamaño dictado", "es", sections("Nódulo de seis milímetros en el lóbulo inferior izquierdo.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 6}}},
		{"es parcialmente sólido", "es", sections("Nódulo parcialmente sólido de 14 mm en el lóbulo superior izquierdo con componente sólido de 6 mm.", ""),
			[]NoduleFacts{{Type: PartSolid, MeanDiameter: 14, SolidComponent: 6}}},
		{"es vidrio deslustrado", "es", sections("Nódulo en vidrio deslustrado de 9 mm en el lóbulo medio.", ""),
			[]NoduleFacts{{Type: GroundGlass, MeanDiameter: 9}}},
		{"es múltiples", "es", sections("Múltiples nódulos pulmonares sólidos bilaterales, el mayor de 5 mm.", ""),
			[]NoduleFacts{{Type: Solid, Multiple: true, MeanDiameter: 5}}},
		{"es fumador", "es", sections("Nódulo sólido de 7 mm en el lóbulo superior derecho.", "", "Fumador de 30 paquetes-año."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: HighRisk}}},
		{"es no fumador", "es", sections("Nódulo sólido de 7 mm en el lóbulo superior derecho.", "", "No fumador."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: LowRisk}}},
		{"es cáncer conocido", "es", sections("Nódulo sólido de 7 mm en el lóbulo superior derecho.", "", "Antecedente de carcinoma de colon."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: KnownCancer}}},
		{"es cribado", "es", sections("Nódulo sólido de 7 mm en el lóbulo superior derecho.", "", "Cribado de cáncer de pulmón."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: Screening}}},
		{"es trasplante", "es", sections("Nódulo sólido de 7 mm en el lóbulo superior derecho.", "", "Paciente trasplantado renal con fiebre."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: Immunocompromised}}},
		{"es joven", "es", sections("Nódulo sólido de 7 mm en el lóbulo superior derecho.", "", "Mujer de 28 años con tos."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: YoungerThan35}}},
		{"es años que no son edad", "es", sections("Nódulo sólido de 7 mm en el lóbulo superior derecho. Control en 2 años.", "", "Fumador durante 20 años."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: HighRisk}}},
		{"es estable", "es", sections("Nódulo de 6 mm en el lóbulo inferior izquierdo, estable.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 6, Exclusion: KnownNodule}}},
		{"es calcificado", "es", sections("Nódulo calcificado de 5 mm en el lóbulo inferior derecho.", ""), nil},
		{"es tiroides", "es", sections("Pulmones sin alteraciones. Nódulo de 12 mm en el lóbulo tiroideo izquierdo.", ""), nil},
		{"es sin nódulos", "es", sections("Sin nódulos pulmonares.", ""), nil},
		// French
		{"fr solide", "fr", sections("Nodule pulmonaire solide de 7 mm du lobe supérieur droit.", ""),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7}}},
		{"fr taille dictée", "fr", sections("Nodule de huit millimètres du lobe inférieur gauche.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 8}}},
		{"fr virgule", "fr", sections("Nodule du lobe moyen de 0,9 cm.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 9}}},
		{"fr partiellement solide", "fr", sections("Nodule mixte partiellement solide de 12 mm du lobe supérieur gauche, avec une composante solide de 5 mm.", ""),
			[]NoduleFacts{{Type: PartSolid, MeanDiameter: 12, SolidComponent: 5}}},
		{"fr verre dépoli", "fr", sections("Nodule en verre dépoli de 7 mm du lobe supérieur droit.", ""),
			[]NoduleFacts{{Type: GroundGlass, MeanDiameter: 7}}},
		{"fr multiples", "fr", sections("Plusieurs nodules pulmonaires solides, le plus grand de 4 mm.", ""),
			[]NoduleFacts{{Type: Solid, Multiple: true, MeanDiameter: 4}}},
		{"fr tabagisme", "fr", sections("Nodule solide de 7 mm du lobe supérieur droit.", "", "Tabagisme actif à 40 paquets-années."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: HighRisk}}},
		{"fr non fumeur", "fr", sections("Nodule solide de 7 mm du lobe supérieur droit.", "", "Non-fumeur."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: LowRisk}}},
		{"fr cancer connu", "fr", sections("Nodule solide de 7 mm du lobe supérieur droit.", "", "Bilan d'extension d'un cancer du sein."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: KnownCancer}}},
		{"fr dépistage", "fr", sections("Nodule solide de 7 mm du lobe supérieur droit.", "", "Dépistage du cancer du poumon."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: Screening}}},
		{"fr immunodépression", "fr", sections("Nodule solide de 7 mm du lobe supérieur droit.", "", "Patient immunodéprimé, fièvre."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: Immunocompromised}}},
		{"fr âge", "fr", sections("Nodule solide de 7 mm du lobe supérieur droit.", "", "Patiente de 30 ans, toux."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: YoungerThan35}}},
		{"fr stable", "fr", sections("Nodule du lobe inférieur gauche de 6 mm, stable.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 6, Exclusion: KnownNodule}}},
		{"fr calcifié", "fr", sections("Nodule calcifié de 5 mm du lobe inférieur droit.", ""), nil},
		{"fr pas de nodule", "fr", sections("Pas de nodule pulmonaire.", ""), nil},
		// Italian
		{"it solido", "it", sections("Nodulo polmonare solido di 7 mm nel lobo superiore destro.", ""),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7}}},
		{"it misura dettata", "it", sections("Nodulo di sei millimetri nel lobo inferiore sinistro.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 6}}},
		{"it parzialmente solido", "it", sections("Nodulo parzialmente solido di 12 mm nel lobo superiore sinistro con componente solida di 7 mm.", ""),
			[]NoduleFacts{{Type: PartSolid, MeanDiameter: 12, SolidComponent: 7}}},
		{"it vetro smerigliato", "it", sections("Nodulo a vetro smerigliato di 8 mm nel lobo medio.", ""),
			[]NoduleFacts{{Type: GroundGlass, MeanDiameter: 8}}},
		{"it multipli", "it", sections("Alcuni noduli solidi polmonari, il maggiore di 5 mm.", ""),
			[]NoduleFacts{{Type: Solid, Multiple: true, MeanDiameter: 5}}},
		{"it fumatore", "it", sections("Nodulo solido di 7 mm nel lobo superiore destro.", "", "Forte fumatore."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: HighRisk}}},
		{"it non fumatore", "it", sections("Nodulo solido di 7 mm nel lobo superiore destro.", "", "Non fumatore."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: LowRisk}}},
		{"it neoplasia nota", "it", sections("Nodulo solido di 7 mm nel lobo superiore destro.", "", "Pregresso carcinoma del colon."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: KnownCancer}}},
		{"it screening", "it", sections("Nodulo solido di 7 mm nel lobo superiore destro.", "", "Screening del tumore polmonare."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: Screening}}},
		{"it immunodepresso", "it", sections("Nodulo solido di 7 mm nel lobo superiore destro.", "", "Paziente immunodepresso in chemioterapia."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: Immunocompromised}}},
		{"it età", "it", sections("Nodulo solido di 7 mm nel lobo superiore destro.", "", "Paziente di 25 anni."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: YoungerThan35}}},
		{"it invariato", "it", sections("Nodulo invariato di 6 mm nel lobo inferiore sinistro.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 6, Exclusion: KnownNodule}}},
		{"it calcifico", "it", sections("Nodulo calcifico di 4 mm nel lobo inferiore destro.", ""), nil},
		{"it non noduli", "it", sections("Non noduli polmonari.", ""), nil},
		// Portuguese
		{"pt sólido", "pt", sections("Nódulo pulmonar sólido de 7 mm no lobo superior direito.", ""),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7}}},
		{"pt tamanho ditado", "pt", sections("Nódulo de seis milímetros no lobo inferior esquerdo.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 6}}},
		{"pt parcialmente sólido", "pt", sections("Nódulo parcialmente sólido de 15 mm no lobo superior esquerdo, com componente sólido de 8 mm.", ""),
			[]NoduleFacts{{Type: PartSolid, MeanDiameter: 15, SolidComponent: 8}}},
		{"pt vidro despolido", "pt", sections("Nódulo em vidro despolido de 10 mm no lobo médio.", ""),
			[]NoduleFacts{{Type: GroundGlass, MeanDiameter: 10}}},
		{"pt múltiplos", "pt", sections("Múltiplos nódulos sólidos pulmonares, o maior com 5 mm.", ""),
			[]NoduleFacts{{Type: Solid, Multiple: true, MeanDiameter: 5}}},
		{"pt fumador", "pt", sections("Nódulo sólido de 7 mm no lobo superior direito.", "", "Fumador, 40 UMA."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: HighRisk}}},
		{"pt não fumador", "pt", sections("Nódulo sólido de 7 mm no lobo superior direito.", "", "Não fumador."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Risk: LowRisk}}},
		{"pt neoplasia conhecida", "pt", sections("Nódulo sólido de 7 mm no lobo superior direito.", "", "Neoplasia da mama conhecida."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: KnownCancer}}},
		{"pt rastreio", "pt", sections("Nódulo sólido de 7 mm no lobo superior direito.", "", "Rastreio de cancro do pulmão."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: Screening}}},
		{"pt imunodeprimido", "pt-br", sections("Nódulo sólido de 7 mm no lobo superior direito.", "", "Paciente imunossuprimido, transplantado."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: Immunocompromised}}},
		{"pt idade", "pt", sections("Nódulo sólido de 7 mm no lobo superior direito.", "", "Doente de 31 anos."),
			[]NoduleFacts{{Type: Solid, MeanDiameter: 7, Exclusion: YoungerThan35}}},
		{"pt estável", "pt", sections("Nódulo estável de 6 mm no lobo inferior esquerdo.", ""),
			[]NoduleFacts{{Type: TypeNotDictated, MeanDiameter: 6, Exclusion: KnownNodule}}},
		{"pt calcificado", "pt", sections("Nódulo calcificado de 5 mm no lobo inferior direito.", ""), nil},
		{"pt sem nódulos", "pt", sections("Sem nódulos pulmonares.", ""), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ReadNodules(tt.language, tt.sections)
			if !slices.Equal(got, tt.want) {
				t.Errorf("got  %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func TestFleischnerRecommendations(t *testing.T) {
	got := FleischnerRecommendations("en", sections("A 7 mm solid nodule in the right upper lobe.", "", "Former smoker."))
	if len(got) != 1 || got[0].ID != "fleischner-2017-solid-single-6-8mm" || got[0].Text != "High risk: CT at 6-12 months, then CT at 18-24 months." {
		t.Errorf("got %+v", got)
	}
	de := FleischnerRecommendations("de", sections("Teilsolider Rundherd im Oberlappen links, 14 mm, solider Anteil 6 mm.", ""))
	if len(de) != 1 || de[0].ID != "fleischner-2017-part-solid-single-ge6mm" || de[0].Finding != "Einzelner teilsolider Rundherd, 14 mm (solider Anteil 6 mm)" {
		t.Errorf("got %+v", de)
	}
	romance := []struct{ language, findings, clinical, id, finding, text string }{
		{"es", "Nódulo sólido de 7 mm en el lóbulo superior derecho.", "Exfumador.", "fleischner-2017-solid-single-6-8mm",
			"Nódulo sólido único, 7 mm", "Riesgo alto: TC a los 6-12 meses y después TC a los 18-24 meses."},
		{"fr", "Nodule en verre dépoli de 6,5 mm du lobe supérieur gauche.", "", "fleischner-2017-ground-glass-single-ge6mm",
			"Nodule en verre dépoli unique, 6,5 mm", "TDM à 6-12 mois pour confirmer la persistance, puis TDM tous les 2 ans jusqu'à 5 ans."},
		{"it", "Nodulo solido di 4 mm nel lobo inferiore destro.", "", "fleischner-2017-solid-single-lt6mm",
			"Nodulo solido singolo, 4 mm; rischio non dettato", "Basso rischio: Nessun controllo di routine. Alto rischio: TC facoltativa a 12 mesi."},
		{"pt", "Nódulo sólido de 9 mm no lobo superior direito.", "Neoplasia do cólon conhecida.", "fleischner-2017-not-applied-known-cancer",
			"Nódulo sólido único, 9 mm", "Recomendações de Fleischner não aplicadas: o ditado refere uma neoplasia conhecida; os nódulos são seguidos como possíveis metástases."},
	}
	for _, c := range romance {
		got := FleischnerRecommendations(c.language, sections(c.findings, "", c.clinical))
		if len(got) != 1 || got[0].ID != c.id || got[0].Finding != c.finding || got[0].Text != c.text {
			t.Errorf("%s: got %+v\nwant %s / %s / %s", c.language, got, c.id, c.finding, c.text)
		}
	}
	if none := FleischnerRecommendations("en", sections("No pulmonary nodules.", "")); len(none) != 0 {
		t.Errorf("got %+v for no nodules", none)
	}
}

func BenchmarkFleischnerRecommendations(b *testing.B) {
	paragraph := "A 7 mm solid nodule in the right upper lobe, previously 5 mm. Several ground glass nodules in both lungs, " +
		"the largest 4 mm. No pneumothorax. Part-solid nodule of 12 mm with a solid component of 6 mm in the left upper lobe. "
	text := strings.Repeat(paragraph, 50000/len(paragraph)+1)[:50000]
	for b.Loop() {
		FleischnerRecommendations("en", sections(text, "", "Former smoker, 30 pack years."))
	}
}

// The Fleischner Society's recommendations are for nodules found on CT: a nodule on a
// radiograph gets the reason instead of CT intervals, in the report's language.
func TestFleischnerIsNotAppliedToARadiograph(t *testing.T) {
	tests := []struct {
		language string
		sections []report.Section
	}{
		{"en", titled("Chest radiograph, PA and lateral", sections("8 mm nodule in the right upper lobe.", ""))},
		{"en", sections("PA and lateral views of the chest. 9 mm nodular opacity in the left lower lobe.", "")},
		{"de", titled("Röntgen Thorax in zwei Ebenen", sections("Rundherd von 8 mm im rechten Oberlappen.", ""))},
		{"fr", titled("Radiographie thoracique de face", sections("Nodule de 8 mm du lobe supérieur droit.", ""))},
	}
	for _, tt := range tests {
		got := FleischnerRecommendations(tt.language, tt.sections)
		if len(got) != 1 || got[0].ID != "fleischner-2017-not-applied-radiograph" {
			t.Errorf("%s %+v: got %+v", tt.language, tt.sections, got)
		}
	}
	if ct := FleischnerRecommendations("en", titled("CT chest", sections("8 mm solid nodule in the right upper lobe.", ""))); len(ct) != 1 || ct[0].ID != "fleischner-2017-solid-single-6-8mm" {
		t.Errorf("CT: got %+v", ct)
	}
}
