package builtin

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"

	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/domain/vocabulary"
)

// applyVocabularyScan is the vocabulary step as it was before the index: every entry compared
// at every word start. The index must give the same text, changes and counts.
func applyVocabularyScan(c *corrected, text, code string, vocab []vocabulary.Entry) string {
	var entries []vocabulary.Entry
	for _, e := range vocab {
		if strings.TrimSpace(e.OriginalWord) != "" && appliesToLanguage(e.Language, code) {
			entries = append(entries, e)
		}
	}
	if len(entries) == 0 {
		return text
	}
	slices.SortStableFunc(entries, func(a, b vocabulary.Entry) int { return len(b.OriginalWord) - len(a.OriginalWord) })
	var b strings.Builder
	for i := 0; i < len(text); {
		if atWordStart(text, i) {
			if e, n := vocabularyAt(text[i:], entries); n > 0 {
				found := text[i : i+n]
				fixed := matchCase(found, strings.TrimSpace(e.CorrectedWord))
				b.WriteString(fixed)
				c.changes = append(c.changes, report.Correction{Original: found, Corrected: fixed, Source: "vocabulary"})
				c.hits[e.ID]++
				i += n
				continue
			}
		}
		_, size := utf8.DecodeRuneInString(text[i:])
		b.WriteString(text[i : i+size])
		i += size
	}
	return b.String()
}

// vocabularyAt is the lookup of the plain scan.
func vocabularyAt(s string, entries []vocabulary.Entry) (vocabulary.Entry, int) {
	for _, e := range entries {
		o := strings.TrimSpace(e.OriginalWord)
		if len(o) <= len(s) && strings.EqualFold(s[:len(o)], o) && atWordEnd(s, len(o)) {
			return e, len(o)
		}
	}
	return vocabulary.Entry{}, 0
}

type vocabularyOutcome struct {
	text    string
	changes []report.Correction
	hits    map[string]int
}

func runVocabulary(apply func(*corrected, string, string, []vocabulary.Entry) string, text, code string, vocab []vocabulary.Entry) vocabularyOutcome {
	c := corrected{hits: map[string]int{}}
	out := apply(&c, text, code, vocab)
	return vocabularyOutcome{text: out, changes: c.changes, hits: c.hits}
}

