package builtin

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/vocabulary"
	"github.com/radscribe/radscribe/ports"
)

func entries(n int, corrected string) []vocabulary.Entry {
	out := make([]vocabulary.Entry, n)
	for i := range out {
		out[i] = vocabulary.Entry{ID: fmt.Sprint(i), OriginalWord: fmt.Sprintf("term%d", i), CorrectedWord: corrected, Language: "en"}
	}
	return out
}

// An index is kept under the request's key and language, and built again for another key;
// without a key it is built each time.
func TestTheWriterKeepsIndexesByKey(t *testing.T) {
	c := newIndexCache(100)
	vocab := entries(3, "Alpha")
	first := c.index("anna:1", "en", vocab)
	require.NotNil(t, first)
	assert.Same(t, first, c.index("anna:1", "en", vocab), "kept")
	assert.NotSame(t, first, c.index("anna:2", "en", vocab), "a new version is another key")
	assert.NotSame(t, first, c.index("anna:1", "en-GB", vocab), "another language")
	assert.NotSame(t, c.index("", "en", vocab), c.index("", "en", vocab), "no key: built each time")

	w := New()
	correct := func(key, corrected string) string {
		res, err := w.Correct(context.Background(), ports.CorrectionRequest{Text: "term1 seen", Language: "en", Vocabulary: entries(3, corrected), VocabularyKey: key})
		require.NoError(t, err)
		return res.Text
	}
	assert.Contains(t, correct("anna:1", "Alpha"), "Alpha")
	assert.Contains(t, correct("anna:2", "Beta"), "Beta", "the changed vocabulary comes with a new key")
}

// The entries the kept indexes hold stay within the bound, the least recently used going first.
func TestTheWritersIndexesAreBounded(t *testing.T) {
	c := newIndexCache(10)
	a := c.index("a", "en", entries(4, "A"))
	c.index("b", "en", entries(4, "B"))
	assert.Same(t, a, c.index("a", "en", entries(4, "A")), "a used again")
	c.index("c", "en", entries(4, "C"))
	assert.LessOrEqual(t, c.indexes.Weight(), 10)
	assert.Same(t, a, c.index("a", "en", nil), "the recently used index stays")
	_, kept := c.indexes.Get("b\x00en")
	assert.False(t, kept, "the least recently used went")
	c.index("big", "en", entries(20, "X"))
	_, kept = c.indexes.Get("big\x00en")
	assert.False(t, kept, "an index larger than the bound is not kept")
}

// Requests share a kept index at the same time (go test -race): the index is only read.
func TestAKeptIndexServesConcurrentRequests(t *testing.T) {
	w := New()
	vocab := entries(50, "Fixed")
	done := make(chan string)
	for i := range 8 {
		go func() {
			res, err := w.Correct(context.Background(), ports.CorrectionRequest{
				Text: fmt.Sprintf("term%d and term%d", i, i+10), Language: "en", Vocabulary: vocab, VocabularyKey: "anna:1",
			})
			if err != nil {
				done <- err.Error()
				return
			}
			done <- res.Text
		}()
	}
	for range 8 {
		assert.Equal(t, "Fixed and Fixed", <-done)
	}
}
