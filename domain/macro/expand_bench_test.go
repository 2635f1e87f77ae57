package macro

import (
	"fmt"
	"strings"
	"testing"
)

// BenchmarkExpand: a user's 200 macros over a transcript of 100 and 10,000 words with one
// "insert" in every 100 words, and the check that lets a transcript without one skip the read.
func BenchmarkExpand(b *testing.B) {
	macros := make([]Macro, 200)
	for i := range macros {
		macros[i] = Macro{Name: fmt.Sprintf("normal study %d", i), Language: "en", Text: "No acute abnormality. Heart size [normal]."}
	}
	for _, words := range []int{100, 10_000} {
		var sb strings.Builder
		for i := range words {
			if i%100 == 50 {
				sb.WriteString("insert normal study 7 ")
				continue
			}
			sb.WriteString("lungs ")
		}
		transcript := sb.String()
		b.Run(fmt.Sprintf("expand/words=%d", words), func(b *testing.B) {
			for b.Loop() {
				Expand(transcript, "en", macros)
			}
		})
		plain := strings.ReplaceAll(transcript, "insert", "lungs")
		b.Run(fmt.Sprintf("mayinsert/words=%d", words), func(b *testing.B) {
			for b.Loop() {
				MayInsert(plain, "en")
			}
		})
	}
}
