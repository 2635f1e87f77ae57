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

// A template written with Quill classes and inline styles: filling changes only the text of
// dictated lines and keeps every tag and attribute.
const styledTemplate = `<h2 class="ql-align-center">CT Chest</h2>
<h3>Clinical information</h3>
<p class="ql-indent-1"><strong>Indication:</strong> Not provided.</p>
<h3>Findings</h3>
<p style="text-align: justify;"><strong>Lungs:</strong> <em>Clear.</em></p>
<p><strong>Pleura:</strong> No effusion.</p>
<p><strong>Heart:</strong> Normal size.</p>
<p><strong>Bones:</strong> Unremarkable.</p>
<h3>Impression</h3>
<p class="ql-align-right">No acute findings.</p>
`

func fill(t *testing.T, tpl, text, code string) string {
	t.Helper()
	res, err := builtin.New().Fill(context.Background(), ports.FillRequest{Transcript: correctedText(t, text, code), TemplateHTML: tpl, Language: code})
	require.NoError(t, err)
	assert.Equal(t, builtin.PromptUsed, res.PromptUsed)
	return res.HTML
}

func TestFillKeepsMarkupAndUndictatedLines(t *testing.T) {
	got := fill(t, styledTemplate, "indication: cough. findings: there is a 6 mm nodule in the right upper lobe. the heart is enlarged. a port catheter is in place.", "en")
	assert.Equal(t, `<h2 class="ql-align-center">CT Chest</h2>
<h3>Clinical information</h3>
<p class="ql-indent-1"><strong>Indication:</strong> Cough.</p>
<h3>Findings</h3>
<p style="text-align: justify;"><strong>Lungs:</strong> There is a 6 mm nodule in the right upper lobe.</p>
<p><strong>Pleura:</strong> No effusion.</p>
<p><strong>Heart:</strong> The heart is enlarged.</p>
<p><strong>Bones:</strong> Unremarkable.</p>
<p><strong>Other findings:</strong> A port catheter is in place.</p>
<h3>Impression</h3>
<p class="ql-align-right">1. 6 mm nodule in the right upper lobe.</p>
<p class="ql-align-right">2. The heart is enlarged.</p>
<p class="ql-align-right">3. Other findings: Port catheter is in place.</p>
`, got)
}

