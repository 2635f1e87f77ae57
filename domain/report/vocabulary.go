package report

import "github.com/radscribe/radscribe/domain/lang"

// vocabulary is one language's word lists for the contradiction rules. Words are lower case
// "stems": a stem matches a word that starts with it, or, in a compounding language such as
// German, a word that contains it ("erguss" in "Pleuraerguss"); a stem ending in "$" matches the
// whole word only. A phrase is stems separated by spaces, matched on consecutive words.
type vocabulary struct {
	code     string // the language, set by register
	compound bool

	left, right, both []string
	// linking words may stand between a finding and its side ("on the right").
	linking []string
	// notSide are words after "left"/"right" that make it no side of the body ("right bundle
	// branch").
	notSide []string

	// negation phrases negate the findings after them in the same statement; seen words after
	// "not" ("was not detected") and absent words negate the finding before them.
	negation []string
	not      []string
	seen     []string
	// elsewhere names another study or view: a finding "not seen on the prior" or "not well
	// seen on the lateral view" is denied there, not here ("Left midlung opacity, not seen on
	// prior."): the finding is present now.
	elsewhere  []string
	absent     []string
	qualifiers []string // "no large effusion" denies only a large one
	change     []string // "no change in the effusion" affirms it
	breakers   []string // "but", "however": a negation and a side stop here
	// coordinators join the members of a list ("no effusion or pneumothorax", "left and right").
	coordinators []string
	// clauseBreakers end a side's reach but not a negation's ("left opacity and right effusion").
	clauseBreakers []string
	// existentials open a clause of their own ("there are", "es findet sich"): a negation before
	// one does not reach the findings after it ("could not be evaluated and there is an
	// effusion"), unless it stands right before it ("no hay derrame").
	existentials []string
	// contrastMedia name a contrast medium and how it is given: a negation before them says how
	// the study was done ("without contrast (stone protocol)", "ohne KM") and denies nothing
	// after them, unless they are part of enhancement ("without contrast enhancement").
	contrastMedia, enhancement []string
	uncertain                  []string // "possible", "cannot exclude": neither affirmed nor denied
	history                    []string // "prior", "resolved": not the current state
	// persists are the history words that say a finding is there now ("stable", "new",
	// "increased"), unless a gone word says it is not ("resolved", "no longer").
	persists, gone []string
	comparative    []string       // "left greater than right"
	dominance      []string       // "prominent on the left"
	grades         map[string]int // severity words, mild to severe
	common         []string       // words too common to align two statements by

	findings []term // for affirmed-versus-denied
	// normals deny a finding by calling its organ normal: "normal heart size" says there is
	// no cardiomegaly, as a template's "Heart: Normal heart size." does.
	normals []term
	places  []term // anatomy, for laterality
	lesions []term // what a size belongs to

	procedures []procedure
	organs     []term   // organs a procedure removes
	leftovers  []string // "gallbladder fossa", "surgically absent": mentions that describe the removal
	partial    []string // "partial nephrectomy", "planned": the organ may still be there
	female     []string
	male       []string

	msg messages
}

// term is one concept (key) and the phrases that name it.
type term struct {
	key     string
	phrases []string
}

// procedure removes an organ; paired organs have a side, lobectomy removes one lobe.
type procedure struct {
	stems  []string
	organ  string
	paired bool
	lobe   bool
}

// vocabularies holds every language with rules; others fall back to English.
var vocabularies = map[string]*vocabulary{}

// compiledVocabulary is a vocabulary's lists ready for matching.
type compiledVocabulary struct {
	terms        *termIndex
	negations    []compiledPhrase
	existentials []compiledPhrase
	classes      *classIndex
}

var compiledVocabularies = map[*vocabulary]*compiledVocabulary{}

// register adds a language's vocabulary and compiles its lists once.
func register(code string, v *vocabulary) {
	c := &compiledVocabulary{terms: newTermIndex([termLists][]term{
		listFindings: v.findings, listPlaces: v.places, listLesions: v.lesions, listOrgans: v.organs, listNormals: v.normals,
	}, v.compound)}
	for _, p := range v.negation {
		c.negations = append(c.negations, compilePhrase("", p))
	}
	for _, p := range v.existentials {
		c.existentials = append(c.existentials, compilePhrase("", p))
	}
	c.classes = newClassIndex(v, c.negations, c.existentials)
	v.code = code
	vocabularies[code] = v
	compiledVocabularies[v] = c
}

// vocabularyFor returns the vocabulary of language's base code, else English.
func vocabularyFor(language string) *vocabulary {
	base := lang.Base(language)
	if v, ok := vocabularies[base]; ok {
		return v
	}
	return vocabularies["en"]
}

// NegationAt tells how many words a negation phrase of language covers at words[i] ("no",
// "negative for", "kein"), or 0; words are lower case. Other readers of dictation use it so
// that a language's negations are listed once.
func NegationAt(language string, words []string, i int) int {
	v := vocabularyFor(language)
	for _, p := range compiledVocabularies[v].negations {
		if n := p.at(words, i, false); n > 0 {
			return n
		}
	}
	return 0
}

// NamesFinding tells whether lower-case words name a finding of the language's lexicon
// ("effusion", "pneumothorax", "lymphadenopathy").
func NamesFinding(language string, words []string) bool {
	return len(compiledVocabularies[vocabularyFor(language)].terms.find(words)[listFindings]) > 0
}

// FindingStartsAt tells whether a finding of the language's lexicon is named from the first of
// lower-case words on ("pleural effusion with ...", not "small effusion"), its name one word or
// several.
func FindingStartsAt(language string, words []string) bool {
	hits := compiledVocabularies[vocabularyFor(language)].terms.find(words)[listFindings]
	return len(hits) > 0 && hits[0].start == 0
}

// Coordinates tells whether a lower-case word joins the members of a list in the language
// ("and", "or", "und", "et").
func Coordinates(language, word string) bool {
	return compiledVocabularies[vocabularyFor(language)].classes.classes(word)&clsCoordinator != 0
}

// Grade tells how severe a lower-case grade word of the language says a finding is, 1 for
// "trace" to 5 for "massive", 0 for a word that grades nothing.
func Grade(language, word string) int {
	return vocabularyFor(language).grades[word]
}

// NamesLesion tells whether lower-case words name a lesion of the language's lexicon, what a
// report measures ("nodule", "cyst", "lymph node").
func NamesLesion(language string, words []string) bool {
	return len(compiledVocabularies[vocabularyFor(language)].terms.find(words)[listLesions]) > 0
}
