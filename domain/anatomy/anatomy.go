// Package anatomy is the body as a radiologist reads a report: its regions, the broader regions
// that contain each, and per language the words that name them. It is clinical knowledge, so it
// lives in the domain, where the writer that places dictated statements on template lines (and
// any other reader of reports) finds one anatomy.
package anatomy

import (
	"bufio"
	"embed"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"
)

// files hold the regions of the body (regions.txt) and, per language, the words that name them
// (en.txt, de.txt, ...).
//
//go:embed *.txt
var files embed.FS

// Region is a part of the body a template line or a statement is about. Regions are referred to
// by their position in Anatomy.Regions, so that sets of regions are small slices of ints.
type Region struct {
	// Key names the region in the data files ("lungs", "level-l4-l5").
	Key string
	// Parents are the broader regions that contain it, the preferred one first: a statement
	// about a region with no line of its own goes to the nearest containing region that has one.
	Parents []int
	// Depth is the number of steps to a region without parents, through first parents, so a
	// more specific region can be preferred to a broader one.
	Depth int
	// Names is how a generated report labels the region, per language code.
	Names map[string]string
}

// Term is a word or phrase naming regions; a stem word matches any word it begins, so one term
// covers the forms of a word ("pulmon*": pulmonary, pulmonic).
type Term struct {
	Words []string
	// Stem tells, per word, whether it is a stem.
	Stem    []bool
	Regions []int
	// Weak terms are findings that only suggest their usual place ("effusion"), so the anatomy
	// named around them decides.
	Weak bool
	// Site terms mostly say where something lies ("in both lungs"), so a sentence is about the
	// other regions it names first.
	Site bool
	// Distinctive terms name their part of the body unmistakably ("meniscus", "pneumothorax"):
	// in a report on another part they point to the wrong template or the wrong dictation.
	Distinctive bool
}

// Index is one language's terms, indexed by their first word: exact words by the word, stems by
// their first two bytes, so looking up the terms at a word is one map access each.
type Index struct {
	exact map[string][]*Term
	stems map[string][]*Term
	// FullTerms are the terms made of whole words, in the order of the file, so a dictation
	// misheard near one ("pleural effussion") can be corrected to it.
	FullTerms []string
	// relations are the phrases after which a region is only where something lies, relative
	// to it ("perpendicular to the lateral ventricles"): the "@ | | ..." line of the file.
	relations [][]string
}

// Anatomy is the parsed region table and the language indexes.
type Anatomy struct {
	// Regions is every region, in the order of regions.txt.
	Regions []Region
	byKey   map[string]int
	langs   map[string]*Index
}

// Tables is the anatomy of the embedded files, parsed once. They are part of the binary and
// tested, so a malformed file is a programming error and panics.
var Tables = sync.OnceValue(func() *Anatomy {
	a, err := Parse(files)
	if err != nil {
		panic(err)
	}
	return a
})

// Language is the index of a language's terms by its code ("en", "de"), nil when the anatomy
// has no words for the language.
func (a *Anatomy) Language(code string) *Index { return a.langs[code] }

// Lookup is the region of a key, false when there is none: the data files and tests name
// regions by key.
func (a *Anatomy) Lookup(key string) (int, bool) {
	r, ok := a.byKey[key]
	return r, ok
}

// Name is the label of region r in a generated report in a language: its own name, else that of
// the nearest region containing it that has one (through first parents), "" when none has.
func (a *Anatomy) Name(r int, code string) string {
	for {
		if name := a.Regions[r].Names[code]; name != "" {
			return name
		}
		if len(a.Regions[r].Parents) == 0 {
			return ""
		}
		r = a.Regions[r].Parents[0]
	}
}

// Parse reads an anatomy from files laid out as the embedded ones: regions.txt with
// "region: parent, parent" lines, and one "<code>.txt" per language with
// "region | name | term, term*, ~term, @term" lines. It refuses unknown regions, cycles of
// parents and malformed lines, so a mistake in the data shows in a test, not in a report.
func Parse(files fs.FS) (*Anatomy, error) {
	a := &Anatomy{byKey: map[string]int{}, langs: map[string]*Index{}}
	regionLines, err := dataLines(files, "regions.txt")
	if err != nil {
		return nil, err
	}
	parentKeys := make([][]string, 0, len(regionLines))
	for _, l := range regionLines {
		key, parents, _ := strings.Cut(l, ":")
		key = strings.TrimSpace(key)
		if _, dup := a.byKey[key]; dup {
			return nil, fmt.Errorf("anatomy: region %q listed twice", key)
		}
		a.byKey[key] = len(a.Regions)
		a.Regions = append(a.Regions, Region{Key: key, Names: map[string]string{}})
		parentKeys = append(parentKeys, splitList(parents))
	}
	for i, keys := range parentKeys {
		for _, k := range keys {
			p, ok := a.byKey[k]
			if !ok {
				return nil, fmt.Errorf("anatomy: region %q has unknown parent %q", a.Regions[i].Key, k)
			}
			a.Regions[i].Parents = append(a.Regions[i].Parents, p)
		}
	}
	for i := range a.Regions {
		d, at := 0, i
		for len(a.Regions[at].Parents) > 0 {
			if d++; d > len(a.Regions) {
				return nil, fmt.Errorf("anatomy: region %q is its own ancestor", a.Regions[i].Key)
			}
			at = a.Regions[at].Parents[0]
		}
		a.Regions[i].Depth = d
	}
	names, err := fs.Glob(files, "*.txt")
	if err != nil {
		return nil, err
	}
	for _, name := range names {
		code := strings.TrimSuffix(name, ".txt")
		if code == "regions" {
			continue
		}
		if err := a.parseLanguage(files, name, code); err != nil {
			return nil, err
		}
	}
	return a, nil
}

