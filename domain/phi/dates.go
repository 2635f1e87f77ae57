package phi

import "strconv"

// monthNames are the months, written out and abbreviated, in the languages with cue words.
var monthNames = lookup([]string{
	"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
	"jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
	"januar", "jänner", "februar", "märz", "mai", "juni", "juli", "oktober", "dezember", "mär", "okt", "dez",
	"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "setiembre", "octubre", "noviembre", "diciembre",
	"janvier", "février", "fevrier", "mars", "avril", "juin", "juillet", "août", "aout", "septembre", "octobre", "novembre", "décembre", "decembre",
	"gennaio", "febbraio", "aprile", "maggio", "giugno", "luglio", "settembre", "ottobre", "dicembre",
	"janeiro", "fevereiro", "março", "maio", "junho", "julho", "setembro", "outubro", "dezembro",
})

// ordinalSuffixes follow a day written in digits ("3rd").
var ordinalSuffixes = lookup([]string{"st", "nd", "rd", "th", "er", "e", "º", "o"})

// datesOfBirth finds the date after a birth cue ("DOB: 01.02.1950", "geb. am 3. März 1950",
// "born March 3, 1950", "born in 1950"). A date without such a cue (a prior study's) is no
// patient data here.
func (s *scan) datesOfBirth() {
	for i := 0; i < len(s.tokens); i++ {
		end := s.phraseAt(i, s.cues.birthCues)
		if end < 0 {
			continue
		}
		start := s.skipFillers(end)
		if dateEnd := s.dateAt(start); dateEnd > start {
			s.add(KindDateOfBirth, start, dateEnd)
			i = dateEnd - 1
		}
	}
}

// dateAt returns the token after a date starting at token i, or i when none starts there.
func (s *scan) dateAt(i int) int {
	if end := s.numericDateAt(i); end > i {
		return end
	}
	if end := s.dayMonthYearAt(i); end > i {
		return end
	}
	if end := s.monthDayYearAt(i); end > i {
		return end
	}
	if s.isYear(i) {
		return i + 1
	}
	return i
}

// numericDateAt reads "01.02.1950", "1/2/50" and "1950-02-01": three numbers joined by one
// kind of separator without spaces.
func (s *scan) numericDateAt(i int) int {
	if !s.isNumber(i) || i+4 >= len(s.tokens) {
		return i
	}
	sep := s.tokens[i+1].text
	if sep != "." && sep != "/" && sep != "-" {
		return i
	}
	for k := i + 1; k <= i+4; k++ {
		if !s.glued(k) {
			return i
		}
	}
	if !s.isNumber(i+2) || !s.is(i+3, sep) || !s.isNumber(i+4) {
		return i
	}
	a, b, c := len(s.tokens[i].text), len(s.tokens[i+2].text), len(s.tokens[i+4].text)
	switch {
	case a <= 2 && b <= 2 && (c == 2 || c == 4), a == 4 && b <= 2 && c <= 2:
		return i + 5
	}
	return i
}

// dayMonthYearAt reads "3 March 1950", "3. März 1950", "3rd of March, 1950" and "3 de marzo
// de 1950".
func (s *scan) dayMonthYearAt(i int) int {
	if !s.isDay(i) {
		return i
	}
	j := i + 1
	if s.is(j, ".") || s.isWord(j) && s.glued(j) && ordinalSuffixes[s.tokens[j].key] {
		j++
	}
	if s.isWord(j) && (s.tokens[j].key == "of" || s.tokens[j].key == "de") {
		j++
	}
	if !s.isWord(j) || !monthNames[s.tokens[j].key] {
		return i
	}
	j++
	if s.is(j, ".") || s.is(j, ",") {
		j++
	}
	if s.isWord(j) && s.tokens[j].key == "de" {
		j++
	}
	if !s.isYear(j) {
		return i
	}
	return j + 1
}

// monthDayYearAt reads "March 3, 1950" and "March 3rd 1950".
func (s *scan) monthDayYearAt(i int) int {
	if !s.isWord(i) || !monthNames[s.tokens[i].key] || !s.isDay(i+1) {
		return i
	}
	j := i + 2
	if s.isWord(j) && s.glued(j) && ordinalSuffixes[s.tokens[j].key] {
		j++
	}
	if s.is(j, ",") {
		j++
	}
	if !s.isYear(j) {
		return i
	}
	return j + 1
}

// isDay reports whether token i is a day of the month in digits.
func (s *scan) isDay(i int) bool {
	if !s.isNumber(i) || len(s.tokens[i].text) > 2 {
		return false
	}
	d, _ := strconv.Atoi(s.tokens[i].text)
	return d >= 1 && d <= 31
}

// isYear reports whether token i is a year of birth: four digits from 1880 to 2099.
func (s *scan) isYear(i int) bool {
	if !s.isNumber(i) || len(s.tokens[i].text) != 4 {
		return false
	}
	y, _ := strconv.Atoi(s.tokens[i].text)
	return y >= 1880 && y <= 2099
}
