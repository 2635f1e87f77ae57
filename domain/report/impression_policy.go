package report

import (
	"slices"
	"strings"
	"unicode"
)

// ImpressionStatement is one dictated findings statement a writer offers to the impression it
// writes when none was dictated.
type ImpressionStatement struct {
	Text string
	// Normal is the writer's reading that the statement reports nothing ("No effusion.",
	// "The lungs are clear."); the policy still keeps "No change in the large mass.".
	Normal bool
	// Critical tells a statement that affirms a critical finding (domain/guidance reads it;
	// this package cannot import guidance, which reads reports through it).
	Critical bool
	// Organ is what the statement is about as the writer's anatomy names it, "" when unknown:
	// statements about one organ make one item.
	Organ string
	// Clauses are the statement's clauses when more than one has a subject of its own ("Heart
	// size mildly enlarged, pulmonary vascularity within normal limits."), each read as a
	// statement: a normal or background clause beside a finding stays out of the finding's
	// item. Empty: the statement is read whole.
	Clauses []ImpressionStatement
}

// Impression is the impression the policy writes: Items, one per finding or organ, in the
// order a referring physician should read them; Normal, the study's normal statement, when no
// item reports an active finding (it then comes first, and stable, minimal or lasting findings
// follow it: "No acute cardiopulmonary abnormality. Stable cardiomegaly."); Others, one line summing up the
// chronic, stable, post-surgical, device and incidental findings of a cross-sectional study
// ("" when there are none or the study is a radiograph, whose impressions leave them out).
type Impression struct {
	Normal string
	Items  []string
	Others string
	// numbered is the radiologist's preference for list numbers.
	numbered bool
}

// Lines are the impression's lines in order: the normal statement, the items, the summary line.
func (im Impression) Lines() []string {
	var out []string
	if im.Normal != "" {
		out = append(out, im.Normal)
	}
	out = append(out, im.Items...)
	if im.Others != "" {
		out = append(out, im.Others)
	}
	return out
}

// Numbered tells whether the impression's lines take list numbers: more than one line, and the
// radiologist wants them.
func (im Impression) Numbered() bool { return im.numbered && len(im.Lines()) > 1 }

// impressionRank orders statements in an impression; the higher, the earlier.
type impressionRank int

const (
	rankLeftOut    impressionRank = iota // normal, denied, or about the examination
	rankBackground                       // chronic, stable, post-surgical, device, incidental
	rankNoted                            // stable, minimal or lasting (emphysema): named after the normal statement
	rankResolved                         // a finding that has gone ("The effusion has resolved.")
	rankActionable                       // any other finding
	rankAcute                            // new, worse, acute, suspicious
	rankCritical                         // a critical finding (domain/guidance)
)

// WriteImpression writes the impression of a report whose radiologist dictated none, from its
// findings statements, in language; context is what tells the study's modality and region (a
// template's title, the technique); prefs are the radiologist's (numbers, background findings).
// It answers false for a language the policy has no words for: the writer then falls back to
// the dictated findings.
func WriteImpression(language, context string, statements []ImpressionStatement, prefs ImpressionPreferences) (Impression, bool) {
	prefs = prefs.OrDefault()
	p := impressionWordsFor(language)
	if p == nil {
		return Impression{}, false
	}
	setting := readSetting(language, context, statements)
	type item struct {
		rank  impressionRank
		texts []string
		keys  []string
		organ string
	}
	var items []*item
	var others []string
	var last *item // the item of the statement before, nil when that one was left out (a
	// statement pointing back at it then stands on its own when it names a finding)
	for _, st := range statements {
		if last != nil && p.continuesPrevious(st.Text) {
			last.texts = append(last.texts, p.trim(st.Text))
			continue
		}
		rank, keys, body, readings, background := rankClauses(language, p, st)
		if last == nil && len(keys) == 0 && p.continuesPrevious(st.Text) {
			continue // about a statement left out ("These are unchanged.")
		}
		last = nil
		if rank == rankLeftOut {
			continue
		}
		if prefs.summed(setting.crossSectional) {
			for _, b := range background {
				others = append(others, p.trim(b))
			}
		}
		if rank == rankBackground {
			continue
		}
		text := p.trim(body)
		// Only a statement whose finding has a diagnosis is read again for it.
		if len(readings) == 0 && slices.ContainsFunc(keys, func(k string) bool { return diagnosisRegions[k] != "" }) {
			if diagnosis, ok := restatedDiagnosis(language, p, text); ok {
				text = diagnosis
			}
		}
		text = withReadings(text, readings)
		merged := false
		for _, it := range items {
			// One finding at two organs the statements name is two lines ("ACL tear",
			// "meniscal tear"); unplaced, it is one ("effusion", "small effusion on the left").
			sameOrgan := st.Organ != "" && it.organ == st.Organ
			if sameOrgan || sharesKey(it.keys, keys) && (st.Organ == "" || it.organ == "") {
				it.texts = append(it.texts, text)
				it.keys = append(it.keys, keys...)
				it.rank = max(it.rank, rank)
				merged, last = true, it
				break
			}
		}
		if !merged {
			last = &item{rank: rank, texts: []string{text}, keys: keys, organ: st.Organ}
			items = append(items, last)
		}
	}
	slices.SortStableFunc(items, func(a, b *item) int { return int(b.rank) - int(a.rank) })
	im := Impression{numbered: prefs.Numbered}
	active := false
	for _, it := range items {
		im.Items = append(im.Items, strings.Join(it.texts, " "))
		active = active || it.rank > rankResolved
	}
	if !active {
		im.Normal = p.normal[setting.region]
	}
	if len(others) > 0 {
		im.Others = p.others + " " + summary(others)
	}
	return im, true
}