func TestFillImpression(t *testing.T) {
	t.Run("dictated impression wins", func(t *testing.T) {
		got := fill(t, styledTemplate, "Findings: small left pleural effusion. Impression: small effusion.", "en")
		assert.Contains(t, got, "<p><strong>Pleura:</strong> Small left pleural effusion.</p>")
		assert.Contains(t, got, "<h3>Impression</h3>\n<p>Small effusion.</p>\n")
	})
	t.Run("normal statements keep the template's impression", func(t *testing.T) {
		got := fill(t, styledTemplate, "The lungs are clear. No pleural effusion.", "en")
		assert.Contains(t, got, `<p class="ql-align-right">No acute findings.</p>`)
	})
	t.Run("nothing dictated changes nothing", func(t *testing.T) {
		assert.Equal(t, styledTemplate, fill(t, styledTemplate, "", "en"))
	})
	t.Run("an impression in list items gets one item per statement, no empty one", func(t *testing.T) {
		template := "<h3>Findings</h3>\n<p>Brain: No acute infarct, hemorrhage or mass effect.</p>\n<h3>Impression</h3>\n" +
			"<ol><li>No acute intracranial hemorrhage.</li><li>No CT evidence of acute infarct.</li></ol>\n<p><strong>Recommendation:</strong> None.</p>\n"
		got := fill(t, template, "Acute hemorrhage in the right basal ganglia measuring 2 cm. Impression: Right basal ganglia hemorrhage. Mild small vessel disease.", "en")
		assert.Contains(t, got, "<ol><li>Right basal ganglia hemorrhage.</li><li>Mild small vessel disease.</li></ol>")
		assert.NotContains(t, got, "<li></li>")
	})
	t.Run("a dictated recommendation goes on the template's recommendation line below the impression", func(t *testing.T) {
		template := "<h3>Findings</h3>\n<p>Brain: Normal.</p>\n<h3>Impression</h3>\n<p>No acute intracranial abnormality.</p>\n<p><strong>Recommendation:</strong> None.</p>\n"
		got := fill(t, template, "Acute hemorrhage in the right basal ganglia. Impression: Right basal ganglia hemorrhage. Recommendation: follow-up CT in 24 hours.", "en")
		assert.Contains(t, got, "<p><strong>Recommendation:</strong> Follow-up CT in 24 hours.</p>")
		assert.NotContains(t, got, "None.")
		assert.Equal(t, 1, strings.Count(got, "CT in 24 hours"))
		german := "<h3>Befund</h3>\n<p>Gehirn: Unauffällig.</p>\n<h3>Beurteilung</h3>\n<p>Unauffälliger Befund.</p>\n<p>Empfehlung: Keine.</p>\n"
		got = fill(t, german, "Frische Blutung in den Basalganglien rechts. Beurteilung: Stammganglienblutung rechts. Empfehlung: Verlaufskontrolle in 24 Stunden.", "de")
		assert.Contains(t, got, "<p>Empfehlung: Verlaufskontrolle in 24 Stunden.</p>")
		assert.NotContains(t, got, "Keine.")
	})
	// Advice dictated among the findings of a dictation without an impression is no finding:
	// it goes below the impression the engine writes (on the template's recommendation line
	// when there is one), never on a findings line or into the impression as an item.
	t.Run("a recommendation dictated without an impression goes below the written impression", func(t *testing.T) {
		dictation := "9 mm solid nodule in the right lower lobe. Recommendation: follow-up CT in 6 to 12 months."
		withLine := "<h3>Findings</h3>\n<p><strong>Lungs:</strong> Clear.</p>\n<p><strong>Pleura:</strong> No effusion.</p>\n" +
			"<h3>Impression</h3>\n<p>No acute abnormality.</p>\n<p><strong>Recommendation:</strong> None.</p>\n"
		got := fill(t, withLine, dictation, "en")
		assert.Contains(t, got, "<h3>Impression</h3>\n<p>9 mm solid nodule in the right lower lobe.</p>\n<p><strong>Recommendation:</strong> Follow-up CT in 6 to 12 months.</p>")
		assert.Equal(t, 1, strings.Count(got, "6 to 12 months"))
		assert.NotContains(t, got, "Other findings")

		without := "<h3>Findings</h3>\n<p><strong>Lungs:</strong> Clear.</p>\n<h3>Impression</h3>\n<p>No acute abnormality.</p>\n"
		got = fill(t, without, dictation, "en")
		assert.Contains(t, got, "<h3>Impression</h3>\n<p>9 mm solid nodule in the right lower lobe.</p>\n<p>Recommendation: follow-up CT in 6 to 12 months.</p>")
		assert.Equal(t, 1, strings.Count(got, "6 to 12 months"))

		german := "<h3>Befund</h3>\n<p>Lunge: Keine Rundherde.</p>\n<h3>Beurteilung</h3>\n<p>Unauffälliger Befund.</p>\n"
		got = fill(t, german, "Kein Rundherd. Kein Pleuraerguss. Empfehlung: klinische Verlaufskontrolle.", "de")
		assert.Contains(t, got, "Empfehlung: klinische Verlaufskontrolle.</p>")
		assert.Equal(t, 1, strings.Count(got, "Verlaufskontrolle"))
		assert.NotContains(t, got, "Unauffälliger Befund", "advice replaces the template's impression with the written one")
	})
}

func TestGenerateWritesAdviceBelowTheImpression(t *testing.T) {
	res, err := builtin.New().Generate(context.Background(), ports.GenerateRequest{
		Transcript: correctedText(t, "9 mm solid nodule in the right lower lobe. Recommendation: follow-up CT in 6 to 12 months.", "en"), Language: "en"})
	require.NoError(t, err)
	assert.Contains(t, res.HTML, "<h3>Impression</h3>\n<p>9 mm solid nodule in the right lower lobe.</p>\n<p>Recommendation: follow-up CT in 6 to 12 months.</p>")
	assert.Equal(t, 1, strings.Count(res.HTML, "6 to 12 months"))
}

