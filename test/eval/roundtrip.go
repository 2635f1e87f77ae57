package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/radscribe/radscribe/ports"
)

// The measurement round trip: every length of a report as written ("1.5 x 0.8 cm", "6-8 mm") is
// said in words ("one point five by zero point eight centimeters"), the whole report is
// dictated as the README says (lower case, punctuation spoken), the engine corrects the
// dictation as it does every transcript (measurement normalisation, spoken punctuation,
// lexicon), and the lengths of the corrected text are compared with the written ones: a length
// is exact when its numbers and units come back as written, in order ("3x4mm" back as "3 x
// 4 mm" is exact; ".5 cm" back as "0.5 cm" too).

// roundTrip counts the lengths of the reports and those that came back exact.
type roundTrip struct {
	lengths, exact int
	misses         []string // "written -> back", for -guidance-details
}

func (r roundTrip) rate() float64 { return ratio(r.exact, r.lengths) }

// measureRoundTrip runs the round trip on report texts written in English.
func measureRoundTrip(w ports.ReportWriter, texts []string) (roundTrip, error) {
	var r roundTrip
	for _, text := range texts {
		written, _ := measurementsIn(text)
		if len(written) == 0 {
			continue
		}
		said := spoken.Replace(strings.ToLower(speakMeasurements(text)))
		corrected, err := w.Correct(context.Background(), ports.CorrectionRequest{Text: strings.Join(strings.Fields(said), " "), Language: "en"})
		if err != nil {
			return r, err
		}
		back, _ := measurementsIn(corrected.Text)
		next := 0
		for _, m := range written {
			r.lengths++
			i := slices.IndexFunc(back[next:], func(b []string) bool { return slices.Equal(b, m) })
			if i < 0 {
				r.misses = append(r.misses, fmt.Sprintf("%s -> %v", strings.Join(m, " "), back))
				continue
			}
			r.exact++
			next += i + 1
		}
	}
	return r, nil
}

func (r roundTrip) print(out io.Writer, details bool) {
	fmt.Fprintf(out, "   measurement round trip (en):  %.4f exact (%d of %d lengths; target 0.99)\n", r.rate(), r.exact, r.lengths)
	if details {
		for _, m := range r.misses {
			fmt.Fprintf(out, "      %s\n", m)
		}
	}
}
