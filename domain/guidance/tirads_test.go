package guidance

import (
	"strings"
	"testing"

	"github.com/radscribe/radscribe/domain/report"
)

// A radiologist's TI-RADS chart: points per feature, level by total, and the size thresholds,
// with their edges (a threshold counts from the size itself: a 1.0 cm TR5 nodule is aspirated).
func TestTIRADSTable(t *testing.T) {
	solidHypo := ThyroidNodule{Composition: SolidComposition, Echogenicity: Hypoechoic} // 4 points, TR4
	withSize := func(n ThyroidNodule, mm float64) ThyroidNodule { n.MaxDiameter = mm; return n }
	tr5 := ThyroidNodule{Composition: SolidComposition, Echogenicity: Hypoechoic, Shape: TallerThanWide} // 7 points
	tr3 := ThyroidNodule{Composition: SolidComposition, Echogenicity: Isoechoic}                         // 3 points
	tests := []struct {
		name   string
		nodule ThyroidNodule
		points int
		id     string
	}{
		// Points and levels.
		{"cystic anechoic is TR1", ThyroidNodule{Composition: Cystic, Echogenicity: Anechoic, MaxDiameter: 30}, 0, "acr-tirads-2017-tr1-no-fna"},
		{"spongiform adds no further points", ThyroidNodule{Composition: Spongiform, Echogenicity: Hypoechoic, Foci: PunctateFoci, MaxDiameter: 30}, 0, "acr-tirads-2017-tr1-no-fna"},
		{"spongiform needs no echogenicity", ThyroidNodule{Composition: Spongiform, MaxDiameter: 30}, 0, "acr-tirads-2017-tr1-no-fna"},
		{"one point is TR1", ThyroidNodule{Composition: Cystic, Echogenicity: Anechoic, Foci: Macrocalcifications, MaxDiameter: 20}, 1, "acr-tirads-2017-tr1-no-fna"},
		{"mixed isoechoic is TR2", ThyroidNodule{Composition: MixedCysticSolid, Echogenicity: Isoechoic, MaxDiameter: 40}, 2, "acr-tirads-2017-tr2-no-fna"},
		{"comet tails add nothing", ThyroidNodule{Composition: MixedCysticSolid, Echogenicity: Hyperechoic, Foci: CometTail, MaxDiameter: 40}, 2, "acr-tirads-2017-tr2-no-fna"},
		{"solid isoechoic is TR3", withSize(tr3, 30), 3, "acr-tirads-2017-tr3-fna"},
		{"solid hypoechoic is TR4", withSize(solidHypo, 20), 4, "acr-tirads-2017-tr4-fna"},
		{"ill-defined margin adds nothing", ThyroidNodule{Composition: SolidComposition, Echogenicity: Hypoechoic, Margin: IllDefinedMargin, MaxDiameter: 12}, 4, "acr-tirads-2017-tr4-follow-up"},
		{"irregular margin, 6 points, still TR4", ThyroidNodule{Composition: SolidComposition, Echogenicity: Hypoechoic, Margin: LobulatedOrIrregular, MaxDiameter: 12}, 6, "acr-tirads-2017-tr4-follow-up"},
		{"taller-than-wide makes 7, TR5", withSize(tr5, 12), 7, "acr-tirads-2017-tr5-fna"},
		{"echogenic foci add up", ThyroidNodule{Composition: SolidComposition, Echogenicity: VeryHypoechoic, Shape: TallerThanWide,
			Margin: ExtrathyroidalExtension, Foci: PunctateFoci | RimCalcifications | Macrocalcifications, MaxDiameter: 8}, 17, "acr-tirads-2017-tr5-follow-up"},
		// TR5: FNA from 1.0 cm, follow-up from 0.5 cm.
		{"TR5 exactly 1.0 cm", withSize(tr5, 10), 7, "acr-tirads-2017-tr5-fna"},
		{"TR5 9.9 mm", withSize(tr5, 9.9), 7, "acr-tirads-2017-tr5-follow-up"},
		{"TR5 exactly 0.5 cm", withSize(tr5, 5), 7, "acr-tirads-2017-tr5-follow-up"},
		{"TR5 4.9 mm", withSize(tr5, 4.9), 7, "acr-tirads-2017-tr5-no-follow-up"},
		// TR4: FNA from 1.5 cm, follow-up from 1.0 cm.
		{"TR4 exactly 1.5 cm", withSize(solidHypo, 15), 4, "acr-tirads-2017-tr4-fna"},
		{"TR4 1.4 cm", withSize(solidHypo, 14), 4, "acr-tirads-2017-tr4-follow-up"},
		{"TR4 exactly 1.0 cm", withSize(solidHypo, 10), 4, "acr-tirads-2017-tr4-follow-up"},
		{"TR4 0.9 cm", withSize(solidHypo, 9), 4, "acr-tirads-2017-tr4-no-follow-up"},
		// TR3: FNA from 2.5 cm, follow-up from 1.5 cm.
		{"TR3 exactly 2.5 cm", withSize(tr3, 25), 3, "acr-tirads-2017-tr3-fna"},
		{"TR3 2.4 cm", withSize(tr3, 24), 3, "acr-tirads-2017-tr3-follow-up"},
		{"TR3 exactly 1.5 cm", withSize(tr3, 15), 3, "acr-tirads-2017-tr3-follow-up"},
		{"TR3 1.4 cm", withSize(tr3, 14), 3, "acr-tirads-2017-tr3-no-follow-up"},
		// TR1 and TR2 are never aspirated, whatever the size.
		{"TR2 5 cm", ThyroidNodule{Composition: MixedCysticSolid, Echogenicity: Isoechoic, MaxDiameter: 50}, 2, "acr-tirads-2017-tr2-no-fna"},
		{"size not dictated", solidHypo, 4, "acr-tirads-2017-tr4-size-not-dictated"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := TIRADSPoints(tt.nodule); got != tt.points {
				t.Errorf("points %d, want %d", got, tt.points)
			}
			r, ok := TIRADS(tt.nodule, "en")
			if !ok || r.ID != tt.id {
				t.Fatalf("got %q (%v), want %q", r.ID, ok, tt.id)
			}
			if r.Guideline != TIRADSGuideline || !strings.Contains(r.Citation, "J Am Coll Radiol 2017;14(5):587-595") || r.Finding == "" || r.Text == "" {
				t.Errorf("incomplete %+v", r)
			}
		})
	}
}

