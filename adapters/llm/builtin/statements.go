package builtin

import (
	"strings"

	"github.com/radscribe/radscribe/domain/anatomy"
)

// normalCues are words that make a statement normal or negative ("no effusion", "unauffällig").
var normalCues = map[string]set{
	"en": words("no not without normal normally unremarkable clear intact negative patent preserved absent free natural open"),
	"de": words("kein keine keinen keiner keines nicht ohne unauffällig unauffällige unauffälliger normal normale regelrecht regelrechte regelrechter altersentsprechend frei"),
	"es": words("sin no ningún ninguna normal normales conservado conservada conservados conservadas preservado preservada preservados preservadas libre libres"),
	"pt": words("sem não nenhum nenhuma normal normais preservado preservada preservados preservadas livre livres"),
	"it": words("non assenza nessun nessuna normale normali regolare regolari nei indenne indenni libero libera liberi libere conservato conservata conservati conservate"),
	"fr": words("pas absence aucun aucune normal normale normaux normales sans libre libres clair claire clairs claires"),
}

// sides are word beginnings for left and right per language.
var sides = map[string][2]string{
	"en": {"left", "right"}, "de": {"link", "recht"}, "es": {"izquierd", "derech"},
	"pt": {"esquerd", "direit"}, "it": {"sinistr", "destr"}, "fr": {"gauche", "droit"},
}

// cuesOnlyBefore are normal cues only when the given word follows: "free of disease" is
// normal, "free fluid" is not.
var cuesOnlyBefore = map[string]map[string]string{"en": {"free": "of"}}

// cuesNotBefore are normal cues that are part of a structure's name before the given word:
// the "retrosternal clear space" is a space, not a clear lung ("increased retrosternal clear
// space" is a sign of emphysema).
var cuesNotBefore = map[string]map[string]string{"en": {"clear": "space"}}

// withoutWords deny only what follows them: "Two calculi without hydronephrosis" reports the
// calculi. They make a statement normal only when they open it ("Without focal lesion.").
var withoutWords = map[string]set{
	"en": words("without"), "de": words("ohne"), "es": words("sin"), "pt": words("sem"),
	"it": words("senza"), "fr": words("sans"),
}

// abnormal tells a statement that reports something: one with no normal or negative cue.
func abnormal(text, code string) bool {
	cues := normalCues[code]
	if cues == nil {
		return false
	}
	ws := anatomy.Words(text)
	for i, w := range ws {
		if !cues.has(w) {
			continue
		}
		if next, ok := cuesOnlyBefore[code][w]; ok && (i+1 >= len(ws) || ws[i+1] != next) {
			continue
		}
		if next, ok := cuesNotBefore[code][w]; ok && i+1 < len(ws) && ws[i+1] == next {
			continue
		}
		if i > 0 && withoutWords[code].has(w) {
			continue
		}
		return false
	}
	return true
}

// sideOf returns which sides a text names: bit 1 left, bit 2 right.
func sideOf(text, code string) int {
	s, ok := sides[code]
	if !ok {
		return 0
	}
	got := 0
	for _, w := range strings.Fields(text) {
		w = bare(w)
		if strings.HasPrefix(w, s[0]) {
			got |= 1
		}
		if strings.HasPrefix(w, s[1]) {
			got |= 2
		}
	}
	return got
}
