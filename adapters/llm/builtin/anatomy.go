package builtin

import (
	"bufio"
	"embed"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"
)

// anatomyFiles hold the regions of the body and, per language, the words that name them.
//
//go:embed anatomy/*.txt
var anatomyFiles embed.FS

// region is a part of the body a template line or a statement is about.
type region struct {
	key string
	// parents are the broader regions that contain it, the preferred one first.
	parents []int
	// depth is the number of steps to a region without parents, through first parents.
	depth int
	// names is how a generated report labels the region, per language.
	names map[string]string
}

// anatomyTerm is a word or phrase naming regions; a stem word matches any word it begins.
type anatomyTerm struct {
	words   []string
	stem    []bool
	regions []int
	// weak terms are findings that only suggest their usual place ("effusion").
	weak bool
	// site terms mostly say where something lies ("in both lungs").
	site bool
}

// anatomyIndex is one language's terms, indexed by their first word: exact words by the
// word, stems by their first two bytes.
type anatomyIndex struct {
	exact map[string][]*anatomyTerm
	stems map[string][]*anatomyTerm
	// fullTerms are the terms made of whole words, for the near-miss lexicon.
	fullTerms []string
}

// anatomy is the parsed region table and the language indexes.
type anatomy struct {
	regions []region
	byKey   map[string]int
	langs   map[string]*anatomyIndex
}

// anatomyTables parses the embedded files once; they are part of the binary and tested, so a
// malformed file is a programming error.
var anatomyTables = sync.OnceValue(func() *anatomy {
	a, err := parseAnatomy(anatomyFiles)
	if err != nil {
		panic(err)
	}
	return a
})

func parseAnatomy(files fs.FS) (*anatomy, error) {
	a := &anatomy{byKey: map[string]int{}, langs: map[string]*anatomyIndex{}}
	regionLines, err := dataLines(files, "anatomy/regions.txt")
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
		a.byKey[key] = len(a.regions)
		a.regions = append(a.regions, region{key: key, names: map[string]string{}})
		parentKeys = append(parentKeys, splitList(parents))
	}
	for i, keys := range parentKeys {
		for _, k := range keys {
			p, ok := a.byKey[k]
			if !ok {
				return nil, fmt.Errorf("anatomy: region %q has unknown parent %q", a.regions[i].key, k)
			}
			a.regions[i].parents = append(a.regions[i].parents, p)
		}
	}
	for i := range a.regions {
		d, at := 0, i
		for len(a.regions[at].parents) > 0 {
			if d++; d > len(a.regions) {
				return nil, fmt.Errorf("anatomy: region %q is its own ancestor", a.regions[i].key)
			}
			at = a.regions[at].parents[0]
		}
		a.regions[i].depth = d
	}
	names, err := fs.Glob(files, "anatomy/*.txt")
	if err != nil {
		return nil, err
	}
	for _, name := range names {
		code := strings.TrimSuffix(strings.TrimPrefix(name, "anatomy/"), ".txt")
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
func (a *anatomy) parseLanguage(files fs.FS, path, code string) error {
	lines, err := dataLines(files, path)
	if err != nil {
		return err
	}
	idx := &anatomyIndex{exact: map[string][]*anatomyTerm{}, stems: map[string][]*anatomyTerm{}}
	// The same term in two regions ("effusion": pleura, joint) names both.
	seen := map[string]*anatomyTerm{}
	for _, l := range lines {
		parts := strings.Split(l, "|")
		if len(parts) != 3 {
			return fmt.Errorf("%s: want 'region | name | terms': %q", path, l)
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
			a.regions[regions[0]].names[code] = name
		}
		for _, raw := range splitList(parts[2]) {
			t := &anatomyTerm{regions: regions}
			raw, t.weak = strings.CutPrefix(raw, "~")
			raw, t.site = strings.CutPrefix(raw, "@")
			for _, w := range strings.Fields(strings.ToLower(raw)) {
				w, stem := strings.CutSuffix(w, "*")
				t.words, t.stem = append(t.words, w), append(t.stem, stem)
			}
			if len(t.words) == 0 || t.words[0] == "" {
				return fmt.Errorf("%s: empty term in %q", path, l)
			}
			if same := seen[raw]; same != nil {
				if same.weak != t.weak || same.site != t.site {
					return fmt.Errorf("%s: %q is weak or a site in one region and not in another", path, raw)
				}
				same.regions = union(same.regions, regions)
				continue
			}
			seen[raw] = t
			first := t.words[0]
			if t.stem[0] {
				if len(first) < 2 {
					return fmt.Errorf("%s: stem %q is too short", path, first)
				}
				idx.stems[first[:2]] = append(idx.stems[first[:2]], t)
			} else {
				idx.exact[first] = append(idx.exact[first], t)
			}
			if !slices.Contains(t.stem, true) {
				idx.fullTerms = append(idx.fullTerms, strings.Join(t.words, " "))
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
