package lang

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDictationLanguage(t *testing.T) {
	cases := []struct {
		in, want string
		err      error
	}{
		{"", "en", nil},
		{"  ", "en", nil},
		{"de-ch", "de-ch", nil},
		{" pt-br ", "pt-br", nil},
		{"klingon", "", Problem(MsgUnknown)},
		{"universal", "", Problem(MsgUnknown)},
	}
	for _, c := range cases {
		got, err := DictationLanguage(c.in)
		assert.Equal(t, c.want, got, c.in)
		assert.Equal(t, c.err, err, c.in)
	}
}
