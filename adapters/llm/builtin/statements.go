package builtin

import (
	"github.com/radscribe/radscribe/domain/report"
)

// abnormal tells a statement that reports something (report.ReportsSomething).
func abnormal(text, code string) bool {
	return report.ReportsSomething(code, text)
}

// sideOf returns which sides a text names: bit 1 left, bit 2 right, read with the checks' side
// words.
func sideOf(text, code string) int {
	return int(report.SidesNamed(code, text))
}