// Synonyms and sides: "renal" is about a kidney, "hepatic" about the liver, and a statement
// naming no side fills both lines of a pair.
func TestFillMatchesOrgansBySynonymAndSide(t *testing.T) {
	tpl := `<h3>Befund</h3>
<p><strong>Leber:</strong> Normal.</p>
<p><strong>Rechte Niere:</strong> Normal.</p>
<p><strong>Linke Niere:</strong> Normal.</p>
<h3>Beurteilung</h3>
<p>Unauffällig.</p>`
	got := fill(t, tpl, "Hepatomegalie. Nierenzyste links. Kein Harnstau beidseits.", "de")
	assert.Equal(t, `<h3>Befund</h3>
<p><strong>Leber:</strong> Hepatomegalie.</p>
<p><strong>Rechte Niere:</strong> Kein Harnstau beidseits.</p>
<p><strong>Linke Niere:</strong> Nierenzyste links. Kein Harnstau beidseits.</p>
<h3>Beurteilung</h3>
<p>1. Hepatomegalie.</p>
<p>2. Nierenzyste links.</p>`, got)
}

func TestGenerateNormalStudy(t *testing.T) {
	res, err := builtin.New().Generate(context.Background(), ports.GenerateRequest{Transcript: "Die Lunge ist frei. Kein Pleuraerguss.", Language: "de"})
	require.NoError(t, err)
	assert.Equal(t, "<h3>Befund</h3>\n<p><strong>Lunge:</strong> Die Lunge ist frei.</p>\n<p><strong>Pleura:</strong> Kein Pleuraerguss.</p>\n<h3>Beurteilung</h3>\n<p>Kein Nachweis einer akuten kardiopulmonalen Pathologie.</p>\n", res.HTML)
	assert.Equal(t, builtin.PromptUsed, res.PromptUsed)
}

// Generate labels each finding with its region, or the nearest one a report names: a hiatal
// hernia under the upper abdomen, a pericardial effusion under the heart.
func TestGenerateLabelsFindingsByAnatomy(t *testing.T) {
	text := "findings colon small hiatal hernia period the visualized upper abdomen is otherwise unremarkable period small pericardial effusion period the heart is enlarged period"
	res, err := builtin.New().Generate(context.Background(), ports.GenerateRequest{Transcript: correctedText(t, text, "en"), Language: "en"})
	require.NoError(t, err)
	assert.Equal(t, `<h3>Findings</h3>
<p><strong>Upper abdomen:</strong> Small hiatal hernia. The visualized upper abdomen is otherwise unremarkable.</p>
<p><strong>Heart:</strong> Small pericardial effusion. The heart is enlarged.</p>
<h3>Impression</h3>
<p>1. Small pericardial effusion. The heart is enlarged.</p>
<p>2. Small hiatal hernia.</p>
`, res.HTML)
}

// A template without an impression gets one, so a dictated impression is never lost; a
// template without findings headings is read as findings.
func TestFillWithoutHeadingsOrImpression(t *testing.T) {
	got := fill(t, "<p><strong>Lungs:</strong> Clear.</p><p><strong>Pleura:</strong> No effusion.</p>",
		"findings colon small left pleural effusion period impression colon left pleural effusion period", "en")
	assert.Equal(t, "<p><strong>Lungs:</strong> Clear.</p><p><strong>Pleura:</strong> Small left pleural effusion.</p>\n<h3>Impression</h3>\n<p>Left pleural effusion.</p>", got)
}

// Nested headings inside the findings keep the findings section, and a general line takes what
// no line is about.
func TestFillNestedHeadingsAndGeneralLine(t *testing.T) {
	tpl := "<h3>Findings</h3><h4>Chest</h4><p><strong>Lungs:</strong> Clear.</p><h4>Abdomen</h4><p><strong>Liver:</strong> Normal.</p><p><strong>Other findings:</strong> None.</p><h3>Impression</h3><p>Normal.</p>"
	got := fill(t, tpl, "findings colon liver cyst 2 cm period a port catheter is in place period", "en")
	assert.Equal(t, "<h3>Findings</h3><h4>Chest</h4><p><strong>Lungs:</strong> Clear.</p><h4>Abdomen</h4><p><strong>Liver:</strong> Liver cyst 2 cm.</p><p><strong>Other findings:</strong> A port catheter is in place.</p><h3>Impression</h3><p>Liver cyst 2 cm.</p>", got)
}

