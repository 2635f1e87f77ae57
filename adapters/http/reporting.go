package http

import (
	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/application/reporting"
	"github.com/radscribe/radscribe/domain/guidance"
	"github.com/radscribe/radscribe/domain/phi"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/ports"
)

type reportingHandler struct {
	reporting *reporting.Service
}

type correctRequest struct {
	Text     string `json:"text"`
	Language string `json:"language"`
}

// detection is the switches of the three report actions' checks: contradictions and guidance,
// each on when absent, as in the UI.
type detection struct {
	EnableContradictionDetection *bool `json:"enableContradictionDetection"`
	EnableGuidance               *bool `json:"enableGuidance"`
}

func (d detection) checks() reporting.Checks {
	return reporting.Checks{DetectContradictions: onUnlessFalse(d.EnableContradictionDetection), Guidance: onUnlessFalse(d.EnableGuidance)}
}

func onUnlessFalse(b *bool) bool { return b == nil || *b }

type formatRequest struct {
	Transcript string `json:"transcript"`
	Language   string `json:"language"`
	detection
}

type fillRequest struct {
	Transcript   string `json:"transcript"`
	TemplateHTML string `json:"templateHtml"`
	Language     string `json:"language"`
	detection
}

type generateRequest struct {
	Transcript string `json:"transcript"`
	Language   string `json:"language"`
	detection
}

// promptNotice says which prompt wrote an answer and, when the user's custom prompt was not
// used, why: a custom prompt that failed, or builtin_engine for the built-in engine, which reads
// no prompts at all. The reason is null otherwise.
type promptNotice struct {
	PromptUsed     string  `json:"promptUsed"`
	FallbackReason *string `json:"fallbackReason"`
}

// The built-in engine answers promptUsed builtin, and its answers carry fallbackReason
// builtin_engine: it writes by rules, so no prompt, custom or default, was followed.
const (
	promptUsedBuiltin     = "builtin"
	fallbackBuiltinEngine = "builtin_engine"
)

func newPromptNotice(used, reason string) promptNotice {
	if used == promptUsedBuiltin && reason == "" {
		reason = fallbackBuiltinEngine
	}
	n := promptNotice{PromptUsed: used}
	if reason != "" {
		n.FallbackReason = &reason
	}
	return n
}

type correctionDTO struct {
	Original  string `json:"original"`
	Corrected string `json:"corrected"`
	Source    string `json:"source"`
}

// reviewDTO is a stretch kept as dictated that the radiologist should read again.
type reviewDTO struct {
	Text   string `json:"text"`
	Reason string `json:"reason"`
}

func reviewDTOs(review []ports.CorrectionReview) []reviewDTO {
	return listOf(review, func(x ports.CorrectionReview) reviewDTO { return reviewDTO{Text: x.Text, Reason: x.Reason} })
}

type correctResponse struct {
	CorrectedText string          `json:"correctedText"`
	Corrections   []correctionDTO `json:"corrections"`
	Review        []reviewDTO     `json:"review"`
	promptNotice
}

type contradictionDTO struct {
	ID           string   `json:"id"`
	Text         string   `json:"text"`
	Sections     []string `json:"sections"`
	Options      []string `json:"options"`
	SuggestedFix string   `json:"suggestedFix"`
}

type formatResponse struct {
	FormattedContent string `json:"formattedContent"`
	checksDTO
	promptNotice
}

type reportContent struct {
	PopulatedHTML string `json:"populatedHtml"`
}

type reportResponse struct {
	ReportContent reportContent `json:"reportContent"`
	// Language is the language the report was written in (a fill uses its template's).
	Language string `json:"language"`
	checksDTO
	promptNotice
}

// checksDTO is what the shared checks found; every list is [] when empty, never null.
type checksDTO struct {
	DetectedContradictions []contradictionDTO  `json:"detectedContradictions"`
	Recommendations        []recommendationDTO `json:"recommendations"`
	CriticalFindings       []criticalDTO       `json:"criticalFindings"`
	PHIWarnings            []phiWarningDTO     `json:"phiWarnings"`
}

type recommendationDTO struct {
	ID        string      `json:"id"`
	Guideline string      `json:"guideline"`
	Finding   string      `json:"finding"`
	Text      string      `json:"text"`
	Citation  string      `json:"citation"`
	Branches  []branchDTO `json:"branches"`
}

// branchDTO is one alternative of a recommendation whose text holds several (low and high
// risk), to insert on its own.
type branchDTO struct {
	Key   string `json:"key"`
	Label string `json:"label"`
	Text  string `json:"text"`
}

type criticalDTO struct {
	ID                string `json:"id"`
	Text              string `json:"text"`
	SuggestedSentence string `json:"suggestedSentence"`
}

type phiWarningDTO struct {
	Kind string `json:"kind"`
	Text string `json:"text"`
}

