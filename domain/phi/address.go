package phi

import "strings"

// maxStreetNameWords bounds a street's name: "Avenue of the Americas" and no more.
const maxStreetNameWords = 4

// addresses finds street addresses: "Hauptstraße 12", "Berliner Str. 5a, 10115 Berlin",
// "221 Baker Street", "Calle Mayor 5", "12 rue de la Paix", and what follows an address cue
// ("Anschrift: ...") up to the end of its line or sentence.
func (s *scan) addresses() {
	for i := 0; i < len(s.tokens); i++ {
		if end := s.phraseAt(i, s.cues.addressCues); end > 0 {
			start := s.skipFillers(end)
			if stop := s.lineEnd(start); stop > start {
				s.add(KindAddress, start, stop)
				i = stop - 1
			}
			continue
		}
		for _, read := range []func(int) int{s.streetThenNumberAt, s.numberThenStreetAt} {
			if end := read(i); end > i {
				end = s.postcodeAfter(end)
				s.add(KindAddress, i, end)
				i = end - 1
				break
			}
		}
	}
}

// streetThenNumberAt reads a street name and its house number: "Hauptstraße 12", "Berliner
// Str. 5a", "Calle Mayor, 5", "Via Roma 10".
func (s *scan) streetThenNumberAt(i int) int {
	if !s.isWord(i) {
		return i
	}
	t := s.tokens[i]
	j := -1
	switch {
	case isCapitalised(t.text) && s.hasStreetEnding(t.key):
		j = i + 1
	case isCapitalised(t.text) && s.isWord(i+1) && s.cues.streetWords[s.tokens[i+1].key] && isCapitalised(s.tokens[i+1].text):
		j = i + 2
	case s.cues.streetPrefixes[t.key] && isCapitalised(t.text):
		j = s.streetNameAfter(i + 1)
	}
	if j < 0 {
		return i
	}
	if s.is(j, ".") || s.is(j, "/") {
		j++
	}
	if s.is(j, ",") {
		j++
	}
	return s.houseNumberAt(j, i)
}

// numberThenStreetAt reads a house number and a street: "221 Baker Street", "12 rue de la
// Paix".
func (s *scan) numberThenStreetAt(i int) int {
	if !s.isNumber(i) || len(s.tokens[i].text) > 5 || i > 0 && s.glued(i) {
		return i
	}
	j := i + 1
	if s.is(j, ",") {
		j++
	}
	if s.isWord(j) && s.cues.streetPrefixes[s.tokens[j].key] {
		if end := s.streetNameAfter(j + 1); end > j+1 {
			return end
		}
		return i
	}
	words := 0
	for ; s.isWord(j) && isCapitalised(s.tokens[j].text) && words < maxStreetNameWords; j++ {
		if s.cues.streetWords[s.tokens[j].key] && words > 0 {
			if s.is(j+1, ".") && len(s.tokens[j].text) <= 4 {
				return j + 2
			}
			return j + 1
		}
		words++
	}
	return i
}

// streetNameAfter reads the name after a street prefix: particles and capitalised words
// ("de la Paix", "Mayor"); it returns the token after it, or -1.
func (s *scan) streetNameAfter(j int) int {
	if s.is(j, ".") || s.is(j, "/") {
		j++
	}
	end, words := -1, 0
	for last := j + 2*maxStreetNameWords; s.isWord(j) && words < maxStreetNameWords && j < last; j++ {
		t := s.tokens[j]
		switch {
		case isCapitalised(t.text):
			words++
			end = j + 1
		case strings.Contains(" de del della di da du des la le lo dos das do ", " "+t.key+" "):
		default:
			return end
		}
	}
	return end
}

// houseNumberAt reads a house number at token j ("12", "5a", "12-14") for a street starting
// at token street; it returns the token after it, or street when there is none.
func (s *scan) houseNumberAt(j, street int) int {
	if !s.isNumber(j) || len(s.tokens[j].text) > 4 {
		return street
	}
	end := j + 1
	if s.isWord(end) && s.glued(end) && len([]rune(s.tokens[end].text)) == 1 {
		end++
	}
	if s.is(end, "-") && s.glued(end) && s.isNumber(end+1) {
		end += 2
	}
	// "12 mm" after a word ending like a street is a size, not an address.
	if s.isWord(end) && isUnit(s.tokens[end].key) {
		return street
	}
	return end
}

// postcodeAfter extends an address over ", 10115 Berlin" or ", Springfield, IL 62704".
func (s *scan) postcodeAfter(end int) int {
	j := end
	if s.is(j, ",") {
		j++
	}
	if s.isNumber(j) && (len(s.tokens[j].text) == 4 || len(s.tokens[j].text) == 5) && s.isWord(j+1) && isCapitalised(s.tokens[j+1].text) {
		return j + 2
	}
	return end
}

// hasStreetEnding reports whether a word ends like a street's name ("Hauptstraße", "Lindenweg").
func (s *scan) hasStreetEnding(key string) bool {
	for _, e := range s.cues.streetEndings {
		if strings.HasSuffix(key, e) && len(key) > len(e)+2 {
			return true
		}
	}
	return false
}

// lineEnd returns the token where the text after an address cue ends: a line break, a
// semicolon, a full stop (not the dot of "Str." or of a decimal), or a few words on.
func (s *scan) lineEnd(i int) int {
	const maxAddressTokens = 16
	end := i
	for j := i; j < len(s.tokens) && j < i+maxAddressTokens; j++ {
		t := s.tokens[j]
		if j > i && t.newLine || t.text == ";" || t.text == "." && s.endsSentence(j) {
			break
		}
		end = j + 1
	}
	return end
}

// endsSentence reports whether the dot at token j ends a sentence: nothing follows it
// directly, and it does not end an abbreviation of up to three letters.
func (s *scan) endsSentence(j int) bool {
	if s.glued(j + 1) {
		return false
	}
	return j == 0 || !(s.isWord(j-1) && len([]rune(s.tokens[j-1].text)) <= 3)
}

// isUnit tells the units a size is written with, so "Ring 12 mm" is no address.
func isUnit(key string) bool {
	switch key {
	case "mm", "cm", "ml", "hu", "m", "kg", "g", "mg", "min", "s", "sec":
		return true
	}
	return false
}
