package builtin

import "strings"

// set is a set of lower-case words.
type set map[string]struct{}

// words builds a set from a space-separated list.
func words(list string) set {
	s := set{}
	for _, w := range strings.Fields(list) {
		s[w] = struct{}{}
	}
	return s
}

func (s set) has(w string) bool {
	_, ok := s[w]
	return ok
}
