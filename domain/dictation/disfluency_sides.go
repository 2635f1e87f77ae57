package dictation

// correctSidesAcrossFillers applies a side corrected with only a hesitation between
// ("lobe inférieur gauche euh droit", "left uh right kidney"): nobody says two opposite sides in
// a row, so the second is the one meant. It runs before the fillers go, which would leave the
// two sides side by side with nothing to tell the correction.
func correctSidesAcrossFillers(toks []dtoken, l *disfluencyLanguage) ([]dtoken, []SelfCorrection, bool) {
	var fixes []SelfCorrection
	for i := 1; i+1 < len(toks); i++ {
		wrong, cue, right := toks[i-1], toks[i], toks[i+1]
		if !l.sides[wrong.lower] || !l.sides[right.lower] || right.pre != "" || cue.pre != "" ||
			(wrong.post != "" && wrong.post != ",") || !l.isFiller(cue, &wrong, &right) || sameSide(wrong.lower, right.lower) {
			continue
		}
		fixes = append(fixes, SelfCorrection{Original: wrong.word, Corrected: right.word})
		word := right.word
		if startsUpper(wrong.word) {
			word = upperFirst(word)
		}
		toks[i-1].word, toks[i-1].lower, toks[i-1].post = word, right.lower, right.post
		toks = append(toks[:i], toks[i+2:]...)
	}
	return toks, fixes, len(fixes) > 0
}

// sameSide tells two side words of one side ("links", "linken"): their first three letters.
func sameSide(a, b string) bool {
	ra, rb := []rune(a), []rune(b)
	n := min(3, len(ra), len(rb))
	return string(ra[:n]) == string(rb[:n])
}