// A dictation without punctuation whose second organ follows a numbered place ("segment 6
// gallbladder") fills each organ's line, not the first with both.
func TestFillSplitsAnOrganAfterANumberedPlace(t *testing.T) {
	tpl := "<p><strong>LIVER:</strong> Normal size and echotexture.</p><p><strong>GALLBLADDER:</strong> No stones. No wall thickening.</p><p><strong>SPLEEN:</strong> Normal.</p><p><strong>IMPRESSION:</strong> Normal abdominal ultrasound.</p>"
	got := fill(t, tpl, "the liver is enlarged measuring 18 cm with a 2 cm simple cyst in segment 6 gallbladder contains multiple small stones", "en")
	assert.Contains(t, got, "<strong>LIVER:</strong> The liver is enlarged measuring 18 cm with a 2 cm simple cyst in segment 6.</p>")
	assert.Contains(t, got, "<strong>GALLBLADDER:</strong> Gallbladder contains multiple small stones.</p>")
}

// A statement that says something normal beside a finding ("... and the upper abdominal organs
// are normal") still takes the finding's denial away from the line that holds it: "No
// effusion." must not stand beside a dictated effusion written on another line.
func TestFillDropsADenialOfAFindingInAMixedStatement(t *testing.T) {
	got := fill(t, styledTemplate, "Findings: the left lung is completely collapsed with atelectasis and pleural effusion and the upper abdominal organs are normal.", "en")
	assert.NotContains(t, got, "No effusion.")
	assert.Contains(t, got, "pleural effusion")
}

// A statement that reports a finding is placed as a finding even when a normal word elsewhere
// in it ("... and the heart size is normal", as unpunctuated dictation runs statements
// together) would read it as normal: the lungs' "Clear." gives way to the nodules.
func TestFillPlacesAFindingBesideANormalClause(t *testing.T) {
	got := fill(t, styledTemplate, "Findings: several nodules were observed in both lungs and the heart size is normal.", "en")
	assert.NotContains(t, got, "<em>Clear.</em>")
	assert.Contains(t, got, "Several nodules were observed in both lungs")
}

// A section the template heads without a line to write on ("CLINICAL HISTORY:" alone) takes
// its dictated text after the label, not at the end of the findings; a finding that names only
// where it lies ("lesion in segment 6") stays with the organ dictated before it, whichever
// language names its segments.
func TestFillWritesUnderALabelOnlyHeadingAndKeepsASegmentWithItsOrgan(t *testing.T) {
	tpl := "<p><strong>CLINICAL HISTORY:</strong> </p><p><strong>FINDINGS:</strong></p><p>LOWER CHEST: No acute abnormality.</p>" +
		"<p>LIVER: Normal.</p><p>KIDNEYS: Normal.</p><p><strong>IMPRESSION:</strong></p><p>No acute abnormality.</p>"
	for _, dictation := range []string{
		"clinical history right lower quadrant pain findings the liver is normal in size there is a 1.5 cm hypodense lesion in segment 6 likely a cyst",
		"Clinical history: right lower quadrant pain. Findings: The liver is normal in size. There is a 1.5 cm hypodense lesion in segment 6, likely a cyst.",
	} {
		got := fill(t, tpl, dictation, "en")
		assert.Contains(t, got, "<p><strong>CLINICAL HISTORY:</strong> Right lower quadrant pain.</p>", dictation)
		assert.Contains(t, got, "<p>LOWER CHEST: No acute abnormality.</p>", dictation)
		assert.Contains(t, got, "<p>LIVER: The liver is normal in size. There is a 1.5 cm hypodense lesion in segment 6", dictation)
		assert.NotContains(t, got, "Other findings", dictation)
	}
}

// A drafted impression names the findings a normal word stands beside: a steatosis in a liver
// of normal size, stones in a gallbladder without cholecystitis (a Spanish ultrasound table).
func TestFillImpressionKeepsFindingsBesideANormalWord(t *testing.T) {
	tpl := "<h2>ECOGRAFÍA ABDOMINAL</h2><table><tbody>" +
		"<tr><td><strong>Hígado</strong></td><td>De tamaño y ecoestructura normales.</td></tr>" +
		"<tr><td><strong>Vesícula biliar</strong></td><td>Alitiásica.</td></tr>" +
		"<tr><td><strong>Bazo</strong></td><td>Normal.</td></tr></tbody></table>" +
		"<p><strong>Conclusión:</strong> Ecografía abdominal sin alteraciones.</p>"
	got := fill(t, tpl, "Hallazgos: Hígado de tamaño normal con aumento difuso de la ecogenicidad compatible con esteatosis. "+
		"Vesícula biliar con múltiples litiasis, la mayor de 12 mm, sin signos de colecistitis. Bazo normal.", "es")
	_, conclusion, _ := strings.Cut(got, "Conclusión:")
	assert.Contains(t, conclusion, "esteatosis", got)
	assert.Contains(t, conclusion, "litiasis", got)
	assert.NotContains(t, conclusion, "sin alteraciones", got)
}

