package pcm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCheckLiveWriteRefusesHalfSamplesAndABacklogPastItsBound(t *testing.T) {
	cases := []struct {
		name           string
		chunk          int
		waiting, limit int64
		want           error
	}{
		{"whole samples", 320, 0, 0, nil},
		{"nothing", 0, 0, 0, nil},
		{"half a sample", 321, 0, 0, ErrHalfSample},
		{"one byte", 1, 0, 1000, ErrHalfSample},
		{"up to the bound", 320, 680, 1000, nil},
		{"past the bound", 322, 680, 1000, ErrBacklog},
		{"no bound", 320, 1 << 40, 0, nil},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, CheckLiveWrite(make([]byte, c.chunk), c.waiting, c.limit), c.name)
	}
}
