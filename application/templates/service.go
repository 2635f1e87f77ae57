// Package templates holds the template use cases: default (master) templates, which everyone
// signed in reads and only admins change, and each user's own templates, which only their
// owner sees. Template HTML is sanitised on every write.
package templates

import (
	"errors"
	"fmt"

	"github.com/google/uuid"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/ports"
)

// MsgAdminsOnly answers a non-admin who tries to change default templates.
const MsgAdminsOnly = "Admins only."

// Service runs the template use cases.
type Service struct {
	masters   ports.MasterTemplateRepository
	own       ports.UserTemplateRepository
	sanitizer ports.HTMLSanitizer
	clock     ports.Clock
	random    ports.Random
}

// NewService returns the template use cases.
func NewService(masters ports.MasterTemplateRepository, own ports.UserTemplateRepository, sanitizer ports.HTMLSanitizer,
	clock ports.Clock, random ports.Random) *Service {
	return &Service{masters: masters, own: own, sanitizer: sanitizer, clock: clock, random: random}
}

// clean sanitises the draft's HTML, refusing oversized input before the work of parsing it.
func (s *Service) clean(d template.Draft) (template.Draft, error) {
	if err := template.CheckHTMLSize(d.HTML); err != nil {
		return d, classify(err)
	}
	d.HTML = s.sanitizer.Sanitize(d.HTML)
	return d, nil
}

func (s *Service) newID() (string, error) {
	id, err := uuid.NewRandomFromReader(s.random)
	if err != nil {
		return "", fmt.Errorf("random id: %w", err)
	}
	return id.String(), nil
}

func requireAdmin(actor account.User) error {
	if actor.Role != account.RoleAdmin {
		return apperr.New(apperr.Forbidden, MsgAdminsOnly)
	}
	return nil
}

// classify turns broken template rules and a missing template into application errors.
func classify(err error) error {
	var problem template.Problem
	var conflict template.Conflict
	switch {
	case errors.As(err, &problem):
		return apperr.New(apperr.Invalid, problem.Error())
	case errors.As(err, &conflict):
		return apperr.New(apperr.Conflict, conflict.Error())
	case errors.Is(err, ports.ErrNotFound):
		return apperr.New(apperr.NotFound, template.MsgNotFound)
	}
	return err
}
