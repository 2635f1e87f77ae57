package builtin_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/ports"
)

// impressionOf is the text of a report's impression: what follows its impression heading.
func impressionOf(report, heading string) string {
	_, after, _ := strings.Cut(report, "<h3>"+heading+"</h3>")
	return strings.TrimSpace(after)
}

// Generate writes the impression when none is dictated: ranked, numbered, chronic and
// incidental findings left out, each finding one line.
func TestGenerateWritesImpression(t *testing.T) {
	for _, c := range []struct {
		name, lang, heading, dictation, want string
	}{
		{"ranked and numbered", "en", "Impression",
			"findings colon 9 mm solid nodule in the right lower lobe period moderate left pleural effusion period cardiomegaly period small hiatal hernia period mild degenerative changes of the thoracic spine period",
			"<p>1. 9 mm solid nodule in the right lower lobe.</p>\n<p>2. Moderate left pleural effusion.</p>\n<p>3. Cardiomegaly.</p>\n<p>4. Small hiatal hernia.</p>"},
		{"chronic only is a normal chest", "en", "Impression",
			"findings colon calcified granuloma in the right upper lobe period median sternotomy wires period the lungs are clear period no pleural effusion period",
			"<p>No acute cardiopulmonary abnormality.</p>"},
		{"unchanged and resolved kept", "en", "Impression",
			"findings colon no change in the large mass in the left upper lobe period the pleural effusion has resolved period",
			"<p>1. No change in the large mass in the left upper lobe.</p>\n<p>2. The pleural effusion has resolved.</p>"},
		{"critical first", "en", "Impression",
			"findings colon mild cardiomegaly period large right pneumothorax period",
			"<p>1. Large right pneumothorax.</p>\n<p>2. Mild cardiomegaly.</p>"},
		{"a critical finding beside a denial is kept", "en", "Impression",
			"findings colon small left pneumothorax comma no pleural effusion period the heart is normal period",
			"<p>Small left pneumothorax, no pleural effusion.</p>"},
		{"a normal clause beside a finding stays out", "en", "Impression",
			"findings colon heart size is mildly enlarged comma pulmonary vascularity within normal limits period no pneumothorax period",
			"<p>Heart size is mildly enlarged.</p>"},
		{"an enlarged heart said in words beside a normal clause", "en", "Impression",
			"findings colon heart size is enlarged comma pulmonary vascularity within normal limits period no pneumothorax period",
			"<p>Heart size is enlarged.</p>"},
		{"a stable structure beside a finding stays out", "en", "Impression",
			"findings colon heart size moderately enlarged comma stable mediastinal contours period",
			"<p>Heart size moderately enlarged.</p>"},
		{"a denial's list after a finding stays out with it", "en", "Impression",
			"findings colon mild elevation of the right hemidiaphragm comma without focal consolidation comma pneumothorax comma or effusion period",
			"<p>Mild elevation of the right hemidiaphragm.</p>"},
		{"structures that share one predicate are one clause", "en", "Impression",
			"findings colon the cardiomediastinal contours comma lungs comma pleura and osseous structures are normal period",
			"<p>No acute cardiopulmonary abnormality.</p>"},
		{"a nodule beside a granuloma is kept", "en", "Impression",
			"findings colon the lungs are well-inflated and clear period there is an 8mm nodule in the left lower lobe comma calcified granuloma period there is no pneumothorax period",
			"<p>8mm nodule in the left lower lobe, calcified granuloma.</p>"},
		{"a place phrase stays with its finding", "en", "Impression",
			"findings colon stable appearance of hiatal hernia period in the left lower lobe there is a 1.9 x 1.8 cm round area of density which has increased in size period normal cardiac contour period",
			"<p>1. In the left lower lobe there is a 1.9 x 1.8 cm round area of density which has increased in size, possibly a nodule or mass.</p>\n<p>2. Stable appearance of hiatal hernia.</p>"},
		{"a round opacity is read as what it looks like", "en", "Impression",
			"findings colon there is a rounded opacity in the right lower zone measuring 2.0 cm period no pleural effusion period",
			"<p>Rounded opacity in the right lower zone measuring 2.0 cm, possibly a nodule or mass.</p>"},
		{"a round opacity that is a nodule gets no reading", "en", "Impression",
			"findings colon rounded opacity in the right lower lobe comma consistent with a 2 cm nodule period",
			"<p>Rounded opacity in the right lower lobe, consistent with a 2 cm nodule.</p>"},
		{"German round opacity", "de", "Beurteilung",
			"befund doppelpunkt rundliche verdichtung im rechten unterlappen von 2 cm punkt kein pleuraerguss punkt",
			"<p>Rundliche Verdichtung im rechten Unterlappen von 2 cm, möglicher Rundherd.</p>"},
		{"a structure's name holds no normal word", "en", "Impression",
			"findings colon hyperexpanded lungs with increased retrosternal clear space period no pleural effusion period",
			"<p>1. No acute cardiopulmonary abnormality.</p>\n<p>2. Hyperexpanded lungs with increased retrosternal clear space, suggesting emphysema.</p>"},
		{"a sign whose finding another clause already suggests gets no reading of its own", "en", "Impression",
			"findings colon the lungs are mildly hyperinflated comma with upper lobe areas of lung lucency suggesting obstructive pulmonary disease and emphysema period no pleural effusion period",
			"<p>1. No acute cardiopulmonary abnormality.</p>\n<p>2. The lungs are mildly hyperinflated, with upper lobe areas of lung lucency suggesting obstructive pulmonary disease and emphysema.</p>"},
		{"a sign beside a finding denied unsure keeps its reading", "en", "Impression",
			"findings colon mild vascular cephalization comma no definite interstitial pulmonary edema period",
			"<p>Mild vascular cephalization, suggesting pulmonary vascular congestion.</p>"},
		{"one finding at two structures is two lines", "en", "Impression",
			"findings colon complete tear of the anterior cruciate ligament period horizontal tear of the posterior horn of the medial meniscus period small joint effusion period",
			"<p>1. Complete tear of the anterior cruciate ligament.</p>\n<p>2. Horizontal tear of the posterior horn of the medial meniscus.</p>\n<p>3. Small joint effusion.</p>"},
		{"German normal", "de", "Beurteilung",
			"befund doppelpunkt die lunge ist frei punkt kein pleuraerguss punkt",
			"<p>Kein Nachweis einer akuten kardiopulmonalen Pathologie.</p>"},
		{"French normal said in the plural", "fr", "Conclusion",
			"résultats deux points poumons clairs point pas d'épanchement pleural point",
			"<p>Pas d&#39;anomalie cardio-pulmonaire aiguë.</p>"},
		{"Spanish normal said in the plural", "es", "Conclusión",
			"hallazgos dos puntos pulmones libres punto no hay derrame pleural punto",
			"<p>Sin alteraciones cardiopulmonares agudas.</p>"},
		{"Italian normal said in the plural", "it", "Conclusioni",
			"reperti due punti polmoni liberi punto non versamento pleurico punto",
			"<p>Nessuna alterazione cardiopolmonare acuta.</p>"},
		{"Portuguese normal said in the plural", "pt", "Conclusão",
			"achados dois pontos pulmões livres ponto sem derrame pleural ponto",
			"<p>Sem alterações cardiopulmonares agudas.</p>"},
		{"French one finding", "fr", "Conclusion",
			"résultats deux points il existe un épanchement pleural gauche point arthrose dorsale point",
			"<p>Épanchement pleural gauche.</p>"},
		{"gallstones signed as the diagnosis", "en", "Impression",
			"findings colon the liver is normal period the gallbladder contains multiple gallstones period",
			"<p>Cholelithiasis.</p>"},
		{"German renal stone signed as the diagnosis with its side and size", "de", "Beurteilung",
			"befund doppelpunkt konkrement von 4 mm in der rechten niere punkt kein harnstau punkt",
			"<p>Nephrolithiasis rechts (4 mm).</p>"},
		{"Spanish gallstones signed as the diagnosis", "es", "Conclusión",
			"hallazgos dos puntos múltiples cálculos en la vesícula biliar punto",
			"<p>Colelitiasis.</p>"},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, err := builtin.New().Generate(context.Background(), ports.GenerateRequest{Transcript: correctedText(t, c.dictation, c.lang), Language: c.lang})
			require.NoError(t, err)
			assert.Equal(t, c.want, impressionOf(res.HTML, c.heading))
		})
	}
}

