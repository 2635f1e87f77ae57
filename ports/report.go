package ports

import (
	"context"

	"github.com/radscribe/radscribe/domain/guidance"
	"github.com/radscribe/radscribe/domain/phi"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/domain/vocabulary"
)

// PromptChoice is the instruction for one action: the admin default and, when the user turned
// it on, the user's custom prompt. Writers that use no prompts (the builtin engine) ignore it.
type PromptChoice struct {
	// DefaultName names the admin default prompt (for promptUsed).
	DefaultName string
	Default     string
	Custom      string
	UseCustom   bool
}

// CorrectionRequest asks for a transcript with its medical terms corrected.
type CorrectionRequest struct {
	Text     string
	Language string
	// Vocabulary may be shared with other requests (kept in memory): a writer only reads it.
	Vocabulary []vocabulary.Entry
	// VocabularyKey, when set, names Vocabulary: a request with the same key carries the same
	// entries (the key changes with any change to them), so a writer may keep what it prepares
	// from them under the key instead of preparing it again. Empty: prepare each time.
	VocabularyKey string
	Prompt        PromptChoice
}

// CorrectionResult is the corrected text, what changed, what was kept as dictated for the
// radiologist to review, and how often each vocabulary entry (by ID) was applied, so its
// "Used N times" can be counted.
type CorrectionResult struct {
	Text           string
	Corrections    []report.Correction
	Review         []CorrectionReview
	VocabularyHits map[string]int
	PromptUsed     string
	FallbackReason string
}

// CorrectionReview is a stretch of the transcript the correction step kept as dictated because
// it could not tell what was meant, such as a spoken self-correction whose corrected word
// matches none said before it ("left kidney, sorry, enlarged"). Text is the words around it as
// dictated; Reason says why it is shown.
type CorrectionReview struct {
	Text   string
	Reason string
}

// FormatRequest asks for a transcript formatted as a report with sections. With
// DetectContradictions a writer that can find contradictions of its own (a language model)
// reports them; the shared rules run in the application whatever the writer.
type FormatRequest struct {
	Transcript           string
	Language             string
	DetectContradictions bool
	Prompt               PromptChoice
}

// FillRequest asks for a template filled with a transcript. Impression is how the user wants
// an impression written when none was dictated (the zero value: the defaults).
type FillRequest struct {
	Transcript           string
	TemplateHTML         string
	Language             string
	DetectContradictions bool
	Prompt               PromptChoice
	Impression           report.ImpressionPreferences
}

// GenerateRequest asks for a full report written from a transcript alone; Impression as in
// FillRequest.
type GenerateRequest struct {
	Transcript           string
	Language             string
	DetectContradictions bool
	Prompt               PromptChoice
	Impression           report.ImpressionPreferences
}

// ReportResult is a formatted, filled or generated report and the contradictions the writer
// found itself; the application adds the shared checks' contradictions, guidance and the
// patient-data warnings.
type ReportResult struct {
	HTML             string
	Contradictions   []report.Contradiction
	Recommendations  []guidance.Recommendation
	CriticalFindings []guidance.CriticalFinding
	PHIWarnings      []phi.Match
	PromptUsed       string
	FallbackReason   string
	// Language is the language the report was written in: the request's, or for a fill the
	// template's when its headings are in another one.
	Language string
}

// FindingLine is one line of a report's findings as a radiologist reads it: its label with the
// organ heading it sits under ("Right kidney Hydronephrosis"), empty for a line of text alone,
// and its text.
type FindingLine struct {
	Label string
	Text  string
}

// ImpressionRequest asks for the impression of a report written from its findings as they
// stand, the radiologist's edits included ("Write impression").
type ImpressionRequest struct {
	// Findings are the report's findings lines in order; never empty.
	Findings []FindingLine
	// Study is what names the examination and its setting: the report's title, technique and
	// clinical information, one per line; it may be empty.
	Study      string
	Language   string
	Prompt     PromptChoice
	Impression report.ImpressionPreferences
}

// ImpressionResult is the impression's lines as plain text, in order, without list numbers
// (the application numbers several), and the prompt that wrote them.
type ImpressionResult struct {
	Lines          []string
	PromptUsed     string
	FallbackReason string
}

// ReportWriter turns transcripts into reports: the builtin engine or an LLM. Correction is the
// first step of every path (REPORT_PIPELINE.md): Format, Fill and Generate receive the text
// Correct returned and do not correct it again. WriteImpression reads a report the
// radiologist has already checked, so nothing is corrected before it.
type ReportWriter interface {
	Correct(ctx context.Context, req CorrectionRequest) (CorrectionResult, error)
	Format(ctx context.Context, req FormatRequest) (ReportResult, error)
	Fill(ctx context.Context, req FillRequest) (ReportResult, error)
	Generate(ctx context.Context, req GenerateRequest) (ReportResult, error)
	WriteImpression(ctx context.Context, req ImpressionRequest) (ImpressionResult, error)
}

// PromptFollower is a ReportWriter that says whether it follows the prompts of its requests.
// One that does not say is taken to follow them; the builtin engine follows none, so the
// application need not read the admins' and the user's prompts for it.
type PromptFollower interface {
	FollowsPrompts() bool
}

// RemoteWriter is a ReportWriter that sends text to another service (a language model). The
// application masks the patient data it detects in a transcript before such a writer sees it.
type RemoteWriter interface {
	SendsTextOut() bool
}
