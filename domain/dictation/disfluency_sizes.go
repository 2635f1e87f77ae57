package dictation

// dropAbandonedSizes applies a size said again before its noun: after an article a size
// stands before what it measures, so a second size straight after it ("a 2 cm uh 2.5 cm mass",
// "ein 2 cm 2,5 cm großer Herd") is the radiologist restarting, and the second size is the one
// meant. Two sizes without an article before them may be two statements ("measures 4 cm 2 cm
// nodule in the left lobe") and are left as dictated.
func dropAbandonedSizes(toks []dtoken, language string, l *disfluencyLanguage) ([]dtoken, []SelfCorrection, bool) {
	numbers := numberLanguageFor(language)
	units := numbers.units
	// isSize tells a number and its unit at toks[i]; the first of two may end in a comma.
	isSize := func(i int, first bool) bool {
		if !isNumberWord(toks[i].lower, language) || toks[i].post != "" || toks[i+1].pre != "" {
			return false
		}
		_, unit := units[toks[i+1].lower]
		return unit && (!first || toks[i+1].post == "" || toks[i+1].post == ",")
	}
	var fixes []SelfCorrection
	for i := 0; i+4 < len(toks); i++ {
		if !l.articles[toks[i].lower] || toks[i].post != "" || !isSize(i+1, true) || !isSize(i+3, false) {
			continue
		}
		// "a 4 mm, 6 mm and 8 mm nodule" lists sizes.
		if toks[i+4].post == "," || (i+5 < len(toks) && numbers.between[toks[i+5].lower]) {
			continue
		}
		fixes = append(fixes, SelfCorrection{
			Original:  toks[i+1].word + " " + toks[i+2].word,
			Corrected: toks[i+3].word + " " + toks[i+4].word,
		})
		toks = append(toks[:i+1], toks[i+3:]...)
	}
	return toks, fixes, len(fixes) > 0
}