func newChecksDTO(r ports.ReportResult) checksDTO {
	return checksDTO{
		DetectedContradictions: listOf(r.Contradictions, newContradictionDTO),
		Recommendations: listOf(r.Recommendations, func(x guidance.Recommendation) recommendationDTO {
			return recommendationDTO{ID: x.ID, Guideline: x.Guideline, Finding: x.Finding, Text: x.Text, Citation: x.Citation,
				Branches: listOf(x.Branches, func(b guidance.Branch) branchDTO { return branchDTO{Key: b.Key, Label: b.Label, Text: b.Text} })}
		}),
		CriticalFindings: listOf(r.CriticalFindings, func(x guidance.CriticalFinding) criticalDTO {
			return criticalDTO{ID: x.ID, Text: x.Text, SuggestedSentence: x.SuggestedSentence}
		}),
		PHIWarnings: listOf(r.PHIWarnings, func(x phi.Match) phiWarningDTO { return phiWarningDTO{Kind: string(x.Kind), Text: x.Text} }),
	}
}

func newContradictionDTO(c report.Contradiction) contradictionDTO {
	return contradictionDTO{
		ID: c.ID, Text: c.Text, Sections: orEmpty(c.Sections), Options: orEmpty(c.Options), SuggestedFix: c.SuggestedFix,
	}
}

// orEmpty makes a missing list [] rather than null, as the UI iterates it.
func orEmpty(list []string) []string {
	if list == nil {
		return []string{}
	}
	return list
}

func newReportResponse(r ports.ReportResult) reportResponse {
	return reportResponse{
		ReportContent: reportContent{PopulatedHTML: r.HTML},
		Language:      r.Language,
		checksDTO:     newChecksDTO(r),
		promptNotice:  newPromptNotice(r.PromptUsed, r.FallbackReason),
	}
}

func (h reportingHandler) correct(c *gin.Context) {
	bindAndRun(c, func(req correctRequest) (correctResponse, error) {
		r, err := h.reporting.Correct(c.Request.Context(), mustUser(c), req.Text, req.Language)
		return correctResponse{
			CorrectedText: r.Text,
			Corrections: listOf(r.Corrections, func(x report.Correction) correctionDTO {
				return correctionDTO{Original: x.Original, Corrected: x.Corrected, Source: x.Source}
			}),
			Review:       reviewDTOs(r.Review),
			promptNotice: newPromptNotice(r.PromptUsed, r.FallbackReason),
		}, err
	})
}

func (h reportingHandler) format(c *gin.Context) {
	bindAndRun(c, func(req formatRequest) (formatResponse, error) {
		r, err := h.reporting.Format(c.Request.Context(), mustUser(c), reporting.FormatInput{
			Transcript: req.Transcript, Language: req.Language, Checks: req.checks(),
		})
		return formatResponse{
			FormattedContent: r.HTML,
			checksDTO:        newChecksDTO(r),
			promptNotice:     newPromptNotice(r.PromptUsed, r.FallbackReason),
		}, err
	})
}

func (h reportingHandler) fill(c *gin.Context) {
	bindAndRun(c, func(req fillRequest) (reportResponse, error) {
		r, err := h.reporting.Fill(c.Request.Context(), mustUser(c), reporting.FillInput{
			Transcript: req.Transcript, TemplateHTML: req.TemplateHTML, Language: req.Language, Checks: req.checks(),
		})
		return newReportResponse(r), err
	})
}

func (h reportingHandler) generate(c *gin.Context) {
	bindAndRun(c, func(req generateRequest) (reportResponse, error) {
		r, err := h.reporting.Generate(c.Request.Context(), mustUser(c), reporting.GenerateInput{
			Transcript: req.Transcript, Language: req.Language, Checks: req.checks(),
		})
		return newReportResponse(r), err
	})
}

// impressionRequest is the editor's report, whose impression is written anew from its findings.
type impressionRequest struct {
	ReportHTML string `json:"reportHtml"`
	Language   string `json:"language"`
	detection
}

// impressionDTO is the written impression: its lines as text and as paragraphs.
type impressionDTO struct {
	Lines []string `json:"lines"`
	HTML  string   `json:"html"`
}

type impressionResponse struct {
	Impression impressionDTO `json:"impression"`
	// Language is the language the impression was written in (the report's own when its
	// headings are in another one).
	Language string `json:"language"`
	checksDTO
	promptNotice
}

func (h reportingHandler) writeImpression(c *gin.Context) {
	bindAndRun(c, func(req impressionRequest) (impressionResponse, error) {
		w, err := h.reporting.WriteImpression(c.Request.Context(), mustUser(c), reporting.ImpressionInput{
			ReportHTML: req.ReportHTML, Language: req.Language, Checks: req.checks(),
		})
		return impressionResponse{
			Impression:   impressionDTO{Lines: orEmpty(w.Lines), HTML: w.HTML},
			Language:     w.Report.Language,
			checksDTO:    newChecksDTO(w.Report),
			promptNotice: newPromptNotice(w.Report.PromptUsed, w.Report.FallbackReason),
		}, err
	})
}
