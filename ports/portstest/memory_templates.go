package portstest

import (
	"context"
	"fmt"
	"time"

	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/ports"
)

// MasterTemplates implements ports.MasterTemplateRepository in memory.
type MasterTemplates struct{ db *tables }

// List returns every default template by modality, language and name.
func (r *MasterTemplates) List(context.Context) ([]template.Template, error) {
	defer r.db.lock()()
	return rowsWhere(r.db.masterTemplates, func(template.Template) bool { return true }, func(a, b template.Template) int {
		return compareStrings(string(a.Modality), string(b.Modality), a.Language, b.Language, a.Name, b.Name, a.ID, b.ID)
	}), nil
}

// Create stores a new default template.
func (r *MasterTemplates) Create(_ context.Context, t template.Template) error {
	defer r.db.lock()()
	return insertRow(r.db.masterTemplates, t.ID, t, nil)
}

// Update lets change modify the template and saves it unless change fails; the id and
// creation time never change.
func (r *MasterTemplates) Update(_ context.Context, id string, change func(*template.Template) error) (template.Template, error) {
	defer r.db.lock()()
	return updateRow(r.db.masterTemplates, id, change, func(next *template.Template, stored template.Template) {
		next.ID, next.CreatedAt = stored.ID, stored.CreatedAt
	}, nil)
}

// Delete removes a default template; ErrNotFound when there is none.
func (r *MasterTemplates) Delete(_ context.Context, id string) error {
	defer r.db.lock()()
	return deleteRow(r.db.masterTemplates, id, func(template.Template) bool { return true })
}

// Stamp summarises the default templates by their count and latest change.
func (r *MasterTemplates) Stamp(context.Context) (string, error) {
	defer r.db.lock()()
	var latest time.Time
	for _, t := range r.db.masterTemplates {
		if t.UpdatedAt.After(latest) {
			latest = t.UpdatedAt
		}
	}
	return fmt.Sprintf("%d/%s", len(r.db.masterTemplates), latest.UTC().Format(time.RFC3339Nano)), nil
}

// Seed stores t once per seedKey, ever.
func (r *MasterTemplates) Seed(_ context.Context, seedKey string, t template.Template) (bool, error) {
	defer r.db.lock()()
	if !r.db.claimSeedKey(seedKey) {
		return false, nil
	}
	if err := insertRow(r.db.masterTemplates, t.ID, t, nil); err != nil {
		return false, err
	}
	return true, nil
}

// UserTemplates implements ports.UserTemplateRepository in memory.
type UserTemplates struct{ db *tables }

// ListByOwner returns the owner's templates, oldest first.
func (r *UserTemplates) ListByOwner(_ context.Context, ownerID string) ([]template.Template, error) {
	defer r.db.lock()()
	return r.db.ownTemplates(ownerID), nil
}

func (db *tables) ownTemplates(ownerID string) []template.Template {
	return rowsWhere(db.userTemplates, func(t template.Template) bool { return t.OwnerID == ownerID }, func(a, b template.Template) int {
		if c := a.CreatedAt.Compare(b.CreatedAt); c != 0 {
			return c
		}
		return compareStrings(a.ID, b.ID)
	})
}

// Add stores t when allowed permits it, given the owner's templates; a name the owner already
// uses (in any letter case) is ErrConflict.
func (r *UserTemplates) Add(_ context.Context, t template.Template, allowed func(own []template.Template) error) error {
	defer r.db.lock()()
	if err := r.db.requireOwner(t.OwnerID); err != nil {
		return err
	}
	if err := allowed(r.db.ownTemplates(t.OwnerID)); err != nil {
		return err
	}
	return insertRow(r.db.userTemplates, t.ID, t, r.db.ownNameTaken)
}

// Update changes the owner's template; the id, owner and creation time never change.
func (r *UserTemplates) Update(_ context.Context, ownerID, id string, change func(*template.Template, []template.Template) error) (template.Template, error) {
	defer r.db.lock()()
	stored, ok := r.db.userTemplates[id]
	if !ok || stored.OwnerID != ownerID {
		return template.Template{}, ports.ErrNotFound
	}
	next := stored
	if err := change(&next, r.db.ownTemplates(ownerID)); err != nil {
		return template.Template{}, err
	}
	next.ID, next.OwnerID, next.CreatedAt = stored.ID, stored.OwnerID, stored.CreatedAt
	if r.db.ownNameTaken(next) {
		return template.Template{}, ports.ErrConflict
	}
	r.db.userTemplates[id] = next
	return next, nil
}

// Delete removes the owner's template; ErrNotFound when the owner has no such template.
func (r *UserTemplates) Delete(_ context.Context, ownerID, id string) error {
	defer r.db.lock()()
	return deleteRow(r.db.userTemplates, id, func(t template.Template) bool { return t.OwnerID == ownerID })
}

// ownNameTaken reports whether another template of t's owner has t's name in any letter case.
func (db *tables) ownNameTaken(t template.Template) bool {
	return countWhere(db.userTemplates, func(other template.Template) bool {
		return other.ID != t.ID && other.OwnerID == t.OwnerID && template.NameKey(other.Name) == template.NameKey(t.Name)
	}) > 0
}

var (
	_ ports.MasterTemplateRepository = (*MasterTemplates)(nil)
	_ ports.UserTemplateRepository   = (*UserTemplates)(nil)
)
