package template

import (
	"strings"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/plaintext"
)

// MaxLOINCDisplayLength is the longest display text of a default template's LOINC code.
const MaxLOINCDisplayLength = 200

// The LOINC code rules' messages.
const (
	MsgLOINCCodeInvalid    = "LOINC code must be digits, a dash and the correct check digit, like 24627-2"
	MsgLOINCDisplayTooLong = "LOINC display must be at most 200 characters"
	MsgLOINCDisplayNoCode  = "LOINC display needs a LOINC code"
)

// LOINC is the study code an admin gives a default template for its FHIR export; the zero
// value means none (the export then picks one by modality and region).
type LOINC struct {
	Code    string
	Display string
}

// IsZero reports whether no code is set.
func (l LOINC) IsZero() bool { return l.Code == "" }

// NewLOINC validates a code and its display: both empty is no code; a code is 1 to 7 digits,
// a dash and its mod-10 check digit; a display, at most 200 characters on one line, needs a
// code.
func NewLOINC(code, display string) (LOINC, error) {
	code, display = strings.TrimSpace(code), strings.TrimSpace(display)
	if code == "" {
		if display != "" {
			return LOINC{}, Problem(MsgLOINCDisplayNoCode)
		}
		return LOINC{}, nil
	}
	if !ValidLOINCCode(code) {
		return LOINC{}, Problem(MsgLOINCCodeInvalid)
	}
	if utf8.RuneCountInString(display) > MaxLOINCDisplayLength {
		return LOINC{}, Problem(MsgLOINCDisplayTooLong)
	}
	if msg := plaintext.Problem("LOINC display", display, plaintext.Line); msg != "" {
		return LOINC{}, Problem(msg)
	}
	return LOINC{Code: code, Display: display}, nil
}

// ValidLOINCCode reports whether code is a LOINC code with a correct check digit (LOINC's
// mod-10 algorithm, the Luhn algorithm over the digits before the dash).
func ValidLOINCCode(code string) bool {
	number, check, ok := strings.Cut(code, "-")
	if !ok || len(number) < 1 || len(number) > 7 || len(check) != 1 || !digits(number) || !digits(check) {
		return false
	}
	sum := 0
	for i := 0; i < len(number); i++ {
		d := int(number[len(number)-1-i] - '0')
		if i%2 == 0 { // odd positions from the right are doubled
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return int(check[0]-'0') == (10-sum%10)%10
}

func digits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// setLOINC applies a draft's code to a default template: nil keeps the one it has; own
// templates have none.
func (t *Template) setLOINC(d *LOINC) (LOINC, error) {
	if !t.IsMaster() {
		return LOINC{}, nil
	}
	if d == nil {
		return t.LOINC, nil
	}
	return NewLOINC(d.Code, d.Display)
}
