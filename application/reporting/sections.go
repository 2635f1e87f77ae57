package reporting

import (
	"strings"

	"golang.org/x/net/html"

	"github.com/radscribe/radscribe/domain/report"
)

// headingWords recognise a report heading in the languages the default prompts write (and
// common synonyms), checked in this order; a heading matching none (a title such as "CT
// Chest") does not start a section.
var headingWords = []struct {
	section string
	words   []string
}{
	{report.SectionClinical, []string{"clinical", "indication", "history", "klinische", "angaben", "fragestellung", "anamnese",
		"clínica", "clinica", "indicación", "indicação", "quesito", "renseignements"}},
	{report.SectionTechnique, []string{"technique", "technik", "técnica", "tecnica", "protocol"}},
	{report.SectionComparison, []string{"comparison", "voruntersuchung", "vergleich", "comparación", "comparação", "confronto", "comparaison", "prior"}},
	{report.SectionImpression, []string{"impression", "conclusion", "beurteilung", "zusammenfassung", "conclusión", "conclusão", "conclusioni", "summary", "opinion"}},
	{report.SectionFindings, []string{"findings", "befund", "hallazgos", "achados", "reperto", "résultats", "resultats", "observations"}},
}

// sectionsOf reads a report's HTML back into sections for the shared contradiction rules. Text
// before the first heading is findings, as in a dictation.
func sectionsOf(doc string) []report.Section {
	var sections []report.Section
	current, text := report.SectionFindings, &strings.Builder{}
	flush := func() {
		if t := strings.TrimSpace(text.String()); t != "" {
			sections = append(sections, report.Section{Name: current, Text: t})
		}
		text.Reset()
	}
	z := html.NewTokenizer(strings.NewReader(doc))
	heading := (*strings.Builder)(nil)
	for {
		switch z.Next() {
		case html.ErrorToken:
			flush()
			return sections
		case html.StartTagToken, html.SelfClosingTagToken:
			name, _ := z.TagName()
			switch {
			case isHeading(name):
				heading = &strings.Builder{}
			case string(name) == "br":
				text.WriteString("\n")
			}
		case html.EndTagToken:
			name, _ := z.TagName()
			if isHeading(name) && heading != nil {
				if section, ok := sectionNamed(heading.String()); ok {
					flush()
					current = section
				}
				heading = nil
				continue
			}
			// Paragraphs and list items separate statements for the rules.
			if blockEnds[string(name)] {
				text.WriteString("\n")
			}
		case html.TextToken:
			if heading != nil {
				heading.Write(z.Text())
			} else {
				text.Write(z.Text())
			}
		}
	}
}

var blockEnds = map[string]bool{"p": true, "li": true, "div": true, "ul": true, "ol": true, "tr": true, "blockquote": true}

func isHeading(tag []byte) bool {
	return len(tag) == 2 && tag[0] == 'h' && tag[1] >= '1' && tag[1] <= '6'
}

func sectionNamed(heading string) (string, bool) {
	heading = strings.ToLower(heading)
	for _, h := range headingWords {
		for _, w := range h.words {
			if strings.Contains(heading, w) {
				return h.section, true
			}
		}
	}
	return "", false
}
