package templates

import (
	"context"
	"errors"
	"strings"

	"github.com/radscribe/radscribe/application/access"
	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/application/templates/mrrt"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/template"
)

// ImportedType is the type of a default template imported from a file that names none and a
// form that sends none; admins change it afterwards.
const ImportedType = "Imported"

// MRRTImport is an IHE MRRT file and what the import form adds: a name, modality or type that
// replace the file's.
type MRRTImport struct {
	File                 []byte
	Name, Type, Modality string
}

// MRRTImported is the template made of an MRRT file and what of the file it did not carry over.
type MRRTImported struct {
	Template template.Template
	Warnings []string
}

// ImportOwnMRRT adds an MRRT template to the actor's own, within the limit like any other.
func (s *Service) ImportOwnMRRT(ctx context.Context, actor account.User, in MRRTImport) (MRRTImported, error) {
	d, warnings, err := mrrtDraft(in)
	if err != nil {
		return MRRTImported{}, err
	}
	t, err := s.CreateOwn(ctx, actor, d)
	if err != nil {
		return MRRTImported{}, err
	}
	return MRRTImported{Template: t, Warnings: warnings}, nil
}

// ImportMasterMRRT adds an MRRT template to the default templates (admins only).
func (s *Service) ImportMasterMRRT(ctx context.Context, actor account.User, in MRRTImport) (MRRTImported, error) {
	if err := access.RequireAdmin(actor); err != nil {
		return MRRTImported{}, err
	}
	d, warnings, err := mrrtDraft(in)
	if err != nil {
		return MRRTImported{}, err
	}
	if d.Type == "" {
		d.Type = ImportedType
	}
	t, err := s.CreateMaster(ctx, actor, d)
	if err != nil {
		return MRRTImported{}, err
	}
	return MRRTImported{Template: t, Warnings: warnings}, nil
}

// ExportMRRT writes a default template or one of the actor's own as an MRRT HTML5 file.
func (s *Service) ExportMRRT(ctx context.Context, actor account.User, id string) (template.Template, string, error) {
	t, err := s.templateFor(ctx, actor, id)
	if err != nil {
		return template.Template{}, "", err
	}
	return t, mrrt.Export(t), nil
}

// mrrtDraft reads an MRRT file as a template draft; the template use cases sanitise it.
func mrrtDraft(in MRRTImport) (template.Draft, []string, error) {
	imported, err := mrrt.Import(in.File)
	switch {
	case errors.Is(err, mrrt.ErrTooLarge):
		return template.Draft{}, nil, apperr.New(apperr.TooLarge, err.Error())
	case err != nil && (errors.Is(err, mrrt.ErrNotMRRT) || errors.Is(err, mrrt.ErrEmpty)):
		return template.Draft{}, nil, apperr.New(apperr.Invalid, err.Error())
	case err != nil:
		return template.Draft{}, nil, err
	}
	if _, ok := template.ParseModality(imported.Modality); !ok {
		imported.Modality = string(template.Other) // a file's unknown modality is not the user's mistake
	}
	d := template.Draft{
		Name: firstSet(in.Name, truncate(imported.Title, template.MaxNameLength)), Type: firstSet(in.Type, imported.Type),
		Modality: firstSet(in.Modality, imported.Modality), Language: imported.Language, HTML: imported.HTML,
	}
	return d, imported.Warnings, nil
}

func firstSet(values ...string) string {
	for _, v := range values {
		if v = strings.TrimSpace(v); v != "" {
			return v
		}
	}
	return ""
}

// truncate shortens s to at most n characters.
func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return strings.TrimSpace(string(r[:n]))
}
