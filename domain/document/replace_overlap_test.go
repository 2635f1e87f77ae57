package document

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Edits that overlap, one of which no longer lies inside the source once the edits after it
// are made, leave that one out instead of cutting out of range (a fill of a template heading a
// section twice panicked here).
func TestReplaceAllLeavesOutAnEditPastTheSource(t *testing.T) {
	assert.NotPanics(t, func() {
		got := ReplaceAll("abcdefghij", []Edit{{From: 8, To: 10, Text: ""}, {From: 2, To: 9, Text: "X"}})
		assert.Equal(t, "abcdefgh", got)
	})
}
