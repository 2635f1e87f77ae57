package report

import (
	"slices"
	"strings"
	"unicode"

	"github.com/radscribe/radscribe/domain/anatomy"
	"github.com/radscribe/radscribe/domain/lang"
)

// acuteFindings are the findings keys (the same in every language) that make a statement
// acute in an impression: what a referring physician must act on now.
var acuteFindings = map[string]bool{
	"pleural effusion": true, "pericardial effusion": true, "pneumothorax": true, "consolidation": true,
	"pneumonia": true, "edema": true, "fracture": true, "pneumoperitoneum": true, "hydronephrosis": true,
	"intracranial hemorrhage": true, "intraparenchymal hemorrhage": true, "subdural hematoma": true,
	"epidural hematoma": true, "subarachnoid hemorrhage": true, "intraventricular hemorrhage": true,
	"midline shift": true, "mass effect": true, "infarct": true, "pulmonary embolism": true,
	"appendicitis": true, "cholecystitis": true, "abscess": true, "cavity": true,
}

// suspiciousLesions are the lesion keys that need follow-up or work-up however they are
// worded: a nodule, a mass, a lesion.
var suspiciousLesions = map[string]bool{"nodule": true, "mass": true, "lesion": true}

// normalUnlessSized are findings keys that name a structure everyone has, a finding only when
// it is larger than normal: lymph nodes said not to be enlarged are normal.
var normalUnlessSized = map[string]bool{"lymph node": true}

// backgroundFindings are findings keys that are chronic or incidental by nature.
var backgroundFindings = map[string]bool{"granuloma": true, "scoliosis": true, "pleural thickening": true}

// lastingFindings are findings keys that are chronic by nature but named in an impression,
// after its normal statement: emphysema, and a scar, which a radiologist names so that the
// next reader does not take it for something new.
var lastingFindings = map[string]bool{"emphysema": true, "scar": true}

// describingFindings are findings keys that describe what the image shows without saying what
// it is (an opacity); readAlone are the keys of the signs read only when a statement names no
// other finding: "Streaky opacity at the left base" is read as atelectasis or scarring,
// "Linear scarring" or "Bandlike opacity, likely atelectasis" already says what it is.
var describingFindings, readAlone = map[string]bool{"opacity": true}, map[string]bool{"atelectasis": true, "nodule": true}

// benignWhenCalcified are lesions and findings that a background word makes benign: a
// calcified nodule, density or lymph node is old granulomatous disease ("Nodular densities
// consistent with chronic granulomatous disease").
var benignWhenCalcified = map[string]bool{"nodule": true, "lymph node": true, "cyst": true, "opacity": true}

// onlyKeys tells whether every key is in one of the sets.
func onlyKeys(keys []string, sets ...map[string]bool) bool {
	for _, k := range keys {
		in := false
		for _, set := range sets {
			in = in || set[k]
		}
		if !in {
			return false
		}
	}
	return true
}

// rankStatement reads a findings statement with the contradiction rules' reader (negation,
// findings, lesions, change, history and severity words) and the policy's words, and returns its
// rank, the findings it affirms, and the readings of the signs it describes that name a finding
// it does not ("possibly pleural effusion" for blunted costophrenic angles).
func rankStatement(language string, p *impressionWords, st ImpressionStatement) (impressionRank, []string, []string, signAt) {
	a := analyse(language, []Section{{Name: SectionFindings, Text: st.Text}})
	keys, denies := namedFindings(a)
	readings, at := p.signsIn(a, keys)
	for _, r := range readings {
		keys = append(keys, p.impressionWordLists.signs[r].key)
	}
	rank, keys := rankRead(language, p, st, a, keys, denies, len(readings) > 0)
	texts := make([]string, len(readings))
	for i, r := range readings {
		texts[i] = p.impressionWordLists.signs[r].reads
	}
	return rank, keys, texts, at
}

