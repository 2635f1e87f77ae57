package dictation

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
)

// The segmentation corpus measures Segment on English, German, French, Spanish, Italian and
// Portuguese reports (and, in segment_corpus_more_test.go, Polish, Romanian, Swedish, Slovenian,
// Lithuanian and Greek ones) as they read when a speech engine without punctuation returns them:
// lower case, no marks, numbers in digits with their decimal mark. The reports in
// testdata/segment_corpus were written for this test, one sentence a line and a blank line
// between reports; those under heldout/ are a different clinical mix that no rule is tuned on.
// The floors are the figures measured when the corpus was written, less 0.02, so the test fails
// only on a regression; the counts of measured findings swallowed by a denial may not grow.
// Raise them when the segmenter improves.

type segmentCorpusFloor struct {
	precision, recall, f1 float64
	swallowed             int // measured findings swallowed by a denial opening the sentence, at most
	swallowedAnywhere     int // swallowed by a denial anywhere before them in the sentence, at most
}

var segmentCorpusFloors = map[string]segmentCorpusFloor{
	"en": {0.923, 0.621, 0.743, 0, 0},
	"de": {0.956, 0.825, 0.886, 0, 0},
	// The Romance corpora gained a second clinical mix (abdomen, neuro, spine, breast,
	// ultrasound, musculoskeletal); the findings it still swallows are counted, never more.
	"fr": {0.934, 0.757, 0.837, 0, 0},
	"es": {0.888, 0.747, 0.812, 0, 3},
	"it": {0.891, 0.732, 0.804, 0, 2},
	"pt": {0.914, 0.748, 0.823, 1, 4},
}

var segmentHeldOutFloors = map[string]segmentCorpusFloor{
	"en": {0.962, 0.589, 0.732, 0, 1},
	"de": {0.980, 0.670, 0.796, 0, 0},
	"fr": {0.924, 0.566, 0.703, 0, 0},
	"es": {0.730, 0.497, 0.592, 0, 0},
	"it": {0.847, 0.428, 0.571, 0, 0},
	"pt": {0.758, 0.463, 0.576, 0, 0},
}

// corpusDenialOpeners are the words a denial opens a sentence with, one or more words each.
var corpusDenialOpeners = map[string][]string{
	"en": {"no", "without", "negative for", "there is no", "there are no"},
	"de": {"kein", "keine", "keinen", "keiner", "keines", "ohne", "nicht", "kein nachweis", "es besteht kein", "es besteht keine", "es findet sich kein", "es findet sich keine", "es zeigt sich kein", "es zeigt sich keine"},
	"fr": {"pas", "absence", "sans", "aucun", "aucune", "il n'y a pas", "on ne", "ni", "non"},
	"es": {"no", "sin", "ausencia", "ningún", "ninguna", "tampoco"},
	"it": {"non", "senza", "assenza", "nessun", "nessuna", "nessuno", "né"},
	"pt": {"não", "sem", "ausência", "nenhum", "nenhuma", "nem"},
	"pl": {"nie", "brak", "bez"},
	"ro": {"nu", "fără", "absența", "nici"},
	"sv": {"ingen", "inga", "inget", "utan", "ej", "inte"},
	"sl": {"ni", "niso", "ne", "brez", "niti"},
	"lt": {"nėra", "be", "ne", "nematyti", "nerasta", "nenustatyta", "nestebima"},
	"el": {"δεν", "χωρίς", "απουσία", "ούτε"},
}

// corpusInlineDenials are the denials that deny the noun after them wherever they stand in a
// sentence ("parénquima sin consolidaciones"), not only at its start.
var corpusInlineDenials = map[string][]string{
	"en": {"no", "without"},
	"de": {"kein", "keine", "keinen", "keiner", "keines", "ohne"},
	"fr": {"pas", "absence", "sans", "aucun", "aucune"},
	"es": {"sin", "ausencia", "ningún", "ninguna", "no hay", "no se"},
	"it": {"senza", "assenza", "nessun", "nessuna", "nessuno", "non si", "non vi"},
	"pt": {"sem", "ausência", "nenhum", "nenhuma", "não há", "não se"},
	"pl": {"bez", "brak", "nie stwierdza się", "nie stwierdzono", "nie widać"},
	"ro": {"fără", "nu se", "nu există"},
	"sv": {"ingen", "inga", "inget", "utan"},
	"sl": {"brez", "ni", "niso", "ne vidim"},
	"lt": {"be", "nėra", "nematyti"},
	"el": {"χωρίς", "απουσία", "δεν"},
}

