package prompts

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/application/prompts/defaults"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/ports/portstest"
)

var (
	admin = account.User{ID: "admin", Role: account.RoleAdmin}
	anna  = account.User{ID: "anna", Role: account.RoleUser}
)

func newService() *Service {
	return NewService(portstest.NewMemory().AIPrompts, portstest.FixedClock{Time: portstest.Now}, &portstest.SequentialIDs{})
}

func TestPromptsAreForAdminsOnly(t *testing.T) {
	s := newService()
	ctx := context.Background()
	_, err := s.List(ctx, anna)
	assert.Equal(t, apperr.Forbidden, apperr.KindOf(err))
	_, err = s.Create(ctx, anna, prompt.AIDraft{Name: "x", Text: "y"})
	assert.Equal(t, apperr.Forbidden, apperr.KindOf(err))

	created, err := s.Create(ctx, admin, prompt.AIDraft{Name: "template_population", Text: "Fill.", Language: "de"})
	require.NoError(t, err)
	_, err = s.Update(ctx, anna, created.ID, prompt.AIDraft{Name: "x", Text: "y"})
	assert.Equal(t, apperr.Forbidden, apperr.KindOf(err))
	assert.Equal(t, apperr.Forbidden, apperr.KindOf(s.Delete(ctx, anna, created.ID)))

	_, err = s.Create(ctx, admin, prompt.AIDraft{Name: "template_population", Text: "Again.", Language: "de"})
	assert.Equal(t, apperr.Conflict, apperr.KindOf(err))
	assert.EqualError(t, err, `A prompt named "template_population" already exists for this language.`)
	_, err = s.Create(ctx, admin, prompt.AIDraft{Name: " ", Text: "y"})
	assert.EqualError(t, err, "Prompt name is required")
	_, err = s.Update(ctx, admin, "missing", prompt.AIDraft{Name: "x", Text: "y"})
	assert.EqualError(t, err, "Prompt not found")
}

func TestListShowsOnlyVisiblePrompts(t *testing.T) {
	s := newService()
	ctx := context.Background()
	for _, d := range []prompt.AIDraft{
		{Name: "template_population", Text: "t", Language: "de"},
		{Name: "old_experiment", Text: "t", Language: "en"},
		{Name: "mammo_master", Text: "t", Language: "en"},
		{Name: "anything", Text: "t"},
	} {
		_, err := s.Create(ctx, admin, d)
		require.NoError(t, err)
	}
	list, err := s.List(ctx, admin)
	require.NoError(t, err)
	var names []string
	for _, p := range list {
		names = append(names, p.Name)
	}
	assert.Equal(t, []string{"anything", "mammo_master", "template_population"}, names)
}

func TestSeedingTheDefaultsOnce(t *testing.T) {
	s := newService()
	ctx := context.Background()
	entries, err := defaults.All()
	require.NoError(t, err)
	added, err := s.Seed(ctx, entries)
	require.NoError(t, err)
	assert.Equal(t, 5, added)

	list, _ := s.List(ctx, admin)
	require.Len(t, list, 5, "every default is visible to the admin")
	require.NoError(t, s.Delete(ctx, admin, list[0].ID))
	added, err = s.Seed(ctx, entries)
	require.NoError(t, err)
	assert.Zero(t, added, "a deleted default is not re-created")
}
