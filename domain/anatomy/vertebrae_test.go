package anatomy

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestVertebraOrder(t *testing.T) {
	cases := []struct {
		word  string
		order int
		ok    bool
	}{
		{"c1", 1, true}, {"c7", 7, true}, {"t1", 8, true}, {"th12", 19, true}, {"t12", 19, true},
		{"l1", 20, true}, {"l5", 24, true}, {"s1", 25, true},
		{"c8", 0, false}, {"l6", 0, false}, {"t13", 0, false}, {"l0", 0, false}, {"lx", 0, false}, {"liver", 0, false},
		{"l+5", 0, false}, {"x5", 0, false}, {"a1", 0, false}, {"l05", 24, true},
	}
	for _, c := range cases {
		order, ok := VertebraOrder(c.word)
		assert.Equal(t, c.ok, ok, c.word)
		if c.ok {
			assert.Equal(t, c.order, order, c.word)
		}
	}
	l1, _ := VertebraOrder("l1")
	got, ok := Vertebra("LWK", 1)
	assert.True(t, ok)
	assert.Equal(t, l1, got)
	_, ok = Vertebra("LWK", 6)
	assert.False(t, ok)
	_, ok = Vertebra("XYZ", 1)
	assert.False(t, ok)
}
