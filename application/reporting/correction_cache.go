package reporting

import (
	"context"
	"strconv"
	"sync"

	"github.com/radscribe/radscribe/domain/macro"
	"github.com/radscribe/radscribe/domain/memo"
	"github.com/radscribe/radscribe/domain/vocabulary"
)

// correctionCacheItems bounds the vocabulary entries and macros kept in memory, over all users
// (a few hundred bytes each: some 40 MB at most); the least recently served user goes first.
const correctionCacheItems = 100_000

// correctionCache keeps each recent user's vocabulary (all of it, and by dictation language) and
// macros, and the shared macros, each with the version of its owner it was read at
// (ports.CorrectionVersions). Every report reads the versions, one statement, and reads a list
// again only when its owner's version moved: a change made through any replica raises it, so
// no replica serves a vocabulary or a macro older than the versions it just read.
//
// The versions are read before the lists, so a list read while another replica changes it is
// kept under the older version and read again by the next request, never the reverse.
type correctionCache struct {
	mu sync.Mutex
	// users weighs the vocabulary entries and macros held, the shared macros outside them.
	users  *memo.LRU[string, *userCorrections]
	shared sharedMacros
}

// userCorrections is what one user's reports need, read at version.
type userCorrections struct {
	userID     string
	version    int64
	vocabulary []vocabulary.Entry            // nil until read
	byLanguage map[string][]vocabulary.Entry // vocabulary.ForLanguage of it, by language
	macros     []macro.Macro                 // the user's own, nil until read
	macrosRead bool
	evicted    bool // let go of: what it holds is no longer counted
}

// sharedMacros are the admins' macros, read at version.
type sharedMacros struct {
	version int64
	macros  []macro.Macro
	read    bool
}

// versions are the versions read for one report.
type versions struct {
	own, shared int64
	known       bool // false without a version store: everything is read each time
}

func newCorrectionCache(limit int) *correctionCache {
	evicted := func(_ string, u *userCorrections) { u.evicted = true }
	return &correctionCache{users: memo.NewLRU(limit, evicted)}
}

// vocabularyKey names a user's vocabulary of a language at a version, for the writer to keep
// what it prepares from it (ports.CorrectionRequest.VocabularyKey).
func vocabularyKey(userID string, v versions, language string) string {
	if !v.known {
		return ""
	}
	return userID + "\x00" + strconv.FormatInt(v.own, 10) + "\x00" + language
}

// user returns the user's entry at version, a fresh one when the version moved; nil means the
// cache is off. Call with mu held.
func (c *correctionCache) user(userID string, version int64) *userCorrections {
	if u, ok := c.users.Get(userID); ok && u.version == version {
		return u
	}
	u := &userCorrections{userID: userID, version: version}
	c.users.Put(userID, u, 0) // in place of the older version's
	return u
}

// grow counts n more items held for u, and lets the least recently served users go while the
// cache holds more than its bound (u itself last).
func (c *correctionCache) grow(u *userCorrections, n int) {
	if !u.evicted {
		c.users.Grow(u.userID, n)
	}
}

// vocabulary returns the user's entries for language at the version, read with list when
// not kept.
func (c *correctionCache) vocabulary(ctx context.Context, userID, language string, v versions, list func(context.Context, string) ([]vocabulary.Entry, error)) ([]vocabulary.Entry, error) {
	if !v.known {
		entries, err := list(ctx, userID)
		return vocabulary.ForLanguage(entries, language), err
	}
	c.mu.Lock()
	u := c.user(userID, v.own)
	entries, read := u.vocabulary, u.vocabulary != nil
	if forLanguage, ok := u.byLanguage[language]; ok {
		c.mu.Unlock()
		return forLanguage, nil
	}
	c.mu.Unlock()
	if !read {
		var err error
		if entries, err = list(ctx, userID); err != nil {
			return nil, err
		}
		if entries == nil {
			entries = []vocabulary.Entry{}
		}
	}
	forLanguage := vocabulary.ForLanguage(entries, language)
	c.mu.Lock()
	defer c.mu.Unlock()
	u = c.user(userID, v.own)
	if u.vocabulary == nil {
		u.vocabulary = entries
		c.grow(u, len(entries)+1)
	}
	if u.byLanguage == nil {
		u.byLanguage = map[string][]vocabulary.Entry{}
	}
	if _, ok := u.byLanguage[language]; !ok {
		u.byLanguage[language] = forLanguage
		c.grow(u, len(forLanguage)+1)
	}
	return forLanguage, nil
}

// macros returns the user's own macros and the shared ones at the versions, each read with
// list when not kept.
func (c *correctionCache) macros(ctx context.Context, userID string, v versions, list func(context.Context, string) ([]macro.Macro, error)) (own, shared []macro.Macro, err error) {
	if !v.known {
		if own, err = list(ctx, userID); err != nil {
			return nil, nil, err
		}
		shared, err = list(ctx, "")
		return own, shared, err
	}
	c.mu.Lock()
	u := c.user(userID, v.own)
	own, ownRead := u.macros, u.macrosRead
	shared, sharedRead := c.shared.macros, c.shared.read && c.shared.version == v.shared
	c.mu.Unlock()
	if !ownRead {
		if own, err = list(ctx, userID); err != nil {
			return nil, nil, err
		}
	}
	if !sharedRead {
		if shared, err = list(ctx, ""); err != nil {
			return nil, nil, err
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if !ownRead {
		if u = c.user(userID, v.own); !u.macrosRead {
			u.macros, u.macrosRead = own, true
			c.grow(u, len(own)+1)
		}
	}
	// The shared macros are kept at the newest version seen.
	if !sharedRead && (!c.shared.read || v.shared >= c.shared.version) {
		c.shared = sharedMacros{version: v.shared, macros: shared, read: true}
		c.users.Outside(len(shared))
	}
	return own, shared, nil
}
