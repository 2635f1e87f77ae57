package guidance

import (
	"strings"
	"testing"

	"github.com/radscribe/radscribe/domain/report"
)

// A radiologist's Bosniak v2019 table, from the features of one cystic renal mass.
func TestBosniakTable(t *testing.T) {
	hu := func(v float64) RenalCyst { return RenalCyst{Attenuation: v, AttenuationDictated: true} }
	tests := []struct {
		name string
		cyst RenalCyst
		id   string // "" when no class can be given
	}{
		// I: simple fluid, thin smooth wall, nothing else.
		{"simple", RenalCyst{Simple: true}, "bosniak-2019-i"},
		{"thin smooth wall, no septa", RenalCyst{Wall: Thin, Septa: NoSepta}, "bosniak-2019-i"},
		{"20 HU is simple fluid", hu(20), "bosniak-2019-i"},
		{"-9 HU is simple fluid", hu(-9), "bosniak-2019-i"},
		{"-10 HU is fat, no cyst", hu(-10), ""},
		// II.
		{"few thin septa", RenalCyst{Septa: FewSepta, SeptaThickness: Thin}, "bosniak-2019-ii"},
		{"calcification of any kind", RenalCyst{Simple: true, Calcified: true}, "bosniak-2019-ii"},
		{"70 HU is hyperattenuating", hu(70), "bosniak-2019-ii"},
		{"69 HU alone says nothing", hu(69), ""},
		{"21 HU without enhancement", RenalCyst{Attenuation: 21, AttenuationDictated: true, Enhancement: NotEnhancing}, "bosniak-2019-ii"},
		{"21 HU, enhancement not dictated", hu(21), ""},
		{"called hyperdense", RenalCyst{Hyperattenuating: true, Homogeneous: true}, "bosniak-2019-ii"},
		{"T1 hyperintense", RenalCyst{T1Hyperintense: true}, "bosniak-2019-ii"},
		{"too small to characterize", RenalCyst{TooSmall: true}, "bosniak-2019-ii"},
		// IIF.
		{"many thin enhancing septa", RenalCyst{Septa: ManySepta, SeptaThickness: Thin, Enhancement: Enhancing}, "bosniak-2019-iif"},
		{"minimally thickened (3 mm) septum", RenalCyst{Septa: FewSepta, SeptaThickness: MinimallyThickened, Enhancement: Enhancing}, "bosniak-2019-iif"},
		{"minimally thickened wall", RenalCyst{Wall: MinimallyThickened, Enhancement: Enhancing}, "bosniak-2019-iif"},
		// III.
		{"thick (4 mm) enhancing septum", RenalCyst{Septa: FewSepta, SeptaThickness: Thick, Enhancement: Enhancing}, "bosniak-2019-iii"},
		{"thick wall, enhancement not dictated", RenalCyst{Wall: Thick}, "bosniak-2019-iii"},
		{"irregular enhancing septa", RenalCyst{Septa: FewSepta, SeptaIrregular: true, Enhancement: Enhancing}, "bosniak-2019-iii"},
		{"irregular wall beats calcification", RenalCyst{WallIrregular: true, Calcified: true, Enhancement: Enhancing}, "bosniak-2019-iii"},
		// IV.
		{"enhancing nodule", RenalCyst{Nodule: true, Enhancement: Enhancing, Septa: FewSepta, SeptaThickness: Thick}, "bosniak-2019-iv"},
		{"nodule, enhancement not dictated", RenalCyst{Nodule: true}, "bosniak-2019-iv"},
		// IIF, III and IV need enhancement.
		{"non-enhancing thick septa", RenalCyst{Septa: FewSepta, SeptaThickness: Thick, Enhancement: NotEnhancing}, "bosniak-2019-not-classified-non-enhancing"},
		{"non-enhancing nodule", RenalCyst{Nodule: true, Enhancement: NotEnhancing}, "bosniak-2019-not-classified-non-enhancing"},
		// Dictated classes keep their management.
		{"dictated IIF", RenalCyst{Stated: BosniakIIF}, "bosniak-2019-iif-dictated"},
		{"dictated IV", RenalCyst{Stated: BosniakIV, Simple: true}, "bosniak-2019-iv-dictated"},
		// Nothing to classify by.
		{"no features", RenalCyst{Size: 20}, ""},
		{"only no enhancement", RenalCyst{Size: 20, Enhancement: NotEnhancing}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, ok := Bosniak(tt.cyst, "en")
			if tt.id == "" {
				if ok {
					t.Fatalf("got %+v, want none", r)
				}
				return
			}
			if !ok || r.ID != tt.id {
				t.Fatalf("got %q (%v), want %q", r.ID, ok, tt.id)
			}
			if r.Guideline != BosniakGuideline || !strings.Contains(r.Citation, "Radiology 2019;292(2):475-488") || r.Finding == "" || r.Text == "" {
				t.Errorf("incomplete %+v", r)
			}
		})
	}
}

