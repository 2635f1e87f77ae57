package report

import (
	"strings"

	"github.com/radscribe/radscribe/domain/lang"
)

// recommendationLabels are the labels a radiologist dictates advice under, lower case, by base
// language: what follows them is no finding and belongs below the impression.
var recommendationLabels = map[string][]string{
	"en": {"recommendation", "recommendations", "advice", "follow-up", "follow up"},
	"de": {"empfehlung", "empfehlungen", "procedere", "prozedere", "weiteres vorgehen"},
	"fr": {"recommandation", "recommandations", "conduite à tenir", "suivi"},
	"es": {"recomendación", "recomendaciones", "recomendacion", "seguimiento"},
	"it": {"raccomandazione", "raccomandazioni", "consiglio", "si consiglia"},
	"pt": {"recomendação", "recomendações", "recomendacao", "seguimento"},
}

// IsRecommendationLabel tells a label a radiologist dictates advice under ("Recommendation",
// "Empfehlung", "Recomendación"), in language or its base language.
func IsRecommendationLabel(language, label string) bool {
	label = strings.ToLower(strings.Join(strings.Fields(label), " "))
	for _, code := range lang.Lookup(language) {
		for _, l := range recommendationLabels[code] {
			if l == label {
				return true
			}
		}
	}
	return false
}
