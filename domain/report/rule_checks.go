package report

import (
	"fmt"
	"slices"
	"strings"

	"github.com/radscribe/radscribe/domain/anatomy"
	"github.com/radscribe/radscribe/domain/lang"
)

// Template is what the checks know of the template a report was filled from: its title (the
// template's first heading, "CT Chest with Contrast") and its sections.
type Template struct {
	Title    string
	Sections []Section

	read *templateReading // the sections read once (Read); nil: read at each check
}

// templateReading is what the checks take from a template's sections: its sentences, as keys
// that find them word for word in a filled report, and its line labels.
type templateReading struct {
	own    map[string]bool
	labels string
}

// Read returns t with its sections read once, for checking the many reports filled from it;
// t's title and sections must not change afterwards.
func (t Template) Read() Template {
	t.read = readTemplate(t.Sections)
	return t
}

func readTemplate(sections []Section) *templateReading {
	r := &templateReading{own: map[string]bool{}}
	var labels strings.Builder
	for _, sec := range sections {
		for _, s := range splitSentences(sec.Name, sec.Text) {
			r.own[sentenceKey(s.text)] = true
			labels.WriteString(s.label + " ")
		}
	}
	r.labels = labels.String()
	return r
}

// DetectContradictionsInTemplate is DetectContradictionsInFill that also knows the template's
// title: anatomy that does not fit the template's region (a meniscus in a chest CT) and a sex the
// template states are checked too.
func DetectContradictionsInTemplate(language string, sections []Section, t Template) []Contradiction {
	return analyse(language, sections).detectInTemplate(language, t)
}

// DetectContradictionsInReading is DetectContradictionsInTemplate over sections already cut
// into sentences, which the term readers of the same reading then find classified.
func DetectContradictionsInReading(language string, r *Reading, t Template) []Contradiction {
	return analyseReading(language, r).detectInTemplate(language, t)
}

func (a *analysis) detectInTemplate(language string, t Template) []Contradiction {
	read := t.read
	if read == nil {
		read = readTemplate(t.Sections)
	}
	a.markTemplateSentences(read.own)
	a.templateTitle = strings.TrimSpace(t.Title)
	a.regions = templateRegions(language, t.Title, read.labels)
	return a.detect()
}

// templateRegions reads the parts of the body a template examines from its title, or, without
// one in its title, from its line labels.
func templateRegions(language, title, labels string) regionSet {
	if r := regionsIn(language, title); r != 0 {
		return r
	}
	return regionsIn(language, labels)
}

// dictated tells whether s is the dictation's own findings or impression, not the template's
// normal text nor the clinical information, comparison or technique.
func dictated(s *sentence) bool {
	return !s.fromTemplate && (s.section == SectionFindings || s.section == SectionImpression)
}

// findPhrase returns the first phrase of phrases in s, as its words, and where it starts.
func findPhrase(s *sentence, phrases []string, compound bool) (string, int) {
	if len(s.words) == 0 {
		return "", -1
	}
	return findCompiled(s, compiledList(phrases), compound)
}

// compiledList is phrases split into their stems, for findCompiled to read many sentences.
func compiledList(phrases []string) []compiledPhrase {
	list := make([]compiledPhrase, len(phrases))
	for k, p := range phrases {
		list[k] = compiled(p)
	}
	return list
}

// findCompiled is findPhrase over phrases already compiled.
func findCompiled(s *sentence, list []compiledPhrase, compound bool) (string, int) {
	for i := range s.words {
		for _, p := range list {
			if n := p.at(s.words, i, compound); n > 0 {
				return strings.Join(s.words[i:i+n], " "), i
			}
		}
	}
	return "", -1
}

// foreignIn are, per part of the body, the parts whose templates flag a distinctive term of it
// (a meniscus in a chest CT, a pneumothorax in a knee MRI); a part missing here is never flagged.
// A chest CT shows the breasts and may name a knee replacement's history, so not everything
// foreign to a template's part is listed.
var foreignIn = map[region][]region{
	regionKnee:   {regionChest, regionHead, regionBreast, regionAbdomen, regionNeck, regionSpine, regionShoulder},
	regionBreast: {regionHead, regionKnee, regionAbdomen, regionNeck, regionSpine, regionShoulder},
	regionHead:   {regionKnee, regionBreast, regionShoulder},
	regionChest:  {regionHead, regionKnee, regionShoulder},
}

// foreignTo tells whether a distinctive term of part p is out of place in a template of the
// parts in: one of them flags it, and none of them examines it (a chest, abdomen and pelvis
// template accepts what any of its parts examines).
func foreignTo(p region, in regionSet) bool {
	flagged := false
	for r := range regionCount {
		if !in.has(r) {
			continue
		}
		if !slices.Contains(foreignIn[p], r) {
			return false
		}
		flagged = true
	}
	return flagged
}

