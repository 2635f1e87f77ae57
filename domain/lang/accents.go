package lang

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// accentFolds writes letters with diacritics as speech engines and keyboards without them do:
// German umlauts as "ae", "oe", "ue", the others as their base letter. Greek final sigma is
// folded too, because lower-casing a capital Σ gives σ wherever it stands.
var accentFolds = strings.NewReplacer(
	"ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "œ", "oe", "æ", "ae",
	"à", "a", "á", "a", "â", "a", "ã", "a", "å", "a", "ā", "a", "ă", "a", "ą", "a",
	"ç", "c", "ć", "c", "č", "c",
	"è", "e", "é", "e", "ê", "e", "ë", "e", "ē", "e", "ė", "e", "ę", "e",
	"ì", "i", "í", "i", "î", "i", "ï", "i", "ī", "i", "į", "i",
	"ł", "l", "ñ", "n", "ń", "n",
	"ò", "o", "ó", "o", "ô", "o", "õ", "o", "ő", "o",
	"ś", "s", "š", "s", "ș", "s", "ş", "s", "ț", "t", "ţ", "t",
	"ù", "u", "ú", "u", "û", "u", "ū", "u", "ų", "u", "ű", "u",
	"ý", "y", "ÿ", "y", "ź", "z", "ż", "z", "ž", "z",
	"ά", "α", "έ", "ε", "ή", "η", "ί", "ι", "ϊ", "ι", "ΐ", "ι", "ό", "ο", "ύ", "υ", "ϋ", "υ", "ΰ", "υ",
	"ώ", "ω", "ς", "σ",
	"’", "'", "‘", "'",
)

// FoldAccents lower-cases w and folds its accents, dropping combining marks left by text in
// decomposed form.
func FoldAccents(w string) string {
	if isASCII(w) {
		return strings.ToLower(w)
	}
	folded := accentFolds.Replace(strings.ToLower(w))
	return strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Mn, r) {
			return -1
		}
		return r
	}, folded)
}

func isASCII(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
