package portstest

import (
	"context"

	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/domain/vocabulary"
	"github.com/radscribe/radscribe/ports"
)

// Vocabulary implements ports.VocabularyRepository and ports.VocabularyFrequencies in memory.
type Vocabulary struct{ db *tables }

// ListByOwner returns the owner's entries, newest first.
func (r *Vocabulary) ListByOwner(_ context.Context, ownerID string) ([]vocabulary.Entry, error) {
	defer r.db.lock()()
	return rowsWhere(r.db.vocabulary, func(e vocabulary.Entry) bool { return e.OwnerID == ownerID }, func(a, b vocabulary.Entry) int {
		return newestFirst(a.CreatedAt, b.CreatedAt, a.ID, b.ID)
	}), nil
}

// Add stores e when allowed permits it, given the owner's number of entries; a word the owner
// already corrects in that language (in any letter case) is ErrConflict.
func (r *Vocabulary) Add(_ context.Context, e vocabulary.Entry, allowed func(count int) error) error {
	defer r.db.lock()()
	if err := r.db.requireOwner(e.OwnerID); err != nil {
		return err
	}
	if err := allowed(countWhere(r.db.vocabulary, func(other vocabulary.Entry) bool { return other.OwnerID == e.OwnerID })); err != nil {
		return err
	}
	return r.db.bumped(e.OwnerID, insertRow(r.db.vocabulary, e.ID, e, r.db.wordCorrected))
}

// wordCorrected reports whether e's owner already corrects e's word, in any letter case, in
// e's language.
func (db *tables) wordCorrected(e vocabulary.Entry) bool {
	return countWhere(db.vocabulary, func(other vocabulary.Entry) bool {
		return other.OwnerID == e.OwnerID && other.Language == e.Language &&
			vocabulary.OriginalKey(other.OriginalWord) == vocabulary.OriginalKey(e.OriginalWord)
	}) > 0
}

// Delete removes the owner's entry; ErrNotFound when the owner has no such entry.
func (r *Vocabulary) Delete(_ context.Context, ownerID, id string) error {
	defer r.db.lock()()
	return r.db.bumped(ownerID, deleteRow(r.db.vocabulary, id, func(e vocabulary.Entry) bool { return e.OwnerID == ownerID }))
}

// bumped raises the owner's correction version when a change succeeded (err nil); call with
// the lock held.
func (db *tables) bumped(ownerID string, err error) error {
	if err == nil {
		db.versions[ownerID]++
	}
	return err
}

// CorrectionVersions returns the versions of the owner's vocabulary and macros and of the
// shared macros.
func (r *Vocabulary) CorrectionVersions(_ context.Context, ownerID string) (own, shared int64, err error) {
	defer r.db.lock()()
	return r.db.versions[ownerID], r.db.versions[""], nil
}

// IncrementFrequencies adds each positive count to the owner's entry of that id; other ids
// are ignored.
func (r *Vocabulary) IncrementFrequencies(_ context.Context, ownerID string, hits map[string]int) error {
	defer r.db.lock()()
	for id, n := range hits {
		if e, ok := r.db.vocabulary[id]; ok && e.OwnerID == ownerID && n > 0 {
			e.Frequency += n
			r.db.vocabulary[id] = e
		}
	}
	return nil
}

// Preferences implements ports.PreferencesRepository in memory.
type Preferences struct{ db *tables }

// Get returns the user's preferences or the defaults.
func (r *Preferences) Get(_ context.Context, userID string) (ports.UserPreferences, error) {
	defer r.db.lock()()
	if prefs, ok := r.db.preferences[userID]; ok {
		return prefs, nil
	}
	return ports.DefaultUserPreferences(), nil
}

// Update lets change modify the user's preferences and saves them unless change fails.
func (r *Preferences) Update(_ context.Context, userID string, change func(*ports.UserPreferences) error) (ports.UserPreferences, error) {
	defer r.db.lock()()
	if err := r.db.requireOwner(userID); err != nil {
		return ports.UserPreferences{}, err
	}
	prefs, ok := r.db.preferences[userID]
	if !ok {
		prefs = ports.DefaultUserPreferences()
	}
	if err := change(&prefs); err != nil {
		return ports.UserPreferences{}, err
	}
	r.db.preferences[userID] = prefs
	return prefs, nil
}

// PromptHistory implements ports.PromptHistoryRepository in memory.
type PromptHistory struct{ db *tables }

// List returns the owner's saved prompts of one type, newest first.
func (r *PromptHistory) List(_ context.Context, ownerID string, t prompt.HistoryType) ([]prompt.Saved, error) {
	defer r.db.lock()()
	return rowsWhere(r.db.savedPrompts, func(s prompt.Saved) bool { return s.OwnerID == ownerID && s.Type == t }, func(a, b prompt.Saved) int {
		return newestFirst(a.CreatedAt, b.CreatedAt, a.ID, b.ID)
	}), nil
}

// Add stores s when allowed permits it, given how many of its type the owner has.
func (r *PromptHistory) Add(_ context.Context, s prompt.Saved, allowed func(count int) error) error {
	defer r.db.lock()()
	if err := r.db.requireOwner(s.OwnerID); err != nil {
		return err
	}
	if err := allowed(countWhere(r.db.savedPrompts, func(other prompt.Saved) bool { return other.OwnerID == s.OwnerID && other.Type == s.Type })); err != nil {
		return err
	}
	return insertRow(r.db.savedPrompts, s.ID, s, nil)
}

// Delete removes the owner's saved prompt; ErrNotFound when the owner has no such prompt.
func (r *PromptHistory) Delete(_ context.Context, ownerID, id string) error {
	defer r.db.lock()()
	return deleteRow(r.db.savedPrompts, id, func(s prompt.Saved) bool { return s.OwnerID == ownerID })
}

var (
	_ ports.VocabularyRepository    = (*Vocabulary)(nil)
	_ ports.VocabularyFrequencies   = (*Vocabulary)(nil)
	_ ports.CorrectionVersions      = (*Vocabulary)(nil)
	_ ports.PreferencesRepository   = (*Preferences)(nil)
	_ ports.PromptHistoryRepository = (*PromptHistory)(nil)
)
