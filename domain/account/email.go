package account

import "strings"

// MaxEmailLength is the longest address SMTP can carry (RFC 5321 path limit).
const MaxEmailLength = 254

// NormalizeEmail makes the form we store and compare: trimmed and lower-cased.
func NormalizeEmail(email string) string {
	return strings.ToLower(strings.TrimSpace(email))
}

// ValidEmail accepts the addresses people really type: local@domain.tld, without spaces,
// quotes, consecutive dots or a display name.
func ValidEmail(email string) bool {
	email = strings.TrimSpace(email)
	if email == "" || len(email) > MaxEmailLength {
		return false
	}
	local, domain, ok := strings.Cut(email, "@")
	if !ok || local == "" || len(local) > 64 || strings.Contains(domain, "@") {
		return false
	}
	if !validLocalPart(local) {
		return false
	}
	labels := strings.Split(domain, ".")
	if len(labels) < 2 {
		return false
	}
	for i, label := range labels {
		if !validDomainLabel(label, i == len(labels)-1) {
			return false
		}
	}
	return true
}

func validLocalPart(local string) bool {
	if local[0] == '.' || local[len(local)-1] == '.' || strings.Contains(local, "..") {
		return false
	}
	for _, c := range local {
		if !isAlnum(c) && !strings.ContainsRune(".!#$%&'*+/=?^_`{|}~-", c) {
			return false
		}
	}
	return true
}

func validDomainLabel(label string, top bool) bool {
	if label == "" || len(label) > 63 || label[0] == '-' || label[len(label)-1] == '-' {
		return false
	}
	for _, c := range label {
		if !isAlnum(c) && c != '-' {
			return false
		}
	}
	if top {
		return len(label) >= 2 && !strings.ContainsAny(label, "0123456789")
	}
	return true
}

func isAlnum(c rune) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
