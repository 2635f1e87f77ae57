// Package builtin is RadScribe's offline report engine: rules, lexicons and the template
// convention instead of a language model. It is deterministic, needs no network and answers in
// milliseconds, so a practice can run with no vendor and tests can assert exact output.
package builtin

import (
	"context"

	"github.com/radscribe/radscribe/ports"
)

// PromptUsed is what the engine reports as the prompt behind an answer: it uses none, and the
// UI shows "builtin" so a user can tell the offline engine wrote the report.
const PromptUsed = "builtin"

// Writer is the offline engine. It holds no state beyond read-only tables, the vocabulary
// indexes it keeps (by the requests' VocabularyKey) and the templates it has read, and is safe
// for concurrent use. The zero Writer keeps no index and no template.
type Writer struct {
	indexes   *indexCache
	templates *templateCache
}

// New returns the engine; its lexicons load once, on first use.
func New() *Writer {
	return &Writer{indexes: newIndexCache(indexCacheEntries), templates: newTemplateCache()}
}

var (
	_ ports.ReportWriter   = (*Writer)(nil)
	_ ports.PromptFollower = (*Writer)(nil)
)

// FollowsPrompts is false: rules write the reports, whatever the prompts say.
func (*Writer) FollowsPrompts() bool { return false }

// Correct applies spoken punctuation, the user's vocabulary and the radiology lexicon.
func (w *Writer) Correct(_ context.Context, req ports.CorrectionRequest) (ports.CorrectionResult, error) {
	c := correct(req.Text, req.Language, w.indexes.index(req.VocabularyKey, req.Language, req.Vocabulary))
	return ports.CorrectionResult{Text: c.text, Corrections: c.changes, Review: c.review, VocabularyHits: c.hits, PromptUsed: PromptUsed}, nil
}

// Format turns a corrected transcript (the output of Correct, as the pipeline runs it) into a
// report with the language's sections. The engine finds no contradictions beyond the shared
// rules, which the application runs on every writer's report.
func (w *Writer) Format(_ context.Context, req ports.FormatRequest) (ports.ReportResult, error) {
	f := structure(req.Transcript, languageOf(req.Language))
	return ports.ReportResult{HTML: f.html(), PromptUsed: PromptUsed}, nil
}

// Fill puts the statements of a corrected transcript into the template's labelled lines.
func (w *Writer) Fill(_ context.Context, req ports.FillRequest) (ports.ReportResult, error) {
	l := languageOf(req.Language)
	f := structure(req.Transcript, l)
	f.impression = req.Impression
	return ports.ReportResult{HTML: fill(req.TemplateHTML, f, w.templates.read(req.TemplateHTML, l)), PromptUsed: PromptUsed}, nil
}

// Generate writes a whole report from a corrected transcript alone.
func (w *Writer) Generate(_ context.Context, req ports.GenerateRequest) (ports.ReportResult, error) {
	l := languageOf(req.Language)
	f := structure(req.Transcript, l)
	f.impression = req.Impression
	return ports.ReportResult{HTML: generate(f), PromptUsed: PromptUsed}, nil
}

// WriteImpression writes the impression of a report from its findings as they stand, by the
// domain's impression policy, as a fill or generation writes one when none was dictated.
func (w *Writer) WriteImpression(_ context.Context, req ports.ImpressionRequest) (ports.ImpressionResult, error) {
	return ports.ImpressionResult{Lines: impressionFromFindings(req), PromptUsed: PromptUsed}, nil
}
