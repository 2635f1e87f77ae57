package builtin

import (
	"sync"

	"github.com/radscribe/radscribe/domain/memo"
	"github.com/radscribe/radscribe/domain/vocabulary"
)

// indexCacheEntries bounds the vocabulary entries the indexes kept in memory were built from
// (about 200 bytes each with their index, so some 40 MB): 20 users with the largest vocabulary
// the plans allow, or a thousand with a few hundred entries each.
const indexCacheEntries = 200_000

// indexCache keeps the vocabulary indexes of recent requests by the request's VocabularyKey (and
// the dictation language, which decides the entries that apply), least recently used first out
// when the entries they hold pass the bound. The key changes with any change to the vocabulary,
// so an index found is current; an index is only read after it is built, so requests share it.
type indexCache struct {
	mu      sync.Mutex
	indexes *memo.LRU[string, *vocabularyIndex] // weighed by the entries each was built from
	limit   int
}

func newIndexCache(limit int) *indexCache {
	return &indexCache{indexes: memo.NewLRU[string, *vocabularyIndex](limit, nil), limit: limit}
}

// index returns the index of vocab for the dictation language code: the one kept under key,
// or else one built now and kept. Without a cache or a key it builds one each time.
func (c *indexCache) index(key, code string, vocab []vocabulary.Entry) *vocabularyIndex {
	if c == nil || key == "" {
		return newVocabularyIndex(vocab, code)
	}
	key += "\x00" + code
	c.mu.Lock()
	if index, ok := c.indexes.Get(key); ok {
		c.mu.Unlock()
		return index
	}
	c.mu.Unlock()
	// Built outside the lock: two requests may build the same index once each, which is
	// cheaper than making every other user's request wait.
	index := newVocabularyIndex(vocab, code)
	size := len(vocab) + 1
	if size > c.limit {
		return index
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if kept, ok := c.indexes.Get(key); ok {
		return kept
	}
	c.indexes.Put(key, index, size)
	return index
}
