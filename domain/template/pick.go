package template

import (
	"strings"
	"unicode/utf8"
)

// A pick field is a template value chosen from a list (an imported MRRT select, radio group or
// check box). It is written as an inline span whose text is the value shown and whose
// data-options attribute holds the list:
//
//	<span class="rs-pick" data-options="Normal|Prior cholecystectomy|Not seen|Abnormal">Normal</span>
//
// The options live in an attribute, never in the text, so the report's text (what the checks
// read, what is copied) holds only the value shown. The options are separated by "|"; in an
// option "%", "|", ":" and control characters are written as %XX (upper-case hex), so the list
// splits unambiguously, and no value holds a colon, so nothing that looks for script or data
// URLs in attribute values can take an option for one. The editor reads it with the same rule
// (ui/src/lib/pickField.ts).
const (
	PickClass     = "rs-pick"
	PickOptions   = "data-options"
	pickSeparator = "|"
)

// EncodePickOptions writes options as a data-options value (before HTML attribute escaping).
func EncodePickOptions(options []string) string {
	encoded := make([]string, len(options))
	for i, o := range options {
		var b strings.Builder
		for _, c := range []byte(o) {
			if c == '%' || c == '|' || c == ':' || c < 0x20 || c == 0x7f {
				b.WriteByte('%')
				b.WriteByte("0123456789ABCDEF"[c>>4])
				b.WriteByte("0123456789ABCDEF"[c&15])
			} else {
				b.WriteByte(c)
			}
		}
		encoded[i] = b.String()
	}
	return strings.Join(encoded, pickSeparator)
}

// DecodePickOptions reads a data-options value; false unless it holds two options or more, each
// not empty, with every "%" starting a %XX escape, no raw colon or control character, and valid
// UTF-8 once decoded.
func DecodePickOptions(value string) ([]string, bool) {
	parts := strings.Split(value, pickSeparator)
	if len(parts) < 2 {
		return nil, false
	}
	options := make([]string, len(parts))
	for i, p := range parts {
		if p == "" {
			return nil, false
		}
		var b strings.Builder
		for j := 0; j < len(p); j++ {
			c := p[j]
			if c == ':' || c < 0x20 || c == 0x7f {
				return nil, false
			}
			if c != '%' {
				b.WriteByte(c)
				continue
			}
			if j+2 >= len(p) {
				return nil, false
			}
			hi, okHi := unhex(p[j+1])
			lo, okLo := unhex(p[j+2])
			if !okHi || !okLo {
				return nil, false
			}
			b.WriteByte(hi<<4 | lo)
			j += 2
		}
		if options[i] = b.String(); !utf8.ValidString(options[i]) {
			return nil, false
		}
	}
	return options, true
}

func unhex(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	}
	return 0, false
}
