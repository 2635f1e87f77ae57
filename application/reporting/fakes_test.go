package reporting

import (
	"context"
	"strings"
	"sync"

	"github.com/radscribe/radscribe/domain/document"
	"github.com/radscribe/radscribe/ports"
)

// frequencyLog records what the use cases count and can fail, to see that a lost count does
// not cost the report; the store's counting has its contract in ports/portstest.
type frequencyLog struct {
	mu    sync.Mutex
	calls []map[string]int
	err   error
}

func (f *frequencyLog) IncrementFrequencies(_ context.Context, _ string, hits map[string]int) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls = append(f.calls, hits)
	return f.err
}

// scriptSanitizer drops script elements, enough to see that output is sanitised.
type scriptSanitizer struct{}

func (s scriptSanitizer) SanitizeTokens(html string) document.Tokenised {
	return document.Tokenise(s.Sanitize(html))
}

func (scriptSanitizer) Sanitize(html string) string {
	for {
		start := strings.Index(html, "<script>")
		end := strings.Index(html, "</script>")
		if start < 0 || end < start {
			return html
		}
		html = html[:start] + html[end+len("</script>"):]
	}
}

// fakeWriter records what it was asked and answers as configured.
type fakeWriter struct {
	corrections []ports.CorrectionRequest
	formats     []ports.FormatRequest
	fills       []ports.FillRequest
	generations []ports.GenerateRequest
	impressions []ports.ImpressionRequest

	correction ports.CorrectionResult
	format     ports.ReportResult
	report     ports.ReportResult
	impression ports.ImpressionResult
	err        error
}

func (w *fakeWriter) Correct(_ context.Context, req ports.CorrectionRequest) (ports.CorrectionResult, error) {
	w.corrections = append(w.corrections, req)
	if w.correction.Text == "" {
		return ports.CorrectionResult{Text: strings.ToUpper(req.Text[:1]) + req.Text[1:], PromptUsed: req.Prompt.DefaultName}, w.err
	}
	return w.correction, w.err
}

func (w *fakeWriter) Format(_ context.Context, req ports.FormatRequest) (ports.ReportResult, error) {
	w.formats = append(w.formats, req)
	return w.format, w.err
}

func (w *fakeWriter) Fill(_ context.Context, req ports.FillRequest) (ports.ReportResult, error) {
	w.fills = append(w.fills, req)
	return w.report, w.err
}

func (w *fakeWriter) Generate(_ context.Context, req ports.GenerateRequest) (ports.ReportResult, error) {
	w.generations = append(w.generations, req)
	return w.report, w.err
}

func (w *fakeWriter) WriteImpression(_ context.Context, req ports.ImpressionRequest) (ports.ImpressionResult, error) {
	w.impressions = append(w.impressions, req)
	return w.impression, w.err
}
