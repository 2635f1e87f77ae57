package main

import (
	"regexp"
	"strings"
	"sync"
)

// The judge of benchmark 10, independent of the engine's word lists: finding groups named by
// word beginnings in lower-case text, a sentence splitter and a denial reader of its own.

// findingGroup is one finding as an impression may name it: a stem is the start of a word ("$"
// ends it), two joined by "+" that must both stand in the sentence ("heart+enlarg"), or two
// joined by "~" where the second follows the first in the same clause ("heart~large$": "The
// heart is large", not "Heart size normal, large effusion").
type findingGroup struct {
	name  string
	stems []string
}

// findingGroups are the findings a chest radiograph impression names.
var findingGroups = []findingGroup{
	{"effusion", []string{"effusion"}},
	{"pneumothorax", []string{"pneumothora"}},
	// Opacity, consolidation, infiltrate and atelectasis are one finding read differently: the
	// findings describe an opacity, the impression calls it atelectasis or infiltrate.
	{"lung opacity", []string{"consolidat", "pneumonia", "airspace", "air space", "infiltrat", "opacit", "atelecta", "volume loss", "densit"}},
	{"cardiomegaly", []string{"cardiomegaly", "heart+enlarg", "cardiac+enlarg", "cardiomediastinal silhouette+enlarg",
		"heart~large$", "heart~larger$", "cardiac silhouette~large$"}},
	{"edema or interstitial disease", []string{"edema", "congesti", "chf", "interstitial", "heart failure"}},
	{"nodule or mass", []string{"nodul", "mass", "lesion"}},
	{"granuloma", []string{"granulom"}},
	{"emphysema", []string{"emphysem", "copd", "hyperinfla", "hyperexpan", "obstructive pulmonary"}},
	{"hernia", []string{"hernia"}},
	{"fracture", []string{"fractur"}},
	{"degenerative", []string{"degenerat", "spondyl", "osteophyt", "arthrit"}},
	{"scoliosis", []string{"scolio", "kyphos"}},
	{"device", []string{"catheter", "picc", "pacemaker", "tube", "port$", "wire", "stent", "clip", "sternotomy", "prosthe", "pacer"}},
	{"calcification", []string{"calcif", "atheroscl", "tortuous", "tortuosity"}},
	{"scarring", []string{"scar", "fibros"}},
	{"lymphadenopathy", []string{"adenopathy", "lymph node"}},
	{"pleural thickening", []string{"pleural thickening"}},
}

// labelGroups are the CT-RATE labels as an impression names them.
var labelGroups = map[string]findingGroup{
	"Medical material":                   {"medical material", []string{"catheter", "stent", "pacemaker", "prosthe", "clip", "sternotomy", "port$", "wire", "tube"}},
	"Arterial wall calcification":        {"arterial calcification", []string{"atheroscl", "atheromatous", "calcific"}},
	"Cardiomegaly":                       {"cardiomegaly", []string{"cardiomegaly", "heart+enlarg", "heart+increased", "cardiac+enlarg", "heart~large$"}},
	"Pericardial effusion":               {"pericardial effusion", []string{"pericardial"}},
	"Coronary artery wall calcification": {"coronary calcification", []string{"coronary"}},
	"Hiatal hernia":                      {"hiatal hernia", []string{"hiatal", "hiatus"}},
	"Lymphadenopathy":                    {"lymphadenopathy", []string{"lymphadenopathy", "adenopathy", "lymph node"}},
	"Emphysema":                          {"emphysema", []string{"emphysem"}},
	"Atelectasis":                        {"atelectasis", []string{"atelecta"}},
	"Lung nodule":                        {"lung nodule", []string{"nodul"}},
	"Lung opacity":                       {"lung opacity", []string{"opacit", "ground glass", "ground-glass", "density", "densities", "infiltrat"}},
	"Pulmonary fibrotic sequela":         {"fibrotic sequela", []string{"fibro", "sequela"}},
	"Pleural effusion":                   {"pleural effusion", []string{"pleural effusion", "effusion"}},
	"Mosaic attenuation pattern":         {"mosaic attenuation", []string{"mosaic"}},
	"Peribronchial thickening":           {"peribronchial thickening", []string{"peribronch"}},
	"Consolidation":                      {"consolidation", []string{"consolidat"}},
	"Bronchiectasis":                     {"bronchiectasis", []string{"bronchiect"}},
	"Interlobular septal thickening":     {"septal thickening", []string{"septal"}},
}

// judgeSentences splits an impression at full stops, list marks, quotes and line breaks, but
// not at a decimal point.
var judgeSentences = regexp.MustCompile(`\.(\s|$)|[;\n"•·]|\b\d+\.\s`)