// A statement dictated with its own label ("L4-L5: Mild disc bulge.") under a line of the same
// name is written once with it, not "L4-L5: L4-L5: ...".
func TestGenerateWritesADictatedLabelOnce(t *testing.T) {
	res, err := builtin.New().Generate(context.Background(), ports.GenerateRequest{
		Transcript: correctedText(t, "mri lumbar spine findings alignment is normal l3 l4 mild disc bulge without stenosis l4 l5 left paracentral disc extrusion", "en"), Language: "en"})
	require.NoError(t, err)
	assert.Contains(t, res.HTML, "<strong>L3-L4:</strong> Mild disc bulge without stenosis.")
	assert.Contains(t, res.HTML, "<strong>L4-L5:</strong> Left paracentral disc extrusion.")
	assert.NotContains(t, res.HTML, "L4-L5: L4-L5")

	// What is said of a level's canal or recess after it stays under the level.
	res, err = builtin.New().Generate(context.Background(), ports.GenerateRequest{
		Transcript: correctedText(t, "mri lumbar spine findings l4 l5 left paracentral disc extrusion moderate left lateral recess stenosis l5 s1 no significant abnormality", "en"), Language: "en"})
	require.NoError(t, err)
	assert.Contains(t, res.HTML, "<strong>L4-L5:</strong> Left paracentral disc extrusion. Moderate left lateral recess stenosis.", res.HTML)
}

// A line's own normal sentence that denies the finding dictated onto it gives way, though it
// names a part of the organ rather than the organ ("vías excretoras" under "Riñones:").
func TestFillDropsTheLinesOwnDenialOfItsDictatedFinding(t *testing.T) {
	tpl := "<p><b>Hallazgos:</b></p><p>Hígado: De tamaño normal.</p><p>Riñones: Sin dilatación de vías excretoras.</p>" +
		"<p><b>Conclusión:</b> Ecografía abdominal normal.</p>"
	got := fill(t, tpl, "Hallazgos: riñón derecho con hidronefrosis moderada.", "es")
	assert.NotContains(t, got, "Sin dilatación de vías excretoras.")
	assert.Contains(t, got, "Riñón derecho con hidronefrosis moderada.")
}

// A statement that names its line's organ and calls it normal is written after the label
// without naming the organ again ("Leber: Unauffällig.", not "Leber: Leber unauffällig.").
func TestFillWritesANormalOrganOnceOnItsLine(t *testing.T) {
	tpl := "<p><b>Befund:</b></p><p>Leber: Normal groß.</p><p>Milz: Normal groß.</p><p><b>Beurteilung:</b></p><p>Unauffällig.</p>"
	got := fill(t, tpl, "Befund: Leber unauffällig. Milz mit 16 cm vergrößert.", "de")
	assert.Contains(t, got, "<p>Leber: Unauffällig.</p>")
	assert.Contains(t, got, "Milz: Milz mit 16 cm vergrößert.")
}

// The study a dictation opens with goes on a technique line of its own above the findings when
// the template has none, not under "Other findings"; a comparison likewise.
func TestFillWritesASectionTheTemplateLacksAboveTheFindings(t *testing.T) {
	tpl := "<h2>MRI Knee</h2><table><tr><td><b>Menisci</b></td><td>Intact.</td></tr><tr><td><b>Joint fluid</b></td><td>No effusion.</td></tr></table>" +
		"<p><b>Conclusion:</b> Normal MRI of the knee.</p>"
	got := fill(t, tpl, "MRI right knee. Comparison: none. Findings: moderate joint effusion.", "en")
	assert.Contains(t, got, "<h2>MRI Knee</h2><p><strong>Technique:</strong> MRI right knee.</p>\n<p><strong>Comparison:</strong> None.</p>\n<table>")
	assert.NotContains(t, got, "Other findings")
	assert.Contains(t, got, "Moderate joint effusion.")
}

