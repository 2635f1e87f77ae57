package templates

import (
	"context"

	"github.com/radscribe/radscribe/application/access"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/template"
)

// ListMaster returns the default templates.
func (s *Service) ListMaster(ctx context.Context) ([]template.Template, error) {
	return s.masters.List(ctx)
}

// CreateMaster adds a default template (admins only).
func (s *Service) CreateMaster(ctx context.Context, actor account.User, d template.Draft) (template.Template, error) {
	if err := access.RequireAdmin(actor); err != nil {
		return template.Template{}, err
	}
	t, err := s.newTemplate(d, template.NewMaster)
	if err != nil {
		return template.Template{}, err
	}
	if err := s.masters.Create(ctx, t); err != nil {
		return template.Template{}, err
	}
	return t, nil
}

// UpdateMaster changes a default template (admins only).
func (s *Service) UpdateMaster(ctx context.Context, actor account.User, id string, d template.Draft) (template.Template, error) {
	if err := access.RequireAdmin(actor); err != nil {
		return template.Template{}, err
	}
	d, err := s.clean(d)
	if err != nil {
		return template.Template{}, err
	}
	t, err := s.masters.Update(ctx, id, func(t *template.Template) error { return t.Change(d, s.clock.Now()) })
	return t, classify(err)
}

// DeleteMaster removes a default template (admins only).
func (s *Service) DeleteMaster(ctx context.Context, actor account.User, id string) error {
	if err := access.RequireAdmin(actor); err != nil {
		return err
	}
	return classify(s.masters.Delete(ctx, id))
}