// templateAnatomyRule flags a distinctive term of another part of the body than the template's
// in the dictated findings and impression, negated or not ("no knee effusion" in a chest CT is
// still a sign of the wrong template or the wrong dictation), once per part.
func templateAnatomyRule(a *analysis) []found {
	if a.regions == 0 {
		return nil
	}
	parts := partsOfAnatomy()
	idx, _ := anatomyIndex(a.language)
	w := a.w
	var flagged regionSet
	var out []found
	for _, s := range a.sentences {
		if !dictated(s) {
			continue
		}
		for _, bt := range bodyTerms(idx, s.text) {
			if !bt.term.Distinctive {
				continue
			}
			for _, r := range bt.term.Regions {
				for p := range regionCount {
					if !parts.in[r].has(p) || flagged.has(p) || !foreignTo(p, a.regions) {
						continue
					}
					flagged |= 1 << p
					out = append(out, found{
						rule:         "template-anatomy",
						text:         fmt.Sprintf(w.msg.anatomy, strings.Join(bt.words, " "), a.templateName(), s.text),
						sections:     []string{s.section},
						options:      []string{w.msg.changeTemplate, w.msg.removeStatement},
						suggestedFix: w.msg.fixAnatomy,
					})
				}
			}
		}
	}
	return out
}

// templateName is the template's title, or the names of its parts of the body.
func (a *analysis) templateName() string {
	if a.templateTitle != "" {
		return a.templateTitle
	}
	body := anatomy.Tables()
	var names []string
	for p := range regionCount {
		if r, ok := body.Lookup(regionKeys[p][0]); ok && a.regions.has(p) {
			names = append(names, body.Name(r, lang.Base(a.language)))
		}
	}
	return strings.Join(names, ", ")
}

// Size limits in millimetres, after the measurement normalisation: no lesion is larger than
// 50 cm, no renal cyst larger than 30 cm, and an aortic diameter is between 5 mm and 15 cm.
const (
	maxLesionMM    = 500
	maxRenalCystMM = 300
	minAortaMM     = 5
	maxAortaMM     = 150
)

// mixedUnitsRule flags a measurement whose dimensions are in different units ("3 cm x 25 mm").
func mixedUnitsRule(a *analysis) []found {
	w := a.w
	var out []found
	for _, s := range a.sentences {
		if !dictated(s) {
			continue
		}
		if text, ok := mixedUnits(s.words); ok {
			out = append(out, found{
				rule:         "mixed-units",
				text:         fmt.Sprintf(w.msg.mixedUnits, text, s.text),
				sections:     []string{s.section},
				options:      []string{text, w.msg.correct},
				suggestedFix: w.msg.fixMixedUnits,
			})
		}
	}
	return out
}

// implausibleSizeRule flags sizes no body has (a 45 cm renal cyst, an aorta of 0.2 mm), once
// per sentence.
func implausibleSizeRule(a *analysis) []found {
	w := a.w
	var out []found
	for _, s := range a.sentences {
		if !dictated(s) {
			continue
		}
		if what, text := a.implausibleSize(s); what != "" {
			if a.v.msg.decimalComma {
				text = strings.ReplaceAll(text, ".", ",")
			}
			out = append(out, found{
				rule:         "implausible-size",
				text:         fmt.Sprintf(w.msg.size, what, text, s.text),
				sections:     []string{s.section},
				options:      []string{text, w.msg.correct},
				suggestedFix: w.msg.fixSize,
			})
		}
	}
	return out
}

// mixedUnits finds "3 cm x 25 mm": two dimensions of one measurement in different units.
func mixedUnits(words []string) (string, bool) {
	for i := 0; i+4 < len(words); i++ {
		if !isNumber(words[i]) || !isNumber(words[i+3]) || !joinsDimensions(words[i+2]) {
			continue
		}
		f1, ok1 := unitFactor(words, i+1, len(words))
		f2, ok2 := unitFactor(words, i+4, len(words))
		if ok1 && ok2 && f1 != f2 {
			return strings.Join(words[i:i+5], " "), true
		}
	}
	return "", false
}

func joinsDimensions(w string) bool { return w == "x" || w == "×" || w == "by" || w == "mal" }

