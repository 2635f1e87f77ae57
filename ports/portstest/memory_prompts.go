package portstest

import (
	"context"

	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/ports"
)

// AIPrompts implements ports.AIPromptRepository in memory.
type AIPrompts struct{ db *tables }

// List returns every admin prompt by name and language.
func (r *AIPrompts) List(context.Context) ([]prompt.AI, error) {
	defer r.db.lock()()
	return rowsWhere(r.db.aiPrompts, func(prompt.AI) bool { return true }, func(a, b prompt.AI) int {
		return compareStrings(a.Name, b.Name, a.Language, b.Language, a.ID, b.ID)
	}), nil
}

// Create stores a new admin prompt; a second prompt with the same name and language is
// ErrConflict.
func (r *AIPrompts) Create(_ context.Context, p prompt.AI) error {
	defer r.db.lock()()
	return insertRow(r.db.aiPrompts, p.ID, p, r.db.aiPromptClashes)
}

// Update lets change modify the prompt and saves it unless change fails; the id and creation
// time never change.
func (r *AIPrompts) Update(_ context.Context, id string, change func(*prompt.AI) error) (prompt.AI, error) {
	defer r.db.lock()()
	return updateRow(r.db.aiPrompts, id, change, func(next *prompt.AI, stored prompt.AI) {
		next.ID, next.CreatedAt = stored.ID, stored.CreatedAt
	}, r.db.aiPromptClashes)
}

// Delete removes an admin prompt; ErrNotFound when there is none.
func (r *AIPrompts) Delete(_ context.Context, id string) error {
	defer r.db.lock()()
	return deleteRow(r.db.aiPrompts, id, func(prompt.AI) bool { return true })
}

// Seed stores p once per seedKey, ever; a prompt with the same name and language wins.
func (r *AIPrompts) Seed(_ context.Context, seedKey string, p prompt.AI) (bool, error) {
	defer r.db.lock()()
	if !r.db.claimSeedKey(seedKey) || r.db.aiPromptClashes(p) {
		return false, nil
	}
	if err := insertRow(r.db.aiPrompts, p.ID, p, nil); err != nil {
		return false, err
	}
	return true, nil
}

// aiPromptClashes reports whether another prompt has p's name and language.
func (db *tables) aiPromptClashes(p prompt.AI) bool {
	return countWhere(db.aiPrompts, func(other prompt.AI) bool {
		return other.ID != p.ID && other.Name == p.Name && other.Language == p.Language
	}) > 0
}

var _ ports.AIPromptRepository = (*AIPrompts)(nil)
