package template

import (
	"reflect"
	"testing"
)

func TestPickOptionsCodec(t *testing.T) {
	tests := []struct {
		options []string
		encoded string
	}{
		{[]string{"Normal", "Prior cholecystectomy", "Not seen", "Abnormal"}, "Normal|Prior cholecystectomy|Not seen|Abnormal"},
		{[]string{"unauffällig", "vergrößert"}, "unauffällig|vergrößert"},
		{[]string{"a|b", "100%", "BI-RADS 4: suspicious"}, "a%7Cb|100%25|BI-RADS 4%3A suspicious"},
		{[]string{"javascript:alert(1)", "data:text/html,x"}, "javascript%3Aalert(1)|data%3Atext/html,x"},
		{[]string{`<b>"x" & 'y'</b>`, "tab\there"}, `<b>"x" & 'y'</b>|tab%09here`},
	}
	for _, tt := range tests {
		if got := EncodePickOptions(tt.options); got != tt.encoded {
			t.Errorf("EncodePickOptions(%q) = %q, want %q", tt.options, got, tt.encoded)
		}
		got, ok := DecodePickOptions(tt.encoded)
		if !ok || !reflect.DeepEqual(got, tt.options) {
			t.Errorf("DecodePickOptions(%q) = %q %v, want %q", tt.encoded, got, ok, tt.options)
		}
	}
}

func TestDecodePickOptionsRefuses(t *testing.T) {
	for _, value := range []string{
		"", "one", "a||b", "|a", "a|", "a:b|c", "a%|b", "a%7|b", "a%zz|b", "a\nb|c", "a|%FF", "a%3|b",
	} {
		if got, ok := DecodePickOptions(value); ok {
			t.Errorf("DecodePickOptions(%q) = %q, want refused", value, got)
		}
	}
	if got, ok := DecodePickOptions("a%7c|%3a"); !ok || !reflect.DeepEqual(got, []string{"a|", ":"}) {
		t.Errorf("lower-case escapes: %q %v", got, ok)
	}
}

func FuzzPickOptions(f *testing.F) {
	f.Add("Normal", "Prior: 100% | x")
	f.Fuzz(func(t *testing.T, a, b string) {
		if a == "" || b == "" {
			return
		}
		encoded := EncodePickOptions([]string{a, b})
		got, ok := DecodePickOptions(encoded)
		if !ok {
			return // not UTF-8
		}
		if !reflect.DeepEqual(got, []string{a, b}) {
			t.Fatalf("%q %q encoded %q decoded %q", a, b, encoded, got)
		}
	})
}