var corpusSizeUnits = map[string]bool{"mm": true, "cm": true, "ml": true, "cc": true, "mm²": true, "cm²": true, "cm³": true}

type corpusReport struct {
	words  []string // lower case, no marks
	starts []int    // the written sentence each word belongs to
}

func TestSegmentCorpus(t *testing.T) {
	testSegmentCorpus(t, []string{"en", "de", "fr", "es", "it", "pt"}, segmentCorpusFloors, segmentHeldOutFloors)
}

// testSegmentCorpus measures each language's corpus and held-out reports against its floors.
func testSegmentCorpus(t *testing.T, languages []string, corpusFloors, heldOutFloors map[string]segmentCorpusFloor) {
	for _, set := range []struct {
		name, dir string
		floors    map[string]segmentCorpusFloor
	}{
		{"corpus", "testdata/segment_corpus", corpusFloors},
		{"held-out", "testdata/segment_corpus/heldout", heldOutFloors},
	} {
		for _, lang := range languages {
			t.Run(set.name+"/"+lang, func(t *testing.T) {
				reports := readSegmentCorpus(t, filepath.Join(set.dir, lang+".txt"))
				var tp, fp, fn, swallowed, anywhere int
				for _, r := range reports {
					in := strings.Join(r.words, " ")
					out := Segment(in, lang)
					got, gotStarts := corpusSentences(out)
					if !equalWords(got, r.words) {
						t.Errorf("%s: words dropped or reordered:\n in  %q\n out %q", lang, in, out)
						continue
					}
					want := map[int]bool{}
					for i := 1; i < len(r.starts); i++ {
						if r.starts[i] != r.starts[i-1] {
							want[i] = true
						}
					}
					have := map[int]bool{}
					for _, s := range gotStarts {
						if s > 0 {
							have[s] = true
						}
					}
					for i := range have {
						if want[i] {
							tp++
						} else {
							fp++
						}
					}
					for i := range want {
						if !have[i] {
							fn++
						}
					}
					n, a := swallowedFindings(lang, r, gotStarts)
					swallowed += n
					anywhere += a
					if set.name == "corpus" && os.Getenv("SEGMENT_CORPUS_BOUNDARIES") != "" {
						logBoundaryDiff(t, lang, r.words, want, have)
					}
					if a > 0 || !sameBounds(want, have) {
						t.Logf("miss (%s, %d swallowed by an opening denial, %d by any):\n got  %s", lang, n, a, out)
					}
				}
				p, rec, f1 := prf(tp, fp, fn)
				t.Logf("%s %s: %d reports, precision %.3f recall %.3f F1 %.3f, measured findings swallowed by a denial opening the sentence %d, by a denial anywhere before them %d",
					set.name, lang, len(reports), p, rec, f1, swallowed, anywhere)
				floor := set.floors[lang]
				if p < floor.precision || rec < floor.recall || f1 < floor.f1 {
					t.Errorf("%s %s: P %.3f R %.3f F1 %.3f below the floor P %.2f R %.2f F1 %.2f",
						set.name, lang, p, rec, f1, floor.precision, floor.recall, floor.f1)
				}
				if swallowed > floor.swallowed {
					t.Errorf("%s %s: %d measured findings swallowed by a denial opening the sentence, more than %d", set.name, lang, swallowed, floor.swallowed)
				}
				if anywhere > floor.swallowedAnywhere {
					t.Errorf("%s %s: %d measured findings swallowed by a denial anywhere before them, more than %d", set.name, lang, anywhere, floor.swallowedAnywhere)
				}
			})
		}
	}
}

// logBoundaryDiff logs each boundary Segment missed or added, with the words around it, when
// SEGMENT_CORPUS_BOUNDARIES is set: the groups of misses are what a new rule is written for.
// Only the corpus is logged; the held-out reports are measured, never read.
func logBoundaryDiff(t *testing.T, lang string, words []string, want, have map[int]bool) {
	t.Helper()
	for i := 1; i < len(words); i++ {
		kind := ""
		switch {
		case want[i] && !have[i]:
			kind = "missed"
		case have[i] && !want[i]:
			kind = "added"
		default:
			continue
		}
		before := strings.Join(words[max(i-5, 0):i], " ")
		after := strings.Join(words[i:min(i+5, len(words))], " ")
		t.Logf("%s %s: %s | %s", lang, kind, before, after)
	}
}