// Composition and echogenicity must be dictated; the chart is not guessed from a size.
func TestTIRADSNeedsCompositionAndEchogenicity(t *testing.T) {
	for name, n := range map[string]ThyroidNodule{
		"no echogenicity": {Composition: SolidComposition, MaxDiameter: 20},
		"no composition":  {Echogenicity: Hypoechoic, Shape: TallerThanWide, MaxDiameter: 20},
		"nothing":         {MaxDiameter: 20},
	} {
		if r, ok := TIRADS(n, "en"); ok {
			t.Errorf("%s: got %+v", name, r)
		}
	}
}

func TestTIRADSWording(t *testing.T) {
	n := ThyroidNodule{Composition: SolidComposition, Echogenicity: Hypoechoic, Margin: SmoothMargin, Foci: NoEchogenicFoci, MaxDiameter: 12}
	en, _ := TIRADS(n, "en")
	if want := "Thyroid nodule, 1.2 cm: solid (2), hypoechoic (2), smooth margin (0), no echogenic foci (0); not dictated, counted as absent: taller-than-wide shape"; en.Finding != want {
		t.Errorf("en finding\n%q\nwant\n%q", en.Finding, want)
	}
	if want := "TR4 (moderately suspicious), 4 points. Ultrasound follow-up at 1, 2, 3 and 5 years (from 1.0 cm; FNA from 1.5 cm)."; en.Text != want {
		t.Errorf("en text\n%q\nwant\n%q", en.Text, want)
	}
	bare, _ := TIRADS(ThyroidNodule{Composition: SolidComposition, Echogenicity: Hypoechoic, Shape: TallerThanWide}, "en")
	if want := "Thyroid nodule, size not dictated: solid (2), hypoechoic (2), taller-than-wide (3); not dictated, counted as absent: lobulated or irregular margin or extrathyroidal extension, echogenic foci"; bare.Finding != want {
		t.Errorf("en finding\n%q\nwant\n%q", bare.Finding, want)
	}
	if want := "TR5 (highly suspicious), 7 points. Size not dictated: FNA from 1.0 cm; ultrasound follow-up annually for up to 5 years from 0.5 cm."; bare.Text != want {
		t.Errorf("en text\n%q\nwant\n%q", bare.Text, want)
	}
	fna, _ := TIRADS(ThyroidNodule{Composition: SolidComposition, Echogenicity: Isoechoic, MaxDiameter: 25}, "en")
	if want := "TR3 (mildly suspicious), 3 points. FNA (from 2.5 cm)."; fna.Text != want {
		t.Errorf("en text %q, want %q", fna.Text, want)
	}
	calc, _ := TIRADS(ThyroidNodule{Composition: SolidComposition, Echogenicity: Isoechoic, CalcificationTypeNotDictated: true, MaxDiameter: 9}, "en")
	if !strings.Contains(calc.Finding, "echogenic foci (calcifications of a type not dictated)") || calc.Text != "TR3 (mildly suspicious), 3 points. No FNA or follow-up (follow-up from 1.5 cm; FNA from 2.5 cm)." {
		t.Errorf("en calcifications %q / %q", calc.Finding, calc.Text)
	}
	one, _ := TIRADS(ThyroidNodule{Composition: Cystic, Echogenicity: Anechoic, Foci: Macrocalcifications, MaxDiameter: 20}, "en")
	if want := "TR1 (benign), 1 point. No FNA."; one.Text != want {
		t.Errorf("en text %q, want %q", one.Text, want)
	}

	de, _ := TIRADS(n, "de-AT")
	if want := "Schilddrüsenknoten, 1,2 cm: solide (2), echoarm (2), glatt begrenzt (0), keine echogenen Foci (0); nicht diktiert, als fehlend gewertet: Form höher als breit"; de.Finding != want {
		t.Errorf("de finding\n%q\nwant\n%q", de.Finding, want)
	}
	if want := "TR4 (mäßig suspekt), 4 Punkte. Sonographische Verlaufskontrolle nach 1, 2, 3 und 5 Jahren (ab 1,0 cm; Feinnadelpunktion ab 1,5 cm)."; de.Text != want {
		t.Errorf("de text\n%q\nwant\n%q", de.Text, want)
	}
	spongy, _ := TIRADS(ThyroidNodule{Composition: Spongiform, MaxDiameter: 30}, "de")
	if spongy.Finding != "Schilddrüsenknoten, 3,0 cm: spongiform (0, keine weiteren Punkte)" || spongy.Text != "TR1 (benigne), 0 Punkte. Keine Feinnadelpunktion." {
		t.Errorf("de spongiform %q / %q", spongy.Finding, spongy.Text)
	}
	romance := map[string][2]string{
		"es": {"Nódulo tiroideo, 1,2 cm: sólido (2), hipoecoico (2), márgenes lisos (0), sin focos ecogénicos (0); no dictado, valorado como ausente: forma más alta que ancha",
			"TR4 (moderadamente sospechoso), 4 puntos. Seguimiento ecográfico a 1, 2, 3 y 5 años (desde 1,0 cm; PAAF desde 1,5 cm)."},
		"fr": {"Nodule thyroïdien, 1,2 cm: solide (2), hypoéchogène (2), contours réguliers (0), pas de foyer hyperéchogène (0); non dicté, considéré comme absent: forme plus épaisse que large",
			"TR4 (modérément suspect), 4 points. Surveillance échographique à 1, 2, 3 et 5 ans (à partir de 1,0 cm; cytoponction à partir de 1,5 cm)."},
		"it": {"Nodulo tiroideo, 1,2 cm: solido (2), ipoecogeno (2), margini regolari (0), nessuno spot iperecogeno (0); non dettato, considerato assente: forma più alta che larga",
			"TR4 (moderatamente sospetto), 4 punti. Controllo ecografico a 1, 2, 3 e 5 anni (da 1,0 cm; agoaspirato da 1,5 cm)."},
		"pt": {"Nódulo da tiroide, 1,2 cm: sólido (2), hipoecogénico (2), margens regulares (0), sem focos ecogénicos (0); não ditado, considerado ausente: forma mais alta do que larga",
			"TR4 (moderadamente suspeito), 4 pontos. Seguimento ecográfico aos 1, 2, 3 e 5 anos (a partir de 1,0 cm; citologia aspirativa a partir de 1,5 cm)."},
	}
	for language, want := range romance {
		if r, _ := TIRADS(n, language); r.Finding != want[0] || r.Text != want[1] {
			t.Errorf("%s\n%q\n%q", language, r.Finding, r.Text)
		}
	}
	// A language without its own words reads English, and does not fail.
	if sv, ok := TIRADS(n, "sv"); !ok || sv.Text != en.Text {
		t.Errorf("sv %+v", sv)
	}
}

