// Package library is RadScribe's starting set of default (master) report templates. They are
// written for the labelled-line convention (see REPORT_PIPELINE.md): every organ or structure
// is a line "<p><strong>Label:</strong> normal text.</p>" so filling can replace the normal text
// of a dictated organ and keep the rest. The seeder copies them into the store on first start.
package library

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/radscribe/radscribe/domain/fhir"
)

// files holds the manifest and the template bodies; embedding keeps the binary self-contained
// so a fresh installation can seed without any files on disk.
//
//go:embed manifest.json html/*.html
var files embed.FS

// Template is one default template as it is seeded.
type Template struct {
	Key      string // stable seed key, e.g. "ct-head-en"; lets seeding be idempotent
	Name     string
	Type     string
	Modality string
	Language string
	HTML     string
	// LOINC is the code of the template's study (one of domain/fhir's checked studies), for
	// its FHIR export; empty when the template names none.
	LOINC string
}

// entry is one manifest row; File is relative to the html folder.
type entry struct {
	Key      string `json:"key"`
	File     string `json:"file"`
	Name     string `json:"name"`
	Type     string `json:"type"`
	Modality string `json:"modality"`
	Language string `json:"language"`
	LOINC    string `json:"loinc,omitempty"`
}

// modalities and languages are the values the template schema accepts (spec 000 sections 3
// and 5); a typo in the manifest must fail here rather than create a template nobody can filter.
var (
	modalities = []string{"CT", "MRI", "MX", "IR", "US", "other"}
	languages  = []string{"en", "de", "es", "pt", "it", "fr", "pl", "lt", "ro"}
)

var loadEmbedded = sync.OnceValues(func() ([]Template, error) { return load(files) })

// Templates returns the whole library in manifest order. The result is a fresh slice, so a
// caller may change it freely.
func Templates() ([]Template, error) {
	ts, err := loadEmbedded()
	if err != nil {
		return nil, err
	}
	return slices.Clone(ts), nil
}

// load reads a manifest and its files from fsys; it is separate from Templates so the error
// paths can be tested with an in-memory file system.
func load(fsys fs.FS) ([]Template, error) {
	raw, err := fs.ReadFile(fsys, "manifest.json")
	if err != nil {
		return nil, fmt.Errorf("template library: %w", err)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields() // a misspelt field would otherwise be silently empty
	var entries []entry
	if err := dec.Decode(&entries); err != nil {
		return nil, fmt.Errorf("template library: manifest: %w", err)
	}
	if len(entries) == 0 {
		return nil, fmt.Errorf("template library: manifest lists no templates")
	}
	seenKeys := make(map[string]bool, len(entries))
	seenFiles := make(map[string]bool, len(entries))
	out := make([]Template, 0, len(entries))
	for i, e := range entries {
		if err := e.check(); err != nil {
			return nil, fmt.Errorf("template library: entry %d (%q): %w", i, e.Key, err)
		}
		if seenKeys[e.Key] {
			return nil, fmt.Errorf("template library: duplicate key %q", e.Key)
		}
		if seenFiles[e.File] {
			return nil, fmt.Errorf("template library: file %q listed twice", e.File)
		}
		seenKeys[e.Key], seenFiles[e.File] = true, true
		body, err := fs.ReadFile(fsys, path.Join("html", e.File))
		if err != nil {
			return nil, fmt.Errorf("template library: %q: %w", e.Key, err)
		}
		html := strings.TrimSpace(string(body))
		if html == "" {
			return nil, fmt.Errorf("template library: %q: file %q is empty", e.Key, e.File)
		}
		out = append(out, Template{
			Key: e.Key, Name: e.Name, Type: e.Type, Modality: e.Modality, Language: e.Language, HTML: html, LOINC: e.LOINC,
		})
	}
	return out, nil
}

func (e entry) check() error {
	for _, f := range []struct{ name, value string }{
		{"key", e.Key}, {"file", e.File}, {"name", e.Name}, {"type", e.Type},
		{"modality", e.Modality}, {"language", e.Language},
	} {
		if strings.TrimSpace(f.value) == "" {
			return fmt.Errorf("%s is empty", f.name)
		}
	}
	if !slices.Contains(modalities, e.Modality) {
		return fmt.Errorf("unknown modality %q", e.Modality)
	}
	if !slices.Contains(languages, e.Language) {
		return fmt.Errorf("unknown language %q", e.Language)
	}
	if _, ok := fhir.Study(e.LOINC); e.LOINC != "" && !ok {
		return fmt.Errorf("LOINC code %q is none of domain/fhir's studies", e.LOINC)
	}
	if path.Base(e.File) != e.File || !strings.HasSuffix(e.File, ".html") {
		return fmt.Errorf("file %q must be a plain .html name", e.File)
	}
	return nil
}
