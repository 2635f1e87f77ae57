package main

import (
	"regexp"
)

// statement recognises an affirmative statement of one finding in English report text. The
// patterns are a few words each, built from how the CT-RATE findings phrase positive findings
// ("Heart size increased.", "The cardiothoracic index increased in favor of the heart.",
// "Sliding type hiatal hernia was observed at the lower end of the esophagus."); they are not
// the reports' text. The same test is applied to a report's findings (is the finding stated at
// all?) and to a filled template line (was it written there?), so a wording it misses counts
// as not stated rather than as not written.
type statement struct {
	says *regexp.Regexp
	// about, when set, names other organs: a sentence naming one is about them ("a nodule in
	// the thyroid", "lymph nodes in the mesentery"), not about the finding's chest structure.
	about *regexp.Regexp
}

func words(pattern string) *regexp.Regexp { return regexp.MustCompile(`(?i)` + pattern) }

// negationBefore words, between the start of the clause and the finding, deny it ("No pleural
// effusion", "without consolidation"); negatedAfter phrases after it do ("Pericardial effusion
// was not observed"). "Not exceeding 1 cm" or "did not reach pathological dimensions" qualify a
// finding, so only "not" before a verb of seeing counts after it.
var (
	negationBefore = words(`\b(no|not|without|neither|nor)\b`)
	negatedAfter   = words(`\bnot (be |been )?(observed|detected|seen|found|noted|identified|present|visualized)\b`)
	// turn starts a clause that says something else than the one before ("No effusion on the
	// left, but minimal effusion on the right"): negation does not reach across it.
	turn = words(`\b(but|however)\b`)
)

// in tells whether text holds an affirmative statement: in some sentence that names none of
// the other organs, a match of the pattern with no negation before it in its clause and none
// after it up to the next turn or the end of the sentence.
func (st statement) in(text string) bool {
	for _, s := range sentencesOf(text) {
		if st.about != nil && st.about.MatchString(s) {
			continue
		}
		for _, m := range st.says.FindAllStringIndex(s, -1) {
			from, to := 0, len(s)
			for _, t := range turn.FindAllStringIndex(s, -1) {
				if t[1] <= m[0] {
					from = t[1]
				} else if t[0] >= m[1] && to == len(s) {
					to = t[0]
				}
			}
			if !negationBefore.MatchString(s[from:m[0]]) && !negatedAfter.MatchString(s[m[1]:to]) {
				return true
			}
		}
	}
	return false
}

// Patterns per label. They are matched within one sentence, so ".*" keeps two words in it.
var (
	saysPleuralEffusion = statement{says: words(
		`pleural effusion|effusion.*\b(hemithora|pleura)|\b(hemithora|pleura)\w*\b.*\beffusion`)}
	saysPericardialEffusion = statement{says: words(
		`pericardial (effusion|fluid)|effusion.*\bpericard|\bpericard\w*\b.*\beffusion`)}
	saysCardiomegaly = statement{says: words(
		`cardiomegal|heart sizes?\b.*\bincreas|increas\w*.*\bin favou?r of the heart|` +
			`heart is (larger|enlarged)|enlarged heart|enlargement of the (heart|cardiac)|(heart|cardiac)\b.*\benlarg`)}
	saysLymphadenopathy = statement{
		says:  words(`lymph ?adenopath|lymph ?adenomegal|lymph nodes?\b`),
		about: words(`inguinal|mesenter|abdom|para-?aort|retrocrural|paracaval|interaortocaval|iliac|portal|peripancrea|retroperiton`),
	}
	saysLungNodule = statement{
		says:  words(`nodul`),
		about: words(`thyroid|liver|hepat|spleen|splen|kidney|renal|adrenal|breast|pancrea`),
	}
	saysConsolidation  = statement{says: words(`consolidat`)}
	saysEmphysema      = statement{says: words(`emphysem|\bbull(a|ae|ous)\b`)}
	saysBronchiectasis = statement{says: words(
		`bronch\w*ectasi|bronchi\w*ectatic|bronch\w*\b.{0,40}\b(dilat|ectatic)|bronchial enlargement`)}
	saysPeribronchialThickening = statement{says: words(
		`peribronch\w*\b.*\bthick|thick\w*\b.*\bperibronch|bronch\w* wall thick`)}
	saysHiatalHernia = statement{says: words(
		`hiatal? hernia|(sliding|siliding|slippery|ciliating|mixed) type.*hernia|esophag\w*.*hernia|hernia.*esophag`)}
)