// A prose template keeps its order: a finding takes the place of the normal sentence it
// replaces, not the paragraph's start.
func TestFillKeepsTheOrderOfAProseTemplate(t *testing.T) {
	template := "<h3>Befund</h3>\n<p>Leber normal groß, keine fokalen Läsionen. Gallenblase zartwandig ohne Konkremente. Milz normal groß. Keine freie Flüssigkeit.</p>\n<h3>Beurteilung</h3>\n<p>Unauffälliger Befund.</p>\n"
	got := fill(t, template, "Splenomegalie mit 15 cm. Wenig freie Flüssigkeit im Douglasraum.", "de")
	assert.Contains(t, got, "<p>Leber normal groß, keine fokalen Läsionen. Gallenblase zartwandig ohne Konkremente. Splenomegalie mit 15 cm. Wenig freie Flüssigkeit im Douglasraum.</p>")
}

// A sentence labelled with a side inside a line ("Left: Not dilated, no calculus." on the
// ureters' line) speaks of that side only: a finding dictated on the other side leaves it
// standing, one naming its side or none replaces it.
func TestFillKeepsTheOtherSidesSentence(t *testing.T) {
	template := "<h3>Findings</h3>\n<p><b>Ureters:</b> Right: Not dilated, no calculus. Left: Not dilated, no calculus.</p>\n<h3>Impression</h3>\n<p>No urolithiasis.</p>\n"
	got := fill(t, template, "6 mm calculus in the right proximal ureter with mild hydronephrosis.", "en")
	assert.Contains(t, got, "<p><b>Ureters:</b> 6 mm calculus in the right proximal ureter with mild hydronephrosis. Left: Not dilated, no calculus.</p>")
	got = fill(t, template, "4 mm calculus in the distal left ureter.", "en")
	assert.Contains(t, got, "Right: Not dilated, no calculus. 4 mm calculus in the distal left ureter.</p>")
	assert.NotContains(t, got, "Left: Not dilated")
	got = fill(t, template, "Bilateral ureteral calculi.", "en")
	assert.NotContains(t, got, "Not dilated")

	german := "<h3>Befund</h3>\n<p><b>Harnleiter:</b> Rechts: Nicht erweitert. Links: Nicht erweitert.</p>\n<h3>Beurteilung</h3>\n<p>Kein Harnstein.</p>\n"
	got = fill(t, german, "5 mm Konkrement im distalen Harnleiter links.", "de")
	assert.Contains(t, got, "Rechts: Nicht erweitert. 5 mm Konkrement im distalen Harnleiter links.</p>")
}

// A statement that goes on side by side is cut so that each side's line says what the
// dictation says of that side; a clause that only goes on with the one before keeps the
// statement whole.
func TestFillCutsAStatementBySide(t *testing.T) {
	template := "<h3>Findings</h3>\n<p><strong>Right kidney:</strong> Normal size. No hydronephrosis.</p>\n" +
		"<p><strong>Left kidney:</strong> Normal size. No hydronephrosis.</p>\n<h3>Impression</h3>\n<p>Normal.</p>\n"
	got := fill(t, template, "The kidneys are normal in size, no hydronephrosis on the right, mild hydronephrosis on the left.", "en")
	// What the sentence says of both kidneys is said on each side's line without its subject.
	assert.Contains(t, got, "<p><strong>Right kidney:</strong> Normal in size. No hydronephrosis on the right.</p>")
	assert.Contains(t, got, "<p><strong>Left kidney:</strong> Normal in size. Mild hydronephrosis on the left.</p>")

	got = fill(t, template, "Right renal mass measuring 3 cm, with extension into the left renal vein.", "en")
	assert.Contains(t, got, "Right renal mass measuring 3 cm, with extension into the left renal vein.")
	assert.NotContains(t, got, "With extension")

	german := "<h3>Befund</h3>\n<p><strong>Rechte Niere:</strong> Normal groß, kein Harnstau.</p>\n<p><strong>Linke Niere:</strong> Normal groß, kein Harnstau.</p>\n<h3>Beurteilung</h3>\n<p>Unauffällig.</p>\n"
	got = fill(t, german, "Nieren beidseits normal groß, rechts kein Harnstau, links erstgradiger Harnstau.", "de")
	assert.Contains(t, got, "<p><strong>Linke Niere:</strong> Normal groß. Links erstgradiger Harnstau.</p>")
	assert.NotContains(t, got, "Siehe oben")

	oneLine := "<h3>Findings</h3>\n<p><strong>Kidneys:</strong> Normal size. No hydronephrosis.</p>\n<h3>Impression</h3>\n<p>Normal.</p>\n"
	got = fill(t, oneLine, "The kidneys are normal in size, no hydronephrosis on the right, mild hydronephrosis on the left.", "en")
	assert.Contains(t, got, "The kidneys are normal in size, no hydronephrosis on the right, mild hydronephrosis on the left.", "without a line per side the statement stays whole")
}

