package templates

import (
	"context"
	"errors"
	"time"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/ports"
)

// ListOwn returns the actor's own templates.
func (s *Service) ListOwn(ctx context.Context, actor account.User) ([]template.Template, error) {
	return s.own.ListByOwner(ctx, actor.ID)
}

// CreateOwn adds a template of the actor's, within the limit and with a name of its own.
func (s *Service) CreateOwn(ctx context.Context, actor account.User, d template.Draft) (template.Template, error) {
	t, err := s.newTemplate(d, func(id string, d template.Draft, now time.Time) (template.Template, error) {
		return template.NewOwn(id, actor.ID, d, now)
	})
	if err != nil {
		return template.Template{}, err
	}
	err = s.own.Add(ctx, t, func(own []template.Template) error { return template.CheckAdd(own, t.Name) })
	if errors.Is(err, ports.ErrConflict) {
		err = template.NameTaken(t.Name) // a parallel request took the name first
	}
	if err != nil {
		return template.Template{}, classify(err)
	}
	return t, nil
}

// UpdateOwn changes one of the actor's templates; anyone else's is not found.
func (s *Service) UpdateOwn(ctx context.Context, actor account.User, id string, d template.Draft) (template.Template, error) {
	d, err := s.clean(d)
	if err != nil {
		return template.Template{}, err
	}
	t, err := s.own.Update(ctx, actor.ID, id, func(t *template.Template, own []template.Template) error {
		if err := template.CheckRename(own, id, d.Name); err != nil {
			return err
		}
		return t.Change(d, s.clock.Now())
	})
	if errors.Is(err, ports.ErrConflict) {
		err = template.NameTaken(d.Name)
	}
	return t, classify(err)
}

// DeleteOwn removes one of the actor's templates; anyone else's is not found.
func (s *Service) DeleteOwn(ctx context.Context, actor account.User, id string) error {
	return classify(s.own.Delete(ctx, actor.ID, id))
}