// implausibleSize returns what a size of s is implausible for and the size, or "".
func (a *analysis) implausibleSize(s *sentence) (string, string) {
	w := a.w
	words := s.words
	if !slices.ContainsFunc(words, func(word string) bool { return word != "," && isNumber(word) }) {
		return "", ""
	}
	hasLesion := false
	for _, m := range a.lesions {
		if m.s == s {
			hasLesion = true
		}
	}
	renal := hasStem(words, w.kidney, w.compound) && hasStem(words, w.cyst, w.compound)
	aortaAt := -1
	for i, word := range words {
		if anyStem(word, w.aorta, w.compound) {
			aortaAt = i
			break
		}
	}
	for i := 0; i < len(words); i++ {
		chain, next := numberChain(words, i, len(words))
		if len(chain) == 0 {
			continue
		}
		factor, ok := unitFactor(words, next, len(words))
		if !ok {
			i = next
			continue
		}
		text := strings.Join(words[i:next+1], " ")
		largest, smallest := 0.0, chain[0]*factor
		for _, n := range chain {
			largest, smallest = max(largest, n*factor), min(smallest, n*factor)
		}
		switch {
		case renal && largest > maxRenalCystMM:
			return w.msg.renalCyst, text
		case (hasLesion || renal) && largest > maxLesionMM:
			return w.msg.lesion, text
		case aortaAt >= 0 && i > aortaAt && i-aortaAt <= 6 && len(chain) == 1 && a.aortaDiameter(s, aortaAt, i) &&
			(smallest < minAortaMM || largest > maxAortaMM):
			return w.msg.aorta, text
		}
		i = next
	}
	return "", ""
}

// aortaDiameter tells whether the size at i, after the aorta named at from, is the aorta's
// diameter: the clause speaks of no wall, plaque, valve, branch, distance or lesion.
func (a *analysis) aortaDiameter(s *sentence, from, i int) bool {
	end := i
	for end < len(s.words) && !endsClause(s, end) {
		end++
	}
	for j := from; j < end; j++ {
		if anyStem(s.words[j], a.w.aortaNot, a.w.compound) {
			return false
		}
	}
	return true
}

func hasStem(words, stems []string, compound bool) bool {
	for _, w := range words {
		if anyStem(w, stems, compound) {
			return true
		}
	}
	return false
}

// statedSexRule flags an organ of one sex in a report whose template or dictation states the
// other sex ("67-year-old man" and "uterus"); organs of both sexes are the sex rule's.
func statedSexRule(a *analysis) []found {
	female, fs := firstWord(a, clsFemale)
	male, ms := firstWord(a, clsMale)
	if (female == "") == (male == "") {
		return nil
	}
	w := a.w
	statedF, fText := a.statedSex(w.statedFemale, clsFemale)
	statedM, mText := a.statedSex(w.statedMale, clsMale)
	if statedF == statedM {
		return nil
	}
	msg := a.v.msg
	var organ, stated, statedText string
	var s *sentence
	switch {
	case statedM && female != "":
		organ, s, stated, statedText = female, fs, msg.male, mText
	case statedF && male != "":
		organ, s, stated, statedText = male, ms, msg.female, fText
	default:
		return nil
	}
	return []found{{
		rule:         "stated-sex",
		text:         fmt.Sprintf(w.msg.statedSex, organ, s.text, stated, statedText),
		sections:     []string{s.section},
		options:      []string{msg.female, msg.male},
		suggestedFix: msg.fixSexes,
	}}
}

// statedSex tells whether the template's title or the report states a sex with words, or the
// template's title names an organ of that sex ("MRI Prostate"), and where.
func (a *analysis) statedSex(words []string, organs wordClass) (bool, string) {
	for _, tw := range strings.FieldsFunc(strings.ToLower(a.templateTitle), func(r rune) bool { return r == ' ' || r == '-' || r == ',' }) {
		if anyStem(tw, words, false) || a.classify(tw)&organs != 0 {
			return true, a.templateTitle
		}
	}
	for _, s := range a.sentences {
		if s.fromTemplate {
			continue
		}
		for _, word := range s.words {
			if anyStem(word, words, false) {
				return true, s.text
			}
		}
	}
	return false, ""
}

// impressionOnlyRule flags a finding the impression affirms that the findings never mention,
// in any words of its own or related terms; diagnoses inferred from other signs (pneumonia,
// cardiomegaly) are not checked, nor a report without findings.
func impressionOnlyRule(a *analysis) []found {
	if !a.hasDictated(SectionFindings) {
		return nil
	}
	w := a.w
	var out []found
	done := map[string]bool{}
	for _, m := range a.findings {
		if m.s.section != SectionImpression || m.s.fromTemplate || m.polarity != affirmed || !reportedFindings[m.key] || done[m.key] {
			continue
		}
		if hasStem(m.s.words, w.hedges, w.compound) {
			continue
		}
		if a.findingsMention(m.key) {
			continue
		}
		done[m.key] = true
		out = append(out, found{
			rule:         "impression-only",
			text:         fmt.Sprintf(w.msg.impressionOnly, m.surface(), m.s.text),
			sections:     []string{SectionFindings, SectionImpression},
			options:      []string{w.msg.addToFindings, w.msg.removeFromImpression},
			suggestedFix: w.msg.fixImpressionOnly,
		})
	}
	return out
}

