package guidance

import "github.com/radscribe/radscribe/domain/lang"

// forLanguage returns the entry of byBase for language's base code, else English's: the rules
// of a language without word lists read English words.
func forLanguage[T any](byBase map[string]T, language string) T {
	if v, ok := byBase[lang.Base(language)]; ok {
		return v
	}
	return byBase["en"]
}
