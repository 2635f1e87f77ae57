package profile

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/domain/vocabulary"
	"github.com/radscribe/radscribe/ports/portstest"
)

var (
	anna = account.User{ID: "anna", Email: "anna@klinik.de", PreferredLanguage: "en"}
	ben  = account.User{ID: "ben", Email: "ben@klinik.de", PreferredLanguage: "en"}
)

func newTestService(t *testing.T) *Service {
	t.Helper()
	memory := portstest.NewMemory()
	for _, u := range []account.User{anna, ben} {
		require.NoError(t, memory.Users.Create(context.Background(), u))
	}
	stores := Stores{
		Users: memory.Users, Preferences: memory.Preferences, Vocabulary: memory.Vocabulary,
		History: memory.PromptHistory, Recordings: memory.Recordings,
	}
	return NewService(stores, &steppingClock{now: time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)}, &portstest.SequentialIDs{})
}

// steppingClock moves a minute on at every reading, so saved prompts are ordered.
type steppingClock struct{ now time.Time }

func (c *steppingClock) Now() time.Time {
	c.now = c.now.Add(time.Minute)
	return c.now
}

func TestPreferredLanguage(t *testing.T) {
	s := newTestService(t)
	user, err := s.SetPreferredLanguage(context.Background(), anna, " pt-br ")
	require.NoError(t, err)
	assert.Equal(t, "pt-br", user.PreferredLanguage)
	_, err = s.SetPreferredLanguage(context.Background(), anna, "universal")
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err))
}

func TestTemplateFilters(t *testing.T) {
	s := newTestService(t)
	ctx := context.Background()
	search, modality := "knee", "mri"
	filters, err := s.SetTemplateFilters(ctx, anna, FiltersPatch{SearchTerm: &search, Modality: &modality})
	require.NoError(t, err)
	assert.Equal(t, template.Filters{SearchTerm: "knee", Modality: "MRI", Language: "all"}, filters)
	bad := "PET"
	_, err = s.SetTemplateFilters(ctx, anna, FiltersPatch{Modality: &bad})
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err))
	prefs, _ := s.LoadPreferences(ctx, anna)
	assert.Equal(t, filters, prefs.TemplateFilters, "a refused change is not saved")
}

func TestCustomPromptsPatchKeepsWhatIsNotSent(t *testing.T) {
	s := newTestService(t)
	ctx := context.Background()
	text, on := "Correct.", true
	_, err := s.SetCustomPrompts(ctx, anna, PromptsPatch{Correction: &text, UseCorrection: &on})
	require.NoError(t, err)
	other := "Scratch."
	custom, err := s.SetCustomPrompts(ctx, anna, PromptsPatch{ReportFromScratch: &other})
	require.NoError(t, err)
	assert.Equal(t, "Correct.", custom.Correction)
	assert.True(t, custom.UseCorrection)
	assert.Equal(t, "Scratch.", custom.ReportFromScratch)

	long := strings.Repeat("x", 5001)
	_, err = s.SetCustomPrompts(ctx, anna, PromptsPatch{TemplatePopulation: &long})
	assert.EqualError(t, err, "Template population prompt cannot exceed 5000 characters")
	prefs, _ := s.LoadPreferences(ctx, anna)
	assert.Empty(t, prefs.Prompts.TemplatePopulation, "a refused change is not saved")
}

func TestVocabularyUseCases(t *testing.T) {
	s := newTestService(t)
	ctx := context.Background()
	e, err := s.AddVocabulary(ctx, anna, "new monia", "pneumonia", "")
	require.NoError(t, err)
	assert.Equal(t, "en", e.Language)
	_, err = s.AddVocabulary(ctx, anna, "NEW MONIA", "pneumonia", "en")
	assert.Equal(t, apperr.Conflict, apperr.KindOf(err))
	_, err = s.AddVocabulary(ctx, anna, "", "pneumonia", "en")
	assert.EqualError(t, err, vocabulary.MsgOriginalRequired)
	assert.Equal(t, apperr.NotFound, apperr.KindOf(s.DeleteVocabulary(ctx, ben, e.ID)))
	require.NoError(t, s.DeleteVocabulary(ctx, anna, e.ID))

	for i := range vocabulary.MaxEntries {
		entry := vocabulary.Entry{ID: fmt.Sprint(i), OwnerID: "ben", OriginalWord: fmt.Sprint("w", i), Language: "en"}
		require.NoError(t, s.stores.Vocabulary.Add(ctx, entry, func(int) error { return nil }))
	}
	_, err = s.AddVocabulary(ctx, ben, "one more", "x", "en")
	assert.EqualError(t, err, "You can have at most 2000 vocabulary entries.")
	assert.Equal(t, apperr.Conflict, apperr.KindOf(err))
}

func TestSavedPromptsAndTheirDownload(t *testing.T) {
	s := newTestService(t)
	ctx := context.Background()
	for i := range 5 {
		_, err := s.SavePrompt(ctx, anna, "report_from_scratch", fmt.Sprintf("Version %d", i+1), fmt.Sprintf("Text %d", i+1))
		require.NoError(t, err)
	}
	_, err := s.SavePrompt(ctx, anna, "report_from_scratch", "Six", "Text")
	assert.EqualError(t, err, "Maximum of 5 saved prompts reached")
	_, err = s.SavePrompt(ctx, anna, "report_from_scratch", "Empty", " ")
	assert.EqualError(t, err, "Cannot save an empty prompt")

	file, err := s.DownloadSavedPrompts(ctx, anna, "report_from_scratch")
	require.NoError(t, err)
	assert.Equal(t, "radscribe-report-from-scratch-prompts.txt", file.Name)
	assert.True(t, strings.HasPrefix(file.Content, "Report from scratch prompts\n===========================\n"), file.Content)
	assert.Contains(t, file.Content, "\nVersion 5\n---------\nSaved 2026-11-21T09:05:00Z\n\nText 5\n")
	_, err = s.DownloadSavedPrompts(ctx, anna, "nonsense")
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err))

	list, _ := s.SavedPrompts(ctx, anna, "report_from_scratch")
	assert.Equal(t, apperr.NotFound, apperr.KindOf(s.DeleteSavedPrompt(ctx, ben, list[0].ID)))
}