// hasDictated tells whether section has a sentence that is not the template's.
func (a *analysis) hasDictated(section string) bool {
	for _, s := range a.sentences {
		if s.section == section && !s.fromTemplate {
			return true
		}
	}
	return false
}

// findingsMention tells whether the findings name key, a related finding, or a word that
// describes it.
func (a *analysis) findingsMention(key string) bool {
	related := relatedFindings[key]
	for _, list := range [][]mention{a.findings, a.lesions} {
		for _, f := range list {
			if f.s.section == SectionFindings && (f.key == key || slices.Contains(related, f.key)) {
				return true
			}
		}
	}
	if supports := a.w.supports[key]; len(supports) > 0 {
		for _, s := range a.sentences {
			if s.section == SectionFindings && hasStem(s.words, supports, a.w.compound) {
				return true
			}
		}
	}
	return false
}

// significantMissingRule flags a finding the findings call significant, suspicious or
// malignant (not denied: "no suspicious nodule") that the impression does not name; malignancy
// words in the impression cover any lesion. A report without impression is not checked.
func significantMissingRule(a *analysis) []found {
	if !a.hasDictated(SectionImpression) {
		return nil
	}
	w := a.w
	var out []found
	for _, s := range a.sentences {
		// A change ("significant regression") or a known finding ("again significant
		// scoliosis") is the impression's choice.
		if s.section != SectionFindings || s.fromTemplate || s.has(clsChange|clsHistory) {
			continue
		}
		marker, at := a.significantMarker(s)
		if at < 0 {
			continue
		}
		keys := a.keysIn(s)
		if len(keys) == 0 || a.impressionNames(keys) {
			continue
		}
		out = append(out, found{
			rule:         "significant-missing",
			text:         fmt.Sprintf(w.msg.significantMissing, marker, s.text),
			sections:     []string{SectionFindings, SectionImpression},
			options:      []string{w.msg.addToImp, w.msg.keep},
			suggestedFix: w.msg.fixSignificantMissing,
		})
	}
	return out
}

// significantMarker returns the first word of s that marks its finding significant and is not
// denied ("no significant", "nicht suspekt", "unverdächtig"), and where; -1 without one.
func (a *analysis) significantMarker(s *sentence) (string, int) {
	for i, word := range s.words {
		if !anyStem(word, a.w.significant, a.w.compound) || strings.HasPrefix(word, "un") || strings.HasPrefix(word, "non") || strings.HasPrefix(word, "in") {
			continue
		}
		if i > 0 && (s.words[i-1] == "non" || s.is(i-1, clsNot)) {
			continue // "nodule non suspect", "not suspicious"
		}
		if !a.deniedAt(s, i) {
			return word, i
		}
	}
	return "", -1
}

// deniedAt tells whether the statement of the word at i of s is denied: a negation before it
// that no breaker stops, even across a list ("no consolidation, suspicious opacity or
// effusion"), or "not seen" or "absent" after it.
func (a *analysis) deniedAt(s *sentence, i int) bool {
	for j := i - 1; j >= 0; j-- {
		if s.is(j, clsBreaker) {
			break
		}
		if a.negationAt(s, j) > 0 {
			return true
		}
	}
	return s.deniedAfter(i+1, func(j int) bool { return s.is(j, clsBreaker) })
}

// keysIn returns the findings and lesion keys of s.
func (a *analysis) keysIn(s *sentence) []string {
	var keys []string
	for _, list := range [][]mention{a.findings, a.lesions} {
		for _, m := range list {
			if m.s == s && !slices.Contains(keys, m.key) {
				keys = append(keys, m.key)
			}
		}
	}
	return keys
}

// impressionNames tells whether the impression names one of keys, a related finding, or a
// malignancy.
func (a *analysis) impressionNames(keys []string) bool {
	for _, list := range [][]mention{a.findings, a.lesions} {
		for _, m := range list {
			if m.s.section != SectionImpression {
				continue
			}
			for _, k := range keys {
				if m.key == k || slices.Contains(relatedFindings[k], m.key) {
					return true
				}
			}
		}
	}
	for _, s := range a.sentences {
		if s.section == SectionImpression && !s.fromTemplate {
			if term, _ := findPhrase(s, a.w.malignancy, a.w.compound); term != "" {
				return true
			}
		}
	}
	return false
}
