package anatomy

import (
	"strconv"
	"strings"
)

// VertebraOrder is the position along the spine of a vertebra's name, lower case ("c7", "t12",
// German "th12", "l5", "s1"), counted from the first cervical; false for any other word.
func VertebraOrder(w string) (int, bool) {
	if strings.HasPrefix(w, "th") {
		w = "t" + w[2:]
	}
	if len(w) < 2 || len(w) > 3 || !strings.ContainsRune("ctls", rune(w[0])) {
		return 0, false
	}
	n := 0
	for _, c := range []byte(w[1:]) { // digits only: most words are none, and an error allocates
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	if n < 1 {
		return 0, false
	}
	switch w[0] {
	case 'c':
		return n, n <= 7
	case 't':
		return 7 + n, n <= 12
	case 'l':
		return 19 + n, n <= 5
	case 's':
		return 24 + n, n <= 5
	}
	return 0, false
}

// Vertebra is the position of the vertebra named by a part of the spine's German abbreviation
// and its number ("LWK" 1, "BWK" 12, "HWK" 7, "SWK" 1), false for any other.
func Vertebra(part string, n int) (int, bool) {
	letter, ok := map[string]string{"hwk": "c", "bwk": "t", "lwk": "l", "swk": "s"}[strings.ToLower(part)]
	if !ok {
		return 0, false
	}
	return VertebraOrder(letter + strconv.Itoa(n))
}
