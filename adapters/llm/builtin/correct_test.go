package builtin_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/domain/vocabulary"
	"github.com/radscribe/radscribe/ports"
)

func correct(t *testing.T, text, code string, vocab ...vocabulary.Entry) ports.CorrectionResult {
	t.Helper()
	res, err := builtin.New().Correct(context.Background(), ports.CorrectionRequest{Text: text, Language: code, Vocabulary: vocab})
	require.NoError(t, err)
	return res
}

func TestLexiconCorrectsNearMisses(t *testing.T) {
	tests := []struct {
		code, text, want, original, corrected string
	}{
		{"en", "There is a new monia in the right lower lobe.", "There is a pneumonia in the right lower lobe.", "new monia", "pneumonia"},
		{"en", "Small plural effusion on the left.", "Small pleural effusion on the left.", "plural effusion", "pleural effusion"},
		{"en", "No new mo thorax.", "No pneumothorax.", "new mo thorax", "pneumothorax"},
		{"en", "Basal ateletasis.", "Basal atelectasis.", "ateletasis", "atelectasis"},
		{"en", "Moderate pleural efusion.", "Moderate pleural effusion.", "pleural efusion", "pleural effusion"},
		{"en", "Small apical pnuemothorax.", "Small apical pneumothorax.", "pnuemothorax", "pneumothorax"},
		{"en", "Known CHOLELITIASIS.", "Known CHOLELITHIASIS.", "CHOLELITIASIS", "CHOLELITHIASIS"},
		{"de", "Kleiner Pleura erguss rechts.", "Kleiner Pleuraerguss rechts.", "Pleura erguss", "Pleuraerguss"},
		{"de", "Kein Pneumo thorax.", "Kein Pneumothorax.", "Pneumo thorax", "Pneumothorax"},
		{"de", "Verdacht auf Pnemonie links.", "Verdacht auf Pneumonie links.", "Pnemonie", "Pneumonie"},
		{"de", "Kleiner pleuraerguss links.", "Kleiner Pleuraerguss links.", "pleuraerguss", "Pleuraerguss"},
		{"es", "Pequeño derrame plural derecho.", "Pequeño derrame pleural derecho.", "derrame plural", "derrame pleural"},
		{"fr", "Petit épanchement plural droit.", "Petit épanchement pleural droit.", "épanchement plural", "épanchement pleural"},
		{"it", "Piccolo versamento pleurico e atelettasia basale.", "Piccolo versamento pleurico e atelettasia basale.", "", ""},
		// The anatomy that places statements is corrected too: a misheard vowel before a final
		// r, and a word split where a letter was misheard.
		{"en", "Enlarged right hyler lymph node.", "Enlarged right hilar lymph node.", "hyler", "hilar"},
		{"en", "The medial stinum is unremarkable.", "The mediastinum is unremarkable.", "medial stinum", "mediastinum"},
		// A term split by the engine: a combining form and the word it begins, or the second
		// word of a term heard as two after the first.
		{"en", "Small pneumo thorax.", "Small pneumothorax.", "pneumo thorax", "pneumothorax"},
		{"en", "Mild hydro nephrosis.", "Mild hydronephrosis.", "hydro nephrosis", "hydronephrosis"},
		{"en", "Small right pleural a fusion.", "Small right pleural effusion.", "pleural a fusion", "pleural effusion"},
		{"en", "Pericardial a fusion.", "Pericardial effusion.", "Pericardial a fusion", "Pericardial effusion"},
	}
	for _, tt := range tests {
		t.Run(tt.code+" "+tt.text, func(t *testing.T) {
			res := correct(t, tt.text, tt.code)
			assert.Equal(t, tt.want, res.Text)
			if tt.original == "" {
				assert.Empty(t, res.Corrections)
				return
			}
			assert.Equal(t, []report.Correction{{Original: tt.original, Corrected: tt.corrected, Source: "lexicon"}}, res.Corrections)
		})
	}
}