// The user's impression preferences shape what Generate writes: no numbers, background
// findings summed up even on a radiograph, or left out.
func TestGenerateFollowsImpressionPreferences(t *testing.T) {
	dictation := "findings colon moderate left pleural effusion period cardiomegaly period mild degenerative changes of the thoracic spine period"
	for _, c := range []struct {
		name  string
		prefs report.ImpressionPreferences
		want  string
	}{
		{"defaults", report.ImpressionPreferences{},
			"<p>1. Moderate left pleural effusion.</p>\n<p>2. Cardiomegaly.</p>"},
		{"unnumbered, background summed", report.ImpressionPreferences{Numbered: false, Background: report.BackgroundSummed},
			"<p>Moderate left pleural effusion.</p>\n<p>Cardiomegaly.</p>\n<p>Other findings: Mild degenerative changes of the thoracic spine.</p>"},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, err := builtin.New().Generate(context.Background(), ports.GenerateRequest{Transcript: correctedText(t, dictation, "en"), Language: "en", Impression: c.prefs})
			require.NoError(t, err)
			assert.Equal(t, c.want, impressionOf(res.HTML, "Impression"))
		})
	}
}

// A dictated impression is kept as dictated.
func TestGenerateKeepsDictatedImpression(t *testing.T) {
	text := "findings colon there is a small left pleural effusion period degenerative changes of the spine period impression colon there is a small left pleural effusion period"
	res, err := builtin.New().Generate(context.Background(), ports.GenerateRequest{Transcript: correctedText(t, text, "en"), Language: "en"})
	require.NoError(t, err)
	assert.Equal(t, "<p>There is a small left pleural effusion.</p>", impressionOf(res.HTML, "Impression"))
}

