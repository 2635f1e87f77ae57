package report

import (
	"slices"
	"strings"
	"testing"
)

// The template is a chest CT's normal findings; the filled report is what a fill left.
func TestTemplateDenialRule(t *testing.T) {
	template := []Section{{Name: SectionFindings, Text: "Lungs: No nodules.\nPleura: No pleural effusion or pneumothorax.\nHeart: Normal heart size. No pericardial effusion."},
		{Name: SectionImpression, Text: "Normal CT of the chest."}}
	inlineKidneys := []Section{{Name: SectionFindings, Text: "Right kidney: Size: Normal. Hydronephrosis: None. Stones: None.\nLeft kidney: Size: Normal. Hydronephrosis: None. Stones: None."}}
	germanTemplate := []Section{{Name: SectionFindings, Text: "Pleura: Kein Pleuraerguss.\nHerz: Kein Perikarderguss."}}
	tests := []struct {
		name, language string
		filled         []Section
		template       []Section
		want           []string
	}{
		{"a default left above the dictated finding", "en",
			report("Lungs: No nodules.\nPleura: No pleural effusion or pneumothorax.\nSmall left pleural effusion.", "Small left pleural effusion."), template, []string{"template-1"}},
		{"defaults replaced: consistent", "en",
			report("Lungs: 4 mm nodule right lower lobe.\nPleura: Small left pleural effusion.\nHeart: Normal heart size. No pericardial effusion.", "Small left pleural effusion."), template, nil},
		{"a default that denies another side agrees", "en",
			report("Pleura: No right pleural effusion.\nLeft pleural effusion.", "Left pleural effusion."), []Section{{Name: SectionFindings, Text: "Pleura: No right pleural effusion."}}, nil},
		{"the same words dictated are no template default", "en",
			report("Pleura: No pleural effusion.\nHeart: Small pericardial effusion.", "Small pericardial effusion."), nil, nil},
		{"a dictated denial and a dictated finding in one section stay the negation rule's", "en",
			report("No pneumothorax.\nSmall pneumothorax.", "No acute abnormality."), template, nil},
		{"a default against the dictated impression is the negation rule's", "en",
			report("Lungs: No nodules.\nHeart: Normal heart size. No pericardial effusion.", "Small pericardial effusion."), template, []string{"negation-1"}},
		{"another line's finding naming the denied line's subject", "en",
			report("Lungs: Atelectasis and pleural effusion are present.\nPleura: No pleural effusion or pneumothorax.", "Atelectasis."), template, []string{"template-1"}},
		{"another organ's finding on its own line", "en",
			report("Gallbladder: Multiple stones.\nRight kidney: No hydronephrosis or calculus.", "Cholelithiasis."),
			[]Section{{Name: SectionFindings, Text: "Gallbladder: Normal.\nRight kidney: No hydronephrosis or calculus."}}, nil},
		{"the other side's line", "en",
			report("Right lobe: 14 mm solid nodule.\nLeft lobe: No nodule.", "Nodule of the right lobe."),
			[]Section{{Name: SectionFindings, Text: "Right lobe: No nodule.\nLeft lobe: No nodule."}}, nil},
		{"a finding label inside a line answered with a denial denies", "en",
			report("Right kidney: Size: Normal. Hydronephrosis: None.\nLeft kidney: Size: Normal. Hydronephrosis: No hydronephrosis.", "Normal."),
			inlineKidneys, nil},
		{"a finding label inside the other kidney's line", "en",
			report("Right kidney: Size: Normal. Stones: None.\nLeft kidney: Size: Normal. Stones: Multiple small stones.", "Left nephrolithiasis."),
			inlineKidneys, nil},
		{"a finding label inside the same kidney's line", "en",
			report("Right kidney: Size: Normal. Stones: None. Multiple small stones.\nLeft kidney: Size: Normal. Stones: None.", "Right nephrolithiasis."),
			inlineKidneys, []string{"template-1"}},
		{"a default that denies the finding at another structure agrees", "en",
			report("Supraspinatus tendon: Full-thickness tear.\nGlenoid labrum: Intact without tear.", "Supraspinatus tear."),
			[]Section{{Name: SectionFindings, Text: "Supraspinatus tendon: Intact.\nGlenoid labrum: Intact without tear."}}, nil},
		{"a default that denies the finding at the same structure", "en",
			report("Glenoid labrum: Intact without tear. Posterior labral tear.", "Labral tear."),
			[]Section{{Name: SectionFindings, Text: "Glenoid labrum: Intact without tear."}}, []string{"template-1"}},
		{"a lung line's default and a nodule at the spleen agree", "en",
			report("Lungs: No nodules.\nOther findings: Nodular formation compatible with accessory spleen is observed adjacent to the spleen.", "No acute abnormality."),
			[]Section{{Name: SectionFindings, Text: "Lungs: No nodules.\nOther findings: None."}}, nil},
		{"german", "de",
			report("Pleura: Kein Pleuraerguss. Kleiner Pleuraerguss links.\nHerz: Kein Perikarderguss.", "Pleuraerguss links."), germanTemplate, []string{"template-1"}},
		{"spanish excretory tract dilatation is hydronephrosis", "es",
			report("Riñones: Riñón derecho con hidronefrosis moderada. Sin dilatación de vías excretoras.", "Hidronefrosis derecha."),
			[]Section{{Name: SectionFindings, Text: "Riñones: Sin dilatación de vías excretoras."}}, []string{"template-1"}},
		{"french excretory tract dilatation is hydronephrosis", "fr",
			report("Reins : Hydronéphrose droite modérée. Pas de dilatation des voies excrétrices.", "Hydronéphrose droite."),
			[]Section{{Name: SectionFindings, Text: "Reins : Pas de dilatation des voies excrétrices."}}, []string{"template-1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := DetectContradictionsInFill(tt.language, tt.filled, tt.template)
			if !slices.Equal(ids(got), orNone(tt.want)) {
				t.Fatalf("got %v, want %v\n%+v", ids(got), tt.want, got)
			}
			for _, c := range got {
				if c.ID == "template-1" && !strings.ContainsAny(c.Text, "“„«") {
					t.Errorf("the message quotes the sentences: %q", c.Text)
				}
			}
		})
	}
}

func orNone(ids []string) []string {
	if ids == nil {
		return []string{}
	}
	return ids
}

func TestWithoutATemplateNothingIsATemplateDefault(t *testing.T) {
	filled := report("Pleura: No pleural effusion.\nSmall left pleural effusion.", "Small left pleural effusion.")
	if got := DetectContradictionsInFill("en", filled, nil); len(got) != 0 {
		t.Fatalf("got %+v", got)
	}
}
