package reporting

import (
	"context"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/document"
	"github.com/radscribe/radscribe/domain/lang"
	"github.com/radscribe/radscribe/domain/phi"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/ports"
)

// Checks says which of the shared checks a request wants: contradictions, and guidance
// (follow-up suggestions and critical findings).
type Checks struct {
	DetectContradictions bool
	Guidance             bool
}

// FormatInput is a transcript to format as a report.
type FormatInput struct {
	Transcript string
	Language   string
	Checks
}

// FillInput is a transcript to put into a template.
type FillInput struct {
	Transcript   string
	TemplateHTML string
	Language     string
	Checks
}

// GenerateInput is a transcript to write a whole report from.
type GenerateInput struct {
	Transcript string
	Language   string
	Checks
}

// prepared is what every action starts from: the checked language, the prompts of the request
// and the corrected transcript.
type prepared struct {
	language  string
	book      promptBook
	corrected ports.CorrectionResult
	// impression is how the user wants an impression written when none was dictated, read for
	// the actions that may write one.
	impression report.ImpressionPreferences
}

// prepare checks the transcript and its language, then the action's own input (check), takes
// the request from the user's budget, loads the prompts (and the impression preferences of an
// action that writes one) and corrects the text: the first steps of every path. Nothing invalid
// reaches the writer, nor uses the budget.
func (s *Service) prepare(ctx context.Context, user account.User, transcript, language string, writesImpression bool, check ...func() error) (prepared, error) {
	language, err := checkTranscript(transcript, language)
	if err != nil {
		return prepared{}, err
	}
	for _, c := range check {
		if err := c(); err != nil {
			return prepared{}, err
		}
	}
	if err := s.takeBudget(ctx, user); err != nil {
		return prepared{}, err
	}
	return s.load(ctx, user, transcript, language, writesImpression)
}

// load reads the user's preferences, when the writer follows prompts or the action writes an
// impression (a writer without prompts makes no read for the others), then corrects the checked
// transcript. Everything is read before the correction, which may take long.
func (s *Service) load(ctx context.Context, user account.User, transcript, language string, writesImpression bool) (prepared, error) {
	p := prepared{language: language, book: promptBook{language: language}}
	if follows := s.writerFollowsPrompts(); follows || writesImpression {
		prefs, err := s.stores.Preferences.Get(ctx, user.ID)
		if err != nil {
			return prepared{}, err
		}
		if follows {
			if p.book, err = s.loadPrompts(ctx, prefs, language); err != nil {
				return prepared{}, err
			}
		}
		p.impression = prefs.Impression
	}
	var err error
	if p.corrected, err = s.correct(ctx, user, transcript, p.book); err != nil {
		return prepared{}, err
	}
	return p, nil
}

// Correct returns the transcript with spoken punctuation, vocabulary and medical terms fixed.
func (s *Service) Correct(ctx context.Context, user account.User, text, language string) (ports.CorrectionResult, error) {
	p, err := s.prepare(ctx, user, text, language, false)
	return p.corrected, err
}

// CorrectTranscription corrects what the speech engine heard as Correct does, without taking
// from the report budget: the transcription it belongs to was taken from its own.
func (s *Service) CorrectTranscription(ctx context.Context, user account.User, text, language string) (ports.CorrectionResult, error) {
	language, err := checkTranscript(text, language)
	if err != nil {
		return ports.CorrectionResult{}, err
	}
	p, err := s.load(ctx, user, text, language, false)
	return p.corrected, err
}

// Format corrects the transcript and formats it as a report; with detection on, the shared
// contradiction rules are added to what the writer found.
func (s *Service) Format(ctx context.Context, user account.User, in FormatInput) (ports.ReportResult, error) {
	p, err := s.prepare(ctx, user, in.Transcript, in.Language, false)
	if err != nil {
		return ports.ReportResult{}, err
	}
	result, err := s.writer.Format(ctx, ports.FormatRequest{
		Transcript: p.corrected.Text, Language: p.language, DetectContradictions: in.DetectContradictions, Prompt: p.book.choice(formatting),
	})
	return s.finish(result, err, p, in.Transcript, in.Checks, report.Template{})
}

// Fill corrects the transcript and puts it into the template; with detection on, the filled
// report is checked whole, the template's remaining normal text included. A template whose
// headings are in another language than the request's is filled with its own language's rules
// ("Befund", "Beurteilung" with English selected): the radiologist dictated into it, the select
// was left as it was; the answer names the language used.
//
// A template is read once, for its language, then sanitised and read for the checks, and kept
// so read for the fills that follow.
func (s *Service) Fill(ctx context.Context, user account.User, in FillInput) (ports.ReportResult, error) {
	t, known := s.templates.get(in.TemplateHTML)
	var read document.Document
	if !known {
		read = report.ReadDocument(in.TemplateHTML)
		t.language, t.languageOK = report.LanguageOfDocument(read)
	}
	if t.languageOK && t.language != lang.Base(in.Language) && lang.IsSelectable(t.language) {
		in.Language = t.language
	}
	p, err := s.prepare(ctx, user, in.Transcript, in.Language, true, func() error { return checkTemplate(in.TemplateHTML) })
	if err != nil {
		return ports.ReportResult{}, err
	}
	if !known {
		t.html = s.sanitizer.Sanitize(in.TemplateHTML)
		if t.html != in.TemplateHTML {
			read = report.ReadDocument(t.html)
		}
		t.checks = templateOf(read)
		s.templates.put(in.TemplateHTML, t)
	}
	result, err := s.writer.Fill(ctx, ports.FillRequest{
		Transcript: p.corrected.Text, TemplateHTML: t.html, Language: p.language, DetectContradictions: in.DetectContradictions, Prompt: p.book.choice(filling),
		Impression: p.impression,
	})
	return s.finish(result, err, p, in.Transcript, in.Checks, t.checks)
}

// Generate corrects the transcript and writes a whole report from it.
func (s *Service) Generate(ctx context.Context, user account.User, in GenerateInput) (ports.ReportResult, error) {
	p, err := s.prepare(ctx, user, in.Transcript, in.Language, true)
	if err != nil {
		return ports.ReportResult{}, err
	}
	result, err := s.writer.Generate(ctx, ports.GenerateRequest{
		Transcript: p.corrected.Text, Language: p.language, DetectContradictions: in.DetectContradictions, Prompt: p.book.choice(generating),
		Impression: p.impression,
	})
	return s.finish(result, err, p, in.Transcript, in.Checks, report.Template{})
}

// finish sanitises a writer's report, runs the shared checks once on it (a fill against its
// template as the checks read it; the zero Template is none), warns of patient data in the
// transcript, and keeps why prompts fell back.
func (s *Service) finish(result ports.ReportResult, err error, p prepared, transcript string, checks Checks, template report.Template) (ports.ReportResult, error) {
	if err != nil {
		return ports.ReportResult{}, writerFailed(err)
	}
	// The final report is read once, for the checks and the guidance alike, from the tokens
	// the sanitiser wrote it with.
	clean := s.sanitizer.SanitizeTokens(result.HTML)
	result.HTML = clean.Source
	read := readSanitised(clean)
	result.Contradictions = checked(checks.DetectContradictions, p.language, read, template, result.Contradictions)
	if checks.Guidance {
		result.Recommendations, result.CriticalFindings = guideIn(p.language, read)
	}
	result.PHIWarnings = phi.Detect(transcript, p.language)
	result.FallbackReason = reasons(p.corrected.FallbackReason, result.FallbackReason)
	result.Language = p.language
	return result, nil
}
