// Package reporting holds the report use cases of a signed-in user: correcting a transcript,
// and formatting it, filling a template with it or writing a report from it. Every path corrects
// first. Transcripts and reports pass through in memory: nothing here stores or logs them.
package reporting

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// The spec's messages (section 5) and the product's own, shown to users verbatim.
const (
	MsgNoTemplate   = "Please select a template before filling it."
	MsgWriterFailed = "The report could not be written right now. Please try again."
	// MsgExpandedTooLong answers a transcript that its macros made longer than a transcript may be.
	MsgExpandedTooLong = "With its macros inserted, the transcript is too long: at most 50,000 characters."
	// MsgTooManyReports answers a user over the report budget, with the wait ("12 minutes").
	MsgTooManyReports = "You have asked for a lot of reports in the last hour. Please try again in %s."
	// MsgLimiterDown answers when the budget cannot be checked.
	MsgLimiterDown = "Please try again in a moment."
)

// Budget is how many corrections and reports together one user may ask for in an hour:
// generous for a radiologist's day, low enough that a script cannot run up the writer's bill.
type Budget struct {
	PerHour int
}

// The budget's window and the rate limiter's key for it.
const (
	budgetWindow    = time.Hour
	budgetKeyPrefix = "reports:user:"
)

// Stores groups the repositories the use cases read and write.
type Stores struct {
	Vocabulary  ports.VocabularyRepository
	Frequencies ports.VocabularyFrequencies
	Preferences ports.PreferencesRepository
	Prompts     ports.AIPromptRepository
	Macros      ports.MacroRepository
	// Versions tells when the vocabulary and macros kept in memory must be read again; nil
	// keeps none and reads them for every report.
	Versions ports.CorrectionVersions
}

// Service runs the report use cases.
type Service struct {
	stores    Stores
	writer    ports.ReportWriter
	sanitizer ports.HTMLSanitizer
	limiter   ports.RateLimiter
	budget    Budget
	logger    *slog.Logger
	prepared  *correctionCache
	templates *templateCache
}

// NewService returns the report use cases, each request taken from the user's budget.
func NewService(stores Stores, writer ports.ReportWriter, sanitizer ports.HTMLSanitizer, limiter ports.RateLimiter, budget Budget, logger *slog.Logger) *Service {
	return &Service{
		stores: stores, writer: writer, sanitizer: sanitizer, limiter: limiter, budget: budget, logger: logger,
		prepared: newCorrectionCache(correctionCacheItems), templates: newTemplateCache(),
	}
}

// takeBudget uses one request of the user's hourly budget, or answers 429 with the wait.
func (s *Service) takeBudget(ctx context.Context, user account.User) error {
	ok, wait, err := s.limiter.Take(ctx, budgetKeyPrefix+user.ID, s.budget.PerHour, budgetWindow)
	if err != nil {
		return apperr.Wrap(apperr.Unavailable, MsgLimiterDown, err)
	}
	if !ok {
		return apperr.TooMany(fmt.Sprintf(MsgTooManyReports, apperr.WaitText(wait)), wait)
	}
	return nil
}
