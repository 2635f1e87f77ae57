package dictation

import (
	"maps"
	"strings"

	"github.com/radscribe/radscribe/domain/lang"
)

// numberLanguage is how one language says numbers and measurements.
type numberLanguage struct {
	// words are the number words, lower case; a key of several words ("quatre vingt", "dix
	// sept") is matched on consecutive parts of the text, whether spaces or hyphens join them.
	words map[string]numberWord
	// compound languages write a number as one word ("fünfundzwanzig", "venticinque"), read by
	// splitting it into the words above.
	compound bool
	// The join words a number may contain, by position: after tens ("treinta y cinco"), after
	// hundreds or thousands ("one hundred and twenty") and between a unit and tens
	// ("fünfundzwanzig"); empty when the language has none there.
	tensJoin, hundredJoin, unitsJoin string
	// tensTakeTeens: French adds 10-19 to sixty and eighty ("soixante-dix-sept").
	tensTakeTeens bool

	decimalWords map[string]bool // "point", "Komma": the decimal separator as said
	decimalMark  string          // as written: "." or ","
	// sentenceEnds are spoken full stops that the punctuation step reads as a decimal point
	// between two numbers ("1 period 5" is 1.5); before a size said in words they end a
	// sentence instead ("2 period eight millimeters" is item 2 and 8 mm).
	sentenceEnds map[string]bool
	// leadingDecimal lets a number start with its decimal word ("point five centimeters").
	leadingDecimal bool
	halves         [][]string      // words after a number that add a half: "and a half"
	signs          map[string]bool // "minus": a negative number follows

	units map[string]string // unit words (lower case, parts joined by spaces) to their symbols
	times map[string]bool   // the sign of a product of sizes as said: "by", "mal", "por"
	// between are range and list words kept between two sizes sharing a unit: "to", "bis".
	between map[string]bool

	// derived when the table is built
	// starts holds every word a number may start with outside compounds: the number words,
	// the first word of each phrase of them, the signs and the decimal words (mayStart).
	starts        map[string]bool
	longestWord   int // bytes of the longest one-word key, to split compounds
	longestPhrase int // parts of the longest key
	longestUnit   int // parts of the longest unit
}

// numberLanguages are the languages whose spoken numbers are read; others use English.
var numberLanguages = map[string]*numberLanguage{}

// numberLanguageFor returns the table of language's base code, else English.
func numberLanguageFor(language string) *numberLanguage {
	if l, ok := numberLanguages[lang.Base(language)]; ok {
		return l
	}
	return numberLanguages["en"]
}

// registerNumbers derives the lengths a language's table needs and adds it.
func registerNumbers(code string, l *numberLanguage) {
	l.starts = map[string]bool{}
	for _, words := range []map[string]bool{l.signs, l.decimalWords} {
		for key := range words {
			l.starts[key] = true
		}
	}
	for key := range l.words {
		l.starts[key] = true
		if fields := strings.Fields(key); len(fields) > 0 {
			l.starts[fields[0]] = true
		}
		if n := len(strings.Fields(key)); n > 1 {
			l.longestPhrase = max(l.longestPhrase, n)
		} else {
			l.longestWord = max(l.longestWord, len(key))
		}
	}
	l.longestPhrase = max(l.longestPhrase, 1)
	for key := range l.units {
		l.longestUnit = max(l.longestUnit, len(strings.Fields(key)))
	}
	numberLanguages[code] = l
}

// mayStart tells whether a number may start at a part, lower case, before its entry is looked
// up: digits, perhaps after a minus ("12", "-10", "2.5"), one of starts, or, in a compounding
// language, any word (splitCompound reads it).
func (l *numberLanguage) mayStart(lower string) bool {
	w := strings.TrimPrefix(lower, "-")
	return l.compound || l.starts[lower] || w != "" && isDigitByte(w[0])
}

// counted gives words of kind the values first, first+step, ...; a word with "|" in it lists
// spellings of one value ("fünf|fuenf").
func counted(kind numberKind, first, step int, words ...string) map[string]numberWord {
	out := map[string]numberWord{}
	for i, spellings := range words {
		for _, w := range strings.Split(spellings, "|") {
			out[w] = numberWord{kind: kind, value: first + i*step}
		}
	}
	return out
}

// joins gives the join words.
func joins(words ...string) map[string]numberWord {
	out := map[string]numberWord{}
	for _, w := range words {
		out[w] = numberWord{kind: kindJoin, text: w}
	}
	return out
}

// merged joins tables; a later table's entry wins.
func merged[V any](tables ...map[string]V) map[string]V {
	out := map[string]V{}
	for _, t := range tables {
		maps.Copy(out, t)
	}
	return out
}

// set makes a lookup set of words.
func set(words ...string) map[string]bool {
	out := make(map[string]bool, len(words))
	for _, w := range words {
		out[w] = true
	}
	return out
}
