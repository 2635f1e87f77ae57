package report

import (
	"strings"
	"testing"
)

func TestCheckTranscript(t *testing.T) {
	tests := []struct {
		name, text string
		want       string
	}{
		{"dictated", "findings colon no effusion period", ""},
		{"empty", "", MsgNoTranscript},
		{"blank", " \n\t ", MsgNoTranscript},
		{"at the limit, counted in characters", strings.Repeat("ä", MaxTranscriptLength), ""},
		{"over the limit", strings.Repeat("a", MaxTranscriptLength+1), MsgTranscriptTooLong},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := CheckTranscript(tt.text)
			if (err == nil) != (tt.want == "") || (err != nil && err.Error() != tt.want) {
				t.Fatalf("CheckTranscript = %v, want %q", err, tt.want)
			}
		})
	}
}
