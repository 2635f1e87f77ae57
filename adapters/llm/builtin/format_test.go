package builtin_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/ports"
)

func format(t *testing.T, text, code string) string {
	t.Helper()
	res, err := builtin.New().Format(context.Background(), ports.FormatRequest{Transcript: correctedText(t, text, code), Language: code})
	require.NoError(t, err)
	assert.Equal(t, builtin.PromptUsed, res.PromptUsed)
	assert.Empty(t, res.FallbackReason)
	return res.HTML
}

func TestFormatHeadings(t *testing.T) {
	tests := []struct{ name, code, text, want string }{
		{"text before any heading is findings", "en", "lungs clear. heart normal.",
			"<h3>Findings</h3>\n<p>Lungs clear.</p>\n<p>Heart normal.</p>\n"},
		{"written headings with colons, in report order", "en", "Impression: normal. Findings: lungs clear. Indication: cough.",
			"<h3>Clinical information</h3>\n<p>Cough.</p>\n<h3>Findings</h3>\n<p>Lungs clear.</p>\n<h3>Impression</h3>\n<p>Normal.</p>\n"},
		{"spoken headings without colons", "en", "clinical history cough. comparison none. findings lungs clear. conclusion normal chest.",
			"<h3>Clinical information</h3>\n<p>Cough.</p>\n<h3>Comparison</h3>\n<p>None.</p>\n<h3>Findings</h3>\n<p>Lungs clear.</p>\n<h3>Impression</h3>\n<p>Normal chest.</p>\n"},
		{"a heading word inside a sentence stays", "en", "Findings: comparison is made with the prior study. Impression of the diaphragm is noted.",
			"<h3>Findings</h3>\n<p>Comparison is made with the prior study.</p>\n<p>Impression of the diaphragm is noted.</p>\n"},
		{"an impression opening with a preposition", "en", "findings small effusion. impression in keeping with heart failure.",
			"<h3>Findings</h3>\n<p>Small effusion.</p>\n<h3>Impression</h3>\n<p>In keeping with heart failure.</p>\n"},
		{"history of stays in the indication", "en", "indication history of asthma. findings clear lungs.",
			"<h3>Clinical information</h3>\n<p>History of asthma.</p>\n<h3>Findings</h3>\n<p>Clear lungs.</p>\n"},
		{"an indication without a full stop", "en", "indication shortness of breath findings the heart is normal. impression normal.",
			"<h3>Clinical information</h3>\n<p>Shortness of breath.</p>\n<h3>Findings</h3>\n<p>The heart is normal.</p>\n<h3>Impression</h3>\n<p>Normal.</p>\n"},
		{"a heading word after a word that qualifies it stays in its sentence", "en", "findings: limited assessment of heart size due to low lung volumes. small left pleural effusion.",
			"<h3>Findings</h3>\n<p>Limited assessment of heart size due to low lung volumes.</p>\n<p>Small left pleural effusion.</p>\n"},
		{"German", "de", "Fragestellung: Husten. Befund: Lunge frei. Beurteilung: Unauffälliger Befund.",
			"<h3>Klinische Angaben</h3>\n<p>Husten.</p>\n<h3>Befund</h3>\n<p>Lunge frei.</p>\n<h3>Beurteilung</h3>\n<p>Unauffälliger Befund.</p>\n"},
		{"the study's name a dictation opens with is the technique", "en", "CT abdomen and pelvis with contrast. The liver is normal.",
			"<h3>Technique</h3>\n<p>CT abdomen and pelvis with contrast.</p>\n<h3>Findings</h3>\n<p>The liver is normal.</p>\n"},
		{"the study's name spoken without punctuation", "en", "chest x-ray pa and lateral the lungs are clear",
			"<h3>Technique</h3>\n<p>Chest x-ray PA and lateral.</p>\n<h3>Findings</h3>\n<p>The lungs are clear.</p>\n"},
		{"a German study name", "de", "MRT Kniegelenk links nativ. Kein Gelenkerguss.",
			"<h3>Technik</h3>\n<p>MRT Kniegelenk links nativ.</p>\n<h3>Befund</h3>\n<p>Kein Gelenkerguss.</p>\n"},
		{"findings dictated after the comparison without their heading are findings", "en",
			"comparison ct from march 2024 there is a new 6 mm nodule in the left upper lobe no pleural effusion",
			"<h3>Comparison</h3>\n<p>CT from march 2024.</p>\n<h3>Findings</h3>\n<p>There is a new 6 mm nodule in the left upper lobe.</p>\n<p>No pleural effusion.</p>\n"},
		{"what the technique says of itself stays there; the first statement about the body opens the findings", "en",
			"Technique: CT chest with contrast. Axial images at 1 mm. The lungs are clear.",
			"<h3>Technique</h3>\n<p>CT chest with contrast.</p>\n<p>Axial images at 1 mm.</p>\n<h3>Findings</h3>\n<p>The lungs are clear.</p>\n"},
		{"a German comparison followed by findings", "de", "Vergleich: CT vom März 2024. Neuer Rundherd von 6 mm im linken Oberlappen.",
			"<h3>Voruntersuchungen</h3>\n<p>CT vom März 2024.</p>\n<h3>Befund</h3>\n<p>Neuer Rundherd von 6 mm im linken Oberlappen.</p>\n"},
		{"Spanish", "es", "Hallazgos: pulmones sin alteraciones. Conclusión: normal.",
			"<h3>Hallazgos</h3>\n<p>Pulmones sin alteraciones.</p>\n<h3>Conclusión</h3>\n<p>Normal.</p>\n"},
		{"Polish", "pl", "Opis: płuca bez zmian. Wnioski: bez zmian.",
			"<h3>Opis</h3>\n<p>Płuca bez zmian.</p>\n<h3>Wnioski</h3>\n<p>Bez zmian.</p>\n"},
		{"Greek", "el", "Ευρήματα: φυσιολογικά. Συμπέρασμα: φυσιολογικό.",
			"<h3>Ευρήματα</h3>\n<p>Φυσιολογικά.</p>\n<h3>Συμπέρασμα</h3>\n<p>Φυσιολογικό.</p>\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, format(t, tt.text, tt.code))
		})
	}
}

