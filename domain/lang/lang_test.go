package lang

import "testing"

func TestEveryLanguageHasItsSpecName(t *testing.T) {
	want := map[string]string{
		"en": "English", "de": "German", "de-ch": "Swiss German", "es": "Spanish",
		"pt": "Portuguese (Portugal)", "pt-br": "Portuguese (Brazil)", "sv": "Swedish", "sl": "Slovenian",
		"it": "Italian", "fr": "French", "pl": "Polish", "lt": "Lithuanian", "ro": "Romanian", "el": "Greek",
		"universal": "All Languages",
	}
	if len(all) != len(want) {
		t.Fatalf("got %d languages, want %d", len(all), len(want))
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
