package report

import "testing"

func TestSectionOfHeading(t *testing.T) {
	tests := []struct {
		heading, want string
	}{
		{"Clinical information", SectionClinical},
		{"Klinische Angaben / Fragestellung", SectionClinical},
		{"CLINICAL HISTORY:", SectionClinical},
		{"Technik", SectionTechnique},
		{"Voruntersuchungen", SectionComparison},
		{"Prior studies", SectionComparison},
		{"FINDINGS:", SectionFindings},
		{"Befunde", SectionFindings},
		{"Résultats", SectionFindings},
		{"Observations", SectionFindings},
		{"Impression", SectionImpression},
		{"Findings and impression", SectionImpression},
		{"Conclusioni", SectionImpression},
		{"Beurteilung", SectionImpression},
		{"CT Chest with Contrast", ""},
		{"Chest", ""},
		{"", ""},
	}
	for _, tt := range tests {
		t.Run(tt.heading, func(t *testing.T) {
			got, ok := SectionOfHeading(tt.heading)
			if got != tt.want || ok != (tt.want != "") {
				t.Fatalf("SectionOfHeading(%q) = %q, %v; want %q", tt.heading, got, ok, tt.want)
			}
		})
	}
}

func TestHeadingsOfALanguage(t *testing.T) {
	tests := []struct{ language, findings string }{
		{"en", "Findings"}, {"de", "Befund"}, {"de-ch", "Befund"}, {"pt-br", "Achados"}, {"sv", "Fynd"}, {"nl", "Findings"}, {" EL ", "Ευρήματα"}, {"DE-CH", "Befund"}, {"pt_BR", "Achados"},
	}
	for _, tt := range tests {
		if got := HeadingsOf(tt.language).Titles[SectionFindings]; got != tt.findings {
			t.Errorf("HeadingsOf(%q) findings = %q, want %q", tt.language, got, tt.findings)
		}
	}
	for code, h := range headings {
		for _, section := range SectionOrder {
			if h.Titles[section] == "" || len(h.Spoken[section]) == 0 {
				t.Errorf("%s lacks a title or spoken phrase for %s", code, section)
			}
		}
	}
}

func TestLanguageOfHeadings(t *testing.T) {
	tests := []struct {
		headings []string
		want     string
		ok       bool
	}{
		{[]string{"Befund", "Beurteilung"}, "de", true},
		{[]string{"Findings", "Impression"}, "en", true},
		{[]string{"Hallazgos", "Conclusión"}, "es", true},
		{[]string{"Reperto", "Conclusioni"}, "it", true},
		{[]string{"Impression"}, "", false},
		{nil, "", false},
	}
	for _, tt := range tests {
		got, ok := LanguageOfHeadings(tt.headings)
		if got != tt.want && tt.ok || ok != tt.ok {
			t.Errorf("%q: got %q %v, want %q %v", tt.headings, got, ok, tt.want, tt.ok)
		}
	}
}
