package report

import "testing"

func TestIsRecommendationLabel(t *testing.T) {
	tests := []struct {
		language, label string
		want            bool
	}{
		{"en", "Recommendation", true},
		{"en", " RECOMMENDATIONS ", true},
		{"en", "Follow-up", true},
		{"de", "Empfehlung", true},
		{"de-ch", "Weiteres  Vorgehen", true},
		{"fr", "Conduite à tenir", true},
		{"es", "Recomendación", true},
		{"it", "Raccomandazione", true},
		{"pt", "Recomendação", true},
		{"en", "Impression", false},
		{"en", "Lungs", false},
		{"de", "Recommendation", false},
	}
	for _, tt := range tests {
		if got := IsRecommendationLabel(tt.language, tt.label); got != tt.want {
			t.Errorf("IsRecommendationLabel(%q, %q) = %v, want %v", tt.language, tt.label, got, tt.want)
		}
	}
}
