package report

import (
	"slices"
	"strings"
	"unicode"

	"github.com/radscribe/radscribe/domain/lang"
)

// Headings are how a language titles a report's sections and the phrases a radiologist says or
// writes for each, lower case. The builtin engine writes and hears them, the application reads
// reports back by them, so they live here once.
type Headings struct {
	Titles map[string]string
	Spoken map[string][]string
}

// Shorter names for the canonical sections, for the table below.
const (
	clin = SectionClinical
	tech = SectionTechnique
	comp = SectionComparison
	find = SectionFindings
	impr = SectionImpression
)

// SectionOrder is the order sections appear in a report, whatever order they were dictated in.
var SectionOrder = []string{clin, tech, comp, find, impr}

var headings = map[string]Headings{
	"en": {
		Titles: map[string]string{clin: "Clinical information", tech: "Technique", comp: "Comparison", find: "Findings", impr: "Impression"},
		Spoken: map[string][]string{
			clin: {"clinical information", "clinical history", "clinical details", "clinical indication", "indication", "indications", "history", "reason for examination", "clinical question"},
			tech: {"technique", "procedure", "protocol"},
			comp: {"comparison", "comparisons", "prior studies", "previous studies"},
			find: {"findings", "finding"},
			impr: {"impression", "impressions", "conclusion", "conclusions", "summary", "opinion", "assessment"},
		},
	},
	"de": {
		Titles: map[string]string{clin: "Klinische Angaben", tech: "Technik", comp: "Voruntersuchungen", find: "Befund", impr: "Beurteilung"},
		Spoken: map[string][]string{
			clin: {"klinische angaben", "klinische angabe", "fragestellung", "indikation", "anamnese", "rechtfertigende indikation"},
			tech: {"technik", "untersuchungstechnik", "methode"},
			comp: {"vergleich", "voruntersuchung", "voruntersuchungen", "voraufnahmen"},
			find: {"befund", "befunde"},
			impr: {"beurteilung", "zusammenfassung", "fazit", "impression"},
		},
	},
	"es": {
		Titles: map[string]string{clin: "Información clínica", tech: "Técnica", comp: "Comparación", find: "Hallazgos", impr: "Conclusión"},
		Spoken: map[string][]string{
			clin: {"información clínica", "datos clínicos", "indicación clínica", "indicación", "antecedentes", "motivo de consulta"},
			tech: {"técnica", "tecnica"},
			comp: {"comparación", "comparacion", "estudios previos"},
			find: {"hallazgos", "hallazgo"},
			impr: {"conclusión", "conclusion", "conclusiones", "impresión", "impresion", "impresión diagnóstica"},
		},
	},
	"pt": {
		Titles: map[string]string{clin: "Informação clínica", tech: "Técnica", comp: "Comparação", find: "Achados", impr: "Conclusão"},
		Spoken: map[string][]string{
			clin: {"informação clínica", "informacao clinica", "dados clínicos", "indicação clínica", "indicacao clinica", "indicação", "indicacao", "história clínica"},
			tech: {"técnica", "tecnica"},
			comp: {"comparação", "comparacao", "exames anteriores"},
			find: {"achados", "achado"},
			impr: {"conclusão", "conclusao", "impressão", "impressao", "impressão diagnóstica"},
		},
	},
	"it": {
		Titles: map[string]string{clin: "Quesito clinico", tech: "Tecnica", comp: "Confronto", find: "Reperto", impr: "Conclusioni"},
		Spoken: map[string][]string{
			clin: {"quesito clinico", "quesito diagnostico", "notizie cliniche", "indicazione clinica", "indicazione", "anamnesi"},
			tech: {"tecnica"},
			comp: {"confronto", "esami precedenti"},
			find: {"reperto", "reperti"},
			impr: {"conclusioni", "conclusione", "impressione diagnostica"},
		},
	},
	"fr": {
		Titles: map[string]string{clin: "Renseignements cliniques", tech: "Technique", comp: "Comparaison", find: "Résultats", impr: "Conclusion"},
		Spoken: map[string][]string{
			clin: {"renseignements cliniques", "renseignement clinique", "indication", "indications", "contexte clinique", "histoire clinique"},
			tech: {"technique", "protocole"},
			comp: {"comparaison", "examens antérieurs", "examens précédents"},
			find: {"résultats", "resultats", "résultat", "constatations"},
			impr: {"conclusion", "conclusions", "synthèse"},
		},
	},
	"pl": {
		Titles: map[string]string{clin: "Informacje kliniczne", tech: "Technika", comp: "Porównanie", find: "Opis", impr: "Wnioski"},
		Spoken: map[string][]string{
			clin: {"informacje kliniczne", "wskazania", "rozpoznanie kliniczne"},
			tech: {"technika", "technika badania"},
			comp: {"porównanie", "badania poprzednie"},
			find: {"opis", "opis badania", "wyniki"},
			impr: {"wnioski", "wniosek", "podsumowanie"},
		},
	},
	"lt": {
		Titles: map[string]string{clin: "Klinikinė informacija", tech: "Metodika", comp: "Palyginimas", find: "Radiniai", impr: "Išvados"},
		Spoken: map[string][]string{
			clin: {"klinikinė informacija", "indikacijos"},
			tech: {"metodika", "technika"},
			comp: {"palyginimas"},
			find: {"radiniai", "aprašymas"},
			impr: {"išvados", "išvada"},
		},
	},
	"ro": {
		Titles: map[string]string{clin: "Informații clinice", tech: "Tehnică", comp: "Comparație", find: "Rezultate", impr: "Concluzii"},
		Spoken: map[string][]string{
			clin: {"informații clinice", "date clinice", "indicație"},
			tech: {"tehnică", "tehnica"},
			comp: {"comparație", "comparatie"},
			find: {"rezultate", "descriere", "constatări"},
			impr: {"concluzii", "concluzie"},
		},
	},
	"sl": {
		Titles: map[string]string{clin: "Klinični podatki", tech: "Tehnika", comp: "Primerjava", find: "Izvid", impr: "Zaključek"},
		Spoken: map[string][]string{
			clin: {"klinični podatki", "indikacija"},
			tech: {"tehnika"},
			comp: {"primerjava"},
			find: {"izvid", "opis"},
			impr: {"zaključek", "mnenje"},
		},
	},
	"sv": {
		Titles: map[string]string{clin: "Frågeställning", tech: "Teknik", comp: "Jämförelse", find: "Fynd", impr: "Bedömning"},
		Spoken: map[string][]string{
			clin: {"frågeställning", "anamnes", "klinisk information", "kliniska uppgifter"},
			tech: {"teknik", "undersökningsteknik"},
			comp: {"jämförelse", "tidigare undersökningar"},
			find: {"fynd", "utlåtande", "beskrivning"},
			impr: {"bedömning", "slutsats", "sammanfattning"},
		},
	},
	"el": {
		Titles: map[string]string{clin: "Κλινικές πληροφορίες", tech: "Τεχνική", comp: "Σύγκριση", find: "Ευρήματα", impr: "Συμπέρασμα"},
		Spoken: map[string][]string{
			clin: {"κλινικές πληροφορίες", "ένδειξη"},
			tech: {"τεχνική"},
			comp: {"σύγκριση"},
			find: {"ευρήματα"},
			impr: {"συμπέρασμα", "συμπεράσματα"},
		},
	},
}

