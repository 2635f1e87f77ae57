package ports

import (
	"context"

	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/domain/vocabulary"
)

// UserPreferences are the settings a user saves besides the account itself.
type UserPreferences struct {
	TemplateFilters   template.Filters
	Prompts           prompt.Custom
	ExternalAuto      report.ExternalAutoProcessing
	RecordingWorkflow report.RecordingAutoWorkflow
	Impression        report.ImpressionPreferences
}

// DefaultUserPreferences are the preferences of a user who never saved any.
func DefaultUserPreferences() UserPreferences {
	return UserPreferences{TemplateFilters: template.DefaultFilters(), Impression: report.DefaultImpressionPreferences()}
}

// PreferencesRepository stores one UserPreferences per user.
type PreferencesRepository interface {
	// Get returns the user's preferences, DefaultUserPreferences when none were saved.
	Get(ctx context.Context, userID string) (UserPreferences, error)
	// Update lets change modify the preferences and saves them in one transaction.
	Update(ctx context.Context, userID string, change func(*UserPreferences) error) (UserPreferences, error)
}

// VocabularyRepository stores users' corrections, scoped to the owner. Add returns
// ErrConflict when the owner already corrects the same word (any case) in that language.
type VocabularyRepository interface {
	ListByOwner(ctx context.Context, ownerID string) ([]vocabulary.Entry, error)
	// Add stores e if allowed, given how many entries the owner has, permits it, in one
	// transaction.
	Add(ctx context.Context, e vocabulary.Entry, allowed func(count int) error) error
	Delete(ctx context.Context, ownerID, id string) error
}

// VocabularyFrequencies counts how often the report engine applied a user's vocabulary
// entries (the profile's "Used N times").
type VocabularyFrequencies interface {
	// IncrementFrequencies adds hits[id] to each of the owner's entries in one transaction;
	// ids the owner does not have are ignored, since an entry may be deleted mid-dictation.
	IncrementFrequencies(ctx context.Context, ownerID string, hits map[string]int) error
}

// PromptHistoryRepository stores users' saved prompts, scoped to the owner.
type PromptHistoryRepository interface {
	// List returns the owner's saved prompts of type t, newest first.
	List(ctx context.Context, ownerID string, t prompt.HistoryType) ([]prompt.Saved, error)
	// Add stores s if allowed, given how many of its type the owner has, permits it, in one
	// transaction.
	Add(ctx context.Context, s prompt.Saved, allowed func(count int) error) error
	Delete(ctx context.Context, ownerID, id string) error
}

// AIPromptRepository stores the admin's prompts. Create and Update return ErrConflict for a
// second prompt with the same name and language.
type AIPromptRepository interface {
	List(ctx context.Context) ([]prompt.AI, error)
	Create(ctx context.Context, p prompt.AI) error
	Update(ctx context.Context, id string, change func(*prompt.AI) error) (prompt.AI, error)
	Delete(ctx context.Context, id string) error
	// Seed stores p unless seedKey was ever seeded before; it reports whether p was stored.
	Seed(ctx context.Context, seedKey string, p prompt.AI) (bool, error)
}

// UserStats is a user's dictation statistics.
type UserStats struct {
	TotalRecordings int
	// AvgSecondsPerReport is the recorded time of a dictation session, averaged over sessions.
	AvgSecondsPerReport float64
	LanguageUsage       map[string]int
}

// RecordingStats aggregates a user's recordings.
type RecordingStats interface {
	ForUser(ctx context.Context, userID string) (UserStats, error)
}

// CorrectionVersions tells, in one cheap read, whether a user's vocabulary and macros, or the
// shared macros, changed: each change, made on any replica, raises the owner's version (the
// shared macros have one of their own), so what a replica prepared from them at a version is
// current while the version is.
type CorrectionVersions interface {
	// CorrectionVersions returns the version of the owner's vocabulary and macros and that of
	// the shared macros; 0 for an owner that never changed them.
	CorrectionVersions(ctx context.Context, ownerID string) (own, shared int64, err error)
}
