package dictation

// numberKind is the part a number word plays in a spoken whole number.
type numberKind int

const (
	kindDigit    numberKind = iota + 1 // 0-9: "five", "fünf"
	kindComplete                       // 10-99 that takes no unit after it: "twelve", "veinticinco"
	kindTens                           // 20, 30 ... 90, which a unit may follow: "twenty", "quatre-vingt"
	kindHundred                        // the multiplier "hundred", "hundert", "cent", "cento"
	kindHundreds                       // a whole number of hundreds: "doscientos", "duzentos", "cien"
	kindThousand                       // the multiplier "thousand", "tausend", "mil", "mille"
	kindJoin                           // "and", "und", "y", "e", "et" inside a number
	kindHalf                           // German "einhalb" ending a number: "zweieinhalb"
)

// numberWord is one word of a spoken number and its value.
type numberWord struct {
	kind  numberKind
	value int
	text  string // the word itself, for joins
}

// atom is a number word found in the text; part is the index of the last text part it covers
// and last says it ends that part, so a number never stops inside a word ("fünfund|zwanzig").
type atom struct {
	numberWord
	part int
	last bool
}

// maxWhole bounds spoken numbers: far above any measurement, far below overflow.
const maxWhole = 1_000_000

// readWhole reads a spoken whole number from the start of atoms: up to 999,999 as people say
// it ("one hundred and twenty", "fünfundzwanzig", "treinta y cinco", "quatre-vingt-dix-sept").
// It returns the value and how many atoms it used, 0 when atoms start with no number.
func (l *numberLanguage) readWhole(atoms []atom) (int, int) {
	if len(atoms) == 0 {
		return 0, 0
	}
	if atoms[0].kind == kindThousand {
		rest, n := l.afterThousand(atoms, 1)
		return 1000 + rest, 1 + n
	}
	group, n := l.readGroup(atoms)
	if n == 0 {
		return 0, 0
	}
	if n < len(atoms) && atoms[n].kind == kindThousand && group > 0 {
		rest, m := l.afterThousand(atoms, n+1)
		return min(group*1000+rest, maxWhole), n + 1 + m
	}
	return group, n
}

// afterThousand reads what follows "thousand": a join word and a group below a thousand.
func (l *numberLanguage) afterThousand(atoms []atom, i int) (int, int) {
	j := i
	if l.isJoin(atoms, j, l.hundredJoin) {
		j++
	}
	group, n := l.readGroup(atoms[j:])
	if n == 0 {
		return 0, 0
	}
	return group, j - i + n
}

// readGroup reads a number below a thousand: hundreds, then what is below a hundred.
func (l *numberLanguage) readGroup(atoms []atom) (int, int) {
	if len(atoms) == 0 {
		return 0, 0
	}
	hundreds, i := 0, 0
	switch {
	case atoms[0].kind == kindDigit && atoms[0].value > 0 && len(atoms) > 1 && atoms[1].kind == kindHundred:
		hundreds, i = atoms[0].value*100, 2
	case atoms[0].kind == kindHundred:
		hundreds, i = 100, 1
	case atoms[0].kind == kindHundreds:
		hundreds, i = atoms[0].value, 1
	}
	if hundreds == 0 {
		return l.readBelowHundred(atoms)
	}
	j := i
	if l.isJoin(atoms, j, l.hundredJoin) {
		j++
	}
	below, n := l.readBelowHundred(atoms[j:])
	if n == 0 {
		return hundreds, i
	}
	return hundreds + below, j + n
}

// readBelowHundred reads 0-99: a digit, a complete number, tens with an optional unit after
// them ("twenty five", "treinta y cinco", "soixante-douze") or, in German, a unit before them
// ("fünfundzwanzig").
func (l *numberLanguage) readBelowHundred(atoms []atom) (int, int) {
	if len(atoms) == 0 {
		return 0, 0
	}
	first := atoms[0]
	switch first.kind {
	case kindComplete:
		return first.value, 1
	case kindDigit:
		if l.unitsJoin != "" && first.value > 0 && l.isJoin(atoms, 1, l.unitsJoin) && len(atoms) > 2 && atoms[2].kind == kindTens {
			return first.value + atoms[2].value, 3
		}
		return first.value, 1
	case kindTens:
		j := 1
		if l.isJoin(atoms, j, l.tensJoin) {
			j++
		}
		if j < len(atoms) && l.addsToTens(atoms[j]) {
			return first.value + atoms[j].value, j + 1
		}
		return first.value, 1
	}
	return 0, 0
}

// addsToTens reports whether a follows tens in one number: a unit 1-9, and in French the
// teens after sixty and eighty ("soixante-douze", "quatre-vingt-onze").
func (l *numberLanguage) addsToTens(a atom) bool {
	return a.kind == kindDigit && a.value > 0 || l.tensTakeTeens && a.kind == kindComplete && a.value < 20
}

// isJoin reports whether atoms[i] is the join word the position allows and a number follows.
func (l *numberLanguage) isJoin(atoms []atom, i int, join string) bool {
	return join != "" && i+1 < len(atoms) && atoms[i].kind == kindJoin && atoms[i].text == join
}

// readSpoken reads a spoken number at the start of atoms: a whole number, perhaps ending in a
// half ("zweieinhalb"), cut back to end where a text part ends so "dreiund" of a longer word is
// never read alone. It returns the whole, whether a half follows it and the atoms used.
func (l *numberLanguage) readSpoken(atoms []atom) (int, bool, int) {
	for limit := len(atoms); limit > 0; {
		value, n := l.readWhole(atoms[:limit])
		if n == 0 {
			return 0, false, 0
		}
		half := n < limit && atoms[n].kind == kindHalf
		if half {
			n++
		}
		if atoms[n-1].last {
			return value, half, n
		}
		limit = n - 1
		for limit > 0 && atoms[limit-1].part == atoms[n-1].part {
			limit--
		}
	}
	return 0, false, 0
}

// maxCompound bounds the words split as compounds; number words are far shorter.
const maxCompound = 64

// splitCompound splits a word written as one ("fünfundzwanzig", "venticinque") into number
// words, or returns nil. Each position is tried once, so the search is linear in the word.
func (l *numberLanguage) splitCompound(word string) []numberWord {
	if len(word) > maxCompound {
		return nil
	}
	var out []numberWord
	failed := make([]bool, len(word))
	var walk func(i int) bool
	walk = func(i int) bool {
		if i == len(word) {
			return true
		}
		if failed[i] {
			return false
		}
		for n := min(l.longestWord, len(word)-i); n > 0; n-- {
			w, ok := l.words[word[i:i+n]]
			if !ok {
				continue
			}
			out = append(out, w)
			if walk(i + n) {
				return true
			}
			out = out[:len(out)-1]
		}
		failed[i] = true
		return false
	}
	if !walk(0) || len(out) < 2 {
		return nil
	}
	return out
}
