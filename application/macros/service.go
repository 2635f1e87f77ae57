// Package macros holds the use cases of macros (AutoText): a user's own, the admins' shared
// ones per language, their export and import as JSON, and their expansion in a transcript.
package macros

import (
	"context"
	"errors"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/macro"
	"github.com/radscribe/radscribe/ports"
)

// Service runs the macro use cases.
type Service struct {
	repo  ports.MacroRepository
	clock ports.Clock
	ids   ports.IDGenerator
}

// NewService returns the macro use cases.
func NewService(repo ports.MacroRepository, clock ports.Clock, ids ports.IDGenerator) *Service {
	return &Service{repo: repo, clock: clock, ids: ids}
}

// List returns the user's own macros and the shared ones, each shared one whose name and
// language the user has too left out: the user's own wins.
func (s *Service) List(ctx context.Context, user account.User) ([]macro.Macro, error) {
	own, err := s.repo.List(ctx, user.ID)
	if err != nil {
		return nil, err
	}
	shared, err := s.repo.List(ctx, "")
	if err != nil {
		return nil, err
	}
	taken := make(map[[2]string]bool, len(own))
	for _, m := range own {
		taken[[2]string{m.Language, macro.NameKey(m.Name)}] = true
	}
	out := own
	for _, m := range shared {
		if !taken[[2]string{m.Language, macro.NameKey(m.Name)}] {
			out = append(out, m)
		}
	}
	return out, nil
}

// ForLanguage returns the macros a dictation in language expands, the user's own first.
func (s *Service) ForLanguage(ctx context.Context, userID, language string) ([]macro.Macro, error) {
	own, err := s.repo.List(ctx, userID)
	if err != nil {
		return nil, err
	}
	shared, err := s.repo.List(ctx, "")
	if err != nil {
		return nil, err
	}
	return macro.ForLanguage(own, shared, language), nil
}

// Input is a macro as a form or a file gives it.
type Input struct {
	Name     string
	Language string
	Text     string
}

// Create adds one of the user's macros, within the limit and without duplicates.
func (s *Service) Create(ctx context.Context, user account.User, in Input) (macro.Macro, error) {
	return s.create(ctx, user.ID, in, func(count int) error { return macro.CheckAdd(count, 1) })
}

// Update changes one of the user's macros; anyone else's is not found.
func (s *Service) Update(ctx context.Context, user account.User, id string, in Input) (macro.Macro, error) {
	return s.update(ctx, user.ID, id, in)
}

// Delete removes one of the user's macros; anyone else's is not found.
func (s *Service) Delete(ctx context.Context, user account.User, id string) error {
	return classify(s.repo.Delete(ctx, user.ID, id))
}

// Shared returns the admins' shared macros.
func (s *Service) Shared(ctx context.Context) ([]macro.Macro, error) {
	return s.repo.List(ctx, "")
}

// CreateShared adds a shared macro; shared macros have no count limit of a user.
func (s *Service) CreateShared(ctx context.Context, in Input) (macro.Macro, error) {
	return s.create(ctx, "", in, func(int) error { return nil })
}

// UpdateShared changes a shared macro.
func (s *Service) UpdateShared(ctx context.Context, id string, in Input) (macro.Macro, error) {
	return s.update(ctx, "", id, in)
}

// DeleteShared removes a shared macro.
func (s *Service) DeleteShared(ctx context.Context, id string) error {
	return classify(s.repo.Delete(ctx, "", id))
}

func (s *Service) create(ctx context.Context, ownerID string, in Input, allowed func(int) error) (macro.Macro, error) {
	id, err := s.ids.NewID()
	if err != nil {
		return macro.Macro{}, err
	}
	m, err := macro.New(id, ownerID, in.Name, in.Language, in.Text, s.clock.Now())
	if err != nil {
		return macro.Macro{}, classify(err)
	}
	err = s.repo.Add(ctx, m, allowed)
	if errors.Is(err, ports.ErrConflict) {
		err = macro.Duplicate(m.Name)
	}
	if err != nil {
		return macro.Macro{}, classify(err)
	}
	return m, nil
}

func (s *Service) update(ctx context.Context, ownerID, id string, in Input) (macro.Macro, error) {
	now := s.clock.Now()
	m, err := s.repo.Update(ctx, ownerID, id, func(m *macro.Macro) error {
		return m.Edit(in.Name, in.Language, in.Text, now)
	})
	if errors.Is(err, ports.ErrConflict) {
		err = macro.Duplicate(in.Name)
	}
	if err != nil {
		return macro.Macro{}, classify(err)
	}
	return m, nil
}

// classify turns broken rules into application errors; a macro the user does not own and
// one that does not exist look the same on purpose.
func classify(err error) error {
	var (
		problem  macro.Problem
		conflict macro.Conflict
	)
	switch {
	case err == nil:
		return nil
	case errors.As(err, &problem):
		return apperr.New(apperr.Invalid, err.Error())
	case errors.As(err, &conflict):
		return apperr.New(apperr.Conflict, err.Error())
	case errors.Is(err, ports.ErrNotFound):
		return apperr.New(apperr.NotFound, macro.MsgNotFound)
	}
	return err
}
