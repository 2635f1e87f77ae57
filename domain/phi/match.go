package phi

import (
	"slices"
	"strings"
)

// Kind is what sort of patient data a match is.
type Kind string

const (
	KindName         Kind = "name"
	KindDateOfBirth  Kind = "dateOfBirth"
	KindRecordNumber Kind = "recordNumber"
	KindPhone        Kind = "phone"
	KindEmail        Kind = "email"
	KindAddress      Kind = "address"
)

// Placeholder is what Mask writes instead of a match of kind.
func (k Kind) Placeholder() string {
	switch k {
	case KindDateOfBirth:
		return "[date of birth]"
	case KindRecordNumber:
		return "[record number]"
	}
	return "[" + string(k) + "]"
}

// Match is one piece of patient data found in a text; Text is text[Start:End].
type Match struct {
	Kind       Kind
	Text       string
	Start, End int
}

// Detect returns the patient data in text, ordered by position and never overlapping. The cue
// words are English (used everywhere: "DOB", "MRN", "Dr.") and language's (German, Spanish,
// French, Italian and Portuguese have their own). Detection is by cue and shape, so it is
// deterministic and linear in the text; it will miss a name said without a title or "patient".
func Detect(text, language string) []Match {
	s := newScan(text, cuesFor(language))
	for _, detect := range []func(){
		s.emails, s.datesOfBirth, s.cuedNumbers, s.names, s.addresses, s.phoneShapes, s.recordShapes,
	} {
		detect()
	}
	slices.SortFunc(s.found, func(a, b Match) int { return a.Start - b.Start })
	return s.found
}

// Mask replaces every match in text with its kind's placeholder ("[name]"). Matches may come
// in any order; one overlapping an earlier one is skipped.
func Mask(text string, matches []Match) string {
	sorted := slices.Clone(matches)
	slices.SortFunc(sorted, func(a, b Match) int { return a.Start - b.Start })
	var b strings.Builder
	last := 0
	for _, m := range sorted {
		if m.Start < last || m.End > len(text) || m.Start > m.End {
			continue
		}
		b.WriteString(text[last:m.Start])
		b.WriteString(m.Kind.Placeholder())
		last = m.End
	}
	b.WriteString(text[last:])
	return b.String()
}

// MaskDetected masks the patient data Detect finds in text.
func MaskDetected(text, language string) string { return Mask(text, Detect(text, language)) }
