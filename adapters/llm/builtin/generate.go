package builtin

import (
	"html"
	"slices"
	"strings"

	"github.com/radscribe/radscribe/domain/anatomy"
)

// generate writes a whole report from a dictation: the dictated sections in report order,
// findings as labelled lines per organ (in the order the organs were first dictated), and an
// impression: the dictated one, else the one the impression policy writes (impression.go), else
// the language's normal one.
func generate(f formatted) string {
	f = f.adviceApart()
	var b strings.Builder
	for _, sec := range []string{clin, tech, comp} {
		if paras := f.sections[sec]; len(paras) > 0 {
			renderSection(&b, f.lang.titles[sec], paras, oneEach)
		}
	}
	if len(f.sections[find]) > 0 {
		b.WriteString("<h3>" + html.EscapeString(f.lang.titles[find]) + "</h3>\n")
		writeByOrgan(&b, f)
	}
	b.WriteString("<h3>" + html.EscapeString(f.lang.titles[impr]) + "</h3>\n")
	paras := f.sections[impr]
	if len(paras) == 0 {
		paras = generatedImpression(f)
	}
	if len(paras) == 0 {
		paras = [][]sentence{{{text: f.lang.normal}}}
	}
	if len(f.advice) > 0 {
		paras = append(paras[:len(paras):len(paras)], f.advice)
	}
	b.WriteString(paragraphsHTML(paras, oneEach))
	return b.String()
}

// writeByOrgan gathers the findings per region into labelled lines, named as the region or the
// nearest region containing it that the language names ("Small hiatal hernia" under "Upper
// abdomen"), in the order first dictated; statements before the first region named stay plain
// paragraphs at the top, and a statement naming no region belongs to the one before it.
func writeByOrgan(b *strings.Builder, f formatted) {
	code := f.lang.code
	var order []string
	texts := map[string][]string{}
	current, level := "", false
	for _, para := range f.sections[find] {
		for _, s := range withMarks(para) {
			if r := firstRegion(s.text, code); r >= 0 && !(level && atSpineLevel(r)) {
				current, level = anatomy.Tables().Name(r, code), isSpineLevel(r)
			}
			if !slices.Contains(order, current) {
				order = append(order, current)
			}
			texts[current] = append(texts[current], withoutOwnLabel(s.text, current, code))
		}
	}
	for _, name := range order {
		text := html.EscapeString(strings.Join(texts[name], " "))
		if name == "" {
			b.WriteString("<p>" + text + "</p>\n")
			continue
		}
		b.WriteString("<p><strong>" + html.EscapeString(name) + ":</strong> " + text + "</p>\n")
	}
}

// isSpineLevel tells a region that is one level of the spine ("L4-L5").
func isSpineLevel(r int) bool { return strings.HasPrefix(anatomy.Tables().Regions[r].Key, "level-") }

// atSpineLevel tells a part of the spine a level is dictated about (its canal, recesses,
// foramina, disc) that names no level of its own: after "L4-L5: disc extrusion ...", "moderate
// left lateral recess stenosis" is that level's.
func atSpineLevel(r int) bool {
	body := anatomy.Tables()
	spine, ok := body.Lookup("spine")
	if !ok || isSpineLevel(r) {
		return false
	}
	steps, _ := body.Reach(r, spine)
	return steps > 0
}
