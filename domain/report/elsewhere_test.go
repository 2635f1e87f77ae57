package report

import "testing"

// A finding denied only on another study or view ("not seen on prior", "not well seen on the
// lateral view") is present now; denied today, it is denied.
func TestDeniedElsewhere(t *testing.T) {
	for _, c := range []struct {
		lang, text, key string
		want            polarity
	}{
		{"en", "Small left pleural effusion, not seen on prior.", "pleural effusion", affirmed},
		{"en", "Small left pleural effusion, not previously seen.", "pleural effusion", affirmed},
		{"en", "Right basilar consolidation, not well seen on the lateral view.", "consolidation", affirmed},
		{"en", "Pleural effusion is not seen.", "pleural effusion", negated},
		{"en", "The pleural effusion is not seen today.", "pleural effusion", negated},
		{"de", "Pleuraerguss links, nicht abgrenzbar in der Voraufnahme.", "pleural effusion", affirmed},
		{"de", "Pleuraerguss links nicht abgrenzbar.", "pleural effusion", negated},
		{"fr", "Épanchement pleural gauche, non visualisé sur le cliché antérieur.", "pleural effusion", affirmed},
		{"fr", "Épanchement pleural gauche non visualisé.", "pleural effusion", negated},
		{"es", "Derrame pleural izquierdo, no identificado en el estudio previo.", "pleural effusion", affirmed},
		{"it", "Versamento pleurico sinistro, non apprezzabile nel precedente esame.", "pleural effusion", affirmed},
		{"pt", "Derrame pleural à esquerda, não visualizado no exame anterior.", "pleural effusion", affirmed},
	} {
		a := analyse(c.lang, []Section{{Name: SectionFindings, Text: c.text}})
		var got []polarity
		for _, m := range a.findings {
			if m.key == c.key {
				got = append(got, m.polarity)
			}
		}
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("%s %q: %s read %v, want %v", c.lang, c.text, c.key, got, c.want)
		}
	}
}
