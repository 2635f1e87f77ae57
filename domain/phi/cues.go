package phi

import (
	"strings"

	"github.com/radscribe/radscribe/domain/lang"
)

// cueLanguage is one language's words that announce or shape patient data, as cue keys (lower
// case, hyphens and apostrophes dropped); a phrase's words are separated by spaces.
type cueLanguage struct {
	titles []string // come before a name: "mr", "herr", "dr"
	// lowerNameTitles may be followed by a name typed in lower case ("dr smith"); after the
	// others a name must be capitalised, so "mr angiography" stays.
	lowerNameTitles []string
	titleParts      []string // go on a title: "med" in "Dr. med."
	titleSuffixes   []string // glued to a title's dot: "ra" in "Sig.ra", "ª" in "Dr.ª"
	patients        []string // "patient": a capitalised word after it is a name
	nameLabels      []string // "name", "patient name": a name follows the colon
	notNames        []string // capitalised words that follow those and are no name
	particles       []string // stand between the parts of a name: "von", "de"
	birthCues       []string // a date of birth follows: "dob", "geb"
	maidenCues      []string // a birth name may follow instead of a date: "geb"
	recordCues      []string // a record number follows: "mrn", "fallnummer"
	phoneCues       []string // a phone number follows: "tel", "durchwahl"
	addressCues     []string // an address follows: "address", "anschrift"
	fillers         []string // may stand between a cue and its value: "on", "am"
	streetEndings   []string // end a one-word street name: "straße" in "Hauptstraße"
	streetWords     []string // follow a street's name: "street", "st", "straße"
	streetPrefixes  []string // precede a street's name: "calle", "rue", "via"
}

// cueWords is the cue words ready for look-up.
type cueWords struct {
	titles, lowerNameTitles, titleParts, patients, notNames, particles, maidenCues map[string]bool
	titleSuffixes, fillers, streetWords, streetPrefixes                            map[string]bool
	nameLabels, birthCues, recordCues, phoneCues, addressCues                      phrases
	streetEndings                                                                  []string
}

// phrases indexes cue phrases by their first word.
type phrases map[string][][]string

func newPhrases(list []string) phrases {
	out := phrases{}
	for _, p := range list {
		words := strings.Fields(p)
		out[words[0]] = append(out[words[0]], words)
	}
	return out
}

func lookup(words []string) map[string]bool {
	out := make(map[string]bool, len(words))
	for _, w := range words {
		out[w] = true
	}
	return out
}

var cueLanguages = map[string]cueLanguage{}

var compiledCues = map[string]*cueWords{}

// cuesFor returns English cues joined with language's (by base code).
func cuesFor(language string) *cueWords {
	if c, ok := compiledCues[lang.Base(language)]; ok {
		return c
	}
	return compiledCues["en"]
}

// compileCues joins each language's lists with English's; the languages' init calls it last.
func compileCues() {
	en := cueLanguages["en"]
	for code, l := range cueLanguages {
		j := func(a, b []string) []string { return append(append([]string{}, a...), b...) }
		if code != "en" {
			l = cueLanguage{
				titles: j(en.titles, l.titles), lowerNameTitles: j(en.lowerNameTitles, l.lowerNameTitles),
				titleParts: j(en.titleParts, l.titleParts), patients: j(en.patients, l.patients),
				nameLabels: j(en.nameLabels, l.nameLabels), notNames: j(en.notNames, l.notNames),
				particles: j(en.particles, l.particles), birthCues: j(en.birthCues, l.birthCues),
				maidenCues: j(en.maidenCues, l.maidenCues), recordCues: j(en.recordCues, l.recordCues),
				phoneCues: j(en.phoneCues, l.phoneCues), addressCues: j(en.addressCues, l.addressCues),
				fillers: j(en.fillers, l.fillers), streetEndings: j(en.streetEndings, l.streetEndings),
				streetWords: j(en.streetWords, l.streetWords), streetPrefixes: j(en.streetPrefixes, l.streetPrefixes),
				titleSuffixes: j(en.titleSuffixes, l.titleSuffixes),
			}
		}
		compiledCues[code] = &cueWords{
			titles: lookup(l.titles), lowerNameTitles: lookup(l.lowerNameTitles), titleParts: lookup(l.titleParts),
			patients: lookup(l.patients), notNames: lookup(l.notNames), particles: lookup(l.particles),
			maidenCues: lookup(l.maidenCues), fillers: lookup(l.fillers), streetWords: lookup(l.streetWords),
			streetPrefixes: lookup(l.streetPrefixes), nameLabels: newPhrases(l.nameLabels),
			birthCues: newPhrases(l.birthCues), recordCues: newPhrases(l.recordCues), phoneCues: newPhrases(l.phoneCues),
			addressCues: newPhrases(l.addressCues), streetEndings: l.streetEndings, titleSuffixes: lookup(l.titleSuffixes),
		}
	}
}
