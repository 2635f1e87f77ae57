package dictation

import "github.com/radscribe/radscribe/domain/report"

// restartWords is the most words a restart after a hesitation repeats ("the gallbladder is, um,
// the gallbladder is surgically absent"): a longer run is said twice on purpose.
const restartWords = 4

// restartInserts is the most grading words a restart may add before the words it repeats
// ("is torn, uh, completely torn").
const restartInserts = 2

// dropRestarts removes what a radiologist abandoned at a hesitation and said again right after
// it: the words before the filler that the restart repeats ("the liver uh the liver is normal"
// is "the liver is normal"), or repeats after a grade or an adverb it adds ("is torn uh
// completely torn" is "is completely torn"). A restart that changes only a grade ("a small uh a
// moderate effusion") takes the grade said last, and is returned as a self-correction so the
// radiologist sees what was replaced. Only the abandoned words go; the filler is left for
// dropFillers. Numbers are never dropped ("2 uh 2 cm" may be two sizes).
func dropRestarts(toks []dtoken, language string, l *disfluencyLanguage) ([]dtoken, []SelfCorrection, bool) {
	for f := 1; f+1 < len(toks); f++ {
		if !l.isFiller(toks[f], &toks[f-1], &toks[f+1]) || (toks[f-1].post != "" && toks[f-1].post != ",") {
			continue
		}
		k, regraded := restartAt(toks, f, language)
		if k == 0 {
			continue
		}
		var fixes []SelfCorrection
		if regraded {
			fixes = append(fixes, SelfCorrection{Original: toks[f-1].word, Corrected: toks[f+k].word})
		}
		// The restart keeps the first word's capital and what stood before it.
		first := toks[f-k]
		out := append(toks[:f-k:f-k], toks[f:]...)
		out[f-k].pre = first.pre + out[f-k].pre
		if startsUpper(first.word) {
			for j := f - k + 1; j < len(out); j++ {
				if !l.isFiller(out[j], nil, nil) {
					out[j].word = upperFirst(out[j].word)
					break
				}
			}
		}
		return out, fixes, true
	}
	return toks, nil, false
}

// restartAt is how many words right before the filler at f the words after it say again, at
// once or after grading words, or with the last of them a grade said anew (regraded); 0 when
// the words after it start something else.
func restartAt(toks []dtoken, f int, language string) (k int, regraded bool) {
	for k := min(restartWords, f); k >= 1; k-- {
		if dropsNumber(toks[f-k : f]) {
			continue
		}
		for ins := 0; ins <= restartInserts && f+1+ins <= len(toks); ins++ {
			if !grading(toks[f+1:f+1+ins], language) {
				break
			}
			if repeats(toks, f-k, f+1+ins, k) {
				return k, false
			}
		}
		if b := f + 1; b+k <= len(toks) && repeats(toks, f-k, b, k-1) && toks[b+k-1].pre == "" &&
			grading(toks[f-1:f], language) && grading(toks[b+k-1:b+k], language) && toks[f-1].lower != toks[b+k-1].lower {
			return k, true
		}
	}
	return 0, false
}

// repeats tells the k words from a said again from b, with no mark inside the first.
func repeats(toks []dtoken, a, b, k int) bool {
	if b+k > len(toks) {
		return false
	}
	for j := 0; j < k; j++ {
		if toks[a+j].lower != toks[b+j].lower || toks[b+j].pre != "" || (j < k-1 && toks[a+j].post != "") {
			return false
		}
	}
	return true
}

// grading tells words that only grade what follows ("completely", "mild").
func grading(toks []dtoken, language string) bool {
	for _, t := range toks {
		if t.pre != "" || (t.post != "" && t.post != ",") || (report.Grade(language, t.lower) == 0 && !isAdverb(t.lower)) {
			return false
		}
	}
	return true
}

func dropsNumber(toks []dtoken) bool {
	for _, t := range toks {
		if isNumberWord(t.lower, "") {
			return true
		}
	}
	return false
}
