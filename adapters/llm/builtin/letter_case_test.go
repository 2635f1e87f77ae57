package builtin_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A template written in capitals throughout gets the dictation in capitals too; upper-case
// labels over text in ordinary case do not make one (the lines' text decides).
func TestFillWritesInCapitalsWhereTheTemplateDoes(t *testing.T) {
	capitals := "<p>FINDINGS:</p><p>LUNGS: NO CONSOLIDATION, MASS OR NODULE.</p><p>PLEURA: NO EFFUSION OR PNEUMOTHORAX.</p>" +
		"<p>HEART: NORMAL SIZE. NO PERICARDIAL EFFUSION.</p><p>BONES: NO ACUTE FRACTURE.</p><p>IMPRESSION:</p><p>NO ACUTE ABNORMALITY.</p>"
	dictation := "there is a 9 mm solid nodule in the right lower lobe period small left pleural effusion & atelectasis period"
	got := fill(t, capitals, dictation, "en")
	assert.Contains(t, got, "<p>LUNGS: THERE IS A 9 MM SOLID NODULE IN THE RIGHT LOWER LOBE. NO CONSOLIDATION OR MASS.</p>")
	assert.Contains(t, got, "<p>PLEURA: SMALL LEFT PLEURAL EFFUSION &amp; ATELECTASIS. NO PNEUMOTHORAX.</p>")
	assert.Contains(t, got, "SMALL LEFT PLEURAL EFFUSION &amp; ATELECTASIS.")
	assert.Contains(t, got, "<p>HEART: NORMAL SIZE. NO PERICARDIAL EFFUSION.</p>")
	assert.Contains(t, got, "<p>1. 9 MM SOLID NODULE IN THE RIGHT LOWER LOBE.</p>")

	labels := "<p>FINDINGS:</p><p>LUNGS: No consolidation, mass or nodule.</p><p>PLEURA: No effusion or pneumothorax.</p>" +
		"<p>HEART: Normal size. No pericardial effusion.</p><p>IMPRESSION:</p><p>No acute abnormality.</p>"
	got = fill(t, labels, dictation, "en")
	assert.Contains(t, got, "<p>LUNGS: There is a 9 mm solid nodule in the right lower lobe. No consolidation or mass.</p>")
}
