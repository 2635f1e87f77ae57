package builtin

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCapitaliseNouns(t *testing.T) {
	tests := []struct{ name, code, text, want string }{
		{"an organ after an article", "de", "Das herz ist normal groß.", "Das Herz ist normal groß."},
		{"report nouns, adjectives stay", "de", "Kein nachweis einer akuten pathologie.", "Kein Nachweis einer akuten Pathologie."},
		{"a lexicon term", "de", "Kein pleuraerguss.", "Kein Pleuraerguss."},
		{"punctuation around a noun", "de", "Befund: (leber), milz.", "Befund: (Leber), Milz."},
		{"a word with a capital is left", "de", "Das HERZ und die Lunge.", "Das HERZ und die Lunge."},
		{"adjectives and verbs stay", "de", "Normal groß, akut, unauffällig, zeigt sich.", "Normal groß, akut, unauffällig, zeigt sich."},
		{"adjectives that are also nouns when capitalised stay", "de", "Eine dichte, breite, ebene fläche.", "Eine dichte, breite, ebene fläche."},
		{"a compound of two nouns", "de", "Keine leberzyste.", "Keine Leberzyste."},
		{"a compound with a linking n", "de", "Keine nierensteine.", "Keine Nierensteine."},
		{"parts of the body and their compounds", "de", "Degenerative veränderungen der brustwirbelsäule, hüfte und sprunggelenk, gelenkspalt erhalten.",
			"Degenerative Veränderungen der Brustwirbelsäule, Hüfte und Sprunggelenk, Gelenkspalt erhalten."},
		{"a verb ending in a noun stays", "de", "Nicht zu definieren.", "Nicht zu definieren."},
		{"an unknown head stays", "de", "Ein xyzherz.", "Ein xyzherz."},
		{"English untouched", "en", "The heart is normal.", "The heart is normal."},
		{"a German-looking word in another language untouched", "fr", "le herz", "le herz"},
		{"words with digits stay", "de", "Segment 6 leber2", "Segment 6 leber2"},
		{"gallbladder nouns and a sign's name", "de", "Mehrere konkremente, positives murphy zeichen, schmaler flüssigkeitssaum.",
			"Mehrere Konkremente, positives Murphy Zeichen, schmaler Flüssigkeitssaum."},
		{"chest radiograph fields", "de", "Im rechten unterfeld fleckige verdichtung.", "Im rechten Unterfeld fleckige Verdichtung."},
		{"nouns known by their ending, inflected too", "de", "Komplette ruptur, subdurales hämatom, zwei frakturen und eine verkalkung bei stenose.",
			"Komplette Ruptur, subdurales Hämatom, zwei Frakturen und eine Verkalkung bei Stenose."},
		{"adjectives and short words keep their case beside the ending rule", "de", "Autonome, diffuse, postoperative und mikroangiopathische zeichen vom befund, nur zur kontrolle.",
			"Autonome, diffuse, postoperative und mikroangiopathische Zeichen vom Befund, nur zur Kontrolle."},
		{"a known noun with a genitive or plural ending", "de", "Ruptur des vorderen kreuzbandes, am rand des befundes.",
			"Ruptur des vorderen Kreuzbandes, am Rand des Befundes."},
		{"a kidney's poles, the prostate's neighbours, a palpable finding's correlate", "de", "Im unterpol der linken niere, samenblasen frei, kein sonographisches korrelat zum tastbefund.",
			"Im Unterpol der linken Niere, Samenblasen frei, kein sonographisches Korrelat zum Tastbefund."},
		{"meniscal tear shapes and a popliteal cyst", "de", "Horizontalriss und korbhenkelriss, große bakerzyste.",
			"Horizontalriss und Korbhenkelriss, große Bakerzyste."},
		{"a tip and a catheter tip", "de", "Mit spitze in der hohlvene, katheterspitze projiziert.", "Mit Spitze in der Hohlvene, Katheterspitze projiziert."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, capitaliseNouns(tt.text, tt.code))
		})
	}
}

// The report nouns list holds only what the lexicon and the anatomy do not already say.
func TestReportNounsAreNotListedTwice(t *testing.T) {
	list, err := nounFiles.ReadFile("nouns/de.txt")
	assert.NoError(t, err)
	lx := lexiconFor("de")
	for w := range words(stripComments(string(list))) {
		// The anatomy's terms are in the lexicon in lower case ("brust"): they still need their
		// spelling here.
		spelling, inLexicon := lx.terms[strings.ToLower(w)]
		assert.False(t, inLexicon && spelling == w, "%s is a lexicon term", w)
	}
}
