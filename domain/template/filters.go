package template

import (
	"strings"
	"unicode/utf8"

	"github.com/radscribe/radscribe/domain/lang"
)

// FilterAll is the value of a picker filter that shows everything.
const FilterAll = "all"

// MaxSearchLength bounds the saved search term.
const MaxSearchLength = 200

// Filters are the template picker's search term and filters, saved per user.
type Filters struct {
	SearchTerm string
	Modality   string
	Language   string
}

// DefaultFilters show every template.
func DefaultFilters() Filters {
	return Filters{Modality: FilterAll, Language: FilterAll}
}

// NewFilters validates the picker's filters; an empty filter means all.
func NewFilters(searchTerm, modality, language string) (Filters, error) {
	f := DefaultFilters()
	if utf8.RuneCountInString(searchTerm) > MaxSearchLength {
		return Filters{}, Problem(MsgSearchTooLong)
	}
	f.SearchTerm = searchTerm
	if !isAll(modality) {
		m, ok := ParseModality(modality)
		if !ok {
			return Filters{}, Problem(MsgModalityFilter)
		}
		f.Modality = string(m)
	}
	if !isAll(language) {
		code := strings.ToLower(strings.TrimSpace(language))
		if !lang.IsTemplateFilter(code) {
			return Filters{}, Problem(MsgLanguageFilter)
		}
		f.Language = code
	}
	return f, nil
}

func isAll(s string) bool {
	s = strings.TrimSpace(s)
	return s == "" || strings.EqualFold(s, FilterAll)
}