// namedFindings are the findings a statement names without denying them, and whether it
// denies one ("The lungs are well aerated.").
func namedFindings(a *analysis) (keys []string, denies bool) {
	for _, list := range [][]mention{a.findings, a.lesions} {
		for _, m := range list {
			// A qualified denial ("without focal consolidation", "no large effusion") leaves
			// the reader unsure of a small or diffuse one; an impression reads it as a denial.
			negated := m.polarity == negated || (m.polarity == unclear && qualifiedDenial(a, m))
			denies = denies || negated
			if !negated && !slices.Contains(keys, m.key) {
				keys = append(keys, m.key)
			}
		}
	}
	return keys, denies
}

// qualifiedDenial tells a mention the reader reads as unclear because a qualifier stands
// between it and the negation before it ("no large effusion"), not because it is hedged.
func qualifiedDenial(a *analysis, m mention) bool {
	return !m.s.uncertain(m.start, m.end) && deniedBefore(a, m)
}

// deniedBefore tells a mention after a negation in its clause ("no definite edema"), unless
// the negation denies a change ("no significant change in the pneumothorax").
func deniedBefore(a *analysis, m mention) bool {
	s := m.s
	for i := m.start - 1; i >= 0; i-- {
		if s.is(i, clsBreaker) {
			return false
		}
		if a.negationAt(s, i) > 0 {
			return !a.deniedChange(s, i) // "no significant change in the pneumothorax" affirms it
		}
	}
	return false
}

// signAt is where the first sign a statement describes stands: its sentence and word.
type signAt struct {
	a *analysis
	s *sentence
	i int
}

// beforeDenial is text up to the first denial after the sign at (a one-sentence statement's
// "Hyperexpanded lungs without focal consolidation or effusion" is "Hyperexpanded lungs"), so
// that the sign's reading follows the sign, not the denials; text itself when none follows.
func (at signAt) beforeDenial(text string) string {
	a := at.a
	if at.s == nil || len(a.sentences) != 1 {
		return text
	}
	s := at.s
	for j := at.i + 1; j < len(s.words); j++ {
		if !s.is(j, clsNot) && a.negationAt(s, j) == 0 {
			continue
		}
		nth := 0
		for _, w := range s.words[:j] {
			if w == s.words[j] {
				nth++
			}
		}
		if cut := wordOffset(text, s.words[j], nth); cut > 0 {
			return strings.TrimRight(strings.TrimSpace(text[:cut]), ",;:") + "."
		}
		return text
	}
	return text
}

// wordOffset is the byte offset in text of the nth (from 0) whole-word occurrence of the
// lower-case word w, -1 when there is none.
func wordOffset(text, w string, nth int) int {
	lower := strings.ToLower(text)
	from := 0
	for {
		k := strings.Index(lower[from:], w)
		if k < 0 {
			return -1
		}
		k += from
		end := k + len(w)
		if (k == 0 || !isLetter(lower[k-1])) && (end == len(lower) || !isLetter(lower[end])) {
			if nth == 0 {
				return k
			}
			nth--
		}
		from = end
	}
}

// isLetter tells an ASCII letter or a byte of a multi-byte letter.
func isLetter(b byte) bool { return b >= 0x80 || b >= 'a' && b <= 'z' || b >= '0' && b <= '9' }

// signsIn are the signs (indexes of impressionWordLists.signs) a statement describes without
// denying them, whose finding it does not name itself, and where the first of them stands. A sign of an acute finding said to be
// chronic, stable, old or minimal, or beside a chronic finding that explains it, is read as
// nothing acute ("chronic blunting of the costophrenic angle" is pleural thickening, "blunting
// ... secondary to scarring" the scar, not an effusion).
func (p *impressionWords) signsIn(a *analysis, keys []string) ([]int, signAt) {
	var words []string
	quiet := false
	for _, s := range a.sentences {
		words = append(words, s.words...)
		for _, w := range s.words {
			quiet = quiet || a.v.grades[w] == 1
		}
	}
	quiet = quiet || p.same.Within(words, 0, len(words)) || p.healed.Within(words, 0, len(words)) ||
		p.minor.Within(words, 0, len(words)) || anyKey(keys, backgroundFindings) || anyKey(keys, lastingFindings)
	var out []int
	var at signAt
	for k, cues := range p.signs {
		key := p.impressionWordLists.signs[k].key
		if slices.Contains(keys, key) || (quiet && acuteFindings[key]) ||
			(readAlone[key] && !onlyKeys(keys, describingFindings)) {
			continue
		}
	found:
		for _, s := range a.sentences {
			for i := range s.words {
				if cues.At(s.words, i) && a.polarityOf(s, i, i+1, nil) != negated {
					out = append(out, k)
					if at.s == nil {
						at = signAt{a, s, i}
					}
					break found
				}
			}
		}
	}
	return out, at
}

