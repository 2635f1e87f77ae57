package dictation_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/radscribe/radscribe/domain/dictation"
)

func TestSaysTwo(t *testing.T) {
	tests := []struct {
		code, word string
		want       bool
	}{
		{"en", "two", true},
		{"en", "Two", true},
		{"de", "zwei", true},
		{"fr", "deux", true},
		{"es", "dos", true},
		{"it", "due", true},
		{"pt", "dois", true},
		{"fr-ca", "deux", true},
		{"en", "twelve", false},
		{"en", "both", false},
		{"fr", "trois", false},
		{"fr", "les", false},
	}
	for _, tt := range tests {
		t.Run(tt.code+" "+tt.word, func(t *testing.T) {
			assert.Equal(t, tt.want, dictation.SaysTwo(tt.code, tt.word))
		})
	}
}
