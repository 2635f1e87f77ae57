package portstest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/ports"
)

func aiPromptsContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	prompts := r.AIPrompts
	aiPrompt := func(id, name, language string) prompt.AI {
		p, err := prompt.NewAI(id, prompt.AIDraft{Name: name, Description: "d", Text: "You are a radiologist.", Language: language}, Now)
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

	later := Now.Add(time.Hour)
	updated, err := prompts.Update(ctx, "a1", func(p *prompt.AI) error {
		return p.Change(prompt.AIDraft{Name: "template_population", Text: "Better.", Language: "universal"}, later)
	})
	require.NoError(t, err)
	assert.Equal(t, "Better.", updated.Text)
	assert.Equal(t, later, updated.UpdatedAt)
	assert.Equal(t, Now, updated.CreatedAt)
	_, err = prompts.Update(ctx, "a1", func(p *prompt.AI) error { p.Language = "de"; return nil })
	assert.ErrorIs(t, err, ports.ErrConflict)

	require.NoError(t, prompts.Delete(ctx, "a2"))
	assert.ErrorIs(t, prompts.Delete(ctx, "a2"), ports.ErrNotFound)
}

func aiPromptSeedingContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	prompts := r.AIPrompts
	seed := func(id, name string) prompt.AI {
		p, err := prompt.NewAI(id, prompt.AIDraft{Name: name, Text: "Default text."}, Now)
		require.NoError(t, err)
		return p
	}
	own, err := prompt.NewAI("admin", prompt.AIDraft{Name: "template_population", Text: "The admin's own."}, Now)
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
}
