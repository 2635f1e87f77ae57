// Package csvexport writes CSV files that spreadsheets open safely: RFC 4180 (CRLF line ends,
// fields with quotes, commas or line breaks quoted, quotes doubled) and no cell that a
// spreadsheet would run as a formula.
package csvexport

import (
	"encoding/csv"
	"io"
	"strings"
)

// formulaStarts are the first characters with which a spreadsheet reads a cell as a formula
// (or, for tab and carriage return, shifts it into one).
const formulaStarts = "=+-@\t\r"

// Writer writes guarded rows.
type Writer struct{ csv *csv.Writer }

// NewWriter writes to out.
func NewWriter(out io.Writer) *Writer {
	w := csv.NewWriter(out)
	w.UseCRLF = true
	return &Writer{csv: w}
}

// Write writes one row, its cells guarded; a failed write shows in Flush.
func (w *Writer) Write(cells []string) {
	_ = w.csv.Write(Guard(cells))
}

// Flush writes what is buffered and returns the first error of any write.
func (w *Writer) Flush() error {
	w.csv.Flush()
	return w.csv.Error()
}

// Guard prefixes with a single quote every cell a spreadsheet would run as a formula, so that
// a text such as =HYPERLINK(...) shows as text when an admin opens the export (CSV injection).
// This is output encoding for one format, like the CSV quoting itself: what is stored keeps
// what the user typed, and the JSON answers show it unchanged.
func Guard(cells []string) []string {
	for i, cell := range cells {
		if cell != "" && strings.ContainsRune(formulaStarts, rune(cell[0])) {
			cells[i] = "'" + cell
		}
	}
	return cells
}