// readSegmentCorpus reads one sentence a line, a blank line between reports and "#" lines as
// comments, into the words a speech engine returns.
func readSegmentCorpus(t *testing.T, path string) []corpusReport {
	t.Helper()
	f, err := os.Open(path) // #nosec G304 -- a test data file
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []corpusReport
	var cur corpusReport
	sentence := 0
	flush := func() {
		if len(cur.words) > 0 {
			out = append(out, cur)
		}
		cur = corpusReport{}
		sentence = 0
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(line, "#"):
			continue
		case line == "":
			flush()
			continue
		}
		// A heading's colon ends its heading: the words after it start a sentence.
		for _, part := range strings.SplitAfter(line, ":") {
			words := spokenWords(part)
			if len(words) == 0 {
				continue
			}
			sentence++
			for _, w := range words {
				cur.words = append(cur.words, w)
				cur.starts = append(cur.starts, sentence)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	flush()
	if len(out) == 0 {
		t.Fatalf("%s: no reports", path)
	}
	return out
}

// spokenWords is text as a speech engine without punctuation returns it: lower case, marks
// removed, a decimal mark between digits kept.
func spokenWords(text string) []string {
	var out []string
	for _, field := range strings.Fields(text) {
		if w := spokenWord(field); w != "" {
			out = append(out, w)
		}
	}
	return out
}

func spokenWord(field string) string {
	rs := []rune(field)
	var b strings.Builder
	for i, r := range rs {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '\'' || r == '’' || r == '²' || r == '³' || r == '/' || r == '%' {
			b.WriteRune(unicode.ToLower(r))
			continue
		}
		if (r == ',' || r == '.') && i > 0 && i+1 < len(rs) && unicode.IsDigit(rs[i-1]) && unicode.IsDigit(rs[i+1]) {
			b.WriteRune(r)
		}
	}
	return strings.Trim(b.String(), "-'’/")
}

// corpusSentences reads Segment's output: its words as spokenWords gives them, and the index
// of each word that starts a sentence (after a full stop, colon, semicolon, question or
// exclamation mark).
func corpusSentences(out string) ([]string, []int) {
	var words []string
	starts := []int{0}
	for _, field := range strings.Fields(out) {
		w := spokenWord(field)
		if w == "" {
			continue
		}
		words = append(words, w)
		tail := strings.TrimRightFunc(field, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if strings.ContainsAny(field[len(tail):], ".:;?!") {
			starts = append(starts, len(words))
		}
	}
	return words, starts
}

func equalWords(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func sameBounds(a, b map[int]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !b[i] {
			return false
		}
	}
	return true
}

func prf(tp, fp, fn int) (p, r, f1 float64) {
	if tp+fp > 0 {
		p = float64(tp) / float64(tp+fp)
	}
	if tp+fn > 0 {
		r = float64(tp) / float64(tp+fn)
	}
	if p+r > 0 {
		f1 = 2 * p * r / (p + r)
	}
	return p, r, f1
}

// swallowedFindings counts the sizes with their unit that Segment put into one sentence with a
// denial that the written text had in another sentence: opening is the count where the denial
// opens Segment's sentence ("no hay derrame pleural nódulo de 7 mm"); anywhere also counts a
// denial inside it ("parénquima sin consolidaciones nódulo de 7 mm"), as a reader takes both
// nodules for denied.
func swallowedFindings(lang string, r corpusReport, starts []int) (opening, anywhere int) {
	for k, s := range starts {
		end := len(r.words)
		if k+1 < len(starts) {
			end = starts[k+1]
		}
		for i := s + 1; i < end; i++ {
			if !corpusSizeUnits[r.words[i]] || !isCorpusNumber(r.words[i-1]) {
				continue
			}
			if opensDenial(lang, r.words[s:end]) && r.starts[s] != r.starts[i] {
				opening++
				anywhere++
				continue
			}
			for j := s; j < i-1; j++ {
				if r.starts[j] == r.starts[i] {
					break
				}
				written := j == 0 || r.starts[j-1] != r.starts[j]
				if (written && opensDenial(lang, r.words[j:i])) || hasPhrase(corpusInlineDenials[lang], r.words[j:i]) {
					anywhere++
					break
				}
			}
		}
	}
	return opening, anywhere
}

func isCorpusNumber(w string) bool {
	return isDecimalInside(w) || (w != "" && strings.Trim(w, "0123456789") == "")
}

func hasPhrase(phrases, words []string) bool {
	for _, o := range phrases {
		ws := strings.Fields(o)
		if len(ws) <= len(words) && equalWords(ws, words[:len(ws)]) {
			return true
		}
	}
	return false
}

func opensDenial(lang string, sentence []string) bool {
	return hasPhrase(corpusDenialOpeners[lang], sentence)
}