// parseLanguage reads "region | name | term, term*, ~term" lines.
func (a *Anatomy) parseLanguage(files fs.FS, path, code string) error {
	lines, err := dataLines(files, path)
	if err != nil {
		return err
	}
	idx := &Index{exact: map[string][]*Term{}, stems: map[string][]*Term{}}
	// The same term in two regions ("effusion": pleura, joint) names both.
	seen := map[string]*Term{}
	for _, l := range lines {
		parts := strings.Split(l, "|")
		if len(parts) != 3 {
			return fmt.Errorf("%s: want 'region | name | terms': %q", path, l)
		}
		if strings.TrimSpace(parts[0]) == "@" {
			for _, raw := range splitList(parts[2]) {
				idx.relations = append(idx.relations, strings.Fields(strings.ToLower(raw)))
			}
			continue
		}
		var regions []int
		for _, k := range strings.Split(strings.TrimSpace(parts[0]), "+") {
			r, ok := a.byKey[k]
			if !ok {
				return fmt.Errorf("%s: unknown region %q", path, k)
			}
			regions = append(regions, r)
		}
		if name := strings.TrimSpace(parts[1]); name != "" {
			a.Regions[regions[0]].Names[code] = name
		}
		for _, raw := range splitList(parts[2]) {
			t := &Term{Regions: regions}
			raw, t.Distinctive = strings.CutPrefix(raw, "!")
			raw, t.Weak = strings.CutPrefix(raw, "~")
			raw, t.Site = strings.CutPrefix(raw, "@")
			for _, w := range strings.Fields(strings.ToLower(raw)) {
				w, stem := strings.CutSuffix(w, "*")
				t.Words, t.Stem = append(t.Words, w), append(t.Stem, stem)
			}
			if len(t.Words) == 0 || t.Words[0] == "" {
				return fmt.Errorf("%s: empty term in %q", path, l)
			}
			if same := seen[raw]; same != nil {
				if same.Weak != t.Weak || same.Site != t.Site || same.Distinctive != t.Distinctive {
					return fmt.Errorf("%s: %q is weak, a site or distinctive in one region and not in another", path, raw)
				}
				same.Regions = Union(same.Regions, regions)
				continue
			}
			seen[raw] = t
			first := t.Words[0]
			if t.Stem[0] {
				if len(first) < 2 {
					return fmt.Errorf("%s: stem %q is too short", path, first)
				}
				idx.stems[first[:2]] = append(idx.stems[first[:2]], t)
			} else {
				idx.exact[first] = append(idx.exact[first], t)
			}
			if !slices.Contains(t.Stem, true) {
				idx.FullTerms = append(idx.FullTerms, strings.Join(t.Words, " "))
			}
		}
	}
	a.langs[code] = idx
	return nil
}

// dataLines returns a data file's lines without comments and blank lines.
func dataLines(files fs.FS, path string) ([]string, error) {
	f, err := files.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return out, sc.Err()
}

// splitList splits a comma-separated list, dropping blanks.
func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// Reach returns how far region r is from region to going up through parents (0 when they are the
// same) and the parent order taken on the first step, or -1 when to does not contain r: the
// nearest containing region, by the preferred way up, is where a statement about r belongs when
// r has no place of its own.
func (a *Anatomy) Reach(r, to int) (steps, choice int) {
	if r == to {
		return 0, 0
	}
	best, bestChoice := -1, 0
	for k, p := range a.Regions[r].Parents {
		if d, _ := a.Reach(p, to); d >= 0 && (best < 0 || d+1 < best) {
			best, bestChoice = d+1, k
		}
	}
	return best, bestChoice
}

// Related tells whether one of regions lies within r or contains it, so a finding can be read
// against the anatomy named around it ("nodule in the right lower lobe").
func (a *Anatomy) Related(r int, regions []int) bool {
	for _, o := range regions {
		if steps, _ := a.Reach(o, r); steps >= 0 {
			return true
		}
		if steps, _ := a.Reach(r, o); steps >= 0 {
			return true
		}
	}
	return false
}