// The edges of vocabulary matching: whole words only, phrases before their words, case
// folding as strings.EqualFold does it, originals that start or end with punctuation. Each
// case holds for the index and for the plain scan alike.
func TestVocabularyMatchingEdges(t *testing.T) {
	tests := []struct {
		name, text string
		vocab      []vocabulary.Entry
		want       string
		hits       map[string]int
	}{
		{"a word inside another is left", "Sonogram and sono.", []vocabulary.Entry{{ID: "a", OriginalWord: "sono", CorrectedWord: "US"}}, "Sonogram and US.", map[string]int{"a": 1}},
		{"digits join a word", "sono2 sono 2", []vocabulary.Entry{{ID: "a", OriginalWord: "sono", CorrectedWord: "US"}}, "sono2 US 2", map[string]int{"a": 1}},
		{"the longer phrase wins", "c t scan and c t", []vocabulary.Entry{
			{ID: "a", OriginalWord: "c", CorrectedWord: "see"},
			{ID: "b", OriginalWord: "c t scan", CorrectedWord: "CT scan"},
			{ID: "c", OriginalWord: "c t", CorrectedWord: "CT"},
		}, "CT scan and CT", map[string]int{"b": 1, "c": 1}},
		{"a phrase that does not finish falls back to its word", "c tx", []vocabulary.Entry{
			{ID: "a", OriginalWord: "c", CorrectedWord: "see"},
			{ID: "c", OriginalWord: "c t", CorrectedWord: "CT"},
		}, "see tx", map[string]int{"a": 1}},
		{"of two originals as long, the first listed wins", "sono", []vocabulary.Entry{
			{ID: "a", OriginalWord: "SONO", CorrectedWord: "US"},
			{ID: "b", OriginalWord: "sono", CorrectedWord: "echo"},
		}, "US", map[string]int{"a": 1}},
		{"the spacing of a phrase must match", "c  t", []vocabulary.Entry{{ID: "c", OriginalWord: "c t", CorrectedWord: "CT"}}, "c  t", map[string]int{}},
		{"surrounding spaces of an original are ignored", "one sono", []vocabulary.Entry{{ID: "a", OriginalWord: "  sono ", CorrectedWord: " US "}}, "one US", map[string]int{"a": 1}},
		{"an original of spaces only is ignored", "a  b", []vocabulary.Entry{{ID: "a", OriginalWord: "  ", CorrectedWord: "x"}}, "a  b", map[string]int{}},
		{"case folds beyond ASCII", "ÉPANCHEMENT et épanchement", []vocabulary.Entry{{ID: "a", OriginalWord: "Épanchement", CorrectedWord: "épanchement pleural"}}, "ÉPANCHEMENT PLEURAL et épanchement pleural", map[string]int{"a": 2}},
		{"a fold of another length in bytes does not match", "\u212Aidney", []vocabulary.Entry{{ID: "a", OriginalWord: "kidney", CorrectedWord: "Niere"}}, "\u212Aidney", map[string]int{}},
		{"the Kelvin sign matches itself", "\u212A1", []vocabulary.Entry{{ID: "a", OriginalWord: "\u212A1", CorrectedWord: "kelvin"}}, "KELVIN", map[string]int{"a": 1}},
		{"an original starting with punctuation", "x -sono y", []vocabulary.Entry{{ID: "a", OriginalWord: "-sono", CorrectedWord: "US"}}, "x US y", map[string]int{"a": 1}},
		{"punctuation after a letter is no word start", "x-sono", []vocabulary.Entry{{ID: "a", OriginalWord: "-sono", CorrectedWord: "US"}}, "x-sono", map[string]int{}},
		{"an original ending with punctuation", "Dr. Who", []vocabulary.Entry{{ID: "a", OriginalWord: "dr.", CorrectedWord: "doctor"}}, "Doctor Who", map[string]int{"a": 1}},
		{"another language is left", "sono", []vocabulary.Entry{{ID: "a", OriginalWord: "sono", CorrectedWord: "Sonographie", Language: "de"}}, "sono", map[string]int{}},
		{"the language is compared in any case", "sono", []vocabulary.Entry{{ID: "a", OriginalWord: "sono", CorrectedWord: "US", Language: "EN"}}, "US", map[string]int{"a": 1}},
		{"a combining ypogegrammeni in the text folds to iota", "a\u0345 aι", []vocabulary.Entry{{ID: "a", OriginalWord: "aι", CorrectedWord: "x"}}, "x x", map[string]int{"a": 2}},
		{"a combining ypogegrammeni in an original folds to iota", "aι b", []vocabulary.Entry{{ID: "a", OriginalWord: "a\u0345", CorrectedWord: "x"}}, "x b", map[string]int{"a": 1}},
		{"invalid UTF-8 in the text is kept", "sono \xff sono", []vocabulary.Entry{{ID: "a", OriginalWord: "sono", CorrectedWord: "US"}}, "US \xff US", map[string]int{"a": 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for name, apply := range map[string]func(*corrected, string, string, []vocabulary.Entry) string{"index": applyVocabulary, "scan": applyVocabularyScan} {
				got := runVocabulary(apply, tt.text, "en", tt.vocab)
				assert.Equal(t, tt.want, got.text, name)
				assert.Equal(t, tt.hits, got.hits, name)
			}
		})
	}
}

// Which entries apply to a dictation: those of its language, of its base language (a German
// entry for Swiss German dictation) and of none; a regional entry never to the base language.
func TestVocabularyLanguages(t *testing.T) {
	tests := []struct {
		name, entryLanguage, dictation string
		applies                        bool
	}{
		{"same language", "de", "de", true},
		{"base language entry, regional dictation", "de", "de-ch", true},
		{"base language entry, regional dictation in upper case", "DE", "de-CH", true},
		{"regional entry, same region", "de-ch", "de-CH", true},
		{"regional entry, base dictation", "de-ch", "de", false},
		{"regional entry, another region", "de-at", "de-ch", false},
		{"entry of no language", "", "fr", true},
		{"another language", "en", "de-ch", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			vocab := []vocabulary.Entry{{ID: "a", OriginalWord: "sono", CorrectedWord: "Sonographie", Language: tt.entryLanguage}}
			want := "sono"
			if tt.applies {
				want = "Sonographie"
			}
			assert.Equal(t, want, runVocabulary(applyVocabulary, "sono", tt.dictation, vocab).text)
		})
	}
}