// writtenHeadings are words a written report's heading may use besides the spoken phrases
// ("Clinical details", "Prior", "Observations"), for reading a report a language model wrote.
var writtenHeadings = map[string][]string{
	clin: {"clinical", "klinische", "clínica", "clinica", "quesito", "renseignements"},
	comp: {"prior"},
	find: {"observations"},
}

// readingOrder is the order a written heading is tried in: a heading naming two sections
// ("Findings and impression") is the later one, where its text ends up.
var readingOrder = []string{clin, tech, comp, impr, find}

// HeadingsOf returns a language's headings: its own or those of its base language ("de" for
// "de-ch", lang.Lookup), English for a language without its own.
func HeadingsOf(language string) Headings {
	for _, code := range lang.Lookup(language) {
		if h, ok := headings[code]; ok {
			return h
		}
	}
	return headings["en"]
}

// SectionOfHeading reads a written heading in any language as a section ("Klinische Angaben /
// Fragestellung", "FINDINGS:"); false for a heading that names none ("CT Chest").
func SectionOfHeading(heading string) (string, bool) {
	words := strings.FieldsFunc(strings.ToLower(heading), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	for _, section := range readingOrder {
		for _, phrase := range headingPhrases[section] {
			if containsPhrase(words, phrase) {
				return section, true
			}
		}
	}
	return "", false
}

// SectionOfLabel names the section a line label stands for when the label is nothing but a
// section's name ("IMPRESSION", "Conclusion", "Beurteilung"); a label that only contains one
// ("Other findings", "Assessment of the liver") names none, since it heads a line of its own.
func SectionOfLabel(label string) (string, bool) {
	words := strings.FieldsFunc(strings.ToLower(label), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	var buf [64]byte
	section, ok := sectionsByLabel[string(appendSpaced(buf[:0], words))]
	return section, ok
}

// sectionsByLabel holds every heading phrase by its words joined with spaces, with the first
// section in reading order that has it: a label is one exactly when its words, which hold no
// space, are that phrase's. A phrase with an empty word or one holding a space is no label's.
var sectionsByLabel = func() map[string]string {
	out := map[string]string{}
	for _, section := range readingOrder {
		for _, phrase := range headingPhrases[section] {
			if slices.ContainsFunc(phrase, func(w string) bool { return w == "" || strings.Contains(w, " ") }) {
				continue
			}
			if key := strings.Join(phrase, " "); out[key] == "" {
				out[key] = section
			}
		}
	}
	return out
}()

// headingPhrases are every language's titles, spoken phrases and written words per section.
var headingPhrases = func() map[string][][]string {
	out := map[string][][]string{}
	for _, h := range headings {
		for _, section := range SectionOrder {
			out[section] = append(out[section], strings.Fields(strings.ToLower(h.Titles[section])))
			for _, p := range h.Spoken[section] {
				out[section] = append(out[section], strings.Fields(p))
			}
		}
	}
	for section, ws := range writtenHeadings {
		for _, w := range ws {
			out[section] = append(out[section], []string{w})
		}
	}
	return out
}()

// containsPhrase tells whether phrase occurs in words as consecutive whole words.
func containsPhrase(words, phrase []string) bool {
	for i := 0; i+len(phrase) <= len(words); i++ {
		if slices.Equal(words[i:i+len(phrase)], phrase) {
			return true
		}
	}
	return false
}

// LanguageOfHeadings names the language a document's section headings are written in
// ("Befund", "Beurteilung": de), false when they name none or two languages alike. A heading
// that several languages share ("Impression") counts for each of them in part.
func LanguageOfHeadings(headingsOf []string) (string, bool) {
	votes := map[string]float64{}
	for _, heading := range headingsOf {
		words := strings.FieldsFunc(strings.ToLower(heading), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if len(words) == 0 {
			continue
		}
		var langs []string
		for code := range headings {
			if languageNames(code, words) {
				langs = append(langs, code)
			}
		}
		for _, code := range langs {
			votes[code] += 1 / float64(len(langs))
		}
	}
	best, bestVotes, tie := "", 0.0, false
	for code, v := range votes {
		switch {
		case v > bestVotes:
			best, bestVotes, tie = code, v, false
		case v == bestVotes:
			tie = true
		}
	}
	return best, best != "" && !tie
}

// languageNames tells whether words are one of the section titles or phrases of the language
// code names.
func languageNames(code string, words []string) bool {
	var buf [64]byte
	return headingNames[code][string(appendSpaced(buf[:0], words))]
}

// headingNames holds each language's section titles and phrases as their lower-case words
// joined by single spaces, read once.
var headingNames = func() map[string]map[string]bool {
	out := make(map[string]map[string]bool, len(headings))
	for code, h := range headings {
		names := map[string]bool{}
		for _, section := range SectionOrder {
			if words := strings.Fields(strings.ToLower(h.Titles[section])); len(words) > 0 {
				names[strings.Join(words, " ")] = true
			}
			for _, p := range h.Spoken[section] {
				if words := strings.Fields(p); len(words) > 0 {
					names[strings.Join(words, " ")] = true
				}
			}
		}
		out[code] = names
	}
	return out
}()
