// Package reporting holds the report use cases of a signed-in user: correcting a transcript,
// and formatting it, filling a template with it or writing a report from it. Every path corrects
// first. Transcripts and reports pass through in memory: nothing here stores or logs them.
package reporting

import (
	"log/slog"

	"github.com/radscribe/radscribe/ports"
)

// The spec's messages (section 5) and the product's own, shown to users verbatim.
const (
	MsgNoTemplate   = "Please select a template before filling it."
	MsgWriterFailed = "The report could not be written right now. Please try again."
)

// Stores groups the repositories the use cases read and write.
type Stores struct {
	Vocabulary  ports.VocabularyRepository
	Frequencies ports.VocabularyFrequencies
	Preferences ports.PreferencesRepository
	Prompts     ports.AIPromptRepository
}

// Service runs the report use cases.
type Service struct {
	stores    Stores
	writer    ports.ReportWriter
	sanitizer ports.HTMLSanitizer
	logger    *slog.Logger
}

// NewService returns the report use cases.
func NewService(stores Stores, writer ports.ReportWriter, sanitizer ports.HTMLSanitizer, logger *slog.Logger) *Service {
	return &Service{stores: stores, writer: writer, sanitizer: sanitizer, logger: logger}
}
