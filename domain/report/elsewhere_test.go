package report

import "testing"

// A finding denied only on another study or view ("not seen on prior", "not well seen on the
// lateral view") is present now; denied today, it is denied. German and the Romance languages
// name the other study before the denial ("in der Voraufnahme nicht abgrenzbar": new since
// then); "nicht mehr" / "no longer" says it has gone: a statement about the past, never affirmed.
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
		{"de", "Pleuraerguss links, in der Voraufnahme nicht abgrenzbar.", "pleural effusion", affirmed},
		{"de", "Infiltrat im rechten Unterfeld, auf der Voruntersuchung nicht nachweisbar.", "consolidation", affirmed},
		{"de", "Pleuraerguss links, im Vergleich zur Voraufnahme nicht mehr nachweisbar.", "pleural effusion", unclear},
		{"en", "Small left pleural effusion, on the prior study not seen.", "pleural effusion", affirmed},
		{"en", "The effusion, compared with the prior, is no longer seen.", "pleural effusion", unclear},
		{"en", "The consolidation seen on the previous examination was not detected on the current one.", "consolidation", unclear},
		{"it", "Versamento pleurico destro, nel precedente esame non visibile.", "pleural effusion", affirmed},
		{"es", "Derrame pleural derecho, no visible en el estudio previo.", "pleural effusion", affirmed},
		{"es", "Derrame pleural derecho no visible.", "pleural effusion", negated},
		{"fr", "Épanchement pleural droit, non visible sur l'examen antérieur.", "pleural effusion", affirmed},
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
