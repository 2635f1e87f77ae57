package guidance

import (
	"slices"
	"strings"

	"github.com/radscribe/radscribe/domain/report"
)

// BI-RADS names the atlas and where it is published.
const (
	BIRADSGuideline = "ACR BI-RADS Atlas, 5th edition (2013)"
	BIRADSCitation  = "D'Orsi CJ, Sickles EA, Mendelson EB, Morris EA, et al. ACR BI-RADS Atlas, Breast Imaging Reporting and " +
		"Data System. 5th ed. Reston, VA: American College of Radiology; 2013."
)

// biradsCategories are the assessment categories, as ReadBIRADS writes them.
var biradsCategories = []string{"0", "1", "2", "3", "4", "4A", "4B", "4C", "5", "6"}

// BIRADS returns the management the atlas gives an assessment category ("0" to "6", "4A" to
// "4C"); the finding gives the category's likelihood of malignancy. Text is in language when it
// has the atlas's wording, else in English.
func BIRADS(category, language string) Recommendation {
	w := biradsWordsFor(language)
	return Recommendation{
		ID:        "bi-rads-2013-" + strings.ToLower(category),
		Guideline: BIRADSGuideline,
		Finding:   "BI-RADS " + category + w.Dictated + " (" + w.Likelihood[category] + ")",
		Text:      "BI-RADS " + category + " (" + w.Names[category] + "): " + w.Management[category],
		Citation:  BIRADSCitation,
	}
}

// BIRADSRecommendations returns the management of each assessment category a mammography or
// breast ultrasound report states, once each, in report order.
func BIRADSRecommendations(language string, sections []report.Section) []Recommendation {
	return biradsRecommendations(newReading(language, sections))
}

func biradsRecommendations(t *reading) []Recommendation {
	var out []Recommendation
	for _, c := range readBIRADS(t) {
		out = append(out, BIRADS(c, t.language))
	}
	return out
}

// biradsReader finds "BI-RADS", "BIRADS", "Birads" (and "bi rads" as spoken).
type biradsReader struct {
	reader *report.TermReader
	// skipped stand between the name and the category ("category", "Kategorie"); prior words
	// right before the name make it an earlier study's ("previously", "Voraufnahme").
	skipped, prior map[string]bool
}

var biradsReaders = map[string]*biradsReader{}

func init() {
	for code, prior := range map[string][]string{
		"en": {"previously", "previous", "prior", "formerly", "initially", "earlier"},
		"de": {"vormals", "voraufnahme", "vorbefund", "zuvor", "damals", "vorher", "früher", "initial", "voruntersuchung"},
		"es": {"previamente", "previo", "previa", "anteriormente", "inicialmente", "antes"},
		"fr": {"antérieurement", "anterieurement", "précédemment", "precedemment", "auparavant", "initialement", "précédent", "antérieur"},
		"it": {"precedentemente", "precedente", "prima", "inizialmente", "già"},
		"pt": {"anteriormente", "previamente", "prévio", "prévia", "inicialmente", "antes"},
	} {
		biradsReaders[code] = &biradsReader{
			reader: report.NewTermReader(code, []report.Term{{Key: "bi-rads", Phrases: []string{"bi$ rads$", "birads$"}}}),
			skipped: lookupWords([]string{"category", "categories", "classification", "class", "assessment", "final", "score",
				"kategorie", "klassifikation", "klasse", "einstufung", "stufe", "gruppe", "categoría", "categoria", "clasificación",
				"clasificacion", "clase", "evaluación", "catégorie", "categorie", "classe", "évaluation", "classificazione",
				"valutazione", "classificação", "classificacao", "avaliação"}),
			prior: lookupWords(prior),
		}
	}
}

// romanCategories read "BI-RADS IV" and "BI-RADS IVa".
var romanCategories = map[string]string{"i": "1", "ii": "2", "iii": "3", "iv": "4", "iva": "4A", "ivb": "4B", "ivc": "4C", "v": "5", "vi": "6"}

// ReadBIRADS returns the assessment categories a report states ("BI-RADS 4", "BIRADS 4b",
// "Birads 4 c", "BI-RADS category 3", "BI-RADS-Kategorie 5", "BI-RADS IV"), once each, in report
// order. The clinical information and comparison are not read, nor a category said of a prior
// study ("previously BI-RADS 3"); density ("BI-RADS density c") is no category.
func ReadBIRADS(language string, sections []report.Section) []string {
	return readBIRADS(newReading(language, sections))
}

func readBIRADS(t *reading) []string {
	r := forLanguage(biradsReaders, t.language)
	var out []string
	for _, m := range r.reader.ReadIn(t.text()) {
		if skippedSections[m.Section] || m.Start > 0 && r.prior[m.Words[m.Start-1]] {
			continue
		}
		if c, ok := r.categoryAfter(m.Words, m.End); ok && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// categoryAfter reads the category right after the name, past a few words such as "category".
func (r *biradsReader) categoryAfter(words []string, i int) (string, bool) {
	for k := 0; k < 3 && i < len(words) && r.skipped[words[i]]; k++ {
		i++
	}
	if i >= len(words) {
		return "", false
	}
	c, ok := words[i], false
	if roman, isRoman := romanCategories[c]; isRoman {
		c, ok = roman, true
	} else {
		ok = slices.Contains(biradsCategories, c)
	}
	if ok && c == "4" && i+1 < len(words) {
		switch next := words[i+1]; next {
		case "a", "b", "c":
			c += strings.ToUpper(next)
		}
	}
	return c, ok
}