// Sizes given side by side go to each side's line, decimal commas kept whole; a suspicious
// nodule written with commas between its adjectives stays one impression item, in front.
func TestFillThyroidSideBySide(t *testing.T) {
	template := "<h3>Befund</h3>\n<p><strong>Rechter Schilddrüsenlappen:</strong> Normal groß. Kein Knoten.</p>\n" +
		"<p><strong>Linker Schilddrüsenlappen:</strong> Normal groß. Kein Knoten.</p>\n<p><strong>Isthmus:</strong> Normal dick. Kein Knoten.</p>\n" +
		"<h3>Beurteilung</h3>\n<p>Unauffällige Schilddrüse.</p>\n"
	got := fill(t, template, "Schilddrüse rechts 5,2 x 1,8 x 1,9 cm, links 4,8 x 1,6 x 1,7 cm. Im rechten Lappen ein 14 mm großer solider, echoarmer Knoten mit Mikroverkalkungen, unscharf begrenzt.", "de")
	assert.Contains(t, got, "<p><strong>Linker Schilddrüsenlappen:</strong> Links 4,8 x 1,6 x 1,7 cm.</p>")
	assert.Contains(t, got, "Schilddrüse rechts 5,2 x 1,8 x 1,9 cm.")
	assert.Contains(t, got, "<p><strong>Isthmus:</strong> Normal dick. Kein Knoten.</p>")
	impression := got[strings.Index(got, "Beurteilung"):]
	assert.Contains(t, impression, "ein 14 mm großer solider, echoarmer Knoten mit Mikroverkalkungen")
	assert.NotContains(t, impression, "Nebenbefundlich")
}

// A RadReport template's <section> and <header> elements are dropped by the sanitiser, leaving
// their names as text outside any element: "Impression" there still heads the impression, and
// the filled report has one.
func TestFillTextOutsideElementsHeadsSections(t *testing.T) {
	template := `Findings<p>Pneumothorax: None.</p><p>Pleural effusion: None.</p><p>Consolidation: None.</p>Impression<p>No acute cardiopulmonary abnormality.</p>`
	got := fill(t, template, "large left pneumothorax period", "en")
	assert.Equal(t, `Findings<p>Pneumothorax: Large left pneumothorax.</p><p>Pleural effusion: None.</p><p>Consolidation: None.</p>Impression<p>Large left pneumothorax.</p>`, got)
}

// A CT head written as prose lines: the temporal squama is the skull's, so a fracture of it
// replaces "The calvarium is intact." (before, "temporal" made it a brain finding and the
// calvarium still read intact beside it); an extradural haematoma replaces the denial of
// extra-axial collections, in Portuguese too.
func TestFillProseHeadLinesBySkullAndExtraAxialSpace(t *testing.T) {
	got := fill(t, `<h3>Findings</h3><p>The brain parenchyma is normal.</p><p>No extra-axial collection.</p><p>The calvarium is intact.</p><h3>Impression</h3><p>Normal CT head.</p>`,
		"acute right temporal epidural hematoma measuring 18 mm period fracture of the right temporal squama period", "en")
	assert.Contains(t, got, `<p>The brain parenchyma is normal.</p><p>Acute right temporal epidural hematoma measuring 18 mm.</p><p>Fracture of the right temporal squama.</p>`)
	got = fill(t, `<h3>Achados</h3><p>Parênquima encefálico com densidade preservada.</p><p>Ausência de coleções extra-axiais.</p><p>Calota craniana íntegra.</p><h3>Conclusão</h3><p>Normal.</p>`,
		"hematoma extradural temporal direito com espessura de 1 vírgula 8 centímetros ponto fratura da escama temporal direita ponto", "pt")
	assert.Contains(t, got, `<p>Parênquima encefálico com densidade preservada.</p><p>Hematoma extradural temporal direito com espessura de 1,8 cm.</p><p>Fratura da escama temporal direita.</p>`)
}
