package main

import (
	"regexp"
	"strings"
)

// Measurements as written in a report and as a radiologist says them, for the round trip of
// roundtrip.go: "1.5 x 0.8 cm" is said "one point five by zero point eight centimeters",
// "6-8 mm" "six to eight millimeters".

// writtenMeasurement is a length as reports write it: numbers joined by "x", "by", "-" or
// "to", each perhaps with its unit, the last with one ("3 x 4 mm", "3 cm x 4 cm", "6-8 mm",
// "12mm", ".5 cm").
var writtenMeasurement = regexp.MustCompile(`(?i)(?:\d+(?:\.\d+)?|\.\d+)(?:\s*(?:mm|cm)\b)?(?:\s*(?:x|by|-|to)\s*(?:\d+(?:\.\d+)?|\.\d+)(?:\s*(?:mm|cm)\b)?)*`)

// measurementToken is a number or a unit of a written measurement.
var measurementToken = regexp.MustCompile(`(?i)\d+(?:\.\d+)?|\.\d+|mm|cm|x|by|-|to`)

// measurementsIn returns the measurements of text, each as its numbers and units in order
// (".5" read as "0.5"; the words between them left out), with their byte offsets.
func measurementsIn(text string) (found [][]string, at [][2]int) {
	for _, loc := range writtenMeasurement.FindAllStringIndex(text, -1) {
		m := text[loc[0]:loc[1]]
		lower := strings.ToLower(m)
		if !strings.HasSuffix(lower, "mm") && !strings.HasSuffix(lower, "cm") {
			continue
		}
		if loc[0] > 0 && isWordByte(text[loc[0]-1]) {
			continue // "T11 cm" is no measurement of 11 cm
		}
		var parts []string
		for _, t := range measurementToken.FindAllString(lower, -1) {
			switch {
			case t == "mm" || t == "cm":
				parts = append(parts, t)
			case t[0] == '.':
				parts = append(parts, "0"+t)
			case t[0] >= '0' && t[0] <= '9':
				parts = append(parts, t)
			}
		}
		found, at = append(found, parts), append(at, [2]int{loc[0], loc[1]})
	}
	return found, at
}

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '.'
}

// speakMeasurements writes every measurement of text out as spoken English words.
func speakMeasurements(text string) string {
	_, at := measurementsIn(text)
	var b strings.Builder
	last := 0
	for _, loc := range at {
		b.WriteString(text[last:loc[0]])
		b.WriteString(" " + speakMeasurement(text[loc[0]:loc[1]]) + " ")
		last = loc[1]
	}
	b.WriteString(text[last:])
	return b.String()
}

// speakMeasurement says one measurement: "1.5 x 0.8 cm" -> "one point five by zero point eight
// centimeters".
func speakMeasurement(m string) string {
	var words []string
	for _, t := range measurementToken.FindAllString(strings.ToLower(m), -1) {
		switch t {
		case "mm":
			words = append(words, "millimeters")
		case "cm":
			words = append(words, "centimeters")
		case "x", "by":
			words = append(words, "by")
		case "-", "to":
			words = append(words, "to")
		default:
			words = append(words, speakNumber(t))
		}
	}
	return strings.Join(words, " ")
}

var (
	ones = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
		"twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}
	tens = []string{"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
)

// speakNumber says a written number: "12" -> "twelve", "2.05" -> "two point zero five",
// ".5" -> "point five".
func speakNumber(n string) string {
	whole, decimals, _ := strings.Cut(n, ".")
	var words []string
	if whole != "" {
		words = append(words, speakWhole(whole))
	}
	if decimals != "" {
		words = append(words, "point")
		for _, d := range decimals {
			words = append(words, ones[d-'0'])
		}
	}
	return strings.Join(words, " ")
}

// speakWhole says a whole number as a radiologist would ("one hundred twenty"); leading zeros
// are said as written ("05" -> "zero five"), and a number of five digits or more digit by
// digit.
func speakWhole(n string) string {
	if len(n) > 1 && n[0] == '0' || len(n) > 4 {
		return ones[n[0]-'0'] + " " + speakWhole(n[1:])
	}
	v := 0
	for _, d := range n {
		v = v*10 + int(d-'0')
	}
	var words []string
	if v >= 1000 {
		words = append(words, ones[v/1000], "thousand")
		v %= 1000
	}
	if v >= 100 {
		words = append(words, ones[v/100], "hundred")
		v %= 100
	}
	switch {
	case v >= 20:
		words = append(words, tens[v/10])
		if v%10 != 0 {
			words = append(words, ones[v%10])
		}
	case v > 0 || len(words) == 0:
		words = append(words, ones[v])
	}
	return strings.Join(words, " ")
}