func TestReadThyroidNodules(t *testing.T) {
	usThyroid := func(findings string) []report.Section { return titled("Ultrasound Thyroid", sections(findings, "")) }
	tests := []struct {
		name, language string
		sections       []report.Section
		want           []ThyroidNodule
	}{
		// English, one sentence.
		{"en solid hypoechoic smooth, no foci", "en", usThyroid("Right lobe: 1.2 x 0.8 x 0.9 cm solid hypoechoic nodule with smooth margins and no echogenic foci."),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, Margin: SmoothMargin, Foci: NoEchogenicFoci, MaxDiameter: 12}}},
		{"en thyroid named in the sentence", "en", sections("Left thyroid lobe: mixed cystic and solid nodule, 2.5 cm, isoechoic, with a large comet-tail artifact.", ""),
			[]ThyroidNodule{{Composition: MixedCysticSolid, Echogenicity: Isoechoic, Foci: CometTail, MaxDiameter: 25}}},
		{"en spongiform", "en", sections("Spongiform nodule in the right thyroid lobe measuring 3 cm.", ""),
			[]ThyroidNodule{{Composition: Spongiform, MaxDiameter: 30}}},
		{"en every category", "en", usThyroid("Solid very hypoechoic nodule in the isthmus, 8 mm, taller-than-wide, with lobulated margins and punctate echogenic foci."),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: VeryHypoechoic, Shape: TallerThanWide, Margin: LobulatedOrIrregular, Foci: PunctateFoci, MaxDiameter: 8}}},
		{"en extrathyroidal extension and rim calcifications", "en", sections("Right thyroid lobe: 1.5 cm solid hypoechoic nodule with extrathyroidal extension and peripheral calcifications.", ""),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, Margin: ExtrathyroidalExtension, Foci: RimCalcifications, MaxDiameter: 15}}},
		{"en macro and rim calcifications", "en", sections("Solid isoechoic thyroid nodule, 2 cm, with macrocalcifications and rim calcification.", ""),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Isoechoic, Foci: Macrocalcifications | RimCalcifications, MaxDiameter: 20}}},
		{"en microcalcifications are punctate foci", "en", sections("Solid hypoechoic thyroid nodule, 1.1 cm, with microcalcifications.", ""),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, Foci: PunctateFoci, MaxDiameter: 11}}},
		{"en calcifications of no type", "en", sections("Solid hypoechoic thyroid nodule, 1.6 cm, with calcifications.", ""),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, CalcificationTypeNotDictated: true, MaxDiameter: 16}}},
		{"en a halo is no echogenicity", "en", sections("Solid isoechoic thyroid nodule with a hypoechoic halo, 1.8 cm.", ""),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Isoechoic, MaxDiameter: 18}}},
		{"en a solid component is no composition", "en", sections("Thyroid nodule of 3 cm, mixed cystic and solid, with a hypoechoic solid component.", ""),
			[]ThyroidNodule{{Composition: MixedCysticSolid, Echogenicity: Hypoechoic, MaxDiameter: 30}}},
		{"en predominantly solid is mixed", "en", sections("Predominantly solid isoechoic nodule in the left thyroid lobe, 2.8 cm.", ""),
			[]ThyroidNodule{{Composition: MixedCysticSolid, Echogenicity: Isoechoic, MaxDiameter: 28}}},
		{"en not taller than wide", "en", sections("Solid hypoechoic thyroid nodule, 9 mm, not taller than wide.", ""),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, Shape: WiderThanTall, MaxDiameter: 9}}},
		{"en ill-defined", "en", sections("Solid hypoechoic thyroid nodule, 1.3 cm, with ill-defined margins.", ""),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, Margin: IllDefinedMargin, MaxDiameter: 13}}},
		{"en a prior size is no size", "en", sections("Solid hypoechoic nodule in the right thyroid lobe, now 1.3 cm, previously 1.0 cm.", ""),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, MaxDiameter: 13}}},
		// English, described over several sentences.
		{"en described after its size", "en", usThyroid("Right lobe: There is a nodule measuring 1.4 cm. It is solid and hypoechoic. No echogenic foci."),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, Foci: NoEchogenicFoci, MaxDiameter: 14}}},
		{"en the nodule again", "en", usThyroid("Right lobe: solid hypoechoic nodule. The nodule measures 1.1 cm and is wider than tall."),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, Shape: WiderThanTall, MaxDiameter: 11}}},
		{"en two nodules", "en", usThyroid("Right lobe: 1.2 cm solid hypoechoic nodule. Left lobe: 2.0 cm spongiform nodule."),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, MaxDiameter: 12}, {Composition: Spongiform, MaxDiameter: 20}}},
		{"en a normal lobe ends the description", "en", usThyroid("Right lobe: 1.2 cm solid nodule. Left lobe: normal size, isoechoic parenchyma."),
			[]ThyroidNodule{{Composition: SolidComposition, MaxDiameter: 12}}},
		// Never TI-RADS.
		{"en lung nodule", "en", sections("8 mm solid nodule in the right upper lobe.", ""), nil},
		{"en lung nodule in a thyroid report", "en", usThyroid("Incidental 8 mm solid hypoechoic nodule in the right lung apex."), nil},
		{"en no thyroid named", "en", sections("Right lobe: 1.2 cm solid hypoechoic nodule.", ""), nil},
		{"en no nodule", "en", usThyroid("No thyroid nodules. Homogeneous isoechoic parenchyma."), nil},
		{"en lymph node", "en", usThyroid("Enlarged hypoechoic lymph node at level III, 1.5 cm, solid."), nil},
		{"en breast", "en", titled("Ultrasound Right Breast", sections("1.2 cm solid hypoechoic nodule at 10 o'clock.", "")), nil},
		{"en possible nodule", "en", usThyroid("Possible small solid hypoechoic nodule in the right lobe, 6 mm."), nil},
		{"en CT chest title", "en", titled("CT Chest", sections("Right lobe: 1.2 cm solid hypoechoic nodule.", "")), nil},
		// German.
		{"de solide echoarm glatt", "de", titled("Sonographie Schilddrüse", sections("Rechter Schilddrüsenlappen: solider echoarmer Knoten von 1,2 x 0,8 cm, glatt begrenzt, keine Verkalkungen.", "")),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, Margin: SmoothMargin, Foci: NoEchogenicFoci, MaxDiameter: 12}}},
		{"de gemischt echogleich Kometenschweif", "de", sections("Im linken Schilddrüsenlappen gemischt zystisch-solider, echogleicher Knoten von 2,5 cm mit Kometenschweifartefakten.", ""),
			[]ThyroidNodule{{Composition: MixedCysticSolid, Echogenicity: Isoechoic, Foci: CometTail, MaxDiameter: 25}}},
		{"de alle Kategorien", "de", sections("Schilddrüsenknoten rechts 9 mm, solide, stark echoarm, höher als breit, lobuliert, mit punktförmigen echogenen Foci.", ""),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: VeryHypoechoic, Shape: TallerThanWide, Margin: LobulatedOrIrregular, Foci: PunctateFoci, MaxDiameter: 9}}},
		{"de Strumaknoten spongiform", "de", sections("Strumaknoten links, 3 cm, spongiform.", ""),
			[]ThyroidNodule{{Composition: Spongiform, MaxDiameter: 30}}},
		{"de Makro- und Randverkalkungen", "de", sections("Solider echoarmer Knoten im Isthmus der Schilddrüse, 1,5 cm, mit Makroverkalkungen und Randverkalkungen.", ""),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, Foci: Macrocalcifications | RimCalcifications, MaxDiameter: 15}}},
		{"de extrathyreoidal", "de", sections("Solider echoarmer Schilddrüsenknoten rechts, 2 cm, mit extrathyreoidaler Ausdehnung.", ""),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, Margin: ExtrathyroidalExtension, MaxDiameter: 20}}},
		{"de unscharf ist unscharf, nicht unregelmäßig", "de", sections("Solider echoarmer Schilddrüsenknoten links, 1 cm, unscharf begrenzt.", ""),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, Margin: IllDefinedMargin, MaxDiameter: 10}}},
		{"de unregelmäßig begrenzt", "de", sections("Solider echoarmer Schilddrüsenknoten links, 1 cm, unregelmäßig begrenzt.", ""),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, Margin: LobulatedOrIrregular, MaxDiameter: 10}}},
		{"de Beschreibung im Folgesatz", "de", sections("Schilddrüse rechts: Knoten von 1,4 cm. Dieser ist solide und echoarm, breiter als hoch.", ""),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, Shape: WiderThanTall, MaxDiameter: 14}}},
		{"de englische Fachbegriffe", "de", sections("Schilddrüsenknoten links, 8 mm, solide, echoarm, taller-than-wide.", ""),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, Shape: TallerThanWide, MaxDiameter: 8}}},
		{"de Lymphknoten", "de", titled("Sonographie Schilddrüse", sections("Echoarmer solider Lymphknoten zervikal links, 1,2 cm.", "")), nil},
		{"de Lungenrundherd", "de", sections("Solider Rundherd im Oberlappen rechts, 7 mm.", ""), nil},
		{"de kein Knoten", "de", titled("Sonographie Schilddrüse", sections("Rechter Schilddrüsenlappen: Normal groß, homogenes echonormales Parenchym. Kein Knoten.", "")), nil},
		{"de Nebenschilddrüse", "de", sections("Echoarmer solider Knoten der Nebenschilddrüse links, 9 mm.", ""), nil},
		// Spanish, French, Italian, Portuguese.
		{"es sólido hipoecoico", "es", titled("Ecografía de tiroides", sections("Lóbulo derecho: nódulo sólido hipoecoico de 1,2 x 0,8 cm, de márgenes lisos, sin focos ecogénicos.", "")),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, Margin: SmoothMargin, Foci: NoEchogenicFoci, MaxDiameter: 12}}},
		{"es más alto que ancho", "es", sections("Nódulo tiroideo izquierdo de 9 mm, sólido, marcadamente hipoecoico, más alto que ancho, con microcalcificaciones.", ""),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: VeryHypoechoic, Shape: TallerThanWide, Foci: PunctateFoci, MaxDiameter: 9}}},
		{"es mixto isoecoico", "es", sections("En el lóbulo tiroideo derecho, nódulo mixto sólido-quístico isoecoico de 2,5 cm con artefacto en cola de cometa.", ""),
			[]ThyroidNodule{{Composition: MixedCysticSolid, Echogenicity: Isoechoic, Foci: CometTail, MaxDiameter: 25}}},
		{"es ganglio", "es", titled("Ecografía de tiroides", sections("Ganglio hipoecoico sólido laterocervical izquierdo de 1,5 cm.", "")), nil},
		{"fr solide hypoéchogène", "fr", titled("Échographie thyroïdienne", sections("Lobe droit: nodule solide hypoéchogène de 1,4 cm, à contours réguliers, sans calcification.", "")),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, Margin: SmoothMargin, Foci: NoEchogenicFoci, MaxDiameter: 14}}},
		{"fr spongiforme", "fr", sections("Nodule spongiforme du lobe thyroïdien gauche de 3 cm.", ""),
			[]ThyroidNodule{{Composition: Spongiform, MaxDiameter: 30}}},
		{"fr plus épais que large", "fr", sections("Nodule thyroïdien droit de 8 mm, solide, très hypoéchogène, plus épais que large, à contours irréguliers, avec microcalcifications.", ""),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: VeryHypoechoic, Shape: TallerThanWide, Margin: LobulatedOrIrregular, Foci: PunctateFoci, MaxDiameter: 8}}},
		{"fr kyste", "fr", sections("Kyste anéchogène du lobe thyroïdien droit de 1,5 cm.", ""),
			[]ThyroidNodule{{Composition: Cystic, Echogenicity: Anechoic, MaxDiameter: 15}}},
		{"it solido ipoecogeno", "it", titled("Ecografia tiroidea", sections("Lobo destro: nodulo solido ipoecogeno di 1,3 cm, a margini regolari, senza spot iperecogeni.", "")),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, Margin: SmoothMargin, Foci: NoEchogenicFoci, MaxDiameter: 13}}},
		{"it macrocalcificazioni", "it", sections("Nodulo tiroideo sinistro solido isoecogeno di 2 cm con macrocalcificazioni.", ""),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Isoechoic, Foci: Macrocalcifications, MaxDiameter: 20}}},
		{"it polmone", "it", sections("Nodulo solido di 8 mm nel lobo superiore destro del polmone.", ""), nil},
		{"pt sólido hipoecogénico", "pt", titled("Ecografia da tiroide", sections("Lobo direito: nódulo sólido hipoecogénico com 1,6 cm, de margens lobuladas.", "")),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, Margin: LobulatedOrIrregular, MaxDiameter: 16}}},
		{"pt misto", "pt-br", sections("Nódulo misto, predominantemente sólido, isoecoico, no lobo esquerdo da tireoide, medindo 2,2 cm.", ""),
			[]ThyroidNodule{{Composition: MixedCysticSolid, Echogenicity: Isoechoic, MaxDiameter: 22}}},
		{"pt calcificações periféricas", "pt", sections("Nódulo tiroideu direito sólido hipoecogénico de 1,8 cm com calcificações periféricas.", ""),
			[]ThyroidNodule{{Composition: SolidComposition, Echogenicity: Hypoechoic, Foci: RimCalcifications, MaxDiameter: 18}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ReadThyroidNodules(tt.language, tt.sections)
			if len(got) != len(tt.want) {
				t.Fatalf("got  %+v\nwant %+v", got, tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("nodule %d\ngot  %+v\nwant %+v", i, got[i], tt.want[i])
				}
			}
		})
	}
}

