package lang

import (
	"slices"
	"testing"
)

func TestEveryLanguageHasItsSpecName(t *testing.T) {
	want := map[string]string{
		"en": "English", "de": "German", "de-ch": "Swiss German", "es": "Spanish",
		"pt": "Portuguese (Portugal)", "pt-br": "Portuguese (Brazil)", "sv": "Swedish", "sl": "Slovenian",
		"it": "Italian", "fr": "French", "pl": "Polish", "lt": "Lithuanian", "ro": "Romanian", "el": "Greek",
		"universal": "All Languages",
	}
	if len(All()) != len(want) {
		t.Fatalf("got %d languages, want %d", len(All()), len(want))
	}
	for code, name := range want {
		if got, ok := Name(code); !ok || got != name {
			t.Errorf("Name(%q) = %q, %v; want %q", code, got, ok, name)
		}
	}
	if _, ok := Name("xx"); ok {
		t.Error("an unknown code has a name")
	}
}

func TestWhichListsAcceptWhichCodes(t *testing.T) {
	tests := []struct {
		code                                 string
		selectable, template, filter, prompt bool
	}{
		{"en", true, true, true, true},
		{"de", true, true, true, true},
		{"fr", true, true, true, true},
		{"pl", true, true, false, true},
		{"lt", true, true, false, true},
		{"ro", true, true, false, true},
		{"de-ch", true, false, false, true},
		{"pt-br", true, false, false, true},
		{"sv", true, false, false, true},
		{"sl", true, false, false, true},
		{"el", true, false, false, true},
		{"universal", false, false, false, true},
		{"EN", false, false, false, false},
		{"", false, false, false, false},
		{"xx", false, false, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			if got := IsSelectable(tt.code); got != tt.selectable {
				t.Errorf("IsSelectable = %v", got)
			}
			if got := IsTemplateLanguage(tt.code); got != tt.template {
				t.Errorf("IsTemplateLanguage = %v", got)
			}
			if got := IsTemplateFilter(tt.code); got != tt.filter {
				t.Errorf("IsTemplateFilter = %v", got)
			}
			if got := IsPromptLanguage(tt.code); got != tt.prompt {
				t.Errorf("IsPromptLanguage = %v", got)
			}
		})
	}
}

func TestListsKeepTheSpecOrder(t *testing.T) {
	if got := TemplateCodes(); !slices.Equal(got, []string{"en", "de", "es", "pt", "it", "fr", "pl", "lt", "ro"}) {
		t.Errorf("template codes %v", got)
	}
	if got := TemplateFilterCodes(); !slices.Equal(got, []string{"en", "de", "es", "pt", "it", "fr"}) {
		t.Errorf("filter codes %v", got)
	}
	selectable := Selectable()
	if len(selectable) != 14 || selectable[0].Code != "en" || selectable[13].Code != "el" {
		t.Errorf("selectable %v", selectable)
	}
	TemplateCodes()[0] = "xx"
	if TemplateCodes()[0] != "en" {
		t.Error("callers can change the list")
	}
}