// Wall and septum thickness in whole millimetres: 2 mm or less thin, 3 mm minimally thickened,
// 4 mm or more thick.
func TestBosniakThickness(t *testing.T) {
	for mm, want := range map[float64]Thickness{1: Thin, 2: Thin, 2.4: Thin, 2.5: MinimallyThickened, 3: MinimallyThickened,
		3.4: MinimallyThickened, 3.5: Thick, 4: Thick, 6: Thick} {
		if got := thicknessOf(mm); got != want {
			t.Errorf("%v mm: got %v, want %v", mm, got, want)
		}
	}
}

func TestBosniakWording(t *testing.T) {
	iif, _ := Bosniak(RenalCyst{Size: 40, Septa: ManySepta, SeptaThickness: Thin, Enhancement: Enhancing}, "en")
	if want := "Cystic renal mass, 4.0 cm: many (4 or more) thin septa, enhancing"; iif.Finding != want {
		t.Errorf("en finding %q, want %q", iif.Finding, want)
	}
	if want := "Bosniak IIF: follow-up imaging (CT or MRI) at 6 months and 12 months, then annually for 5 years."; iif.Text != want {
		t.Errorf("en text %q, want %q", iif.Text, want)
	}
	iii, _ := Bosniak(RenalCyst{Septa: FewSepta, SeptaThickness: Thick}, "en")
	if iii.Finding != "Cystic renal mass, size not dictated: few (1-3) thick (4 mm or more) septa; enhancement not dictated, read as enhancing" ||
		iii.Text != "Bosniak III: surgery or active surveillance should be considered." {
		t.Errorf("en III %q / %q", iii.Finding, iii.Text)
	}
	i, _ := Bosniak(RenalCyst{Size: 25, Simple: true, Attenuation: 8, AttenuationDictated: true, Wall: Thin, Septa: NoSepta}, "en")
	if i.Finding != "Cystic renal mass, 2.5 cm: simple fluid, 8 HU, thin smooth wall, no septa" || i.Text != "Bosniak I: benign; no follow-up." {
		t.Errorf("en I %q / %q", i.Finding, i.Text)
	}
	iv, _ := Bosniak(RenalCyst{Stated: BosniakIV}, "en")
	if iv.Finding != "Cystic renal mass, size not dictated: Bosniak IV as dictated" || iv.Text != "Bosniak IV: surgery or ablation should be considered." {
		t.Errorf("en IV %q / %q", iv.Finding, iv.Text)
	}
	none, _ := Bosniak(RenalCyst{Septa: FewSepta, SeptaThickness: Thick, Enhancement: NotEnhancing}, "en")
	if !strings.HasPrefix(none.Text, "No Bosniak class: the thickened or irregular walls or septa or the nodule are dictated as non-enhancing") {
		t.Errorf("en not classified %q", none.Text)
	}

	de, _ := Bosniak(RenalCyst{Size: 40, Septa: ManySepta, SeptaThickness: Thin, Enhancement: Enhancing}, "de")
	if de.Finding != "Zystische Nierenläsion, 4,0 cm: viele (4 oder mehr) dünne Septen, kontrastmittelaufnehmend" ||
		de.Text != "Bosniak IIF: Verlaufskontrolle (CT oder MRT) nach 6 und 12 Monaten, dann jährlich über 5 Jahre." {
		t.Errorf("de IIF %q / %q", de.Finding, de.Text)
	}
	deII, _ := Bosniak(RenalCyst{Hyperattenuating: true, Attenuation: 75, AttenuationDictated: true, Enhancement: NotEnhancing}, "de-DE")
	if deII.Finding != "Zystische Nierenläsion, Größe nicht diktiert: hyperdens, 75 HE, ohne Kontrastmittelaufnahme" ||
		deII.Text != "Bosniak II: benigne; keine Verlaufskontrolle." {
		t.Errorf("de II %q / %q", deII.Finding, deII.Text)
	}
	romance := map[string][2]string{
		"es": {"Masa renal quística, 4,0 cm: muchos (4 o más) septos finos, con realce",
			"Bosniak IIF: seguimiento por imagen (TC o RM) a los 6 y 12 meses y después anual durante 5 años."},
		"fr": {"Masse rénale kystique, 4,0 cm: nombreuses (4 ou plus) cloisons fines, avec rehaussement",
			"Bosniak IIF: imagerie de suivi (TDM ou IRM) à 6 et 12 mois, puis annuelle pendant 5 ans."},
		"it": {"Massa renale cistica, 4,0 cm: molti (4 o più) setti sottili, con enhancement",
			"Bosniak IIF: controlli di imaging (TC o RM) a 6 e 12 mesi, poi annuali per 5 anni."},
		"pt": {"Massa renal quística, 4,0 cm: muitos (4 ou mais) septos finos, com realce",
			"Bosniak IIF: seguimento imagiológico (TC ou RM) aos 6 e 12 meses, depois anual durante 5 anos."},
	}
	for language, want := range romance {
		if r, _ := Bosniak(RenalCyst{Size: 40, Septa: ManySepta, SeptaThickness: Thin, Enhancement: Enhancing}, language); r.Finding != want[0] || r.Text != want[1] {
			t.Errorf("%s IIF %q / %q", language, r.Finding, r.Text)
		}
	}
	esIII, _ := Bosniak(RenalCyst{Wall: Thick, WallIrregular: true}, "es")
	if esIII.Finding != "Masa renal quística, tamaño no dictado: pared gruesa (4 mm o más) de contorno irregular; realce no dictado, valorado como presente" ||
		esIII.Text != "Bosniak III: considerar cirugía o vigilancia activa." {
		t.Errorf("es III %q / %q", esIII.Finding, esIII.Text)
	}
	if ro, ok := Bosniak(RenalCyst{Simple: true}, "ro"); !ok || ro.Text != "Bosniak I: benign; no follow-up." {
		t.Errorf("ro %+v", ro)
	}
}