// rankRead ranks a statement the reader has read: keys are the findings it affirms, signed
// whether a sign of the policy's stands among them.
func rankRead(language string, p *impressionWords, st ImpressionStatement, a *analysis, keys []string, denies, signed bool) (impressionRank, []string) {
	var words []string
	gone, unchanged, minor := false, false, false
	for _, s := range a.sentences {
		words = append(words, s.words...)
		for i, w := range s.words {
			// "absent" is a gone word to the rules, but mostly a plain denial.
			gone = gone || (s.is(i, clsGone) && !s.is(i, clsAbsent))
			unchanged = unchanged || a.deniedChange(s, i)
			minor = minor || a.v.grades[w] == 1
		}
	}
	has := func(c Cues) bool { return c.Within(words, 0, len(words)) }
	gone = gone || has(p.gone)
	minor = minor || has(p.minor)
	switch {
	case st.Critical:
		return rankCritical, keys
	case len(keys) == 0 && routineCategoryOnly(st.Text):
		// "BI-RADS 1.", "Lung-RADS 2.": a category of routine care, no finding.
		return rankLeftOut, keys
	case len(keys) == 0 && gradedBeyondRoutine(st.Text):
		// "Observation without washout, LI-RADS 3.": the category says there is something to
		// act on, whatever the statement denies.
		return rankActionable, keys
	case len(keys) == 0 && bodyPartOnly(a):
		// "Chest.", "Left knee.": a dictated heading of a study's part, no finding.
		return rankLeftOut, keys
	case gone:
		return rankResolved, keys
	case st.Normal && !signed && !(unchanged && len(keys) > 0) && !(affirmsLesion(a) && !denies) &&
		!(len(keys) > 0 && deniedElsewhere(a)):
		// The writer's normal words may deny a nodule's calcification, not the nodule ("9 mm
		// nodule, not definitively calcified"): a lesion the reader finds affirmed, with nothing
		// denied, stays; so does a finding denied only on another study or view ("Left midlung
		// opacity, not seen on prior.").
		return rankLeftOut, keys
	case denies && len(keys) == 0 && !unchanged && !has(p.lasting):
		// The reader reads a denial the writer's normal words missed, and nothing affirmed.
		return rankLeftOut, keys
	case len(keys) == 0 && len(a.lesions) == 0 && !has(p.sized) && !graded(a) && (a.measuredWithinNormal() || a.conusAtNormalLevel()):
		// "Common bile duct measures 4 mm.": an organ measured within its normal size; "The
		// conus terminates at L1.": where it ends normally.
		return rankLeftOut, keys
	case len(keys) == 0 && has(p.study) && !measured(a), has(p.limits):
		// What has a size is the patient's, however the view is named ("Rounded 1.4 cm density
		// on the lateral view only.").
		return rankLeftOut, keys
	case onlyKeys(keys, normalUnlessSized) && len(keys) > 0 && p.deniesSize(a):
		// "Mediastinal lymph nodes up to 9 mm, not enlarged.": nodes of normal size.
		return rankLeftOut, keys
	case len(keys) == 0 && !unchanged && negates(a) && !has(p.lasting):
		// "Visualized osseous structures are without acute abnormality.": a denial of no
		// finding the vocabulary knows is still a normal statement.
		return rankLeftOut, keys
	}
	worse := p.worsens(words)
	// alarming words (suspicious, malignant) keep any finding in front; a nodule or lesion is
	// in front unless a background word makes it benign.
	alarming := has(p.suspicious)
	if term, _ := findPhrase(&sentence{words: words}, checkWordsFor(language).malignancy, p.compound); term != "" {
		alarming = true
	}
	suspicious := alarming || anyKey(keys, suspiciousLesions)
	acute := anyKey(keys, acuteFindings)
	// What is chronic or incidental by nature goes to the background unless another finding
	// stands beside it ("atelectasis or scarring"); old and healed make even an acute kind
	// background (a healed rib fracture). A calcified nodule is a granuloma; a mass stays.
	// A line or tube of acute care is a device too, whether or not the background words name it.
	// A lesion too small to characterise is incidental: a liver or kidney lesion so called is
	// summed up with the background, not ranked with the suspicious ones.
	uncharacterised := has(p.uncharacterised) && onlyKeys(keys, backgroundFindings, benignWhenCalcified, suspiciousLesions)
	background := uncharacterised || (has(p.background) || has(p.lines) || anyKey(keys, backgroundFindings)) && onlyKeys(keys, backgroundFindings, benignWhenCalcified) &&
		!slices.ContainsFunc(append(slices.Clip(a.lesions), a.findings...), func(m mention) bool {
			return m.polarity != negated && benignWhenCalcified[m.key] && !benignBeside(p, a, m)
		})
	// Old or healed words make a statement background unless it names an acute finding they do
	// not qualify ("a healing rib fracture" is old; "chronic appearing scarring with possible
	// small effusions" names effusions of today) or a lasting one, which is chronic by nature
	// and named all the same ("Hyperinflated lungs with chronic appearing interstitial
	// markings, compatible with emphysema.").
	healed := has(p.healed) && !anyKey(keys, lastingFindings) && !slices.ContainsFunc(a.findings, func(m mention) bool {
		return m.polarity != negated && acuteFindings[m.key] && !healedBefore(p, a, m)
	}) && !slices.ContainsFunc(a.lesions, func(m mention) bool {
		return m.polarity != negated && measured(a) && !healedBefore(p, a, m)
	})
	if !alarming && !slices.Contains(keys, "mass") && (healed || (background && !acute)) {
		if background && !healed && has(p.placed) && has(p.lines) {
			// "Right IJ catheter with its tip in the SVC.": where a line or tube lies is named.
			return rankNoted, keys
		}
		return rankBackground, keys
	}
	stable := unchanged || has(p.same)
	// A statement that names no finding and only says something stayed as it was ("The
	// mediastinum is stable.", "Stable elevation of the left hemidiaphragm.", "Stable
	// cardiomediastinal silhouette.": an organ of the reader's or the writer's anatomy) reports
	// nothing new: background, as a chronic finding.
	// The structure must not be said to be larger, wider or more prominent than normal, nor by
	// how much ("Stable enlarged cardiomediastinal silhouette." is a cardiomegaly, "Prominent
	// interstitial markings are unchanged." a finding, both in words the reader has no key for).
	structure := (len(a.organs)+len(a.places) > 0 || st.Organ != "") && !has(p.sized) && !graded(a)
	if len(keys) == 0 && structure && stable && !worse && !alarming {
		if onlyStayed(language, p, a) {
			// "The mediastinum is stable.": nothing a summary line could name.
			return rankLeftOut, keys
		}
		return rankBackground, keys
	}
	rank := rankActionable
	if suspicious || acute || worse || has(p.injury) {
		rank = rankAcute
	}
	lasting := !suspicious && !acute && !worse && (anyKey(keys, lastingFindings) || has(p.lasting))
	switch {
	// A stable, minimal or lasting finding that is not acute is named after the normal
	// statement ("No acute cardiopulmonary abnormality. Stable cardiomegaly."; "... Minimal
	// left basilar atelectasis."); a stable or minimal acute one is one rank down: an unchanged
	// mass is still named, after what is new.
	case rank == rankActionable && (stable || minor || lasting):
		rank = rankNoted
	case rank == rankAcute && (stable || (minor && !suspicious)):
		rank--
	}
	return rank, keys
}

