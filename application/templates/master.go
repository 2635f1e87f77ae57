package templates

import (
	"context"
	"strconv"

	"github.com/radscribe/radscribe/application/access"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/template"
)

// ListMaster returns the default templates.
func (s *Service) ListMaster(ctx context.Context) ([]template.Template, error) {
	return s.masters.List(ctx)
}

// MasterVersion names the current state of the default templates, for a cache of what
// ListMaster returns: it changes whenever a default template is added, changed or removed,
// by this process (counted by every write use case) or by another one sharing the database
// (the repository's stamp: count and latest change). Cheaper than listing them.
func (s *Service) MasterVersion(ctx context.Context) (string, error) {
	stamp, err := s.masters.Stamp(ctx)
	if err != nil {
		return "", err
	}
	return strconv.FormatUint(s.masterWrites.Load(), 10) + "/" + stamp, nil
}

// changedMasters marks the default templates changed, when a write was attempted (a failed
// write may still have happened; a spare change only costs a fresh list).
func (s *Service) changedMasters() { s.masterWrites.Add(1) }

// CreateMaster adds a default template (admins only).
func (s *Service) CreateMaster(ctx context.Context, actor account.User, d template.Draft) (template.Template, error) {
	if err := access.RequireAdmin(actor); err != nil {
		return template.Template{}, err
	}
	t, err := s.newTemplate(d, template.NewMaster)
	if err != nil {
		return template.Template{}, err
	}
	defer s.changedMasters()
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
	defer s.changedMasters()
	t, err := s.masters.Update(ctx, id, func(t *template.Template) error { return t.Change(d, s.clock.Now()) })
	return t, classify(err)
}

// DeleteMaster removes a default template (admins only).
func (s *Service) DeleteMaster(ctx context.Context, actor account.User, id string) error {
	if err := access.RequireAdmin(actor); err != nil {
		return err
	}
	defer s.changedMasters()
	return classify(s.masters.Delete(ctx, id))
}
