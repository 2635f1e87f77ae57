package builtin

import (
	"html"
	"strings"
)

// generate writes a whole report from a dictation: the dictated sections in report order,
// findings as labelled lines per organ (in the order the organs were first dictated), and an
// impression: the dictated one, else the abnormal statements, else the language's normal one.
func generate(f formatted) string {
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
		paras = abnormalStatements(f)
	}
	if len(paras) == 0 {
		paras = [][]sentence{{{text: f.lang.normal}}}
	}
	b.WriteString(paragraphsHTML(paras, oneEach))
	return b.String()
}

// writeByOrgan gathers the findings per organ into labelled lines; statements before the first
// organ named stay plain paragraphs at the top, and a statement naming no organ belongs to the
// one before it.
func writeByOrgan(b *strings.Builder, f formatted) {
	code := f.lang.code
	var order []int
	texts := map[int][]string{}
	current := -1
	for _, para := range f.sections[find] {
		for _, s := range withMarks(para) {
			if o := firstOrgan(s.text, code); o >= 0 {
				current = o
			}
			if !containsInt(order, current) {
				order = append(order, current)
			}
			texts[current] = append(texts[current], s.text)
		}
	}
	for _, o := range order {
		text := html.EscapeString(strings.Join(texts[o], " "))
		if o < 0 {
			b.WriteString("<p>" + text + "</p>\n")
			continue
		}
		b.WriteString("<p><strong>" + html.EscapeString(organs[o].names[code]) + ":</strong> " + text + "</p>\n")
	}
}
