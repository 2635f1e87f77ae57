package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/domain/vocabulary"
	"github.com/radscribe/radscribe/ports"
)

// twoUsers stores Anna and Ben and returns their ids.
func twoUsers(t *testing.T, db *gorm.DB) (string, string) {
	t.Helper()
	users := store.NewUsers(db)
	anna, ben := newUser("11111111-1111-1111-1111-111111111111", "anna@klinik.de"), newUser("22222222-2222-2222-2222-222222222222", "ben@klinik.de")
	require.NoError(t, users.Create(context.Background(), anna))
	require.NoError(t, users.Create(context.Background(), ben))
	return anna.ID, ben.ID
}

func allowCount(int) error { return nil }

func TestVocabularyContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T, db *gorm.DB) {
		ctx := context.Background()
		anna, ben := twoUsers(t, db)
		vocab := store.NewVocabulary(db)
		entry := func(id, owner, original, language string, at time.Time) vocabulary.Entry {
			e, err := vocabulary.NewEntry(id, owner, original, "pneumonia", language, at)
			require.NoError(t, err)
			return e
		}
		first := entry("v1", anna, "new monia", "en", t0)
		require.NoError(t, vocab.Add(ctx, first, allowCount))
		second := entry("v2", anna, "new monia", "de", t0.Add(time.Minute))
		require.NoError(t, vocab.Add(ctx, second, allowCount), "the same word in another language is another entry")
		require.NoError(t, vocab.Add(ctx, entry("v3", ben, "new monia", "en", t0), allowCount))
		assert.ErrorIs(t, vocab.Add(ctx, entry("v4", anna, "New Monia", "en", t0), allowCount), ports.ErrConflict)

		var counted int
		refusal := errors.New("full")
		err := vocab.Add(ctx, entry("v5", anna, "plural", "en", t0), func(count int) error {
			counted = count
			return refusal
		})
		assert.ErrorIs(t, err, refusal)
		assert.Equal(t, 2, counted, "only the owner's entries count")

		list, err := vocab.ListByOwner(ctx, anna)
		require.NoError(t, err)
		assert.Equal(t, []vocabulary.Entry{second, first}, list, "newest first")

		assert.ErrorIs(t, vocab.Delete(ctx, ben, "v1"), ports.ErrNotFound, "another user's entry is not found")
		require.NoError(t, vocab.Delete(ctx, anna, "v1"))
		list, _ = vocab.ListByOwner(ctx, anna)
		assert.Len(t, list, 1)
	})
}

func TestVocabularyFrequenciesContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T, db *gorm.DB) {
		ctx := context.Background()
		anna, ben := twoUsers(t, db)
		vocab := store.NewVocabulary(db)
		for _, e := range []struct{ id, owner, original string }{{"v1", anna, "new monia"}, {"v2", anna, "plural"}, {"v3", ben, "new monia"}} {
			entry, err := vocabulary.NewEntry(e.id, e.owner, e.original, "pneumonia", "en", t0)
			require.NoError(t, err)
			require.NoError(t, vocab.Add(ctx, entry, allowCount))
		}

		require.NoError(t, vocab.IncrementFrequencies(ctx, anna, map[string]int{"v1": 2, "v2": 1}))
		require.NoError(t, vocab.IncrementFrequencies(ctx, anna, map[string]int{"v1": 3, "v2": 0, "v3": 5, "missing": 1}))
		require.NoError(t, vocab.IncrementFrequencies(ctx, anna, nil))

		frequencies := func(owner string) map[string]int {
			list, err := vocab.ListByOwner(ctx, owner)
			require.NoError(t, err)
			out := map[string]int{}
			for _, e := range list {
				out[e.ID] = e.Frequency
			}
			return out
		}
		assert.Equal(t, map[string]int{"v1": 5, "v2": 1}, frequencies(anna))
		assert.Equal(t, map[string]int{"v3": 0}, frequencies(ben), "another user's entry is never counted")
	})
}

func TestPreferencesContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T, db *gorm.DB) {
		ctx := context.Background()
		anna, ben := twoUsers(t, db)
		prefs := store.NewPreferences(db)
		got, err := prefs.Get(ctx, anna)
		require.NoError(t, err)
		assert.Equal(t, ports.DefaultUserPreferences(), got, "defaults before the first save")

		custom := prompt.Custom{Correction: "Korrigiere.", TemplatePopulation: "Fülle.", UseCorrection: true, UseReportFromScratch: true}
		updated, err := prefs.Update(ctx, anna, func(p *ports.UserPreferences) error {
			p.Prompts = custom
			return nil
		})
		require.NoError(t, err)
		assert.Equal(t, custom, updated.Prompts)
		_, err = prefs.Update(ctx, anna, func(p *ports.UserPreferences) error {
			p.TemplateFilters = template.Filters{SearchTerm: "knee", Modality: "MRI", Language: "de"}
			return nil
		})
		require.NoError(t, err)

		_, err = prefs.Update(ctx, anna, func(p *ports.UserPreferences) error {
			p.ExternalAuto = report.ExternalAutoProcessing{FillTemplate: true}
			p.RecordingWorkflow = report.RecordingAutoWorkflow{GenerateReport: true}
			return nil
		})
		require.NoError(t, err)

		got, err = prefs.Get(ctx, anna)
		require.NoError(t, err)
		assert.Equal(t, ports.UserPreferences{
			TemplateFilters: template.Filters{SearchTerm: "knee", Modality: "MRI", Language: "de"}, Prompts: custom,
			ExternalAuto: report.ExternalAutoProcessing{FillTemplate: true}, RecordingWorkflow: report.RecordingAutoWorkflow{GenerateReport: true},
		}, got)
		other, _ := prefs.Get(ctx, ben)
		assert.Equal(t, ports.DefaultUserPreferences(), other)

		refusal := errors.New("refused")
		_, err = prefs.Update(ctx, anna, func(p *ports.UserPreferences) error {
			p.Prompts.Correction = "changed"
			return refusal
		})
		assert.ErrorIs(t, err, refusal)
		got, _ = prefs.Get(ctx, anna)
		assert.Equal(t, "Korrigiere.", got.Prompts.Correction)
		_, err = prefs.Update(ctx, "missing", func(*ports.UserPreferences) error { return nil })
		assert.ErrorIs(t, err, ports.ErrNotFound)
	})
}

func TestPromptHistoryContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T, db *gorm.DB) {
		ctx := context.Background()
		anna, ben := twoUsers(t, db)
		history := store.NewPromptHistory(db)
		saved := func(id, owner string, typ prompt.HistoryType, at time.Time) prompt.Saved {
			s, err := prompt.NewSaved(id, owner, typ, "Version "+id, "Fill the template.", at)
			require.NoError(t, err)
			return s
		}
		older, newer := saved("p1", anna, prompt.TemplatePopulation, t0), saved("p2", anna, prompt.TemplatePopulation, t0.Add(time.Minute))
		require.NoError(t, history.Add(ctx, older, allowCount))
		require.NoError(t, history.Add(ctx, newer, allowCount))
		require.NoError(t, history.Add(ctx, saved("p3", anna, prompt.ReportFromScratch, t0), allowCount))
		require.NoError(t, history.Add(ctx, saved("p4", ben, prompt.TemplatePopulation, t0), allowCount))

		var counted int
		_ = history.Add(ctx, saved("p5", anna, prompt.ReportFromScratch, t0), func(count int) error {
			counted = count
			return errors.New("stop")
		})
		assert.Equal(t, 1, counted, "counted per owner and type")

		list, err := history.List(ctx, anna, prompt.TemplatePopulation)
		require.NoError(t, err)
		assert.Equal(t, []prompt.Saved{newer, older}, list)

		assert.ErrorIs(t, history.Delete(ctx, ben, "p1"), ports.ErrNotFound)
		require.NoError(t, history.Delete(ctx, anna, "p1"))
		list, _ = history.List(ctx, anna, prompt.TemplatePopulation)
		assert.Equal(t, []prompt.Saved{newer}, list)
	})
}

func TestAIPromptsContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T, db *gorm.DB) {
		ctx := context.Background()
		prompts := store.NewAIPrompts(db)
		aiPrompt := func(id, name, language string) prompt.AI {
			p, err := prompt.NewAI(id, prompt.AIDraft{Name: name, Description: "d", Text: "You are a radiologist.", Language: language}, t0)
			require.NoError(t, err)
			return p
		}
		fill := aiPrompt("a1", "template_population", "universal")
		require.NoError(t, prompts.Create(ctx, fill))
		require.NoError(t, prompts.Create(ctx, aiPrompt("a2", "template_population", "de")))
		assert.ErrorIs(t, prompts.Create(ctx, aiPrompt("a3", "template_population", "de")), ports.ErrConflict)

		list, err := prompts.List(ctx)
		require.NoError(t, err)
		require.Len(t, list, 2)
		assert.Equal(t, "de", list[0].Language)
		assert.Equal(t, fill, list[1])

		later := t0.Add(time.Hour)
		updated, err := prompts.Update(ctx, "a1", func(p *prompt.AI) error {
			return p.Change(prompt.AIDraft{Name: "template_population", Text: "Better.", Language: "universal"}, later)
		})
		require.NoError(t, err)
		assert.Equal(t, "Better.", updated.Text)
		assert.Equal(t, later, updated.UpdatedAt)
		assert.Equal(t, t0, updated.CreatedAt)
		_, err = prompts.Update(ctx, "a1", func(p *prompt.AI) error { p.Language = "de"; return nil })
		assert.ErrorIs(t, err, ports.ErrConflict)

		require.NoError(t, prompts.Delete(ctx, "a2"))
		assert.ErrorIs(t, prompts.Delete(ctx, "a2"), ports.ErrNotFound)
	})
}

func TestAIPromptSeedingNeverOverridesTheAdmin(t *testing.T) {
	storetest.Run(t, func(t *testing.T, db *gorm.DB) {
		ctx := context.Background()
		prompts := store.NewAIPrompts(db)
		seed := func(id, name string) prompt.AI {
			p, err := prompt.NewAI(id, prompt.AIDraft{Name: name, Text: "Default text."}, t0)
			require.NoError(t, err)
			return p
		}
		own, err := prompt.NewAI("admin", prompt.AIDraft{Name: "template_population", Text: "The admin's own."}, t0)
		require.NoError(t, err)
		require.NoError(t, prompts.Create(ctx, own))

		stored, err := prompts.Seed(ctx, "prompt:template_population", seed("s1", "template_population"))
		require.NoError(t, err)
		assert.False(t, stored, "an existing prompt of that name and language wins")
		stored, err = prompts.Seed(ctx, "prompt:medical_correction_universal", seed("s2", "medical_correction_universal"))
		require.NoError(t, err)
		assert.True(t, stored)
		require.NoError(t, prompts.Delete(ctx, "s2"))
		stored, err = prompts.Seed(ctx, "prompt:medical_correction_universal", seed("s3", "medical_correction_universal"))
		require.NoError(t, err)
		assert.False(t, stored, "a deleted default is not re-created")

		list, _ := prompts.List(ctx)
		require.Len(t, list, 1)
		assert.Equal(t, "The admin's own.", list[0].Text)
	})
}

func TestRecordingStatsContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T, db *gorm.DB) {
		ctx := context.Background()
		anna, ben := twoUsers(t, db)
		recordings := store.NewRecordings(db)
		stats, err := recordings.ForUser(ctx, anna)
		require.NoError(t, err)
		assert.Equal(t, ports.UserStats{LanguageUsage: map[string]int{}}, stats, "zero without recordings")

		insert := func(id, owner string, session any, language string, durationMS int) {
			require.NoError(t, db.Exec(`INSERT INTO recordings (id, user_id, session_id, language, status, duration_ms, created_at)
				VALUES (?, ?, ?, ?, 'transcribed', ?, ?)`, id, owner, session, language, durationMS, t0).Error)
		}
		insert("r1", anna, "s1", "en", 30_000)
		insert("r2", anna, "s1", "en", 30_000)
		insert("r3", anna, nil, "de", 90_000)
		insert("r4", ben, "s9", "fr", 10_000)

		stats, err = recordings.ForUser(ctx, anna)
		require.NoError(t, err)
		assert.Equal(t, 3, stats.TotalRecordings)
		assert.InDelta(t, 75.0, stats.AvgSecondsPerReport, 0.001, "150 s over two sessions")
		assert.Equal(t, map[string]int{"en": 2, "de": 1}, stats.LanguageUsage)
	})
}
