package template

import (
	"reflect"
	"testing"
)

func TestPlaceholders(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"[***]", []string{"[***]"}},
		{"Normal, measuring [ ] cm.", []string{"[ ]"}},
		{"The liver measures [size] cm.", []string{"[size]"}},
		{"[LEFT/RIGHT] kidney", []string{"[LEFT/RIGHT]"}},
		{"{{measurement}} mm", []string{"{{measurement}}"}},
		{"Comparison: ___", []string{"___"}},
		{"Lesion of ____ mm in segment ___.", []string{"____", "___"}},
		{"Right kidney *** cm, left kidney *** cm.", []string{"***", "***"}},
		{"xxx", []string{"xxx"}},
		{"Measures XX mm.", []string{"XX"}},
		{"Measures X x Y cm.", []string{"X", "Y"}},
		{"Milz X,X cm.", []string{"X,X"}},
		{"Konkrement im Ureter links mit … mm Maximaldurchmesser", []string{"…"}},
		{"Voruntersuchung: ...", []string{"..."}},
		{"Stone of ... mm.", []string{"..."}},
		{"[x] cm", []string{"[x]"}},
		// none
		{"Liver ........ normal.", nil},
		{"[x] Normal", nil},
		{"Unchanged since the prior study...", nil},
		{"Nodule of 3 x 4 cm.", nil},
		{"Nodule of 3 X 4 cm.", nil},
		{"Cranial nerve X is normal.", nil},
		{"X-ray of the chest.", nil},
		{"Axial images without contrast.", nil},
		{"Hypodense lesion (cyst?) in the right kidney.", nil},
		{"Lesion [12 mm] in segment 7.", nil},
		{"", nil},
	}
	for _, tt := range tests {
		if got := Placeholders(tt.text); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Placeholders(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
