package macros

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/macro"
)

// The import's messages, shown to users verbatim.
const (
	MsgImportEmpty    = "The file holds no macros."
	MsgImportTooLarge = "A file may hold at most 200 macros."
	MsgImportProblems = "Nothing was imported. %s"
	MsgImportTooMany  = "Nothing was imported: you would have more than 200 macros."
	msgItem           = "Macro %d (%q): %s"
	msgItemTwice      = "the file holds a macro of this name and language twice"
)

// The names of the files the exports are saved as.
const (
	ExportName       = "radscribe-macros.json"
	ExportSharedName = "radscribe-shared-macros.json"
)

// Export returns the user's own macros, as the file holds them.
func (s *Service) Export(ctx context.Context, user account.User) ([]macro.Macro, error) {
	return s.repo.List(ctx, user.ID)
}

// ExportShared returns the admins' shared macros, in the same file as a user's export.
func (s *Service) ExportShared(ctx context.Context) ([]macro.Macro, error) {
	return s.repo.List(ctx, "")
}

// Imported says what an import did.
type Imported struct {
	Added, Replaced int
}

// Import adds the macros of a file to the user's own, replacing the text of those with the
// same name and language. Every macro is checked first; with any problem, or when the user
// would go over the limit, nothing is stored and the message lists each problem.
func (s *Service) Import(ctx context.Context, user account.User, in []Input) (Imported, error) {
	return s.importInto(ctx, user.ID, in, func(count int) error { return macro.CheckAdd(count, 0) })
}

// ImportShared adds the macros of a file to the shared ones as Import does to a user's; shared
// macros have no count limit of a user.
func (s *Service) ImportShared(ctx context.Context, in []Input) (Imported, error) {
	return s.importInto(ctx, "", in, func(int) error { return nil })
}

// importInto checks every macro of a file and stores them all as ownerID's ("" for the shared
// ones), or nothing, when allowed permits the owner's count after the import.
func (s *Service) importInto(ctx context.Context, ownerID string, in []Input, allowed func(count int) error) (Imported, error) {
	switch {
	case len(in) == 0:
		return Imported{}, apperr.New(apperr.Invalid, MsgImportEmpty)
	case len(in) > macro.MaxPerUser:
		return Imported{}, apperr.New(apperr.Invalid, MsgImportTooLarge)
	}
	now := s.clock.Now()
	ms := make([]macro.Macro, 0, len(in))
	var problems []string
	seen := map[[2]string]bool{}
	for i, item := range in {
		id, err := s.ids.NewID()
		if err != nil {
			return Imported{}, err
		}
		m, err := macro.New(id, ownerID, item.Name, item.Language, item.Text, now)
		if err != nil {
			problems = append(problems, fmt.Sprintf(msgItem, i+1, strings.TrimSpace(item.Name), err.Error()))
			continue
		}
		key := [2]string{m.Language, macro.NameKey(m.Name)}
		if seen[key] {
			problems = append(problems, fmt.Sprintf(msgItem, i+1, m.Name, msgItemTwice))
			continue
		}
		seen[key] = true
		ms = append(ms, m)
	}
	if len(problems) > 0 {
		return Imported{}, apperr.New(apperr.Invalid, fmt.Sprintf(MsgImportProblems, strings.Join(problems, "; ")))
	}
	added, replaced, err := s.repo.Import(ctx, ownerID, ms, allowed)
	var conflict macro.Conflict
	if errors.As(err, &conflict) {
		return Imported{}, apperr.New(apperr.Conflict, MsgImportTooMany)
	}
	if err != nil {
		return Imported{}, classify(err)
	}
	return Imported{Added: added, Replaced: replaced}, nil
}
