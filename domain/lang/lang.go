// Package lang is the product's list of languages and which lists accept which codes.
package lang

import "slices"

// Language is a code and its English name.
type Language struct {
	Code string
	Name string
}

// Universal marks a prompt that applies to every language.
const Universal = "universal"

// Default is the language of a new account, template or vocabulary entry.
const Default = "en"

// all is every language the product knows, in the order the UI lists them.
var all = []Language{
	{"en", "English"},
	{"de", "German"},
	{"de-ch", "Swiss German"},
	{"es", "Spanish"},
	{"pt", "Portuguese (Portugal)"},
	{"pt-br", "Portuguese (Brazil)"},
	{"sv", "Swedish"},
	{"sl", "Slovenian"},
	{"it", "Italian"},
	{"fr", "French"},
	{"pl", "Polish"},
	{"lt", "Lithuanian"},
	{"ro", "Romanian"},
	{"el", "Greek"},
	{Universal, "All Languages"},
}

// templateCodes are the languages a template may be written in.
var templateCodes = []string{"en", "de", "es", "pt", "it", "fr", "pl", "lt", "ro"}

// templateFilterCodes are the languages the template picker offers as filters.
var templateFilterCodes = []string{"en", "de", "es", "pt", "it", "fr"}

// Name returns the English name of code.
func Name(code string) (string, bool) {
	for _, l := range all {
		if l.Code == code {
			return l.Name, true
		}
	}
	return "", false
}

// IsSelectable reports whether code is a language a person can choose (not universal).
func IsSelectable(code string) bool {
	_, known := Name(code)
	return known && code != Universal
}

// IsTemplateLanguage reports whether a template may be written in code.
func IsTemplateLanguage(code string) bool { return slices.Contains(templateCodes, code) }

// IsTemplateFilter reports whether the picker offers code as a language filter.
func IsTemplateFilter(code string) bool { return slices.Contains(templateFilterCodes, code) }

// IsPromptLanguage reports whether an admin AI prompt may be written for code: any known
// language, universal included, since dictation offers more languages than templates do.
func IsPromptLanguage(code string) bool {
	_, known := Name(code)
	return known
}
