package phi

import "strings"

// The shapes of numbers that are patient data without a cue.
const (
	minRecordDigits = 7  // an unlabelled run of this many digits is a record number
	minCuedDigits   = 3  // a labelled record or phone number has at least this many
	minPhoneDigits  = 9  // an unlabelled phone number, "030 1234567" or "+49 30 123456"
	maxPhoneDigits  = 15 // the longest international number
	// maxIdentifierTokens bounds a record number's tokens, so a long run is not read again
	// from each of its cue words.
	maxIdentifierTokens = 24
)

// cuedNumbers finds the number after a record cue ("MRN 1234567", "Fall-Nr.: 2024/00123") or a
// phone cue ("Tel. 030 1234-567", "Durchwahl 4711").
func (s *scan) cuedNumbers() {
	for i := 0; i < len(s.tokens); i++ {
		if end := s.phraseAt(i, s.cues.recordCues); end > 0 {
			start := s.skipFillers(end)
			if idEnd, digits := s.identifierAt(start); digits >= minCuedDigits {
				s.add(KindRecordNumber, start, idEnd)
				i = idEnd - 1
			}
			continue
		}
		if end := s.phraseAt(i, s.cues.phoneCues); end > 0 {
			start := s.skipFillers(end)
			if phoneEnd, digits := s.phoneAt(start); digits >= minCuedDigits {
				s.add(KindPhone, start, phoneEnd)
				i = phoneEnd - 1
			}
		}
	}
}

// identifierAt reads a record number at token i: letters, digits, and "-", "/" or "." between
// them, without spaces ("A-2024-000123"). It returns the token after it and its digit count.
func (s *scan) identifierAt(i int) (int, int) {
	end, digits := i, 0
	for j := i; j < len(s.tokens) && j < i+maxIdentifierTokens; j++ {
		t := s.tokens[j]
		if j > i && t.spaced {
			break
		}
		switch {
		case t.kind == number:
			digits += len(t.text)
			end = j + 1
		case t.kind == word:
			end = j + 1
		case t.text == "-" || t.text == "/" || t.text == ".":
		default:
			j = len(s.tokens)
		}
	}
	return end, digits
}

// phoneAt reads a phone number at token i: digit groups, perhaps after "+" or in brackets,
// joined by spaces, "-", "/" or "."; it returns the token after it and its digit count.
func (s *scan) phoneAt(i int) (int, int) {
	end, digits := i, 0
	for j := i; j < len(s.tokens); j++ {
		t := s.tokens[j]
		if j > i && t.newLine {
			break
		}
		switch {
		case t.kind == number:
			digits += len(t.text)
			end = j + 1
		case s.is(j, ")"):
			end = j + 1
		case t.kind == mark && strings.Contains("+(-/.", t.text) && s.isNumber(j+1):
			// A joining mark belongs to the number only where a digit group follows it.
		default:
			j = len(s.tokens)
		}
		if digits > maxPhoneDigits {
			return i, 0
		}
	}
	return end, digits
}

// phoneShapes finds phone numbers without a cue: nine to fifteen digits starting with "+",
// "(" or 0, or written 555-123-4567.
func (s *scan) phoneShapes() {
	for i := 0; i < len(s.tokens); i++ {
		t := s.tokens[i]
		if !(s.is(i, "+") || s.is(i, "(") || t.kind == number && (t.text[0] == '0' || s.isNorthAmerican(i))) {
			continue
		}
		// A number right after a dot or a word is inside a date, a size or a name.
		if s.glued(i) {
			continue
		}
		end, digits := s.phoneAt(i)
		if digits >= minPhoneDigits && digits <= maxPhoneDigits && !s.isDateLike(i, end) {
			s.add(KindPhone, i, end)
			i = end - 1
		}
	}
}

// isNorthAmerican reports whether tokens from i read ddd-ddd-dddd or ddd.ddd.dddd.
func (s *scan) isNorthAmerican(i int) bool {
	if i+4 >= len(s.tokens) {
		return false
	}
	sep := s.tokens[i+1].text
	return (sep == "-" || sep == ".") && s.is(i+3, sep) && len(s.tokens[i].text) == 3 &&
		s.isNumber(i+2) && len(s.tokens[i+2].text) == 3 && s.isNumber(i+4) && len(s.tokens[i+4].text) == 4
}

// isDateLike reports whether tokens[from:to] are a date and a time rather than a phone number
// ("01.02.2024 10.30").
func (s *scan) isDateLike(from, to int) bool {
	return s.numericDateAt(from) > from && to-from <= 8
}

// recordShapes finds unlabelled record numbers: seven digits or more in one run, perhaps
// joined by "-" or "/" and led by letters ("A1234567"). Sizes, dates and phone numbers are far
// shorter or found before.
func (s *scan) recordShapes() {
	for i := 0; i < len(s.tokens); i++ {
		if !s.isNumber(i) && !(s.isWord(i) && s.isNumber(i+1) && s.glued(i+1)) {
			continue
		}
		if i > 0 && s.glued(i) && s.tokens[i-1].kind != mark {
			continue
		}
		end, digits := s.identifierAt(i)
		if digits >= minRecordDigits && s.longestRun(i, end) >= 5 && s.numericDateAt(i) == i {
			s.add(KindRecordNumber, i, end)
		}
		i = max(i, end-1)
	}
}

// longestRun is the most digits in one number of tokens[from:to].
func (s *scan) longestRun(from, to int) int {
	longest := 0
	for j := from; j < to; j++ {
		if s.tokens[j].kind == number {
			longest = max(longest, len(s.tokens[j].text))
		}
	}
	return longest
}
