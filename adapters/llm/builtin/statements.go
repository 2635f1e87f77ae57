package builtin

import (
	"github.com/radscribe/radscribe/domain/anatomy"
	"github.com/radscribe/radscribe/domain/report"
)

// normalCues are words that make a statement normal or negative ("no effusion", "unauffällig").
var normalCues = map[string]set{
	"en": words("no not without normal normally unremarkable clear intact negative patent preserved absent free"),
	"de": words("kein keine keinen keiner keines nicht ohne unauffällig unauffällige unauffälliger normal normale regelrecht regelrechte regelrechter altersentsprechend frei"),
	"es": words("sin no ningún ninguna normal normales conservado conservada conservados conservadas preservado preservada preservados preservadas libre libres"),
	"pt": words("sem não nenhum nenhuma normal normais preservado preservada preservados preservadas livre livres"),
	"it": words("non assenza nessun nessuna normale normali regolare regolari nei indenne indenni libero libera liberi libere conservato conservata conservati conservate"),
	"fr": words("pas absence aucun aucune normal normale normaux normales sans libre libres clair claire clairs claires"),
}

// cuesOnlyBefore are normal cues only when the given word follows: "free of disease" is
// normal, "free fluid" is not.
var cuesOnlyBefore = map[string]map[string]string{"en": {"free": "of"}}

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
		if i > 0 && withoutWords[code].has(w) {
			continue
		}
		return false
	}
	return true
}

// sideOf returns which sides a text names: bit 1 left, bit 2 right, read with the checks' side
// words.
func sideOf(text, code string) int {
	return int(report.SidesNamed(code, text))
}
