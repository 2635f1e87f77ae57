package memo

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLRULetsTheLeastRecentlyUsedGoPastItsBound(t *testing.T) {
	var gone []string
	l := NewLRU[string, int](10, func(key string, _ int) { gone = append(gone, key) })
	l.Put("a", 1, 4)
	l.Put("b", 2, 4)
	_, ok := l.Get("a") // a is now the most recently used
	assert.True(t, ok)
	l.Put("c", 3, 4)
	assert.Equal(t, []string{"b"}, gone, "the least recently used went")
	assert.Equal(t, 8, l.Weight())
	assert.Equal(t, 2, l.Len())

	assert.True(t, l.Grow("c", 3))
	assert.Equal(t, []string{"b", "a"}, gone, "growing past the bound lets the oldest go")
	assert.False(t, l.Grow("a", 1), "a value let go of does not grow")

	l.Put("c", 30, 2)
	got, _ := l.Get("c")
	assert.Equal(t, 30, got, "a value replaced")
	assert.Equal(t, 2, l.Weight())

	l.Outside(9)
	_, ok = l.Get("c")
	assert.False(t, ok, "the weight held outside the entries counts against the bound")
	assert.Equal(t, 9, l.Weight())
	l.Outside(0)
	l.Put("big", 4, 11)
	_, ok = l.Get("big")
	assert.False(t, ok, "a value heavier than the bound is not kept")
	assert.Equal(t, 0, l.Weight())

	l.Put("d", 5, 1)
	l.Remove("d")
	assert.Equal(t, 0, l.Len())
	assert.Equal(t, "d", gone[len(gone)-1])
}
