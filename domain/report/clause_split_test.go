package report

import "testing"

func TestSplitByFindingLines(t *testing.T) {
	tests := []struct {
		name, language, text string
		labels               []string
		want                 [2]string
		lines                [2]int
		ok                   bool
	}{
		{name: "a hematoma with its midline shift", language: "en",
			text:   "Acute subdural hematoma over the left convexity measuring 8 mm, with 4 mm midline shift to the right.",
			labels: []string{"Intracranial hemorrhage", "Acute infarct", "Mass effect", "Midline shift"},
			want:   [2]string{"Acute subdural hematoma over the left convexity measuring 8 mm.", "4 mm midline shift to the right."},
			lines:  [2]int{0, 3}, ok: true},
		{name: "German calculus and hydronephrosis", language: "de",
			text:   "Konkrement im distalen Harnleiter links und erstgradiger Harnstau links.",
			labels: []string{"Harnleiterstein", "Harnstau"},
			want:   [2]string{"Konkrement im distalen Harnleiter links.", "Erstgradiger Harnstau links."},
			lines:  [2]int{0, 1}, ok: true},
		{name: "German 'mit' gives what follows its case: no cut", language: "de",
			text:   "Konkrement im distalen Harnleiter links mit erstgradigem Harnstau links.",
			labels: []string{"Harnleiterstein", "Harnstau"}},
		{name: "Spanish hematoma with its midline shift", language: "es",
			text:   "Hematoma subdural agudo derecho de 9 mm con desviación de la línea media de 5 mm.",
			labels: []string{"Hemorragia intracraneal", "Desviación de la línea media"},
			want:   [2]string{"Hematoma subdural agudo derecho de 9 mm.", "Desviación de la línea media de 5 mm."},
			lines:  [2]int{0, 1}, ok: true},
		{name: "one line answers both parts: no cut", language: "en",
			text:   "Small right pleural effusion and small left pleural effusion.",
			labels: []string{"Pleural effusion", "Pneumothorax"}},
		{name: "a clause no line asks about: no cut", language: "en",
			text:   "Small right pneumothorax with subcutaneous emphysema in the chest wall.",
			labels: []string{"Pneumothorax", "Pleural effusion"}},
		{name: "organ labels ask nothing: no cut", language: "en",
			text:   "Cardiomegaly with small bilateral pleural effusions.",
			labels: []string{"Heart", "Pleura"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			labels := make([]FindingLabel, len(tt.labels))
			for i, l := range tt.labels {
				labels[i] = ReadFindingLabel(tt.language, l)
			}
			got, ok := SplitByFindingLines(tt.language, tt.text, labels)
			if ok != tt.ok || ok && (got.Parts != tt.want || got.Lines != tt.lines) {
				t.Errorf("got %q %v %v", got.Parts, got.Lines, ok)
			}
		})
	}
}
