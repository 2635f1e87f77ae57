package csvexport

import (
	"bytes"
	"encoding/csv"
	"slices"
	"strings"
	"testing"
)

// FuzzWriter: whatever the cells hold, the file parses back (strict quotes) into the same rows,
// each cell guarded, and no cell starts as a formula would.
func FuzzWriter(f *testing.F) {
	for _, seed := range [][3]string{
		{"anna@example.com", "Great report, \"quoted\" and, commas", "CT Head"},
		{"=cmd|' /C calc'!A0", "+49 30 1234\r\nline two\nline three\rafter a lone CR", "@SUM(A1:A9)"},
		{"\tx@example.com", "\r=HYPERLINK(\"https://evil.example\")", "-1"},
		{" ", " =1+1", "Ärzte\u202e\xff\x00"},
		{`\.`, "\n", ""},
		{"", "", ""},
	} {
		f.Add(seed[0], seed[1], seed[2])
	}
	header := []string{"email", "text", "template"}
	f.Fuzz(func(t *testing.T, email, text, template string) {
		var out bytes.Buffer
		w := NewWriter(&out)
		w.Write(slices.Clone(header))
		w.Write([]string{email, text, template})
		if err := w.Flush(); err != nil {
			t.Fatalf("flush: %v", err)
		}
		records, err := csv.NewReader(bytes.NewReader(out.Bytes())).ReadAll()
		if err != nil {
			t.Fatalf("the file does not parse: %v\n%q", err, out.String())
		}
		want := Guard([]string{email, text, template})
		for i := range want {
			// Lines end in CRLF: a CR inside a cell is dropped on writing, a CRLF read as LF.
			want[i] = strings.ReplaceAll(want[i], "\r", "")
		}
		if len(records) != 2 || !slices.Equal(records[0], header) || !slices.Equal(records[1], want) {
			t.Fatalf("the file reads back as %q, want %q and %q", records, header, want)
		}
		for _, cell := range records[1] {
			if cell != "" && strings.ContainsRune(formulaStarts, rune(cell[0])) {
				t.Fatalf("cell %q starts as a formula", cell)
			}
		}
	})
}
