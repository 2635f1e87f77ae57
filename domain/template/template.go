package template

import (
	"strings"
	"time"

	"github.com/radscribe/radscribe/domain/lang"
	"github.com/radscribe/radscribe/domain/plaintext"
)

// Modality is the imaging modality a template is written for.
type Modality string

// The modalities of the spec.
const (
	CT    Modality = "CT"
	MRI   Modality = "MRI"
	MX    Modality = "MX"
	IR    Modality = "IR"
	US    Modality = "US"
	Other Modality = "other"
)

var modalities = []Modality{CT, MRI, MX, IR, US, Other}

// ParseModality accepts a modality in any letter case and returns its canonical spelling.
func ParseModality(s string) (Modality, bool) {
	for _, m := range modalities {
		if strings.EqualFold(string(m), strings.TrimSpace(s)) {
			return m, true
		}
	}
	return "", false
}

// Limits of a template.
const (
	MaxNameLength = 200
	MaxTypeLength = 100
	MaxHTMLBytes  = 200 * 1024
)

// Template is a default (master) template, which has a type and no owner, or a user's own
// template, which has an owner and no type.
type Template struct {
	ID       string
	OwnerID  string
	Name     string
	Type     string
	Modality Modality
	Language string
	HTML     string
	// LOINC is the study code an admin chose for a default template's FHIR export, if any.
	LOINC     LOINC
	CreatedAt time.Time
	UpdatedAt time.Time
}

// Draft is a template as a form sends it. HTML must already be sanitised.
type Draft struct {
	Name, Type, Modality, Language, HTML string
	// LOINC is a default template's study code as sent: nil keeps the current one, a zero
	// code removes it. Own templates ignore it.
	LOINC *LOINC
}

// IsMaster reports whether t is a default template.
func (t Template) IsMaster() bool { return t.OwnerID == "" }

// NewMaster makes a default template from a draft.
func NewMaster(id string, d Draft, now time.Time) (Template, error) {
	t := Template{ID: id, CreatedAt: now}
	if err := t.Change(d, now); err != nil {
		return Template{}, err
	}
	return t, nil
}

// NewOwn makes a user's own template from a draft; a type, if sent, is not kept.
func NewOwn(id, ownerID string, d Draft, now time.Time) (Template, error) {
	t := Template{ID: id, OwnerID: ownerID, CreatedAt: now}
	if err := t.Change(d, now); err != nil {
		return Template{}, err
	}
	return t, nil
}

// Change replaces the fields of t with those of d, validated as for a new template; on a
// broken rule t is left as it was.
func (t *Template) Change(d Draft, now time.Time) error {
	name, typ := strings.TrimSpace(d.Name), strings.TrimSpace(d.Type)
	if err := checkName(name); err != nil {
		return err
	}
	if t.IsMaster() {
		if err := checkType(typ); err != nil {
			return err
		}
	} else {
		typ = ""
	}
	modality, err := modalityOrDefault(d.Modality)
	if err != nil {
		return err
	}
	language, err := languageOrDefault(d.Language)
	if err != nil {
		return err
	}
	if err := CheckHTMLSize(d.HTML); err != nil {
		return err
	}
	if !hasText(d.HTML) {
		return Problem(MsgContentRequired)
	}
	loinc, err := t.setLOINC(d.LOINC)
	if err != nil {
		return err
	}
	t.LOINC = loinc
	t.Name, t.Type, t.Modality, t.Language, t.HTML, t.UpdatedAt = name, typ, modality, language, d.HTML, now
	return nil
}

// CheckHTMLSize refuses template HTML above MaxHTMLBytes; callers check it before spending
// time sanitising a huge input.
func CheckHTMLSize(html string) error {
	if len(html) > MaxHTMLBytes {
		return Problem(MsgContentTooLarge)
	}
	return nil
}

var (
	nameField = plaintext.Field{Label: "Template name", Kind: plaintext.Line, Max: MaxNameLength, Required: MsgNameRequired, TooLong: MsgNameTooLong}
	typeField = plaintext.Field{Label: "Template type", Kind: plaintext.Line, Max: MaxTypeLength, Required: MsgTypeRequired, TooLong: MsgTypeTooLong}
)

func checkName(name string) error {
	if msg := nameField.Problem(name); msg != "" {
		return Problem(msg)
	}
	return nil
}

func checkType(typ string) error {
	if msg := typeField.Problem(typ); msg != "" {
		return Problem(msg)
	}
	return nil
}

// modalityOrDefault applies the spec's default modality, other, to an empty value.
func modalityOrDefault(s string) (Modality, error) {
	if strings.TrimSpace(s) == "" {
		return Other, nil
	}
	m, ok := ParseModality(s)
	if !ok {
		return "", Problem(MsgModalityInvalid)
	}
	return m, nil
}

// languageOrDefault applies the spec's default template language, en, to an empty value.
func languageOrDefault(s string) (string, error) {
	code := strings.TrimSpace(s)
	if code == "" {
		return lang.Default, nil
	}
	if !lang.IsTemplateLanguage(code) {
		return "", Problem(MsgLanguageInvalid)
	}
	return code, nil
}

// hasText reports whether html shows any text, so that an empty editor (<p><br></p>) counts
// as no content.
func hasText(html string) bool {
	inTag := false
	for _, r := range html {
		switch {
		case r == '<':
			inTag = true
		case r == '>':
			inTag = false
		case !inTag && !isSpace(r):
			return true
		}
	}
	return false
}

func isSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\u00a0'
}
