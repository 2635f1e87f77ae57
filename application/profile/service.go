// Package profile holds the use cases of a user's own settings and content: preferred
// language, template picker filters, auto-workflow toggles, custom prompts and their saved
// history, personal vocabulary and usage statistics. Everything is scoped to the signed-in user.
package profile

import (
	"errors"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/domain/vocabulary"
	"github.com/radscribe/radscribe/ports"
)

// Stores groups the repositories the use cases read and write.
type Stores struct {
	Users       ports.UserRepository
	Preferences ports.PreferencesRepository
	Vocabulary  ports.VocabularyRepository
	History     ports.PromptHistoryRepository
	Recordings  ports.RecordingStats
}

// Service runs the profile use cases.
type Service struct {
	stores Stores
	clock  ports.Clock
	ids    ports.IDGenerator
}

// NewService returns the profile use cases.
func NewService(stores Stores, clock ports.Clock, ids ports.IDGenerator) *Service {
	return &Service{stores: stores, clock: clock, ids: ids}
}

// classify turns broken rules into application errors; notFound is the message for a row the
// user does not own or that does not exist, which look the same on purpose.
func classify(err error, notFound string) error {
	var (
		templateProblem   template.Problem
		vocabularyProblem vocabulary.Problem
		vocabularyLimit   vocabulary.Conflict
		promptProblem     prompt.Problem
		promptLimit       prompt.Conflict
		reportProblem     report.Problem
	)
	switch {
	case err == nil:
		return nil
	case errors.As(err, &templateProblem), errors.As(err, &vocabularyProblem), errors.As(err, &promptProblem),
		errors.As(err, &reportProblem):
		return apperr.New(apperr.Invalid, err.Error())
	case errors.As(err, &vocabularyLimit), errors.As(err, &promptLimit):
		return apperr.New(apperr.Conflict, err.Error())
	case errors.Is(err, ports.ErrNotFound):
		return apperr.New(apperr.NotFound, notFound)
	}
	return err
}
