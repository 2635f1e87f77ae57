package phi

import "strings"

// emails finds e-mail addresses: a local part, "@", and a domain with a dot and a top-level
// part of two letters or more. Each "@" is looked at once and the parts stop at the next "@",
// so this is linear in the text.
func (s *scan) emails() {
	text := s.text
	for at := strings.IndexByte(text, '@'); at >= 0; {
		start := at
		for start > 0 && isLocalChar(text[start-1]) {
			start--
		}
		end := at + 1
		for end < len(text) && isDomainChar(text[end]) {
			end++
		}
		for end > at+1 && (text[end-1] == '.' || text[end-1] == '-') {
			end--
		}
		for start < at && text[start] == '.' {
			start++
		}
		if start < at && validDomain(text[at+1:end]) {
			s.addBytes(KindEmail, start, end)
		}
		next := strings.IndexByte(text[at+1:], '@')
		if next < 0 {
			break
		}
		at += 1 + next
	}
}

func isLocalChar(b byte) bool {
	return isASCIILetterOrDigit(b) || strings.IndexByte("._%+-", b) >= 0
}

func isDomainChar(b byte) bool { return isASCIILetterOrDigit(b) || b == '.' || b == '-' }

func isASCIILetterOrDigit(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// validDomain reports whether a domain has a dot and ends in two letters or more.
func validDomain(domain string) bool {
	dot := strings.LastIndexByte(domain, '.')
	if dot <= 0 || len(domain)-dot-1 < 2 {
		return false
	}
	for i := dot + 1; i < len(domain); i++ {
		if b := domain[i]; !(b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z') {
			return false
		}
	}
	return true
}
