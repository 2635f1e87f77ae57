package memo

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestBoundedKeepsAndStartsAgainWhenFull(t *testing.T) {
	m := New[string, int](2, 100)
	m.Put("a", 1, 10)
	m.Put("a", 9, 10)
	got, ok := m.Get("a")
	assert.True(t, ok)
	assert.Equal(t, 1, got, "a key kept keeps its first value")

	m.Put("b", 2, 10)
	m.Put("c", 3, 10)
	_, ok = m.Get("a")
	assert.False(t, ok, "full by count: started again")
	got, _ = m.Get("c")
	assert.Equal(t, 3, got)

	m.Put("huge", 4, 201)
	_, ok = m.Get("huge")
	assert.False(t, ok, "a value over four times the average allowed is not kept")

	m.Put("d", 5, 95)
	_, ok = m.Get("c")
	assert.False(t, ok, "full by size: started again")
	got, _ = m.Get("d")
	assert.Equal(t, 5, got)
}
