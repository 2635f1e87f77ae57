package report

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCheckGradingFields(t *testing.T) {
	tests := []struct {
		name, language, html string
		want                 []string
	}{
		{
			name: "a normal study's category beside a graded nodule", language: "en",
			html: `<h3>Findings</h3><p><strong>Right lobe:</strong> 14 mm solid hypoechoic nodule, TI-RADS 5.</p>` +
				`<p><strong>ACR TI-RADS:</strong> TR1.</p><h3>Impression</h3><p>Suspicious right thyroid nodule.</p>`,
			want: []string{"“ACR TI-RADS: TR1.” gives another category than the report states elsewhere (“TI-RADS 5”)."},
		},
		{
			name: "the field gives the nodule's category", language: "en",
			html: `<h3>Findings</h3><p><strong>Right lobe:</strong> 14 mm solid nodule, TI-RADS TR5.</p><p><strong>ACR TI-RADS:</strong> TR5.</p>`,
		},
		{
			name: "the highest of two nodules", language: "en",
			html: `<h3>Findings</h3><p><strong>Right lobe:</strong> Nodule, TI-RADS 3.</p><p><strong>Left lobe:</strong> Nodule, TI-RADS 4.</p>` +
				`<p><strong>TI-RADS:</strong> TR4.</p>`,
		},
		{
			name: "no category stated elsewhere", language: "en",
			html: `<h3>Findings</h3><p><strong>Right lobe:</strong> Normal.</p><p><strong>ACR TI-RADS:</strong> TR1.</p>`,
		},
		{
			name: "an impression field against the findings, German", language: "de",
			html: `<h3>Befund</h3><p>Spikulierte Verdichtung links oben außen, BI-RADS 5.</p><h3>Beurteilung</h3>` +
				`<p><strong>BI-RADS-Kategorie:</strong> BI-RADS 1: unauffällig.</p>`,
			want: []string{"„BI-RADS-Kategorie: BI-RADS 1: unauffällig.“ nennt eine andere Kategorie, als der Bericht an anderer Stelle angibt („BI-RADS 5“)."},
		},
		{
			name: "Roman and Arabic numerals are one category", language: "en",
			html: `<h3>Findings</h3><p><strong>Right kidney:</strong> Cyst with thin septa, Bosniak II.</p><p><strong>Bosniak:</strong> 2.</p>`,
		},
		{
			name: "a placeholder is the placeholder check's", language: "en",
			html: `<h3>Findings</h3><p>Nodule, TI-RADS 5.</p><p><strong>ACR TI-RADS:</strong> [***]</p>`,
		},
		{
			name: "a density field is no category", language: "en",
			html: `<h3>Findings</h3><p><strong>BI-RADS density:</strong> B.</p><p>Mass, BI-RADS 4.</p>`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, c := range CheckGradingFields(tt.language, ReadDocument(tt.html)) {
				got = append(got, c.Text)
			}
			assert.Equal(t, tt.want, got)
		})
	}
}
