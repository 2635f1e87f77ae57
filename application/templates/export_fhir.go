package templates

import (
	"context"
	"strings"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/application/templates/library"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/fhir"
	"github.com/radscribe/radscribe/domain/template"
)

// Answers to a report that cannot be exported.
const (
	MsgReportEmpty    = "The report is empty: there is nothing to export."
	MsgReportTooLarge = "The report must be at most 200 KB to export."
)

// FHIRExport is the editor's report and what it was written with: a template (a default one
// or the actor's own), else its modality and region; the language it is written in.
type FHIRExport struct {
	HTML       string
	TemplateID string
	Modality   string
	Region     string
	Language   string
}

// ExportFHIR builds the final FHIR R4 DiagnosticReport of the editor's report, dated now; its
// code is the template's own LOINC code when an admin set one, else the study of the seeded
// template it still is, else the one of its modality and region.
// Nothing is stored; the HTML is sanitised like a template's, so the exported form holds no
// script.
func (s *Service) ExportFHIR(ctx context.Context, actor account.User, e FHIRExport) (fhir.DiagnosticReport, error) {
	if template.CheckHTMLSize(e.HTML) != nil {
		return fhir.DiagnosticReport{}, apperr.New(apperr.TooLarge, MsgReportTooLarge)
	}
	clean := withoutPickFields(s.sanitizer.Sanitize(e.HTML))
	text := readReportText(clean)
	if strings.TrimSpace(text.Text) == "" {
		return fhir.DiagnosticReport{}, apperr.New(apperr.Invalid, MsgReportEmpty)
	}
	title := ""
	var code template.LOINC
	seeded, isSeeded := fhir.Coding{}, false
	if e.TemplateID != "" {
		t, err := s.templateFor(ctx, actor, e.TemplateID)
		if err != nil {
			return fhir.DiagnosticReport{}, err
		}
		e.Modality, e.Region, title, code = string(t.Modality), t.Type, t.Name, t.LOINC
		if e.Language == "" {
			e.Language = t.Language
		}
		seeded, isSeeded = seededStudy(t)
	}
	study := fhir.StudyCode(e.Modality, e.Region)
	if isSeeded { // a region holds different studies (a chest CT with contrast, a CT angiography)
		study = seeded
	}
	if !code.IsZero() { // an admin's choice for this default template
		study = fhir.Coding{System: fhir.LOINC, Code: code.Code, Display: code.Display}
	}
	if title == "" {
		title = study.Display
	}
	return fhir.NewDiagnosticReport(fhir.Report{
		Study: study, Title: title, Language: strings.TrimSpace(e.Language), Conclusion: text.Impression,
		HTML: clean, Text: text.Text, Effective: s.clock.Now(),
	}), nil
}

// seededStudy is the study of a default template as the library ships it: a default template
// whose name, type, modality and language are still a library template's has that template's
// study. One an admin renamed, and a user's own, are known by modality and type only.
func seededStudy(t template.Template) (fhir.Coding, bool) {
	if !t.IsMaster() {
		return fhir.Coding{}, false
	}
	entries, err := library.Templates()
	if err != nil {
		return fhir.Coding{}, false
	}
	for _, e := range entries {
		if e.LOINC != "" && e.Name == t.Name && e.Type == t.Type && e.Modality == string(t.Modality) && e.Language == t.Language {
			return fhir.Study(e.LOINC)
		}
	}
	return fhir.Coding{}, false
}

// templateFor finds a default template or one of the actor's own; another user's is not found.
func (s *Service) templateFor(ctx context.Context, actor account.User, id string) (template.Template, error) {
	masters, err := s.masters.List(ctx)
	if err != nil {
		return template.Template{}, err
	}
	own, err := s.own.ListByOwner(ctx, actor.ID)
	if err != nil {
		return template.Template{}, err
	}
	for _, t := range append(masters, own...) {
		if t.ID == id {
			return t, nil
		}
	}
	return template.Template{}, apperr.New(apperr.NotFound, template.MsgNotFound)
}
