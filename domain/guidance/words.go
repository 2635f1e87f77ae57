package guidance

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
)

// The guidelines' wordings and the word lists that read reports are data, not code: one file in
// words/ per guideline (and one for the critical findings), with the languages as keys. A
// language is added or corrected by editing text, and the Go code holds only the rules.
//
//go:embed words/*.json
var wordFiles embed.FS

// loadWords reads one words/ file: {"en": {...}, "de": {...}}, each entry a T whose exported
// fields are the entry's keys. The files are part of the binary and tested, so a malformed one
// panics at start-up, naming the file; an unknown key is an error, so a misspelt one cannot
// leave a text empty unnoticed.
func loadWords[T any](name string) map[string]*T {
	data, err := wordFiles.ReadFile("words/" + name)
	if err == nil {
		var out map[string]*T
		if out, err = decodeWords[T](data); err == nil {
			return out
		}
	}
	panic(fmt.Sprintf("guidance: words/%s: %v", name, err))
}

// compileWords reads one words/ file and makes each language's entry ready for reading
// reports (word lists into report.Cues and readers).
func compileWords[T, R any](name string, compile func(code string, l *T) R) map[string]R {
	out := map[string]R{}
	for code, l := range loadWords[T](name) {
		out[code] = compile(code, l)
	}
	return out
}

func decodeWords[T any](data []byte) (map[string]*T, error) {
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	var out map[string]*T
	if err := d.Decode(&out); err != nil {
		return nil, err
	}
	if out["en"] == nil {
		// English is what a language without words of its own reads (forLanguage).
		return nil, errors.New("no English")
	}
	return out, nil
}

// byName is texts keyed by Go constants that the words/ files write by name ("thin", "4a",
// "part-solid"; see keyNames), so that the files say what they mean and do not depend on the
// constants' numbers.
type byName[K comparable] map[K]string

func (m *byName[K]) UnmarshalJSON(data []byte) error {
	var texts map[string]string
	if err := json.Unmarshal(data, &texts); err != nil {
		return err
	}
	keyOf := map[string]K{}
	for key, name := range keyNames[K]() {
		keyOf[name] = key
	}
	*m = make(byName[K], len(texts))
	for name, text := range texts {
		key, ok := keyOf[name]
		if !ok {
			return fmt.Errorf("%T has no key %q", *new(K), name)
		}
		(*m)[key] = text
	}
	return nil
}