// worsens tells whether a worse word stands in words that does not open a sign's words:
// "increased retrosternal clear space" describes emphysema, it says nothing got worse.
func (p *impressionWords) worsens(words []string) bool {
	for i := range words {
		if p.worse.At(words, i) && !slices.ContainsFunc(p.signs, func(c Cues) bool { return c.At(words, i) }) {
			return true
		}
	}
	return false
}

// benignBeside tells a lesion that a background word or finding qualifies in its own clause,
// between the commas around it ("calcified nodule", "dense nodule suggesting a previous
// granulomatous process", "the nodule appears calcified"). One in another clause is about
// another finding ("8 mm nodule in the left lower lobe, calcified granuloma"), so the lesion
// keeps its weight.
func benignBeside(p *impressionWords, a *analysis, m mention) bool {
	words := m.s.words
	from, to := m.start, m.end
	for from > 0 && words[from-1] != "," {
		from--
	}
	for to < len(words) && words[to] != "," {
		to++
	}
	for i := from; i < to; i++ {
		// "a 9 mm nodule, not definitively calcified" is no granuloma.
		if p.background.At(words, i) && !a.deniedBefore(m.s, from, i) {
			return true
		}
	}
	for _, f := range a.findings {
		if f.s == m.s && backgroundFindings[f.key] && f.end > from && f.start < to {
			return true
		}
	}
	return false
}

