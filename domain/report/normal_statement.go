package report

import (
	"github.com/radscribe/radscribe/domain/anatomy"
	"github.com/radscribe/radscribe/domain/lang"
)

// normalCues are words that make a statement normal or negative ("no effusion",
// "unauffällig"), by base language.
var normalCues = map[string]map[string]bool{
	"en": wordSet("no not without normal normally unremarkable clear intact negative patent preserved maintained absent free natural open"),
	"de": wordSet("kein keine keinen keiner keines nicht ohne unauffällig unauffällige unauffälliger normal normale regelrecht regelrechte regelrechter altersentsprechend erhalten frei intakt intakte intakter intaktes"),
	"es": wordSet("sin no ningún ninguna normal normales normalidad íntegro íntegra íntegros íntegras conservado conservada conservados conservadas preservado preservada preservados preservadas mantenido mantenida mantenidos mantenidas libre libres"),
	"pt": wordSet("sem não nenhum nenhuma normal normais normalidade íntegro íntegra íntegros íntegras preservado preservada preservados preservadas conservado conservada conservados conservadas mantido mantida mantidos mantidas livre livres"),
	"it": wordSet("non assenza nessun nessuna normale normali norma integro integra integri integre regolare regolari nei indenne indenni libero libera liberi libere conservato conservata conservati conservate mantenuto mantenuta mantenuti mantenute"),
	"fr": wordSet("pas absence aucun aucune normal normale normaux normales normes intact intacte intacts intactes conservé conservée conservés conservées préservé préservée préservés préservées sans libre libres clair claire clairs claires"),
	"pl": wordSet("bez brak nie prawidłowy prawidłowa prawidłowe prawidłowych prawidłowej prawidłowo niepowiększony niepowiększona niepowiększone niepowiększonych normie wolny wolna wolne zachowany zachowana zachowane"),
	"sv": wordSet("ingen inga inget ej inte utan normal normala normalt fri fria fritt opåverkad opåverkade ua"),
	"ro": wordSet("fără nu normal normală normale normali absent absentă absente liber liberă libere"),
	"sl": wordSet("brez ni ne normalen normalna normalno normalne normalni prost prosta prosto"),
	"lt": wordSet("nėra be ne normalus normali normalūs normalios normalaus laisvas laisva"),
	"el": wordSet("χωρίς δεν όχι απουσία φυσιολογικό φυσιολογική φυσιολογικά φυσιολογικός φυσιολογικές ελεύθερο ελεύθερη ελεύθερος"),
}

// cuesOnlyBefore are normal cues only when the given word follows: "free of disease" is
// normal, "free fluid" is not.
var cuesOnlyBefore = map[string]map[string]string{"en": {"free": "of"}}

// cuesNotBefore are normal cues that are part of a structure's name before the given word:
// the "retrosternal clear space" is a space, not a clear lung ("increased retrosternal clear
// space" is a sign of emphysema).
var cuesNotBefore = map[string]map[string]string{"en": {"clear": "space"}}

// cuesOnlyAfter are normal cues only as what a statement says of its subject: the airways
// "are open", while an "open fracture" is a finding.
var cuesOnlyAfter = map[string]map[string]map[string]bool{"en": {"open": wordSet("are is remain remains appear appears")}}

// withoutWords deny only what follows them: "Two calculi without hydronephrosis" reports the
// calculi. They make a statement normal only when they open it ("Without focal lesion.").
var withoutWords = map[string]map[string]bool{
	"en": wordSet("without"), "de": wordSet("ohne"), "es": wordSet("sin"), "pt": wordSet("sem"),
	"it": wordSet("senza"), "fr": wordSet("sans"), "pl": wordSet("bez"), "sv": wordSet("utan"),
	"ro": wordSet("fără"), "sl": wordSet("brez"), "lt": wordSet("be"), "el": wordSet("χωρίς"),
}

// generalAbnormality are the words for an abnormality of any kind: after a without word
// ("Rim esquerdo sem alterações", "Linke Niere ohne pathologischen Befund") they make the
// statement normal wherever they stand. "Without change" is no such word: it says stable.
var generalAbnormality = map[string]map[string]bool{
	"en": wordSet("abnormality abnormalities pathology"),
	"de": wordSet("befund befunde auffälligkeit auffälligkeiten pathologie"),
	"es": wordSet("alteraciones alteración alteracion hallazgos anomalías anomalias"),
	"pt": wordSet("alterações alteração alteracoes alteracao achados anomalias"),
	"it": wordSet("alterazioni alterazione anomalie reperti"),
	"fr": wordSet("anomalie anomalies particularité particularités"),
}

// ReportsSomething tells a statement that reports something: one with no normal or negative
// cue ("Two calculi without hydronephrosis." does; "No focal lesion." and "Liver
// unremarkable." do not). A language without cues reports nothing this way.
func ReportsSomething(language, text string) bool {
	base := lang.Base(language)
	cues := normalCues[base]
	if cues == nil {
		return false
	}
	ws := anatomy.Words(text)
	for i, w := range ws {
		if !cues[w] {
			continue
		}
		if next, ok := cuesOnlyBefore[base][w]; ok && (i+1 >= len(ws) || ws[i+1] != next) {
			continue
		}
		if next, ok := cuesNotBefore[base][w]; ok && i+1 < len(ws) && ws[i+1] == next {
			continue
		}
		if before, ok := cuesOnlyAfter[base][w]; ok && (i == 0 || !before[ws[i-1]]) {
			continue
		}
		if i > 0 && withoutWords[base][w] && !generalAfter(base, ws, i) {
			continue
		}
		return false
	}
	return true
}

// generalAfter tells a without word at i followed, within two words, by a word for an
// abnormality of any kind ("sem alterações", "ohne pathologischen Befund").
func generalAfter(base string, ws []string, i int) bool {
	for k := i + 1; k < len(ws) && k <= i+2; k++ {
		if generalAbnormality[base][ws[k]] {
			return true
		}
	}
	return false
}
