package builtin

import (
	"embed"
	"maps"
	"strings"
	"sync"
)

// abbreviationFiles hold the abbreviations radiologists write in capitals: all.txt for every
// language, <code>.txt for one.
//
//go:embed abbreviations/*.txt
var abbreviationFiles embed.FS

// abbreviationSpellings maps an abbreviation in lower case to its capitals, per language code;
// "" holds those of every language.
var abbreviationSpellings = sync.OnceValue(func() map[string]map[string]string {
	add := func(spellings map[string]string, name string) {
		data, _ := abbreviationFiles.ReadFile("abbreviations/" + name)
		for _, w := range strings.Fields(stripComments(string(data))) {
			spellings[strings.ToLower(w)] = w
		}
	}
	common := map[string]string{}
	add(common, "all.txt")
	out := map[string]map[string]string{"": common}
	entries, _ := abbreviationFiles.ReadDir("abbreviations")
	for _, e := range entries {
		if e.Name() == "all.txt" {
			continue
		}
		own := maps.Clone(common)
		add(own, e.Name())
		out[strings.TrimSuffix(e.Name(), ".txt")] = own
	}
	return out
})

// writeAbbreviations writes the abbreviations of a text dictated in lower case in capitals ("ct
// thorax" -> "CT thorax", "Picc" -> "PICC", "pet-ct" -> "PET-CT"); a word written in capitals or
// in mixed case otherwise is left as dictated.
func writeAbbreviations(text, code string) string {
	spellings := abbreviationSpellings()[code]
	if spellings == nil {
		spellings = abbreviationSpellings()[""]
	}
	spell := func(word string) (string, bool) {
		lower := strings.ToLower(word)
		spelling, ok := spellings[lower]
		return spelling, ok && (word == lower || word == capitalise(lower))
	}
	return respell(text, func(core string) string {
		if spelling, ok := spell(core); ok {
			return spelling
		}
		if !strings.Contains(core, "-") {
			return core // a single word, already looked up
		}
		parts := strings.Split(core, "-")
		changed := false
		for i, p := range parts {
			if spelling, ok := spell(p); ok {
				parts[i], changed = spelling, true
			}
		}
		if !changed {
			return core
		}
		return strings.Join(parts, "-")
	})
}
