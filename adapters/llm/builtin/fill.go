package builtin

import (
	"html"
	"slices"
	"strings"
)

// edit replaces doc[from:to] with text.
type edit struct {
	from, to int
	text     string
}

// fill puts a dictation into a template by the labelled-line convention: each statement
// replaces the normal text of the line about its organ, lines not dictated keep theirs,
// statements no line is about are added to the findings, and the impression is the dictated
// one, else the abnormal statements, else the template's. Only text changes; every tag and
// attribute of the template stays as it was.
func fill(doc string, f formatted) string {
	code := f.lang.code
	blocks := parseTemplate(doc, f.lang)
	for _, b := range blocks {
		for i := range b.lines {
			b.lines[i].organs = organsIn(b.lines[i].label, code)
			b.lines[i].side = sideOf(b.lines[i].label, code)
		}
	}
	var edits []edit
	var leftover [][]sentence
	for _, sec := range []string{clin, tech, comp, find} {
		var lines []line
		if b := blocks[sec]; b != nil {
			lines = b.lines
		}
		chosen := map[int][]string{}
		for _, para := range f.sections[sec] {
			var rest []sentence
			var previous []int
			for _, s := range withMarks(para) {
				targets := bestLines(lines, s.text, code, sec != find)
				// A normal statement naming no organ continues the one before ("No focal
				// lesion."); one that reports something new gets a paragraph of its own.
				if len(targets) == 0 && len(organsIn(s.text, code)) == 0 && !abnormal(s.text, code) {
					targets = previous
				}
				previous = targets
				for _, t := range targets {
					chosen[t] = append(chosen[t], s.text)
				}
				if len(targets) == 0 {
					rest = append(rest, s)
				}
			}
			if len(rest) > 0 {
				leftover = append(leftover, rest)
			}
		}
		for i, texts := range chosen {
			edits = append(edits, edit{lines[i].textFrom, lines[i].text, spaceBefore(lines[i]) + html.EscapeString(strings.Join(texts, " "))})
		}
	}
	if len(leftover) > 0 {
		at := insertAt(blocks, len(doc))
		edits = append(edits, edit{at, at, "\n" + strings.TrimSuffix(paragraphsHTML(leftover, f.byOrgan), "\n")})
	}
	if e, ok := impressionEdit(blocks[impr], f); ok {
		edits = append(edits, e)
	}
	slices.SortFunc(edits, func(a, b edit) int { return b.from - a.from })
	for _, e := range edits {
		doc = doc[:e.from] + e.text + doc[e.to:]
	}
	return doc
}

// withMarks writes back list numbers, since template lines hold running text.
func withMarks(para []sentence) []sentence {
	out := make([]sentence, len(para))
	for i, s := range para {
		out[i] = s
		if s.mark != "" {
			out[i].text = s.mark + " " + s.text
		}
	}
	return out
}

// spaceBefore keeps the space a labelled line has between its label and its text.
func spaceBefore(l line) string {
	if l.label != "" {
		return " "
	}
	return ""
}

// bestLines returns the lines a statement is about: the labelled line sharing most organs and
// label words with it. A statement naming no side fits both lines of a pair ("kidneys normal"
// fills right and left kidney). With fallback (the sections before the findings), a statement
// about nothing in particular goes to the section's first line, as the indication does.
func bestLines(lines []line, text, code string, fallback bool) []int {
	organs := organsIn(text, code)
	side := sideOf(text, code)
	best, bestScore := []int(nil), -1<<31
	for i, l := range lines {
		if l.label == "" {
			continue
		}
		// Shared organs count; organs of the label the statement does not name count against,
		// so "the bile duct" fits "Bile ducts" better than "Gallbladder and bile ducts".
		shared, score := 0, 0
		for _, o := range l.organs {
			if containsInt(organs, o) {
				shared++
				score += 2
			} else {
				score--
			}
		}
		if shared == 0 {
			continue
		}
		if ls := l.side; ls != 0 {
			if side != 0 && side&ls == 0 {
				continue
			}
			if side&ls != 0 {
				score++
			}
		}
		switch {
		case score > bestScore:
			best, bestScore = []int{i}, score
		case score == bestScore && side == 0 && l.side != 0:
			best = append(best, i)
		}
	}
	if best == nil && fallback && len(lines) > 0 {
		return []int{0}
	}
	return best
}

// insertAt is where statements that fit no line go: after the findings, else before the
// impression, else at the end.
func insertAt(blocks map[string]*block, end int) int {
	if b := blocks[find]; b != nil {
		return b.end
	}
	if b := blocks[impr]; b != nil {
		return b.from
	}
	return end
}

// impressionEdit replaces the template's impression with the dictated one, or with the
// abnormal statements when none was dictated.
func impressionEdit(b *block, f formatted) (edit, bool) {
	if b == nil {
		return edit{}, false
	}
	paras := f.sections[impr]
	if len(paras) == 0 {
		paras = abnormalStatements(f)
	}
	if len(paras) == 0 {
		return edit{}, false
	}
	e := edit{b.from, b.from, "\n"}
	if len(b.lines) > 0 {
		e = edit{b.lines[0].from, b.lines[len(b.lines)-1].to, ""}
	}
	e.text += strings.TrimSuffix(paragraphsHTML(paras, oneEach), "\n")
	return e, true
}

// abnormalStatements are the dictated findings that report something, as one paragraph.
func abnormalStatements(f formatted) [][]sentence {
	var out []sentence
	for _, para := range f.sections[find] {
		for _, s := range withMarks(para) {
			if abnormal(s.text, f.lang.code) {
				out = append(out, sentence{text: s.text})
			}
		}
	}
	if len(out) == 0 {
		return nil
	}
	return [][]sentence{out}
}

// paragraphsHTML renders paragraphs without a heading.
func paragraphsHTML(paras [][]sentence, group func([]sentence) [][]sentence) string {
	var b strings.Builder
	for _, para := range paras {
		renderParagraph(&b, para, group)
	}
	return b.String()
}
