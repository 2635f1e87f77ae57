package guidance

import (
	"fmt"
	"strings"
)

// millimetres writes a size in millimetres with at most one decimal and the language's decimal
// mark: "9 mm", "6.5 mm", "6,5 mm".
func millimetres(mm float64, comma bool) string {
	s := strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.1f", mm), "0"), ".")
	return decimalMark(s, comma) + " mm"
}

// centimetres writes a size given in millimetres in centimetres with one decimal: "1.0 cm",
// "1,2 cm".
func centimetres(mm float64, comma bool) string {
	return decimalMark(fmt.Sprintf("%.1f", mm/10), comma) + " cm"
}

func decimalMark(s string, comma bool) string {
	if comma {
		return strings.ReplaceAll(s, ".", ",")
	}
	return s
}
