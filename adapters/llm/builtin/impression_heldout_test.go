package builtin_test

import (
	"context"
	"strings"
	"testing"

	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/ports"
)

// The held-out cases of the impression Generate writes from dictated findings alone, written
// as a radiologist would sign them before the rules they touch were changed (interpretive
// statements, findings said new against a prior study, findings run over several sentences),
// and never tuned on: a miss is logged, not fixed by adding its words. The test fails only when
// fewer are right than when they were first run (12 of 15).
const heldOutGeneratedImpressionFloor = 12

func TestHeldOutGeneratedImpressions(t *testing.T) {
	cases := []struct {
		name, lang, dictation string
		want, absent          []string // parts the impression must hold, parts it must not
	}{
		{"en new effusion against the prior", "en",
			"findings colon small left pleural effusion comma not present on the prior study period the heart is normal in size period",
			[]string{"effusion"}, []string{"No acute"}},
		{"en lucency read as a pneumothorax", "en",
			"findings colon lucency along the right lung apex consistent with a small pneumothorax period no pleural effusion period",
			[]string{"pneumothorax"}, nil},
		{"en interstitial markings read as edema", "en",
			"findings colon increased interstitial markings suggestive of interstitial edema period the heart is enlarged period",
			[]string{"edema", "enlarged"}, nil},
		{"en opacity that may be pneumonia", "en",
			"findings colon patchy opacity in the right lower lobe which may represent pneumonia period no pneumothorax period",
			[]string{"opacity", "pneumonia"}, nil},
		{"en healed clavicle fracture is a normal chest", "en",
			"findings colon old healed fracture of the left clavicle period the lungs are clear period the heart is normal period",
			[]string{"No acute cardiopulmonary abnormality"}, []string{"fracture"}},
		{"en an enlarged silhouette named", "en",
			"findings colon the cardiac silhouette is enlarged period the lungs are clear period",
			[]string{"enlarged"}, nil},
		{"en nodule new since the prior", "en",
			"findings colon 7 mm nodule in the left upper lobe comma new since the prior examination period no effusion period",
			[]string{"7 mm nodule"}, nil},
		{"en emphysema said as COPD", "en",
			"findings colon the lungs are hyperexpanded with flattened hemidiaphragms period no focal consolidation period",
			[]string{"emphysema"}, nil},
		{"de Erguss in der Voraufnahme nicht abgrenzbar", "de",
			"befund doppelpunkt pleuraerguss rechts komma in der voraufnahme nicht abgrenzbar punkt herz normal groß punkt",
			[]string{"Pleuraerguss"}, []string{"Kein Nachweis"}},
		{"de Rundherd in der Voruntersuchung nicht nachweisbar", "de",
			"befund doppelpunkt rundherd von 8 mm im linken oberlappen komma in der voruntersuchung nicht nachweisbar punkt kein pneumothorax punkt",
			[]string{"Rundherd"}, []string{"Kein Nachweis"}},
		{"de neues Infiltrat vor Kardiomegalie", "de",
			"befund doppelpunkt kardiomegalie punkt neu aufgetretenes infiltrat im rechten unterfeld punkt",
			[]string{"Infiltrat", "Kardiomegalie"}, nil},
		{"de alte Rippenfraktur unauffällig", "de",
			"befund doppelpunkt alte verheilte rippenfraktur rechts punkt lunge frei punkt kein erguss punkt",
			[]string{"Kein Nachweis"}, []string{"fraktur"}},
		{"de Stauung als Deutung", "de",
			"befund doppelpunkt vermehrte interstitielle zeichnung im sinne einer pulmonalvenösen stauung punkt kein pneumothorax punkt",
			[]string{"Stauung"}, nil},
		{"fr nodule absent de l'examen antérieur", "fr",
			"résultats deux points nodule de 9 mm du lobe inférieur gauche virgule non visible sur l'examen antérieur point pas d'épanchement point",
			[]string{"nodule"}, nil},
		{"es derrame no visible en el estudio previo", "es",
			"hallazgos dos puntos derrame pleural derecho coma no visible en el estudio previo punto",
			[]string{"errame"}, nil},
	}
	right := 0
	for _, c := range cases {
		res, err := builtin.New().Generate(context.Background(), ports.GenerateRequest{Transcript: correctedText(t, c.dictation, c.lang), Language: c.lang})
		if err != nil {
			t.Fatal(err)
		}
		got := generatedImpressionText(res.HTML)
		miss := ""
		for _, w := range c.want {
			if !strings.Contains(strings.ToLower(got), strings.ToLower(w)) {
				miss = "lacks " + w
			}
		}
		for _, a := range c.absent {
			if strings.Contains(strings.ToLower(got), strings.ToLower(a)) {
				miss = "holds " + a
			}
		}
		if miss == "" {
			right++
			continue
		}
		t.Logf("held-out miss %s (%s): %q", c.name, miss, got)
	}
	t.Logf("held-out generated impressions: %d of %d right", right, len(cases))
	if right < heldOutGeneratedImpressionFloor {
		t.Errorf("held-out generated impressions: %d of %d right, floor %d", right, len(cases), heldOutGeneratedImpressionFloor)
	}
}

// generatedImpressionText is the text of a generated report's last section, the impression,
// without its markup.
func generatedImpressionText(html string) string {
	i := strings.LastIndex(html, "</h3>")
	if i < 0 {
		return ""
	}
	var b strings.Builder
	inTag := false
	for _, r := range html[i+len("</h3>"):] {
		switch {
		case r == '<':
			inTag = true
		case r == '>':
			inTag = false
			b.WriteRune(' ')
		case !inTag:
			b.WriteRune(r)
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}