func TestReadRenalCysts(t *testing.T) {
	tests := []struct {
		name, language string
		sections       []report.Section
		want           []RenalCyst
	}{
		// English.
		{"en simple", "en", sections("Simple cyst in the upper pole of the right kidney, 3 cm.", ""),
			[]RenalCyst{{Size: 30, Simple: true}}},
		{"en fluid attenuation, thin wall, no septa", "en", sections("Left renal cyst, 2.4 cm, homogeneous fluid attenuation of 8 HU, thin smooth wall, no septa or calcifications.", ""),
			[]RenalCyst{{Size: 24, Simple: true, Homogeneous: true, Attenuation: 8, AttenuationDictated: true, Wall: Thin, Septa: NoSepta}}},
		{"en few thin septa and calcification", "en", sections("Right renal cyst of 4 cm with two thin septa and a thin peripheral calcification.", ""),
			[]RenalCyst{{Size: 40, Septa: FewSepta, SeptaThickness: Thin, Calcified: true}}},
		{"en hyperattenuating", "en", sections("Homogeneous hyperattenuating renal cyst, 1.5 cm, 75 HU on the unenhanced scan, no enhancement.", ""),
			[]RenalCyst{{Size: 15, Homogeneous: true, Hyperattenuating: true, Attenuation: 75, AttenuationDictated: true, Enhancement: NotEnhancing}}},
		{"en many thin enhancing septa", "en", sections("Left kidney cyst, 5 cm, with multiple thin enhancing septa.", ""),
			[]RenalCyst{{Size: 50, Septa: ManySepta, SeptaThickness: Thin, Enhancement: Enhancing}}},
		{"en minimally thickened wall of 3 mm", "en", sections("Cystic lesion of the right kidney with a smooth minimally thickened enhancing wall, 3 mm.", ""),
			[]RenalCyst{{Wall: MinimallyThickened, Enhancement: Enhancing}}},
		{"en septum of exactly 4 mm", "en", sections("Right renal cyst, 3 cm, with an enhancing septum of 4 mm.", ""),
			[]RenalCyst{{Size: 30, Septa: FewSepta, SeptaThickness: Thick, Enhancement: Enhancing}}},
		{"en septum of 3 mm", "en", sections("Right renal cyst, 3 cm, with an enhancing septum of 3 mm.", ""),
			[]RenalCyst{{Size: 30, Septa: FewSepta, SeptaThickness: MinimallyThickened, Enhancement: Enhancing}}},
		{"en irregular septa, count not dictated", "en", sections("Cystic mass in the left kidney with irregular enhancing septa.", ""),
			[]RenalCyst{{Septa: FewSepta, SeptaCountNotDictated: true, SeptaIrregular: true, Enhancement: Enhancing}}},
		{"en enhancing mural nodule", "en", sections("Right renal cyst, 3 cm, with an enhancing mural nodule of 8 mm.", ""),
			[]RenalCyst{{Size: 30, Nodule: true, Enhancement: Enhancing}}},
		{"en thick irregular wall", "en", sections("Left renal cyst with a thick irregular wall.", ""),
			[]RenalCyst{{Wall: Thick, WallIrregular: true}}},
		{"en non-enhancing thick septa", "en", sections("Right renal cyst with thick non-enhancing septa.", ""),
			[]RenalCyst{{Septa: FewSepta, SeptaCountNotDictated: true, SeptaThickness: Thick, Enhancement: NotEnhancing}}},
		{"en dictated class", "en", sections("Bosniak IIF cyst of the left kidney.", ""),
			[]RenalCyst{{Stated: BosniakIIF}}},
		{"en dictated class in digits", "en", sections("", "Left renal cyst, Bosniak 2F."),
			[]RenalCyst{{Stated: BosniakIIF}}},
		{"en T1 hyperintense", "en", sections("Right renal cyst, 1.2 cm, homogeneously T1 hyperintense, no enhancement.", ""),
			[]RenalCyst{{Size: 12, Homogeneous: true, T1Hyperintense: true, Enhancement: NotEnhancing}}},
		{"en too small to characterize", "en", sections("Tiny cyst in the right kidney, too small to characterize.", ""),
			[]RenalCyst{{TooSmall: true}}},
		{"en kidney named in the sentence before", "en", sections("Left kidney: normal size. There is a 2 cm simple cyst in the lower pole.", ""),
			[]RenalCyst{{Size: 20, Simple: true}}},
		{"en described in the next sentence", "en", sections("Right renal cyst measuring 3 cm. It contains a thick enhancing septum.", ""),
			[]RenalCyst{{Size: 30, Septa: FewSepta, SeptaThickness: Thick, Enhancement: Enhancing}}},
		{"en no features", "en", sections("Right renal cyst, 2 cm.", ""), []RenalCyst{{Size: 20}}},
		// Never Bosniak.
		{"en liver cyst", "en", sections("Simple cyst in the liver, 2 cm.", ""), nil},
		{"en liver after kidney", "en", sections("Right kidney: normal. Liver: simple cyst of 2 cm.", ""), nil},
		{"en no organ", "en", sections("Simple cyst, 2 cm.", ""), nil},
		{"en ultrasound words", "en", sections("Right kidney: 3 cm anechoic cyst with posterior acoustic enhancement.", ""), nil},
		{"en ultrasound title", "en", titled("Ultrasound Kidneys and Urinary Bladder", sections("Right kidney: 3 cm simple cyst.", "")), nil},
		{"en no cysts", "en", sections("No renal cysts.", ""), nil},
		{"en adrenal", "en", sections("Left adrenal cyst, 2 cm, simple.", ""), nil},
		// German.
		{"de einfache Nierenzyste", "de", sections("Einfache Nierenzyste rechts, 3 cm.", ""),
			[]RenalCyst{{Size: 30, Simple: true}}},
		{"de wasseräquivalent dünnwandig", "de", sections("Nierenzyste links, 2,4 cm, wasseräquivalent (5 HE), dünnwandig, keine Septen.", ""),
			[]RenalCyst{{Size: 24, Simple: true, Attenuation: 5, AttenuationDictated: true, Wall: Thin, Septa: NoSepta}}},
		{"de zarte Septen und Verkalkung", "de", sections("Zyste der linken Niere, 4 cm, mit zwei zarten Septen und einer feinen Verkalkung.", ""),
			[]RenalCyst{{Size: 40, Septa: FewSepta, SeptaThickness: Thin, Calcified: true}}},
		{"de 4 mm dickes Septum", "de", sections("Nierenzyste rechts mit einem 4 mm dicken, kontrastmittelaufnehmenden Septum.", ""),
			[]RenalCyst{{Septa: FewSepta, SeptaThickness: Thick, Enhancement: Enhancing}}},
		{"de Wandknoten", "de", sections("Zystische Raumforderung der rechten Niere mit kontrastmittelaufnehmendem Wandknoten.", ""),
			[]RenalCyst{{Nodule: true, Enhancement: Enhancing}}},
		{"de minimal verdickte Wand", "de", sections("Nierenzyste links mit minimal verdickter, kontrastmittelaufnehmender Wand.", ""),
			[]RenalCyst{{Wall: MinimallyThickened, Enhancement: Enhancing}}},
		{"de nicht anreichernd", "de", sections("Nierenzyste rechts mit dicken, nicht kontrastmittelaufnehmenden Septen.", ""),
			[]RenalCyst{{Septa: FewSepta, SeptaCountNotDictated: true, SeptaThickness: Thick, Enhancement: NotEnhancing}}},
		{"de hyperdens", "de", sections("Hyperdense Nierenzyste links, 1,5 cm, 80 HU nativ, homogen.", ""),
			[]RenalCyst{{Size: 15, Homogeneous: true, Hyperattenuating: true, Attenuation: 80, AttenuationDictated: true}}},
		{"de Bosniak diktiert", "de", sections("Bosniak-IIF-Zyste der rechten Niere.", ""),
			[]RenalCyst{{Stated: BosniakIIF}}},
		{"de Leberzyste", "de", sections("Leberzyste, 2 cm, wasseräquivalent.", ""), nil},
		{"de Zyste ohne Organ", "de", sections("Zyste im Segment 7, 2 cm, einfach.", ""), nil},
		{"de Zyste der Leber nach der Niere", "de", sections("Nieren: unauffällig. Leber: einfache Zyste im Segment 7.", ""), nil},
		{"de Nebenniere", "de", sections("Nebennierenzyste links, 2 cm, einfach.", ""), nil},
		{"de Sonographie", "de", sections("Niere rechts: echofreie Zyste mit dorsaler Schallverstärkung, 3 cm.", ""), nil},
		// Spanish, French, Italian, Portuguese.
		{"es quiste simple", "es", sections("Quiste simple en el polo superior del riñón derecho de 3 cm.", ""),
			[]RenalCyst{{Size: 30, Simple: true}}},
		{"es densidad agua pared fina", "es", sections("Quiste renal izquierdo de 2,4 cm, homogéneo, de densidad agua (8 UH), de pared fina, sin septos.", ""),
			[]RenalCyst{{Size: 24, Simple: true, Homogeneous: true, Attenuation: 8, AttenuationDictated: true, Wall: Thin, Septa: NoSepta}}},
		{"es septos múltiples", "es", sections("Quiste en el riñón izquierdo de 5 cm con septos múltiples finos que realzan.", ""),
			[]RenalCyst{{Size: 50, Septa: ManySepta, SeptaThickness: Thin, Enhancement: Enhancing}}},
		{"es nódulo mural", "es", sections("Lesión quística renal derecha de 3 cm con un nódulo mural captante de 8 mm.", ""),
			[]RenalCyst{{Size: 30, Nodule: true, Enhancement: Enhancing}}},
		{"es quiste hepático", "es", sections("Quiste simple hepático de 2 cm.", ""), nil},
		{"fr kyste simple", "fr", sections("Kyste simple du pôle inférieur du rein gauche de 4 cm.", ""),
			[]RenalCyst{{Size: 40, Simple: true}}},
		{"fr cloison épaisse", "fr", sections("Kyste du rein droit de 3 cm avec une cloison épaisse de 5 mm se rehaussant après injection.", ""),
			[]RenalCyst{{Size: 30, Septa: FewSepta, SeptaThickness: Thick, Enhancement: Enhancing}}},
		{"fr hyperdense", "fr", sections("Kyste rénal gauche hyperdense de 1,5 cm, homogène, 70 UH sans injection, sans rehaussement.", ""),
			[]RenalCyst{{Size: 15, Homogeneous: true, Hyperattenuating: true, Attenuation: 70, AttenuationDictated: true, Enhancement: NotEnhancing}}},
		{"fr Bosniak dicté", "fr", sections("Kyste Bosniak IIF du rein droit.", ""),
			[]RenalCyst{{Stated: BosniakIIF}}},
		{"fr échographie", "fr", sections("Rein droit: kyste anéchogène de 3 cm avec renforcement postérieur.", ""), nil},
		{"it cisti semplice", "it", sections("Cisti semplice del rene destro di 3 cm.", ""),
			[]RenalCyst{{Size: 30, Simple: true}}},
		{"it setti spessi", "it", sections("Cisti renale sinistra di 4 cm con due setti spessi con enhancement.", ""),
			[]RenalCyst{{Size: 40, Septa: FewSepta, SeptaThickness: Thick, Enhancement: Enhancing}}},
		{"it parete irregolare", "it", sections("Formazione cistica del rene destro con parete spessa e irregolare.", ""),
			[]RenalCyst{{Wall: Thick, WallIrregular: true}}},
		{"it cisti surrenalica", "it", sections("Cisti surrenalica sinistra di 2 cm.", ""), nil},
		{"pt quisto simples", "pt", sections("Quisto simples no rim direito com 3 cm.", ""),
			[]RenalCyst{{Size: 30, Simple: true}}},
		{"pt septo espesso", "pt", sections("Quisto renal esquerdo de 4 cm com um septo espesso de 4 mm com realce.", ""),
			[]RenalCyst{{Size: 40, Septa: FewSepta, SeptaThickness: Thick, Enhancement: Enhancing}}},
		{"pt calcificação", "pt-br", sections("Cisto renal direito de 2 cm com pequena calcificação.", ""),
			[]RenalCyst{{Size: 20, Calcified: true}}},
		{"pt quisto hepático", "pt", sections("Quisto hepático simples de 2 cm.", ""), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ReadRenalCysts(tt.language, tt.sections)
			if len(got) != len(tt.want) {
				t.Fatalf("got  %+v\nwant %+v", got, tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("cyst %d\ngot  %+v\nwant %+v", i, got[i], tt.want[i])
				}
			}
		})
	}
}

func TestBosniakRecommendations(t *testing.T) {
	got := BosniakRecommendations("en", sections("Right kidney: 3 cm simple cyst. Left kidney: 4 cm cyst with a thick enhancing septum of 5 mm.", ""))
	if len(got) != 2 || got[0].ID != "bosniak-2019-i" || got[1].ID != "bosniak-2019-iii" {
		t.Errorf("got %+v", got)
	}
	if none := BosniakRecommendations("de", sections("Leber: Zyste im Segment 7, 2 cm, glatt begrenzt.", "")); len(none) != 0 {
		t.Errorf("liver cyst got %+v", none)
	}
	if none := BosniakRecommendations("en", sections("Right renal cyst, 2 cm.", "")); len(none) != 0 {
		t.Errorf("cyst without features got %+v", none)
	}
}