func TestTIRADSRecommendations(t *testing.T) {
	two := TIRADSRecommendations("en", titled("Ultrasound Thyroid", sections(
		"Right lobe: 1.2 cm solid hypoechoic nodule. Left lobe: 1.3 cm solid hypoechoic nodule. Isthmus: 2.0 cm spongiform nodule.", "")))
	var ids []string
	for _, r := range two {
		ids = append(ids, r.ID)
	}
	if want := "acr-tirads-2017-tr4-follow-up acr-tirads-2017-tr4-follow-up-2 acr-tirads-2017-tr1-no-fna"; strings.Join(ids, " ") != want {
		t.Errorf("ids %v, want %s", ids, want)
	}
	if none := TIRADSRecommendations("en", sections("8 mm solid nodule in the right upper lobe.", "")); len(none) != 0 {
		t.Errorf("lung nodule got %+v", none)
	}
	de := TIRADSRecommendations("de", sections("Schilddrüse links: solider, stark echoarmer Knoten, 1,0 cm, höher als breit.", ""))
	if len(de) != 1 || de[0].ID != "acr-tirads-2017-tr5-fna" || !strings.HasPrefix(de[0].Text, "TR5 (hochsuspekt), 8 Punkte. Feinnadelpunktion (ab 1,0 cm).") {
		t.Errorf("de %+v", de)
	}
	// Other languages read English words and write English text.
	ro := TIRADSRecommendations("ro", sections("Left thyroid lobe: solid hypoechoic nodule, 1.6 cm.", ""))
	if len(ro) != 1 || ro[0].ID != "acr-tirads-2017-tr4-fna" || !strings.HasPrefix(ro[0].Finding, "Thyroid nodule") {
		t.Errorf("ro %+v", ro)
	}
	if el := TIRADSRecommendations("el", sections("Δεξιός λοβός: συμπαγές υπόηχο οζίδιο 1,2 cm.", "")); len(el) != 0 {
		t.Errorf("el %+v", el)
	}
}
