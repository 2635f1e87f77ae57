package report

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSingularNormal(t *testing.T) {
	tests := []struct {
		language, word, want string
	}{
		{"fr", "normaux", "normal"},
		{"fr", "Normales", "Normale"},
		{"fr-ca", "libres", "libre"},
		{"es", "normales", "normal"},
		{"it", "normali", "normale"},
		{"pt", "normais", "normal"},
		{"en", "normal", ""},
		{"fr", "normal", ""},
		{"de", "normale", ""},
	}
	for _, tt := range tests {
		t.Run(tt.language+" "+tt.word, func(t *testing.T) {
			got, ok := SingularNormal(tt.language, tt.word)
			assert.Equal(t, tt.want != "", ok)
			assert.Equal(t, tt.want, got)
		})
	}
}