func TestFormatLists(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"numbered", "Impression: 1. Pneumonia. 2. Small effusion.",
			"<h3>Impression</h3>\n<ol>\n<li>Pneumonia.</li>\n<li>Small effusion.</li>\n</ol>\n"},
		{"spoken numbers", "Impression: One. Pneumonia. Two. Small effusion. It is on the left.",
			"<h3>Impression</h3>\n<ol>\n<li>Pneumonia.</li>\n<li>Small effusion. It is on the left.</li>\n</ol>\n"},
		{"a single number is no list and keeps its number", "Impression: 1. Normal chest.",
			"<h3>Impression</h3>\n<p>1. Normal chest.</p>\n"},
		{"numbers out of order are no list", "Impression: 2. Normal. 1. Clear.",
			"<h3>Impression</h3>\n<p>2. Normal.</p>\n<p>1. Clear.</p>\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, format(t, tt.text, "en"))
		})
	}
}

// Findings sentences about one organ share a paragraph; one naming no organ joins the last.
func TestFormatGroupsFindingsByOrgan(t *testing.T) {
	got := format(t, "The liver is enlarged. It measures 18 cm. Hepatic steatosis. The spleen is normal. No ascites.", "en")
	assert.Equal(t, "<h3>Findings</h3>\n<p>The liver is enlarged. It measures 18 cm. Hepatic steatosis.</p>\n<p>The spleen is normal.</p>\n<p>No ascites.</p>\n", got)
}

func TestFormatEscapesText(t *testing.T) {
	got := format(t, "Findings: lesion <3 cm & stable.", "en")
	assert.Equal(t, "<h3>Findings</h3>\n<p>Lesion &lt;3 cm &amp; stable.</p>\n", got)
}

// The shared rules run once, in the application, on every writer's report; the engine adds
// none of its own and writes the same report either way.
func TestFormatLeavesContradictionsToTheApplication(t *testing.T) {
	text := "Findings: no pleural effusion. Small left pleural effusion. Impression: right pleural effusion."
	w := builtin.New()
	off, err := w.Format(context.Background(), ports.FormatRequest{Transcript: correctedText(t, text, "en"), Language: "en"})
	require.NoError(t, err)
	on, err := w.Format(context.Background(), ports.FormatRequest{Transcript: correctedText(t, text, "en"), Language: "en", DetectContradictions: true})
	require.NoError(t, err)
	assert.Equal(t, off, on)
	assert.Nil(t, on.Contradictions)
}