// Random vocabularies and texts over letters that fold in odd ways give the same result with
// the index as with the plain scan.
func TestVocabularyIndexAgreesWithTheScan(t *testing.T) {
	pieces := []string{"a", "A", "b", "k", "K", "\u212A", "s", "S", "\u017F", "ß", "ẞ", "é", "É", "ι", "Ι", "\u0345", "\u1FBE", "1", "²", " ", "  ", "-", ".", "'", "\xff", "\u00A0"}
	rng := rand.New(rand.NewPCG(1, 2))
	word := func(n int) string {
		var b strings.Builder
		for range 1 + rng.IntN(n) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		return b.String()
	}
	for round := range 3000 {
		vocab := make([]vocabulary.Entry, rng.IntN(12))
		for i := range vocab {
			vocab[i] = vocabulary.Entry{ID: fmt.Sprint(i), OriginalWord: word(4), CorrectedWord: word(3), Language: []string{"", "en", "de", "EN"}[rng.IntN(4)]}
		}
		text := word(40)
		want := runVocabulary(applyVocabularyScan, text, "en", vocab)
		got := runVocabulary(applyVocabulary, text, "en", vocab)
		if !assert.Equal(t, want, got, "round %d: %q with %#v", round, text, vocab) {
			return
		}
	}
}

// BenchmarkVocabulary compares the index with the plain scan it replaced, for vocabularies of
// 0, 200 and 2,000 entries and transcripts of 100 and 10,000 words. The index is built on
// every call, as a request does.
func BenchmarkVocabulary(b *testing.B) {
	for _, entries := range []int{0, 200, 2000} {
		vocab := benchVocabulary(entries)
		for _, words := range []int{100, 10000} {
			text := benchTranscript(words, vocab)
			for _, impl := range []struct {
				name  string
				apply func(*corrected, string, string, []vocabulary.Entry) string
			}{{"scan", applyVocabularyScan}, {"index", applyVocabulary}} {
				b.Run(fmt.Sprintf("entries=%d/words=%d/%s", entries, words, impl.name), func(b *testing.B) {
					b.ReportAllocs()
					for b.Loop() {
						c := corrected{hits: map[string]int{}}
						impl.apply(&c, text, "en", vocab)
					}
				})
			}
		}
	}
}

// BenchmarkVocabularyIndexBuild is the cost of indexing a vocabulary, paid on every request.
func BenchmarkVocabularyIndexBuild(b *testing.B) {
	for _, entries := range []int{200, 2000} {
		vocab := benchVocabulary(entries)
		b.Run(fmt.Sprintf("entries=%d", entries), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				newVocabularyIndex(vocab, "en")
			}
		})
	}
}

// benchVocabulary makes n entries: single words and two-word phrases of made-up terms, with
// shared first words, as a radiologist's list has.
func benchVocabulary(n int) []vocabulary.Entry {
	rng := rand.New(rand.NewPCG(3, 4))
	vocab := make([]vocabulary.Entry, n)
	for i := range vocab {
		original := benchTerm(rng)
		if i%3 == 0 {
			original += " " + benchTerm(rng)
		}
		vocab[i] = vocabulary.Entry{ID: fmt.Sprint(i), OriginalWord: original, CorrectedWord: strings.ToUpper(original), Language: "en"}
	}
	return vocab
}

func benchTerm(rng *rand.Rand) string {
	const letters = "abcdefghijklmnopqrstuvwxyz"
	b := make([]byte, 3+rng.IntN(7))
	for i := range b {
		b[i] = letters[rng.IntN(len(letters))]
	}
	return string(b)
}

// benchTranscript makes a transcript of n words, one in twenty an original of the vocabulary.
func benchTranscript(n int, vocab []vocabulary.Entry) string {
	rng := rand.New(rand.NewPCG(5, 6))
	common := strings.Fields("the of and a in is no there right left lobe small pleural effusion seen with mild change since prior study normal size")
	var b strings.Builder
	for i := range n {
		if i > 0 {
			if i%15 == 0 {
				b.WriteString(". ")
			} else {
				b.WriteByte(' ')
			}
		}
		if len(vocab) > 0 && i%20 == 7 {
			b.WriteString(vocab[rng.IntN(len(vocab))].OriginalWord)
			continue
		}
		b.WriteString(common[rng.IntN(len(common))])
	}
	return b.String()
}
