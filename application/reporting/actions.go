package reporting

import (
	"context"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// FormatInput is a transcript to format as a report.
type FormatInput struct {
	Transcript           string
	Language             string
	DetectContradictions bool
}

// FillInput is a transcript to put into a template.
type FillInput struct {
	Transcript           string
	TemplateHTML         string
	Language             string
	DetectContradictions bool
}

// GenerateInput is a transcript to write a whole report from.
type GenerateInput struct {
	Transcript           string
	Language             string
	DetectContradictions bool
}

// Correct returns the transcript with spoken punctuation, vocabulary and medical terms fixed.
func (s *Service) Correct(ctx context.Context, user account.User, text, language string) (ports.CorrectionResult, error) {
	language, err := checkTranscript(text, language)
	if err != nil {
		return ports.CorrectionResult{}, err
	}
	book, err := s.loadPrompts(ctx, user.ID, language)
	if err != nil {
		return ports.CorrectionResult{}, err
	}
	return s.correct(ctx, user, text, book)
}

// Format corrects the transcript and formats it as a report; with detection on, the shared
// contradiction rules are added to what the writer found.
func (s *Service) Format(ctx context.Context, user account.User, in FormatInput) (ports.FormatResult, error) {
	language, err := checkTranscript(in.Transcript, in.Language)
	if err != nil {
		return ports.FormatResult{}, err
	}
	book, err := s.loadPrompts(ctx, user.ID, language)
	if err != nil {
		return ports.FormatResult{}, err
	}
	corrected, err := s.correct(ctx, user, in.Transcript, book)
	if err != nil {
		return ports.FormatResult{}, err
	}
	result, err := s.writer.Format(ctx, ports.FormatRequest{
		Transcript: corrected.Text, Language: language, DetectContradictions: in.DetectContradictions, Prompt: book.choice(formatting),
	})
	if err != nil {
		return ports.FormatResult{}, writerFailed(err)
	}
	result.HTML = s.sanitizer.Sanitize(result.HTML)
	result.Contradictions = checked(in.DetectContradictions, language, result.HTML, "", result.Contradictions)
	result.FallbackReason = reasons(corrected.FallbackReason, result.FallbackReason)
	return result, nil
}

// Fill corrects the transcript and puts it into the template; with detection on, the filled
// report is checked whole, the template's remaining normal text included.
func (s *Service) Fill(ctx context.Context, user account.User, in FillInput) (ports.ReportResult, error) {
	language, err := checkTranscript(in.Transcript, in.Language)
	if err != nil {
		return ports.ReportResult{}, err
	}
	if err := checkTemplate(in.TemplateHTML); err != nil {
		return ports.ReportResult{}, err
	}
	book, err := s.loadPrompts(ctx, user.ID, language)
	if err != nil {
		return ports.ReportResult{}, err
	}
	corrected, err := s.correct(ctx, user, in.Transcript, book)
	if err != nil {
		return ports.ReportResult{}, err
	}
	template := s.sanitizer.Sanitize(in.TemplateHTML)
	result, err := s.writer.Fill(ctx, ports.FillRequest{
		Transcript: corrected.Text, TemplateHTML: template, Language: language, DetectContradictions: in.DetectContradictions, Prompt: book.choice(filling),
	})
	return s.finish(result, corrected, err, in.DetectContradictions, language, template)
}

// Generate corrects the transcript and writes a whole report from it.
func (s *Service) Generate(ctx context.Context, user account.User, in GenerateInput) (ports.ReportResult, error) {
	language, err := checkTranscript(in.Transcript, in.Language)
	if err != nil {
		return ports.ReportResult{}, err
	}
	book, err := s.loadPrompts(ctx, user.ID, language)
	if err != nil {
		return ports.ReportResult{}, err
	}
	corrected, err := s.correct(ctx, user, in.Transcript, book)
	if err != nil {
		return ports.ReportResult{}, err
	}
	result, err := s.writer.Generate(ctx, ports.GenerateRequest{
		Transcript: corrected.Text, Language: language, DetectContradictions: in.DetectContradictions, Prompt: book.choice(generating),
	})
	return s.finish(result, corrected, err, in.DetectContradictions, language, "")
}

// finish sanitises a filled or generated report, checks it, and keeps why prompts fell back.
func (s *Service) finish(result ports.ReportResult, corrected ports.CorrectionResult, err error, detect bool, language, template string) (ports.ReportResult, error) {
	if err != nil {
		return ports.ReportResult{}, writerFailed(err)
	}
	result.HTML = s.sanitizer.Sanitize(result.HTML)
	result.Contradictions = checked(detect, language, result.HTML, template, result.Contradictions)
	result.FallbackReason = reasons(corrected.FallbackReason, result.FallbackReason)
	return result, nil
}