func TestEmptyTranscript(t *testing.T) {
	assert.Empty(t, format(t, "   ", "en"))
}

// German dictated without capitals gets its nouns back, and only its nouns.
func TestFormatCapitalisesGermanNouns(t *testing.T) {
	tests := []struct{ name, code, text, want string }{
		{"German", "de", "befund die lunge ist beidseits belüftet kein pleura erguss kein pneumo thorax das herz ist normal groß beurteilung kein nachweis einer akuten pathologie",
			"<h3>Befund</h3>\n<p>Die Lunge ist beidseits belüftet.</p>\n<p>Kein Pleuraerguss. Kein Pneumothorax.</p>\n<p>Das Herz ist normal groß.</p>\n<h3>Beurteilung</h3>\n<p>Kein Nachweis einer akuten Pathologie.</p>\n"},
		{"Swiss German", "de-ch", "befund das herz ist normal groß",
			"<h3>Befund</h3>\n<p>Das Herz ist normal groß.</p>\n"},
		{"English keeps its case", "en", "findings the heart is normal in size",
			"<h3>Findings</h3>\n<p>The heart is normal in size.</p>\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, format(t, tt.text, tt.code))
		})
	}
}

// The study's name a dictation opens with is the report's technique, never a finding of its
// impression.
func TestGenerateWritesTheStudyNameAsTheTechnique(t *testing.T) {
	text := "ct abdomen and pelvis with contrast the liver is normal in size the gallbladder contains multiple gallstones"
	res, err := builtin.New().Generate(context.Background(), ports.GenerateRequest{Transcript: correctedText(t, text, "en"), Language: "en"})
	require.NoError(t, err)
	assert.Contains(t, res.HTML, "<h3>Technique</h3>\n<p>CT abdomen and pelvis with contrast.</p>\n<h3>Findings</h3>")
	_, impression, found := strings.Cut(res.HTML, "<h3>Impression</h3>")
	require.True(t, found)
	assert.NotContains(t, impression, "CT abdomen")
	assert.Contains(t, impression, "Cholelithiasis")
}

// In the report languages without an impression policy of their own, the impression still names
// the dictated finding and leaves the normal statement out: it never calls the study normal.
func TestGenerateNamesTheFindingInEveryReportLanguage(t *testing.T) {
	tests := []struct{ code, finding, normal string }{
		{"pl", "Guzek lity o średnicy 9 mm w płacie dolnym prawym.", "Serce niepowiększone."},
		{"sv", "Solid nodul 9 mm i höger underlob.", "Hjärtat ej förstorat."},
		{"ro", "Nodul solid de 9 mm în lobul inferior drept.", "Fără colecții pleurale."},
		{"sl", "Solidni nodul 9 mm v desnem spodnjem režnju.", "Brez plevralnega izliva."},
		{"lt", "Solidus mazgas 9 mm dešiniojo plaučio apatinėje skiltyje.", "Skysčio pleuros ertmėse nėra."},
		{"el", "Όζος 9 mm στον δεξιό κάτω λοβό.", "Χωρίς πλευριτική συλλογή."},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			text := tt.finding + " " + tt.normal
			res, err := builtin.New().Generate(context.Background(), ports.GenerateRequest{Transcript: correctedText(t, text, tt.code), Language: tt.code})
			require.NoError(t, err)
			parts := strings.Split(res.HTML, "<h3>")
			impression := parts[len(parts)-1]
			assert.Contains(t, impression, "9 mm", res.HTML)
			assert.NotContains(t, impression, tt.normal, res.HTML)
		})
	}
}

// A statement that affirms a finding is no normal statement for the impression because a normal
// word stands in it too ("..., ACL intact"): the effusion and the tear are what it is for.
func TestGenerateKeepsAFindingBesideANormalWordInItsImpression(t *testing.T) {
	text := "MRI of the right knee. Moderate joint effusion and horizontal tear of the medial meniscus with ACL and PCL intact. Small Baker cyst."
	res, err := builtin.New().Generate(context.Background(), ports.GenerateRequest{Transcript: correctedText(t, text, "en"), Language: "en"})
	require.NoError(t, err)
	_, impression, found := strings.Cut(res.HTML, "<h3>Impression</h3>")
	require.True(t, found)
	assert.Contains(t, impression, "horizontal tear of the medial meniscus", res.HTML)
}