// bodyPartOnly tells a statement whose every word names the region of a study (the dictation
// checks' region words: "chest", "knee", "spine"), a side, or links them ("Chest.", "Left
// knee.", "Pelvis and left hip" is not: "hip" is no region word). A finding word of any kind
// ("osteopenia", "tube") keeps the statement.
func bodyPartOnly(a *analysis) bool {
	regionWords := 0
	for _, s := range a.sentences {
		for i, w := range s.words {
			switch {
			case w == "," || w == "and" || s.is(i, clsLeft|clsRight|clsBoth|clsLinking):
			case namesBodyPart(a.language, w):
				regionWords++
			default:
				return false
			}
		}
	}
	return regionWords > 0
}

// routineCategoryOnly tells a statement that is a grading category of routine care and
// nothing else ("BI-RADS 2.", "Lung-RADS category 1").
func routineCategoryOnly(text string) bool {
	routine, rest, ok := CategoryRoutine(text)
	return ok && routine && strings.IndexFunc(rest, unicode.IsLetter) < 0
}

// gradedBeyondRoutine tells a statement that gives a grading category beyond routine care.
func gradedBeyondRoutine(text string) bool {
	routine, _, ok := CategoryRoutine(text)
	return ok && !routine
}

// onlyStayed tells a statement whose every word names a structure (the anatomy's, or the
// reader's organs and places) or an aspect of one, a side, that something stayed as it was,
// or nothing at all (the words a diagnosis restates, links between words): "The mediastinum
// is stable.", "Heart size and mediastinal contours are unchanged.". One more word ("Stable
// elevation of the left hemidiaphragm.") says what stayed.
func onlyStayed(language string, p *impressionWords, a *analysis) bool {
	code := lang.Base(language)
	var restating []string
	if d := diagnosisLanguages[code]; d != nil {
		restating = d.restating
	}
	idx := anatomy.Tables().Language(code)
	structures := append(slices.Clip(a.organs), a.places...)
	for _, s := range a.sentences {
		for i := 0; i < len(s.words); i++ {
			w := s.words[i]
			if idx != nil {
				if t := idx.LongestAt(s.words, i); t != nil {
					i += len(t.Words) - 1
					continue
				}
			}
			named := slices.ContainsFunc(structures, func(m mention) bool { return m.s == s && i >= m.start && i < m.end })
			if !named && w != "," && !s.is(i, clsLeft|clsRight|clsBoth|clsLinking|clsClauseBreaker) &&
				!p.same.At(s.words, i) && !p.aspects.At(s.words, i) && !slices.Contains(restating, w) {
				return false
			}
		}
	}
	return true
}

