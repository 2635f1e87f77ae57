package main

import (
	"slices"
	"strings"

	"github.com/radscribe/radscribe/domain/report"
)

// placedAsEdited is placement for the dictation styles: every findings sentence of the report
// under Findings and every impression sentence under Impression, read after the edits the
// engine owns up to. A misspelling of the report as written that the engine corrected and
// listed ("pencreas" -> "pancreas"), and a word the report repeats by mistake ("the the") that
// the engine folded, are wording, which fidelity measures; they do not move a sentence.
func placedAsEdited(secs map[string][]string, r styledReport, fixes []report.Correction) bool {
	return containsAsEdited(secs["Findings"], r.findings, fixes) && containsAsEdited(secs["Impression"], r.impression, fixes)
}

func containsAsEdited(section []string, want string, fixes []report.Correction) bool {
	have := " " + strings.Join(editedWords(strings.Join(section, " "), nil), " ") + " "
	for _, sent := range strings.Split(dropXXXX(want), ". ") {
		if w := editedWords(sent, fixes); len(w) > 0 && !strings.Contains(have, " "+strings.Join(w, " ")+" ") {
			return false
		}
	}
	return true
}

// editedWords is text as normWords with the listed corrections applied (a spoken
// self-correction is left out: the report as written never held the slip) and immediate
// repeats of up to four words folded ("the the", "are observed are observed"), as the engine
// folds a restart.
func editedWords(s string, fixes []report.Correction) []string {
	text := " " + strings.Join(normWords(s), " ") + " "
	for _, f := range fixes {
		from, to := strings.Join(normWords(f.Original), " "), strings.Join(normWords(f.Corrected), " ")
		if f.Source == "self-correction" || from == "" {
			continue
		}
		text = strings.ReplaceAll(text, " "+from+" ", " "+to+" ")
	}
	var out []string
	for _, w := range strings.Fields(text) {
		out = append(out, w)
		for k := 1; k <= 4 && 2*k <= len(out); k++ {
			if n := len(out); slices.Equal(out[n-2*k:n-k], out[n-k:]) {
				out = out[:n-k]
				break
			}
		}
	}
	return out
}
