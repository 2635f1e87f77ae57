package portstest

import (
	"context"

	"github.com/radscribe/radscribe/domain/macro"
	"github.com/radscribe/radscribe/ports"
)

// Macros implements ports.MacroRepository in memory.
type Macros struct{ db *tables }

func byNameThenLanguage(a, b macro.Macro) int {
	return compareStrings(macro.NameKey(a.Name), macro.NameKey(b.Name), a.Language, b.Language, a.ID, b.ID)
}

// List returns the owner's macros by name.
func (r *Macros) List(_ context.Context, ownerID string) ([]macro.Macro, error) {
	defer r.db.lock()()
	return rowsWhere(r.db.macros, func(m macro.Macro) bool { return m.OwnerID == ownerID }, byNameThenLanguage), nil
}

// sameName reports whether another macro of m's owner has m's name and language.
func (db *tables) sameName(m macro.Macro) bool {
	return countWhere(db.macros, func(other macro.Macro) bool {
		return other.ID != m.ID && other.OwnerID == m.OwnerID && other.Language == m.Language && macro.NameKey(other.Name) == macro.NameKey(m.Name)
	}) > 0
}

func (db *tables) requireMacroOwner(ownerID string) error {
	if ownerID == "" {
		return nil
	}
	return db.requireOwner(ownerID)
}

// Add stores m when allowed permits it.
func (r *Macros) Add(_ context.Context, m macro.Macro, allowed func(count int) error) error {
	defer r.db.lock()()
	if err := r.db.requireMacroOwner(m.OwnerID); err != nil {
		return err
	}
	if err := allowed(countWhere(r.db.macros, func(other macro.Macro) bool { return other.OwnerID == m.OwnerID })); err != nil {
		return err
	}
	return r.db.bumped(m.OwnerID, insertRow(r.db.macros, m.ID, m, r.db.sameName))
}

// Import adds or replaces ms all at once, or stores nothing.
func (r *Macros) Import(_ context.Context, ownerID string, ms []macro.Macro, allowed func(count int) error) (int, int, error) {
	defer r.db.lock()()
	if err := r.db.requireMacroOwner(ownerID); err != nil {
		return 0, 0, err
	}
	next := make(map[string]macro.Macro, len(r.db.macros)+len(ms))
	for id, m := range r.db.macros {
		next[id] = m
	}
	added, replaced := 0, 0
	for _, m := range ms {
		m.OwnerID = ownerID
		existing := rowsWhere(next, func(other macro.Macro) bool {
			return other.OwnerID == ownerID && other.Language == m.Language && macro.NameKey(other.Name) == macro.NameKey(m.Name)
		}, byNameThenLanguage)
		if len(existing) > 0 {
			stored := existing[0]
			stored.Name, stored.Text, stored.UpdatedAt = m.Name, m.Text, m.UpdatedAt
			next[stored.ID] = stored
			replaced++
			continue
		}
		if _, taken := next[m.ID]; taken {
			return 0, 0, ports.ErrConflict
		}
		next[m.ID] = m
		added++
	}
	if err := allowed(countWhere(next, func(m macro.Macro) bool { return m.OwnerID == ownerID })); err != nil {
		return 0, 0, err
	}
	r.db.macros = next
	r.db.versions[ownerID]++
	return added, replaced, nil
}

// Update changes the owner's macro.
func (r *Macros) Update(_ context.Context, ownerID, id string, change func(*macro.Macro) error) (macro.Macro, error) {
	defer r.db.lock()()
	if m, ok := r.db.macros[id]; !ok || m.OwnerID != ownerID {
		return macro.Macro{}, ports.ErrNotFound
	}
	updated, err := updateRow(r.db.macros, id, change, func(next *macro.Macro, stored macro.Macro) {
		next.ID, next.OwnerID, next.CreatedAt = stored.ID, stored.OwnerID, stored.CreatedAt
	}, r.db.sameName)
	return updated, r.db.bumped(ownerID, err)
}

// Delete removes the owner's macro.
func (r *Macros) Delete(_ context.Context, ownerID, id string) error {
	defer r.db.lock()()
	return r.db.bumped(ownerID, deleteRow(r.db.macros, id, func(m macro.Macro) bool { return m.OwnerID == ownerID }))
}

var _ ports.MacroRepository = (*Macros)(nil)