// affirmsLesion tells a statement the reader reads as affirming a nodule, mass or lesion
// outright (not hedged, not denied).
func affirmsLesion(a *analysis) bool {
	return slices.ContainsFunc(a.lesions, func(m mention) bool { return m.polarity == affirmed && suspiciousLesions[m.key] })
}

// measured tells a statement that gives a size: a number and a unit of length.
func measured(a *analysis) bool {
	for _, s := range a.sentences {
		for i, w := range s.words {
			if _, ok := unitFactor(s.words, i+1, len(s.words)); ok && isNumber(w) {
				return true
			}
		}
	}
	return false
}

// deniedElsewhere tells a statement that denies something only on another study or view.
func deniedElsewhere(a *analysis) bool {
	return slices.ContainsFunc(a.sentences, func(s *sentence) bool { return s.deniedElsewhere() })
}

// graded tells whether a statement says how much of something there is (the vocabulary's
// severity words: "mildly", "moderate").
func graded(a *analysis) bool {
	for _, s := range a.sentences {
		for _, w := range s.words {
			if a.v.grades[w] > 0 {
				return true
			}
		}
	}
	return false
}

// healedBefore tells whether an old or healed word qualifies the finding m: it stands before m
// in m's clause with no other finding between them ("multiple healed posterior left rib
// fractures", not "chronic scarring with small effusions").
func healedBefore(p *impressionWords, a *analysis, m mention) bool {
	words := m.s.words
	for j := m.start - 1; j >= 0 && words[j] != ","; j-- {
		if p.healed.At(words, j) {
			return true
		}
		for _, list := range [][]mention{a.findings, a.lesions} {
			for _, o := range list {
				if o.s == m.s && o.start <= j && j < o.end {
					return false
				}
			}
		}
	}
	return false
}

// deniedBefore tells whether a negation that denies no change ("no change in the calcified
// nodule" denies none) stands in words[from:i] of s.
func (a *analysis) deniedBefore(s *sentence, from, i int) bool {
	for j := from; j < i; j++ {
		if s.is(j, clsNot|clsNegationStart) && !a.deniedChange(s, j) {
			return true
		}
	}
	return false
}

// negates tells whether a statement denies anything: a negation word in any sentence.
func negates(a *analysis) bool {
	for _, s := range a.sentences {
		for i := range s.words {
			if s.is(i, clsNegationStart) {
				return true
			}
		}
	}
	return false
}

// deniedChange tells a denial of a change at word i ("no change in the large mass", "keine
// Befundänderung"): the finding it names is there, unchanged.
func (a *analysis) deniedChange(s *sentence, i int) bool {
	n := a.negationAt(s, i)
	if n == 0 {
		return false
	}
	for j := i; j < min(i+n+3, len(s.words)); j++ {
		if s.is(j, clsChange) {
			return true
		}
	}
	return false
}

// anyKey tells whether one of keys is in set.
func anyKey(keys []string, set map[string]bool) bool {
	for _, k := range keys {
		if set[k] {
			return true
		}
	}
	return false
}

// deniesSize tells a statement that denies a structure is larger than normal: a negation right
// before a size word ("not enlarged", "nicht vergrößert", "not pathologically enlarged").
func (p *impressionWords) deniesSize(a *analysis) bool {
	for _, s := range a.sentences {
		for i := range s.words {
			n := a.negationAt(s, i)
			if n == 0 {
				continue
			}
			for j := i + n; j < len(s.words) && j <= i+n+1; j++ {
				if p.sized.At(s.words, j) {
					return true
				}
			}
		}
	}
	return false
}