// judgeDenial is a word that denies what follows it in a sentence. "No change in", "no interval
// change of" deny the change, not the finding: a radiologist reads "No change in the moderate
// left pneumothorax" as a pneumothorax, so judgeUnchanged is taken out before the denial is read.
var judgeDenial = regexp.MustCompile(`\b(no|not|without|negative|free of|absence of|resolved|resolution)\b`)

// judgeUnchanged is a denied change that affirms its finding.
var judgeUnchanged = regexp.MustCompile(`\bno (significant |appreciable |interval |substantial )?(change|interval change|progression)\b`)

// judgeCaveat opens a sentence that names a finding only as a caveat or a condition ("Please
// note that fractures may not be demonstrated.", "If there is continued concern for occult
// fracture, ..."): it names no finding of the patient's.
var judgeCaveat = regexp.MustCompile(`^\W*(please note|if )`)

// namedGroups returns the groups a text names in a sentence that does not deny them before
// the name ("no effusion", "without pneumothorax"; for a stem of several words, before the
// last of them: "The heart is not enlarged") and is no caveat.
func namedGroups(text string, groups []findingGroup) []string {
	var out []string
	sentences := judgeSentences.Split(strings.ToLower(text), -1)
	for _, g := range groups {
	search:
		for _, s := range sentences {
			if judgeCaveat.MatchString(s) {
				continue
			}
			s = " " + s + " "
			for _, stem := range g.stems {
				i := indexAll(s, strings.Split(stem, "+"))
				if i < 0 {
					continue
				}
				if !judgeDenial.MatchString(judgeUnchanged.ReplaceAllString(s[:i], "")) {
					out = append(out, g.name)
					break search
				}
			}
		}
	}
	return out
}

// judgeNormal are the words of a sentence that reports nothing: a denial or a normal word.
var judgeNormal = regexp.MustCompile(`\b(no|not|without|negative|normal|unremarkable|clear|free of|within normal limits|intact)\b`)

// judgeGlobalNormal opens an impression that calls the whole study normal, whatever chronic
// findings follow it ("No acute cardiopulmonary abnormality. Stable granuloma.").
var judgeGlobalNormal = regexp.MustCompile(`^\W*(\d+\.\s*)?(no acute|no active|negative|normal (chest|study|exam|radiograph)|no evidence of (acute|active)|no significant (acute|abnormal)|no radiographic evidence of (acute|active))`)

// judgeBodyPart is a sentence that only names the part of a multi-part study the sentences
// after it are about ("1. Chest. No active disease. 2. Left knee. ..."): it reports nothing.
var judgeBodyPart = regexp.MustCompile(`^\W*((left|right|bilateral|left and right)\s+)?(chest|abdomen|pelvis|(lumbosacral |lumbar |thoracic |cervical )?spine|knees?|hips?|shoulders?|femurs?|ankles?|feet|foot|hands?|wrists?|elbows?|head|neck|ribs?)\W*$`)

// impressionNormal judges an impression normal when it opens by calling the study normal, or
// every sentence of it is a denial, a normal statement or a body part's name.
func impressionNormal(text string) bool {
	lower := strings.TrimSpace(strings.ToLower(text))
	if judgeGlobalNormal.MatchString(lower) {
		return true
	}
	for _, s := range judgeSentences.Split(lower, -1) {
		if strings.TrimSpace(s) == "" || len(normWords(s)) == 0 || judgeBodyPart.MatchString(s) {
			continue
		}
		// "No interval change." naming no finding reports nothing; "No change in the
		// pneumothorax." reports the pneumothorax.
		stripped := judgeUnchanged.ReplaceAllString(s, "")
		if !judgeNormal.MatchString(stripped) && (stripped == s || len(namedGroups(s, findingGroups)) > 0) {
			return false
		}
	}
	return true
}

// indexAll is where the last of parts to start stands in s when all of them do, else -1; a
// part of words joined by "~" starts at its last word.
func indexAll(s string, parts []string) int {
	at := -1
	for _, p := range parts {
		loc := stemPattern(p).FindStringSubmatchIndex(s)
		if loc == nil {
			return -1
		}
		at = max(at, loc[len(loc)-2])
	}
	return at
}

var stemPatterns sync.Map

// stemPattern matches a stem at the start of a word; its last group is the last of the words
// a "~" joins (the whole stem when there is none).
func stemPattern(stem string) *regexp.Regexp {
	if re, ok := stemPatterns.Load(stem); ok {
		return re.(*regexp.Regexp)
	}
	body, whole := strings.CutSuffix(stem, "$")
	words := strings.Split(body, "~")
	for i, w := range words {
		words[i] = regexp.QuoteMeta(w)
	}
	last := len(words) - 1
	words[last] = `(` + words[last] + `)`
	expr := `\b` + strings.Join(words, `\b[^,;:]*\b`)
	if whole {
		expr += `\b`
	}
	re := regexp.MustCompile(expr)
	stemPatterns.Store(stem, re)
	return re
}
