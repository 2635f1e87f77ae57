package builtin

import (
	"strings"

	"github.com/radscribe/radscribe/domain/report"
)

// formatted is a dictation cut into sections of paragraphs of sentences.
type formatted struct {
	lang     *language
	sections map[string][][]sentence
	// impression is how the user wants an impression written when none was dictated.
	impression report.ImpressionPreferences
	// advice are the statements dictated under a recommendation label among the findings of a
	// dictation without an impression (adviceApart): written below the impression the engine
	// writes.
	advice []sentence
}

// structure reads a corrected dictation into sections. NUL characters are dropped: HTML text
// cannot hold them (a browser, and the sanitiser, drop them from it).
func structure(text string, l *language) formatted {
	text = strings.ReplaceAll(text, "\x00", "")
	f := formatted{lang: l, sections: map[string][][]sentence{}}
	for sec, body := range splitSections(text, l) {
		f.sections[sec] = paragraphs(body)
	}
	f.studyNameToTechnique()
	f.findingsOutOfEarlySections()
	return f
}

// findingsOutOfEarlySections moves the findings a dictation ran on with after the heading of an
// earlier section ("comparison CT from March 2024 there is a new 6 mm nodule ...") to the
// findings, when no findings heading was dictated: without it the whole dictation stayed in the
// comparison, and the impression called the study normal. A section keeps its first statement
// and what follows it until a statement about a part of the body ("100 ml contrast were given"
// stays with the technique); a further study's name stays too.
func (f formatted) findingsOutOfEarlySections() {
	if len(f.sections[find]) > 0 {
		return
	}
	for _, sec := range []string{clin, tech, comp} {
		paras := f.sections[sec]
		pi, k := f.firstFindingAfterOpening(paras)
		if pi < 0 {
			continue
		}
		moved := append([][]sentence{paras[pi][k:]}, paras[pi+1:]...)
		kept := paras[:pi:pi]
		if k > 0 {
			kept = append(kept, paras[pi][:k])
		}
		f.sections[sec] = kept
		f.sections[find] = moved
		return
	}
}

// firstFindingAfterOpening is where, after a section's first statement, the first statement
// about a part of the body stands (paragraph and sentence), -1 when none does.
func (f formatted) firstFindingAfterOpening(paras [][]sentence) (int, int) {
	count := 0
	for pi, para := range paras {
		for k, s := range para {
			count++
			if count > 1 && firstRegion(s.text, f.lang.code) >= 0 && !report.NamesTheStudy(f.lang.code, s.text) {
				return pi, k
			}
		}
	}
	return -1, 0
}

// studyNameToTechnique moves the examination's name a dictation opens its findings with ("CT
// abdomen and pelvis with contrast.") to the technique, when none was dictated: it is neither a
// finding nor part of the impression.
func (f formatted) studyNameToTechnique() {
	findings := f.sections[find]
	if len(f.sections[tech]) > 0 || len(findings) == 0 || !report.NamesTheStudy(f.lang.code, findings[0][0].text) {
		return
	}
	f.sections[tech] = [][]sentence{findings[0][:1]}
	if rest := findings[0][1:]; len(rest) > 0 {
		findings[0] = rest
	} else {
		findings = findings[1:]
	}
	if len(findings) == 0 {
		delete(f.sections, find)
		return
	}
	f.sections[find] = findings
}

// html writes the sections in report order; findings sentences about the same organ share a
// paragraph, other sections give each sentence its own.
func (f formatted) html() string {
	var b strings.Builder
	for _, sec := range sectionOrder {
		paras := f.sections[sec]
		if len(paras) == 0 {
			continue
		}
		group := oneEach
		if sec == find {
			group = f.byOrgan
		}
		renderSection(&b, f.lang.titles[sec], paras, group)
	}
	return b.String()
}

// byOrgan groups consecutive sentences about the same organ; a sentence naming no organ
// continues the one before ("The liver is enlarged. It measures 18 cm.").
func (f formatted) byOrgan(para []sentence) [][]sentence {
	var out [][]sentence
	prev := -2
	for i, s := range para {
		o := firstRegion(s.text, f.lang.code)
		if i > 0 && (o == -1 || o == prev) {
			out[len(out)-1] = append(out[len(out)-1], s)
			continue
		}
		out = append(out, para[i:i+1:i+1])
		prev = o
	}
	return out
}
