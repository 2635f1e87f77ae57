package main

import (
	"testing"

	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/domain/report"
)

func labelled(findings, impression string, nodule, critical bool) labelledReport {
	return labelledReport{sections: []report.Section{{Name: report.SectionFindings, Text: findings},
		{Name: report.SectionImpression, Text: impression}}, nodule: nodule, critical: critical}
}

func TestScoreGuidance(t *testing.T) {
	s := scoreGuidance("test", []labelledReport{
		labelled("7 mm solid nodule in the right upper lobe.", "", true, false),
		labelled("Stable 6 mm nodule in the left lower lobe.", "", true, false),
		labelled("Calcified granuloma in the right upper lobe.", "", true, false),
		labelled("No pneumothorax. Lungs are clear.", "Normal chest.", false, false),
		labelled("Small left pneumothorax.", "", false, false),
		labelled("Large right pneumothorax.", "Pneumothorax.", false, true),
	})
	if s.nodules != 3 || s.followUp != 1 || s.notApplied != 1 {
		t.Errorf("Fleischner: %d reports, %d follow-up, %d not applied; want 3, 1, 1", s.nodules, s.followUp, s.notApplied)
	}
	if s.withoutCritical != 5 || s.falselyFlagged != 1 || s.flagged != 2 || len(s.flags) != 1 {
		t.Errorf("critical: %d without, %d falsely flagged, %d flagged, %d notices; want 5, 1, 2, 1", s.withoutCritical, s.falselyFlagged, s.flagged, len(s.flags))
	}
}

func TestMeasureRoundTrip(t *testing.T) {
	r, err := measureRoundTrip(builtin.New(), []string{
		"Nodule 1.5 x 0.8 cm in the right upper lobe. 2. 8 mm nodule in the left lower lobe.",
		"Effusion measures 6-8 mm, previously .5 cm. No measurement here.",
		"No sizes at all.",
	})
	if err != nil {
		t.Fatal(err)
	}
	if r.lengths != 4 || r.exact != 4 {
		t.Errorf("%d of %d exact, want 4 of 4; missed %v", r.exact, r.lengths, r.misses)
	}
}
