package guidance

// biradsWords words the assessment categories in one language.
type biradsWords struct {
	dictated   string
	names      map[string]string
	likelihood map[string]string
	management map[string]string
}

var biradsWordings = map[string]*biradsWords{"en": &englishBIRADS, "de": &germanBIRADS, "es": &spanishBIRADS, "fr": &frenchBIRADS,
	"it": &italianBIRADS, "pt": &portugueseBIRADS}

func biradsWordsFor(language string) *biradsWords { return forLanguage(biradsWordings, language) }

var englishBIRADS = biradsWords{
	dictated: " as dictated",
	names: map[string]string{"0": "incomplete", "1": "negative", "2": "benign", "3": "probably benign", "4": "suspicious",
		"4A": "low suspicion for malignancy", "4B": "moderate suspicion for malignancy", "4C": "high suspicion for malignancy",
		"5": "highly suggestive of malignancy", "6": "known biopsy-proven malignancy"},
	likelihood: map[string]string{"0": "assessment incomplete", "1": "essentially 0% likelihood of malignancy",
		"2": "essentially 0% likelihood of malignancy", "3": "likelihood of malignancy > 0% but ≤ 2%",
		"4": "likelihood of malignancy > 2% but < 95%", "4A": "likelihood of malignancy > 2% to ≤ 10%",
		"4B": "likelihood of malignancy > 10% to ≤ 50%", "4C": "likelihood of malignancy > 50% to < 95%",
		"5": "likelihood of malignancy ≥ 95%", "6": "malignancy proven"},
	management: map[string]string{
		"0":  "additional imaging evaluation and/or prior mammograms for comparison.",
		"1":  "routine screening.",
		"2":  "routine screening.",
		"3":  "short-interval (6-month) follow-up or continued surveillance.",
		"4":  "tissue diagnosis.",
		"4A": "tissue diagnosis.",
		"4B": "tissue diagnosis.",
		"4C": "tissue diagnosis.",
		"5":  "tissue diagnosis.",
		"6":  "surgical excision when clinically appropriate.",
	},
}

var germanBIRADS = biradsWords{
	dictated: " laut Diktat",
	names: map[string]string{"0": "unvollständig", "1": "unauffällig", "2": "benigne", "3": "wahrscheinlich benigne", "4": "suspekt",
		"4A": "geringer Malignitätsverdacht", "4B": "mäßiger Malignitätsverdacht", "4C": "hoher Malignitätsverdacht",
		"5": "hochgradig malignitätsverdächtig", "6": "histologisch gesicherte Malignität"},
	likelihood: map[string]string{"0": "Beurteilung unvollständig", "1": "Malignitätswahrscheinlichkeit praktisch 0 %",
		"2": "Malignitätswahrscheinlichkeit praktisch 0 %", "3": "Malignitätswahrscheinlichkeit > 0 % bis ≤ 2 %",
		"4": "Malignitätswahrscheinlichkeit > 2 % bis < 95 %", "4A": "Malignitätswahrscheinlichkeit > 2 % bis ≤ 10 %",
		"4B": "Malignitätswahrscheinlichkeit > 10 % bis ≤ 50 %", "4C": "Malignitätswahrscheinlichkeit > 50 % bis < 95 %",
		"5": "Malignitätswahrscheinlichkeit ≥ 95 %", "6": "Malignität gesichert"},
	management: map[string]string{
		"0":  "ergänzende Bildgebung und/oder Voraufnahmen zum Vergleich.",
		"1":  "Routine-Screening.",
		"2":  "Routine-Screening.",
		"3":  "kurzfristige Verlaufskontrolle (nach 6 Monaten) oder weitere Überwachung.",
		"4":  "histologische Abklärung.",
		"4A": "histologische Abklärung.",
		"4B": "histologische Abklärung.",
		"4C": "histologische Abklärung.",
		"5":  "histologische Abklärung.",
		"6":  "operative Entfernung, sofern klinisch angezeigt.",
	},
}
