package portstest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/domain/vocabulary"
	"github.com/radscribe/radscribe/ports"
)

func vocabularyContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, ben := TwoUsers(t, r.Users)
	vocab := r.Vocabulary
	entry := func(id, owner, original, language string, at time.Time) vocabulary.Entry {
		e, err := vocabulary.NewEntry(id, owner, original, "pneumonia", language, at)
		require.NoError(t, err)
		return e
	}
	first := entry("v1", anna, "new monia", "en", Now)
	require.NoError(t, vocab.Add(ctx, first, allowCount))
	second := entry("v2", anna, "new monia", "de", Now.Add(time.Minute))
	require.NoError(t, vocab.Add(ctx, second, allowCount), "the same word in another language is another entry")
	require.NoError(t, vocab.Add(ctx, entry("v3", ben, "new monia", "en", Now), allowCount))
	assert.ErrorIs(t, vocab.Add(ctx, entry("v4", anna, "New Monia", "en", Now), allowCount), ports.ErrConflict)

	var counted int
	refusal := errors.New("full")
	err := vocab.Add(ctx, entry("v5", anna, "plural", "en", Now), func(count int) error {
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
}

func vocabularyFrequenciesContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, ben := TwoUsers(t, r.Users)
	vocab := r.Vocabulary
	for _, e := range []struct{ id, owner, original string }{{"v1", anna, "new monia"}, {"v2", anna, "plural"}, {"v3", ben, "new monia"}} {
		entry, err := vocabulary.NewEntry(e.id, e.owner, e.original, "pneumonia", "en", Now)
		require.NoError(t, err)
		require.NoError(t, vocab.Add(ctx, entry, allowCount))
	}

	require.NoError(t, r.Frequencies.IncrementFrequencies(ctx, anna, map[string]int{"v1": 2, "v2": 1}))
	require.NoError(t, r.Frequencies.IncrementFrequencies(ctx, anna, map[string]int{"v1": 3, "v2": 0, "v3": 5, "missing": 1}))
	require.NoError(t, r.Frequencies.IncrementFrequencies(ctx, anna, nil))

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
}

func preferencesContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, ben := TwoUsers(t, r.Users)
	prefs := r.Preferences
	got, err := prefs.Get(ctx, anna)
	require.NoError(t, err)
	assert.Equal(t, ports.DefaultUserPreferences(), got, "defaults before the first save")

	custom := prompt.Custom{Correction: "Korrigiere.", TemplatePopulation: "Fülle.", UseCorrection: true, UseReportFromScratch: true, Impression: "Fasse zusammen.", UseImpression: true}
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
	impression := report.ImpressionPreferences{Numbered: false, Background: report.BackgroundLeftOut, Recommendations: false}
	_, err = prefs.Update(ctx, anna, func(p *ports.UserPreferences) error {
		p.Impression = impression
		return nil
	})
	require.NoError(t, err)

	got, err = prefs.Get(ctx, anna)
	require.NoError(t, err)
	assert.Equal(t, ports.UserPreferences{
		TemplateFilters: template.Filters{SearchTerm: "knee", Modality: "MRI", Language: "de"}, Prompts: custom,
		ExternalAuto: report.ExternalAutoProcessing{FillTemplate: true}, RecordingWorkflow: report.RecordingAutoWorkflow{GenerateReport: true},
		Impression: impression,
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
}

func promptHistoryContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, ben := TwoUsers(t, r.Users)
	history := r.PromptHistory
	saved := func(id, owner string, typ prompt.HistoryType, at time.Time) prompt.Saved {
		s, err := prompt.NewSaved(id, owner, typ, "Version "+id, "Fill the template.", at)
		require.NoError(t, err)
		return s
	}
	older, newer := saved("p1", anna, prompt.TemplatePopulation, Now), saved("p2", anna, prompt.TemplatePopulation, Now.Add(time.Minute))
	require.NoError(t, history.Add(ctx, older, allowCount))
	require.NoError(t, history.Add(ctx, newer, allowCount))
	require.NoError(t, history.Add(ctx, saved("p3", anna, prompt.ReportFromScratch, Now), allowCount))
	require.NoError(t, history.Add(ctx, saved("p4", ben, prompt.TemplatePopulation, Now), allowCount))

	var counted int
	_ = history.Add(ctx, saved("p5", anna, prompt.ReportFromScratch, Now), func(count int) error {
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
}
