package guidance

import (
	"strings"
	"testing"

	"github.com/radscribe/radscribe/domain/report"
)

// The guideline readers on a 50,000-character report, each in its own run.
func BenchmarkGuidelineReaders(b *testing.B) {
	paragraph := "Right lobe: 1.2 cm solid hypoechoic nodule with smooth margins and no echogenic foci. It is taller than wide. " +
		"Left renal cyst of 3 cm with a thick enhancing septum. Liver: simple cyst. A 7 mm solid nodule in the right upper lobe. BI-RADS 4. "
	text := strings.Repeat(paragraph, 50000/len(paragraph)+1)[:50000]
	s := titled("Ultrasound Thyroid", sections(text, "", "Lung cancer screening."))
	for _, run := range []struct {
		name string
		read func(string, []report.Section) []Recommendation
	}{{"lung-rads", LungRADSRecommendations}, {"ti-rads", TIRADSRecommendations}, {"bosniak", BosniakRecommendations}, {"bi-rads", BIRADSRecommendations}} {
		b.Run(run.name, func(b *testing.B) {
			for b.Loop() {
				run.read("en", s)
			}
		})
	}
}