// rankClauses ranks a statement, clause by clause when it has several with subjects of their
// own and the first affirms something: its rank and findings are those of the clauses above the background, its text theirs
// (the statement's own when all are), and background holds the background clauses' texts (the
// statement's own text when it is background whole).
func rankClauses(language string, p *impressionWords, st ImpressionStatement) (rank impressionRank, keys []string, text string, readings, background []string) {
	if len(st.Clauses) == 0 || !affirms(language, st.Clauses[0].Text) {
		rank, keys, readings, at := rankStatement(language, p, st)
		if rank == rankBackground {
			background = []string{st.Text}
		}
		text = st.Text
		if len(readings) > 0 {
			text = at.beforeDenial(st.Text)
		}
		return rank, keys, text, readings, background
	}
	var kept []string
	for _, c := range st.Clauses {
		r, k, read, _ := rankStatement(language, p, c)
		switch {
		case r == rankBackground:
			background = append(background, c.Text)
		case r > rankBackground:
			kept = append(kept, c.Text)
			rank = max(rank, r)
			keys = append(keys, k...)
			readings = append(readings, read...)
		}
	}
	if len(readings) > 0 {
		readings = p.unnamedReadings(language, st.Text, readings)
	}
	switch {
	case len(kept) == 0 && len(background) > 0:
		return rankBackground, nil, "", nil, background
	case len(kept) == 0:
		return rankLeftOut, nil, "", nil, nil
	case len(kept) == len(st.Clauses):
		return rank, keys, st.Text, readings, nil
	}
	return rank, keys, joinClauses(kept), readings, background
}

// unnamedReadings are the readings of a clause's signs whose finding no other clause of the
// statement names: "The lungs are hyperinflated, with lucency suggesting emphysema." already
// says what the hyperinflation suggests.
// A finding said unsure after a denial ("cephalization, no definite pulmonary edema") is not
// named: the reading of the sign still says what it suggests.
func (p *impressionWords) unnamedReadings(language, statement string, readings []string) []string {
	a := analyse(language, []Section{{Name: SectionFindings, Text: statement}})
	named := func(key string) bool {
		for _, list := range [][]mention{a.findings, a.lesions} {
			for _, m := range list {
				if m.key == key && (m.polarity == affirmed || m.polarity == unclear && !deniedBefore(a, m)) {
					return true
				}
			}
		}
		return false
	}
	return slices.DeleteFunc(readings, func(r string) bool {
		i := slices.IndexFunc(p.impressionWordLists.signs, func(s impressionSign) bool { return s.reads == r })
		return i >= 0 && named(p.impressionWordLists.signs[i].key)
	})
}

// withReadings adds the readings of the signs a statement describes to its end: "Blunting of
// the left costophrenic angle, possibly pleural effusion."
func withReadings(text string, readings []string) string {
	if len(readings) == 0 {
		return text
	}
	body := strings.TrimRight(strings.TrimSpace(text), ".")
	return body + ", " + strings.Join(readings, ", ") + "."
}

// affirms tells whether a clause says something is there: a finding it does not deny, or a
// severity ("Heart size mildly enlarged"). A clause that only names structures ("The
// cardiomediastinal contours") is the subject of the clauses after it.
func affirms(language, clause string) bool {
	a := analyse(language, []Section{{Name: SectionFindings, Text: clause}})
	for _, list := range [][]mention{a.findings, a.lesions} {
		for _, m := range list {
			if m.polarity == affirmed || (m.polarity == unclear && !qualifiedDenial(a, m)) {
				return true
			}
		}
	}
	for _, s := range a.sentences {
		for _, w := range s.words {
			if a.v.grades[w] > 0 {
				return true
			}
		}
	}
	return false
}

// joinClauses writes clauses as one sentence: "Heart size mildly enlarged."
func joinClauses(clauses []string) string {
	parts := make([]string, len(clauses))
	for i, c := range clauses {
		parts[i] = strings.TrimRight(strings.TrimSpace(c), ".,;")
	}
	return capitalFirst(strings.Join(parts, ", ")) + "."
}

// sharesKey tells whether two statements name the same finding (two pleural effusions).
func sharesKey(a, b []string) bool {
	for _, k := range b {
		if slices.Contains(a, k) {
			return true
		}
	}
	return false
}

// summary joins background findings into one sentence: "Hiatal hernia; aortic calcification."
func summary(texts []string) string {
	parts := make([]string, len(texts))
	for i, t := range texts {
		t = strings.TrimRight(t, ".")
		if i > 0 {
			t = lowerFirst(t)
		}
		parts[i] = t
	}
	return strings.Join(parts, "; ") + "."
}

// lowerFirst lowers a sentence's first letter unless the word is an abbreviation ("CT").
func lowerFirst(s string) string {
	r := []rune(s)
	if len(r) > 1 && unicode.IsUpper(r[0]) && !unicode.IsUpper(r[1]) {
		r[0] = unicode.ToLower(r[0])
	}
	return string(r)
}