// Fill writes the impression in the template's own markup: a paragraph repeated per line, a
// list item per line, running text on a label line; a normal study keeps the template's.
func TestFillWritesImpression(t *testing.T) {
	dictation := "findings colon small right pleural effusion period there is a 6 mm nodule in the left upper lobe period degenerative changes of the spine period"
	for _, c := range []struct {
		name, template, want string
	}{
		{"paragraphs", "<h3>Findings</h3><p><strong>Lungs:</strong> Clear.</p><h3>Impression</h3><p class=\"x\">No acute findings.</p>",
			"<h3>Impression</h3><p class=\"x\">1. Small right pleural effusion.</p>\n<p class=\"x\">2. 6 mm nodule in the left upper lobe.</p>"},
		{"list items", "<h3>Findings</h3><p><strong>Lungs:</strong> Clear.</p><h3>Impression</h3><ul><li>Normal chest.</li></ul>",
			"<h3>Impression</h3><ul><li>1. Small right pleural effusion.</li>\n<li>2. 6 mm nodule in the left upper lobe.</li></ul>"},
		{"ordered list items number themselves", "<h3>Findings</h3><p><strong>Lungs:</strong> Clear.</p><h3>Impression</h3><ol><li>Normal chest.</li></ol>",
			"<h3>Impression</h3><ol><li>Small right pleural effusion.</li>\n<li>6 mm nodule in the left upper lobe.</li></ol>"},
		{"label line", "<p><strong>Lungs:</strong> Clear.</p><p><strong>Impression:</strong> Normal chest.</p>",
			"<p><strong>Impression:</strong> 1. Small right pleural effusion. 2. 6 mm nodule in the left upper lobe.</p>"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := fill(t, c.template, dictation, "en")
			assert.True(t, strings.HasSuffix(got, c.want), got)
		})
	}
	t.Run("normal study keeps the template's impression", func(t *testing.T) {
		tpl := "<h3>Findings</h3><p><strong>Lungs:</strong> Clear.</p><h3>Impression</h3><p>No acute cardiopulmonary process.</p>"
		got := fill(t, tpl, "findings colon calcified granuloma in the right upper lobe period the lungs are clear period", "en")
		assert.True(t, strings.HasSuffix(got, "<h3>Impression</h3><p>No acute cardiopulmonary process.</p>"), got)
	})
	// A template's normal conclusion never stays beside a dictated finding, in any of the
	// languages with their own findings vocabulary.
	for _, c := range []struct{ lang, template, dictation, want string }{
		{"fr", "<h3>Résultats</h3><p><strong>Vésicule biliaire:</strong> Pas de calcul.</p><h3>Conclusion</h3><p>Examen échographique normal.</p>",
			"Multiples calculs vésiculaires sans signe de cholécystite.", "<h3>Conclusion</h3><p>Multiples calculs vésiculaires sans signe de cholécystite.</p>"},
		{"es", "<h3>Hallazgos</h3><p><strong>Vesícula biliar:</strong> Sin litiasis.</p><h3>Conclusión</h3><p>Ecografía abdominal normal.</p>",
			"Colelitiasis múltiple sin signos de colecistitis.", "<h3>Conclusión</h3><p>Colelitiasis múltiple sin signos de colecistitis.</p>"},
		{"it", "<h3>Reperto</h3><p><strong>Colecisti:</strong> Non calcoli.</p><h3>Conclusioni</h3><p>Ecografia addominale nella norma.</p>",
			"Multipli calcoli nella colecisti senza segni di colecistite.", "<h3>Conclusioni</h3><p>Multipli calcoli nella colecisti senza segni di colecistite.</p>"},
		{"pt", "<h3>Achados</h3><p><strong>Rins:</strong> Sem dilatação.</p><h3>Conclusão</h3><p>Ecografia renal normal.</p>",
			"Hidronefrose moderada à direita.", "<h3>Conclusão</h3><p>Hidronefrose moderada à direita.</p>"},
	} {
		t.Run(c.lang+" normal conclusion gives way to a finding", func(t *testing.T) {
			got := fill(t, c.template, c.dictation, c.lang)
			assert.True(t, strings.HasSuffix(got, c.want), got)
		})
	}
	t.Run("a CT sums up incidental findings in one line", func(t *testing.T) {
		tpl := "<h2>CT Chest</h2><h3>Findings</h3><p><strong>Lungs:</strong> Clear.</p><h3>Impression</h3><p>No acute findings.</p>"
		got := fill(t, tpl, "findings colon enlarged subcarinal lymph node measuring 15 mm period small hiatal hernia period atherosclerotic calcification of the aorta period", "en")
		assert.True(t, strings.HasSuffix(got, "<p>1. Enlarged subcarinal lymph node measuring 15 mm.</p>\n<p>2. Small hiatal hernia.</p>\n<p>3. Other findings: Atherosclerotic calcification of the aorta.</p>"), got)
	})
}
