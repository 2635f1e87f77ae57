package ports

import (
	"context"

	"github.com/radscribe/radscribe/domain/macro"
)

// MacroRepository stores users' macros and the admins' shared ones (OwnerID ""), each scoped
// to its owner. A second macro of the same owner with the same name (macro.NameKey) and
// language is ErrConflict.
type MacroRepository interface {
	// List returns the owner's macros ("" for the shared ones), by name, then language.
	List(ctx context.Context, ownerID string) ([]macro.Macro, error)
	// Add stores m if allowed, given how many macros its owner has, permits it, in one
	// transaction.
	Add(ctx context.Context, m macro.Macro, allowed func(count int) error) error
	// Import stores ms, all of the owner's, in one transaction: a macro with the name and
	// language of one the owner has replaces its text, the others are added. allowed gets the
	// owner's count after the import; when it refuses, nothing is stored.
	Import(ctx context.Context, ownerID string, ms []macro.Macro, allowed func(count int) error) (added, replaced int, err error)
	// Update loads the owner's macro, lets change modify it and saves it in one transaction;
	// another owner's macro is ErrNotFound.
	Update(ctx context.Context, ownerID, id string, change func(*macro.Macro) error) (macro.Macro, error)
	Delete(ctx context.Context, ownerID, id string) error
}