// Valid terms, their inflections and everyday words are never "corrected": a false correction
// is worse than a missed one.
func TestLexiconLeavesValidWordsAlone(t *testing.T) {
	tests := []struct{ code, text string }{
		{"en", "The plural of effusion is effusions."},
		{"en", "Bilateral pleural effusions with adjacent opacities and nodules."},
		{"en", "No radiographic evidence of consolidative or pneumonic change."},
		{"en", "Focal air space disease; cardio mediastinal silhouette unremarkable."},
		{"en", "New monitoring lines and a new moderate effusion."},
		{"en", "Hypoinflation of the lungs, hyperinflation excluded."},
		{"en", "The patient has a history of colon cancer and a sinus rhythm."},
		{"en", "Please send the report to Dr. Stone today."},
		{"en", "The tuberculin test is negative; the parotid and carotid are normal."},
		{"en", "Parotid gland unremarkable."},
		{"en", "Worse critical findings, supine view, parahilar and prevertebral tissue, pretracheal node."},
		{"en", "The medial meniscus and the hilar nodes; the tumor is larger."},
		// "a fusion" without a term's first word before it is what it says.
		{"en", "There is a fusion of C5 and C6; a fusion cage at L4."},
		{"en", "Status post spinal a fusion."},
		{"en", "Mild degenerative change is seen in the spine."},
		{"en", "Pleural thickening and a pleural a few plaques."},
		{"de", "Lange Lunge ohne Befund, Zysten beider Nieren, kleine Ergüsse."},
		{"de", "Die Leberzysten sind unverändert, keine Stenosen."},
		// An inflected form of a term's word is no mishearing of it ("medialer Femurkondylus").
		{"de", "Knochenmarködem im medialen Femurkondylus und im lateralen Tibiaplateau."},
		{"fr", "Fracture du plateau tibial médial, lésions méniscales internes."},
		{"es", "Los pulmones están bien aireados, sin derrames."},
		{"fr", "Les poumons sont clairs, pas de nodules."},
		{"it", "I polmoni sono ben espansi, senza noduli."},
		{"pt", "Os pulmões estão bem expandidos, sem nódulos."},
	}
	for _, tt := range tests {
		t.Run(tt.code+" "+tt.text, func(t *testing.T) {
			res := correct(t, tt.text, tt.code)
			assert.Equal(t, tt.text, res.Text)
			assert.Empty(t, res.Corrections)
		})
	}
}

func TestVocabularyIsCasePreservingAndCounted(t *testing.T) {
	vocab := []vocabulary.Entry{
		{ID: "v1", OriginalWord: "sono", CorrectedWord: "sonography", Language: "en"},
		{ID: "v2", OriginalWord: "c t", CorrectedWord: "CT", Language: ""},
		{ID: "v3", OriginalWord: "sono", CorrectedWord: "Sonographie", Language: "de"},
	}
	res := correct(t, "Sono today. Prior sono and SONO reports; c t next. Sonogram unchanged.", "en", vocab...)
	assert.Equal(t, "Sonography today. Prior sonography and SONOGRAPHY reports; CT next. Sonogram unchanged.", res.Text)
	assert.Equal(t, map[string]int{"v1": 3, "v2": 1}, res.VocabularyHits)
	assert.Equal(t, report.Correction{Original: "SONO", Corrected: "SONOGRAPHY", Source: "vocabulary"}, res.Corrections[2])
	assert.Equal(t, builtin.PromptUsed, res.PromptUsed)

	de := correct(t, "Sono unauffällig.", "de", vocab...)
	assert.Equal(t, "Sonographie unauffällig.", de.Text)
	assert.Equal(t, map[string]int{"v3": 1}, de.VocabularyHits)
}

// The user's vocabulary runs before the lexicon and wins: its result is not corrected again.
func TestVocabularyWinsOverLexicon(t *testing.T) {
	vocab := []vocabulary.Entry{{ID: "v1", OriginalWord: "new monia", CorrectedWord: "pneumonia", Language: "en"}}
	res := correct(t, "A new monia.", "en", vocab...)
	assert.Equal(t, "A pneumonia.", res.Text)
	assert.Equal(t, []report.Correction{{Original: "new monia", Corrected: "pneumonia", Source: "vocabulary"}}, res.Corrections)
}
