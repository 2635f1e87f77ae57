package report

import (
	"slices"
	"strings"
	"unicode"

	"github.com/radscribe/radscribe/domain/lang"
)

// organNormal are the wordings that call a whole organ normal on its line ("Liver: Normal.",
// "Nieren: Unauffällig.", "Foie : sans particularité."), by base language, as the line's words
// read them. A line that says only part of it ("Normal size.", "No focal lesion.") is not one:
// a heart of normal size may still have calcified coronaries.
var organNormal = map[string]map[string]bool{
	"en": phraseSet("normal", "unremarkable", "normal appearance", "normal in appearance", "normal appearing",
		"appears normal", "appear normal", "is normal", "are normal", "is unremarkable", "are unremarkable",
		"within normal limits", "no abnormality", "no abnormalities", "no abnormality detected", "no abnormality seen",
		"no pathology", "no pathological findings", "no abnormal findings", "nothing abnormal", "clear", "are clear",
		"intact", "are intact", "is intact", "negative", "normal study", "unremarkable appearance"),
	"de": phraseSet("normal", "unauffällig", "regelrecht", "altersentsprechend", "altersentsprechend unauffällig",
		"altersentsprechend regelrecht", "o b", "ob", "ohne befund", "ohne pathologischen befund", "kein pathologischer befund",
		"keine pathologischen befunde", "keine auffälligkeiten", "regelrechte darstellung", "unauffällige darstellung",
		"intakt", "frei", "ist unauffällig", "sind unauffällig", "regelrecht dargestellt", "unauffällig dargestellt"),
	"fr": phraseSet("normal", "normale", "normaux", "normales", "sans particularité", "sans particularités",
		"sans anomalie", "aucune anomalie", "pas d anomalie", "d aspect normal", "aspect normal", "d aspect habituel",
		"aspect habituel", "intact", "intacte", "intacts", "intactes", "ras", "libre", "libres"),
	"es": phraseSet("normal", "normales", "sin alteraciones", "sin alteración", "sin hallazgos", "sin hallazgos patológicos",
		"sin anomalías", "sin hallazgos relevantes", "de aspecto normal", "aspecto normal", "dentro de la normalidad",
		"dentro de límites normales", "íntegro", "íntegra", "íntegros", "íntegras", "libre", "libres"),
	"it": phraseSet("normale", "normali", "nella norma", "nei limiti della norma", "nei limiti", "regolare", "regolari",
		"senza alterazioni", "nessuna alterazione", "privo di alterazioni", "priva di alterazioni", "indenne", "indenni",
		"di aspetto normale", "aspetto regolare", "libero", "libera", "liberi", "libere"),
	"pt": phraseSet("normal", "normais", "sem alterações", "sem alteração", "sem anomalias", "sem achados",
		"sem achados patológicos", "dentro da normalidade", "de aspecto normal", "aspecto normal", "íntegro", "íntegra",
		"íntegros", "íntegras", "livre", "livres"),
}

// singularNormal are the plural forms of the normal words whose singular a statement about
// both organs of a pair takes on the line of one of them ("Reins normaux." on "Rein droit:" is
// "Normal."), by base language.
var singularNormal = map[string]map[string]string{
	"fr": {"normaux": "normal", "normales": "normale", "libres": "libre", "intacts": "intact", "intactes": "intacte"},
	"es": {"normales": "normal", "libres": "libre", "íntegros": "íntegro", "íntegras": "íntegra"},
	"it": {"normali": "normale", "regolari": "regolare", "liberi": "libero", "libere": "libera", "indenni": "indenne"},
	"pt": {"normais": "normal", "livres": "livre", "íntegros": "íntegro", "íntegras": "íntegra"},
}

// SingularNormal is the singular of a plural normal word of language ("normaux" -> "normal"),
// in the case the word is written in, and false for any other word.
func SingularNormal(language, word string) (string, bool) {
	lower := strings.ToLower(word)
	one, ok := singularNormal[lang.Base(language)][lower]
	if !ok {
		return "", false
	}
	if lower != word {
		r := []rune(one)
		r[0] = unicode.ToUpper(r[0])
		one = string(r)
	}
	return one, true
}

// phraseSet is a set of phrases, each as its words joined by one space.
func phraseSet(phrases ...string) map[string]bool {
	out := make(map[string]bool, len(phrases))
	for _, p := range phrases {
		out[p] = true
	}
	return out
}

// callsNormal tells whether a line's words after its label call its organ normal as a whole.
func callsNormal(language string, content []string) bool {
	var buf [64]byte
	return len(content) > 0 && organNormal[lang.Base(language)][string(appendSpaced(buf[:0], content))]
}

// NormalAfterLabel returns what a statement says after naming its line's organ when that calls
// the organ normal as a whole: "Leber unauffällig." written on "Leber:" says "unauffällig.".
func NormalAfterLabel(language, label, statement string) (string, bool) {
	lw, sw := words(label), words(statement)
	if len(lw) == 0 || len(sw) <= len(lw) || !slices.Equal(sw[:len(lw)], lw) || !callsNormal(language, sw[len(lw):]) {
		return "", false
	}
	// A wording whose words after the first are a wording too opens with a verb or a qualifier
	// ("are clear", "altersentsprechend unauffällig"): it reads on only with its subject.
	if rest := sw[len(lw):]; len(rest) > 1 && callsNormal(language, rest[1:]) {
		return "", false
	}
	return afterWords(statement, len(lw))
}

// MeasuredAfterLabel returns what a statement says after naming its line's label when a size
// follows: "Right lobe 14 mm solid nodule." written on "Right lobe:" says "14 mm solid
// nodule.", so the line does not name its organ twice.
func MeasuredAfterLabel(label, statement string) (string, bool) {
	lw, sw := words(label), words(statement)
	if len(lw) == 0 || len(sw) <= len(lw) || !slices.Equal(sw[:len(lw)], lw) {
		return "", false
	}
	rest, ok := afterWords(statement, len(lw))
	if !ok || rest == "" || rest[0] < '0' || rest[0] > '9' {
		return "", false
	}
	return rest, true
}

// afterWords is statement after its first n words as written, and what separates them from
// the rest.
func afterWords(statement string, n int) (string, bool) {
	at, inWord := 0, false
	for i, r := range statement {
		letter := unicode.IsLetter(r) || unicode.IsDigit(r)
		if inWord && !letter {
			if at++; at == n {
				return strings.TrimLeft(statement[i:], " ,:;-–"), true
			}
		}
		inWord = letter
	}
	return "", false
}
