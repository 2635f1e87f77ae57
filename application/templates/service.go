// Package templates holds the template use cases: default (master) templates, which everyone
// signed in reads and only admins change, and each user's own templates, which only their
// owner sees. Template HTML is sanitised on every write.
package templates

import (
	"errors"
	"sync/atomic"
	"time"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/ports"
)

// Service runs the template use cases.
type Service struct {
	masters   ports.MasterTemplateRepository
	own       ports.UserTemplateRepository
	sanitizer ports.HTMLSanitizer
	clock     ports.Clock
	ids       ports.IDGenerator
	// masterWrites counts the writes of default templates by this process: part of
	// MasterVersion, so that a change made here shows at once, whatever the clock.
	masterWrites atomic.Uint64
}

// NewService returns the template use cases.
func NewService(masters ports.MasterTemplateRepository, own ports.UserTemplateRepository, sanitizer ports.HTMLSanitizer,
	clock ports.Clock, ids ports.IDGenerator) *Service {
	return &Service{masters: masters, own: own, sanitizer: sanitizer, clock: clock, ids: ids}
}

// clean sanitises the draft's HTML, refusing oversized input before the work of parsing it.
func (s *Service) clean(d template.Draft) (template.Draft, error) {
	if err := template.CheckHTMLSize(d.HTML); err != nil {
		return d, classify(err)
	}
	d.HTML = s.sanitizer.Sanitize(d.HTML)
	return d, nil
}

// newTemplate cleans a draft and builds a template of it with a new ID, by build: a default
// template or a user's own.
func (s *Service) newTemplate(d template.Draft, build func(id string, d template.Draft, now time.Time) (template.Template, error)) (template.Template, error) {
	d, err := s.clean(d)
	if err != nil {
		return template.Template{}, err
	}
	id, err := s.ids.NewID()
	if err != nil {
		return template.Template{}, err
	}
	t, err := build(id, d, s.clock.Now())
	if err != nil {
		return template.Template{}, classify(err)
	}
	return t, nil
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
