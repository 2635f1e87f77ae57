// Package prompts holds the admin's AI prompt use cases: the list (filtered by the spec's
// visibility rule), create, update and delete for admins only, and seeding the defaults.
package prompts

import (
	"context"
	"errors"
	"fmt"

	"github.com/radscribe/radscribe/application/access"
	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/application/prompts/defaults"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/ports"
)

// seedKeyPrefix namespaces prompt keys in the record of seeded defaults.
const seedKeyPrefix = "prompt:"

// Service runs the AI prompt use cases.
type Service struct {
	prompts ports.AIPromptRepository
	clock   ports.Clock
	ids     ports.IDGenerator
}

// NewService returns the AI prompt use cases.
func NewService(prompts ports.AIPromptRepository, clock ports.Clock, ids ports.IDGenerator) *Service {
	return &Service{prompts: prompts, clock: clock, ids: ids}
}

// List returns the prompts the admin list shows (spec 001 section 6).
func (s *Service) List(ctx context.Context, actor account.User) ([]prompt.AI, error) {
	if err := access.RequireAdmin(actor); err != nil {
		return nil, err
	}
	all, err := s.prompts.List(ctx)
	if err != nil {
		return nil, err
	}
	visible := make([]prompt.AI, 0, len(all))
	for _, p := range all {
		if p.VisibleToAdmin() {
			visible = append(visible, p)
		}
	}
	return visible, nil
}

// Create adds a prompt.
func (s *Service) Create(ctx context.Context, actor account.User, d prompt.AIDraft) (prompt.AI, error) {
	if err := access.RequireAdmin(actor); err != nil {
		return prompt.AI{}, err
	}
	id, err := s.ids.NewID()
	if err != nil {
		return prompt.AI{}, err
	}
	p, err := prompt.NewAI(id, d, s.clock.Now())
	if err != nil {
		return prompt.AI{}, classify(err, d.Name)
	}
	if err := s.prompts.Create(ctx, p); err != nil {
		return prompt.AI{}, classify(err, p.Name)
	}
	return p, nil
}

// Update changes a prompt.
func (s *Service) Update(ctx context.Context, actor account.User, id string, d prompt.AIDraft) (prompt.AI, error) {
	if err := access.RequireAdmin(actor); err != nil {
		return prompt.AI{}, err
	}
	p, err := s.prompts.Update(ctx, id, func(p *prompt.AI) error { return p.Change(d, s.clock.Now()) })
	return p, classify(err, d.Name)
}

// Delete removes a prompt.
func (s *Service) Delete(ctx context.Context, actor account.User, id string) error {
	if err := access.RequireAdmin(actor); err != nil {
		return err
	}
	return classify(s.prompts.Delete(ctx, id), "")
}

// Seed makes sure each default prompt was stored once, keyed by name and language: a default
// the admin edited or deleted is left as the admin left it. It returns how many were added.
func (s *Service) Seed(ctx context.Context, entries []defaults.Prompt) (int, error) {
	added := 0
	for _, e := range entries {
		id, err := s.ids.NewID()
		if err != nil {
			return added, err
		}
		p, err := prompt.NewAI(id, prompt.AIDraft{Name: e.Name, Description: e.Description, Text: e.Text, Language: e.Language}, s.clock.Now())
		if err != nil {
			return added, fmt.Errorf("default prompt %q: %w", e.Name, err)
		}
		stored, err := s.prompts.Seed(ctx, seedKeyPrefix+p.Name+":"+p.Language, p)
		if err != nil {
			return added, fmt.Errorf("seeding prompt %q: %w", e.Name, err)
		}
		if stored {
			added++
		}
	}
	return added, nil
}

// classify turns broken prompt rules, a taken name and a missing prompt into application
// errors; name is the prompt's name for the conflict message.
func classify(err error, name string) error {
	var problem prompt.Problem
	switch {
	case err == nil:
		return nil
	case errors.As(err, &problem):
		return apperr.New(apperr.Invalid, problem.Error())
	case errors.Is(err, ports.ErrConflict):
		return apperr.New(apperr.Conflict, prompt.NameTaken(name).Error())
	case errors.Is(err, ports.ErrNotFound):
		return apperr.New(apperr.NotFound, prompt.MsgPromptNotFound)
	}
	return err
}
