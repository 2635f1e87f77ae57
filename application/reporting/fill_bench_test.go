package reporting

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/adapters/sanitize"
	"github.com/radscribe/radscribe/application/templates/library"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// chestDictation is a chest CT dictated in about 150 words: a solid nodule with its size, a
// ground glass nodule, a pleural effusion, measurements, a renal cyst and an impression, as a
// radiologist speaks it into the chest CT template.
const chestDictation = "Clinical information: cough for three weeks, former smoker with 30 pack years. " +
	"Findings: in the right upper lobe there is a 7 mm solid nodule with smooth margins, and in the left lower lobe " +
	"a 4 mm ground glass nodule. Small left pleural effusion with adjacent compressive atelectasis, no pneumothorax. " +
	"No consolidation. A right paratracheal lymph node measures 9 mm in short axis. " +
	"The heart is normal in size, no pericardial effusion. The thoracic aorta measures 3.4 cm without dissection. " +
	"No pulmonary embolism to the segmental level. In the upper abdomen a 2.5 cm simple cyst in the left kidney; " +
	"liver and adrenal glands unremarkable. Degenerative changes of the thoracic spine, no aggressive osseous lesion. " +
	"Impression: 7 mm solid nodule in the right upper lobe, follow-up according to the Fleischner guidelines. " +
	"Small left pleural effusion with atelectasis. Simple left renal cyst. No pulmonary embolism."

// benchChestTemplate is the library's English chest CT template.
func benchChestTemplate(b *testing.B) string {
	b.Helper()
	list, err := library.Templates()
	if err != nil {
		b.Fatal(err)
	}
	for _, tpl := range list {
		if tpl.Key == "ct-chest-en" {
			return tpl.HTML
		}
	}
	b.Fatal("no ct-chest-en template")
	return ""
}

// BenchmarkFillChestCT is what the user waits for on the server for one fill: the 150-word
// chest CT dictation corrected and filled into the chest CT template by the built-in engine
// through its port, the answer sanitised, then every check (contradictions, template defaults
// left standing, dictation checks) and all guidance (Fleischner, Lung-RADS, TI-RADS, Bosniak,
// BI-RADS, critical findings), as Fill runs them. The sub-benchmarks split the path: the
// writer alone, the checks alone and the guidance alone over the filled report.
func BenchmarkFillChestCT(b *testing.B) {
	if words := len(strings.Fields(chestDictation)); words < 140 || words > 160 {
		b.Fatalf("the dictation has %d words, not about 150", words)
	}
	ctx := context.Background()
	template := benchChestTemplate(b)
	memory := portstest.NewMemory()
	stores := Stores{Vocabulary: memory.Vocabulary, Frequencies: &frequencyLog{}, Preferences: memory.Preferences, Prompts: memory.AIPrompts, Macros: memory.Macros}
	writer := builtin.New()
	s := NewService(stores, writer, sanitize.New(), &portstest.Limiter{}, Budget{PerHour: 1 << 30}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	in := FillInput{Transcript: chestDictation, TemplateHTML: template, Language: "en", Checks: Checks{DetectContradictions: true, Guidance: true}}

	result, err := s.Fill(ctx, anna, in)
	if err != nil {
		b.Fatal(err)
	}
	if len(result.Recommendations) == 0 {
		b.Fatal("no guidance for a 7 mm solid nodule")
	}

	b.Run("whole", func(b *testing.B) {
		loopCPU(b, func() {
			if _, err := s.Fill(ctx, anna, in); err != nil {
				b.Fatal(err)
			}
		})
	})
	b.Run("writer", func(b *testing.B) {
		corrected, err := writer.Correct(ctx, ports.CorrectionRequest{Text: chestDictation, Language: "en"})
		if err != nil {
			b.Fatal(err)
		}
		req := ports.FillRequest{Transcript: corrected.Text, TemplateHTML: template, Language: "en", DetectContradictions: true}
		loopCPU(b, func() {
			if _, err := writer.Fill(ctx, req); err != nil {
				b.Fatal(err)
			}
		})
	})
	b.Run("checks", func(b *testing.B) {
		loopCPU(b, func() {
			contradictionsIn("en", readReportOf(report.ReadDocument(result.HTML)), templateOf(report.ReadDocument(template)))
		})
	})
	b.Run("guidance", func(b *testing.B) {
		loopCPU(b, func() {
			guideIn("en", readReportOf(report.ReadDocument(result.HTML)))
		})
	})
}

// loopCPU runs op as the benchmark's loop and reports, besides its allocations, the process's
// CPU time per op: user and system, over every thread, the collector's work included. On a
// machine other work shares, the CPU an op costs varies less than the time it takes.
func loopCPU(b *testing.B, op func()) {
	b.ReportAllocs()
	n, before := 0, cpuTime(b)
	for b.Loop() {
		op()
		n++
	}
	b.ReportMetric(float64(cpuTime(b)-before)/float64(n), "cpu-ns/op")
}

// cpuTime is the CPU time the process has used so far.
func cpuTime(b *testing.B) time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		b.Fatal(err)
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
