package portstest

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/macro"
	"github.com/radscribe/radscribe/ports"
)

func newMacro(t *testing.T, id, owner, name, language string, at time.Time) macro.Macro {
	t.Helper()
	m, err := macro.New(id, owner, name, language, "Lungs clear. [size] mm.", at)
	require.NoError(t, err)
	return m
}

func macrosContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, ben := TwoUsers(t, r.Users)
	macros := r.Macros
	chest := newMacro(t, "m1", anna, "normal chest", "en", Now)
	require.NoError(t, macros.Add(ctx, chest, allowCount))
	brain := newMacro(t, "m2", anna, "Brain", "en", Now.Add(time.Minute))
	require.NoError(t, macros.Add(ctx, brain, allowCount))
	german := newMacro(t, "m3", anna, "normal chest", "de", Now)
	require.NoError(t, macros.Add(ctx, german, allowCount), "the same name in another language is another macro")
	require.NoError(t, macros.Add(ctx, newMacro(t, "m4", ben, "normal chest", "en", Now), allowCount))
	shared := newMacro(t, "s1", "", "Normal Chest", "en", Now)
	require.NoError(t, macros.Add(ctx, shared, allowCount), "a shared macro may have a user's name")
	assert.ErrorIs(t, macros.Add(ctx, newMacro(t, "m5", anna, "Normal  CHEST", "en", Now), allowCount), ports.ErrConflict)
	assert.ErrorIs(t, macros.Add(ctx, newMacro(t, "s2", "", "normal chest", "en", Now), allowCount), ports.ErrConflict)

	var counted int
	refusal := errors.New("full")
	err := macros.Add(ctx, newMacro(t, "m6", anna, "spine", "en", Now), func(count int) error {
		counted = count
		return refusal
	})
	assert.ErrorIs(t, err, refusal)
	assert.Equal(t, 3, counted, "only the owner's macros count")

	list, err := macros.List(ctx, anna)
	require.NoError(t, err)
	assert.Equal(t, []macro.Macro{brain, german, chest}, list, "by name, then language")
	list, err = macros.List(ctx, "")
	require.NoError(t, err)
	assert.Equal(t, []macro.Macro{shared}, list, "the shared macros alone")

	later := Now.Add(time.Hour)
	updated, err := macros.Update(ctx, anna, "m1", func(m *macro.Macro) error {
		return m.Edit("normal thorax", "en", "Clear.", later)
	})
	require.NoError(t, err)
	assert.Equal(t, "normal thorax", updated.Name)
	assert.Equal(t, Now, updated.CreatedAt)
	assert.Equal(t, later, updated.UpdatedAt)
	_, err = macros.Update(ctx, ben, "m1", func(*macro.Macro) error { return nil })
	assert.ErrorIs(t, err, ports.ErrNotFound, "another user's macro is not found")
	_, err = macros.Update(ctx, "", "m1", func(*macro.Macro) error { return nil })
	assert.ErrorIs(t, err, ports.ErrNotFound, "a user's macro is no shared one")
	_, err = macros.Update(ctx, anna, "m1", func(m *macro.Macro) error { return m.Edit("brain", "en", "x", later) })
	assert.ErrorIs(t, err, ports.ErrConflict, "renaming onto another macro's name")
	boom := errors.New("boom")
	_, err = macros.Update(ctx, anna, "m1", func(*macro.Macro) error { return boom })
	assert.ErrorIs(t, err, boom)

	assert.ErrorIs(t, macros.Delete(ctx, ben, "m1"), ports.ErrNotFound, "another user's macro is not found")
	assert.ErrorIs(t, macros.Delete(ctx, anna, "s1"), ports.ErrNotFound, "a user cannot delete a shared macro")
	require.NoError(t, macros.Delete(ctx, anna, "m1"))
	require.NoError(t, macros.Delete(ctx, "", "s1"))
	list, _ = macros.List(ctx, anna)
	assert.Len(t, list, 2)
	list, _ = macros.List(ctx, "")
	assert.Empty(t, list)
}

func macroImportContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, _ := TwoUsers(t, r.Users)
	macros := r.Macros
	require.NoError(t, macros.Add(ctx, newMacro(t, "m1", anna, "normal chest", "en", Now), allowCount))

	later := Now.Add(time.Hour)
	replacing := newMacro(t, "i1", anna, "Normal Chest", "en", later)
	replacing.Text = "Replaced."
	incoming := []macro.Macro{replacing, newMacro(t, "i2", anna, "spine", "en", later)}

	var counted int
	refusal := errors.New("full")
	_, _, err := macros.Import(ctx, anna, incoming, func(count int) error {
		counted = count
		return refusal
	})
	assert.ErrorIs(t, err, refusal)
	assert.Equal(t, 2, counted, "the count after the import")
	list, _ := macros.List(ctx, anna)
	require.Len(t, list, 1, "a refused import stores nothing")
	assert.Equal(t, "Lungs clear. [size] mm.", list[0].Text)

	added, replaced, err := macros.Import(ctx, anna, incoming, allowCount)
	require.NoError(t, err)
	assert.Equal(t, 1, added)
	assert.Equal(t, 1, replaced)
	list, _ = macros.List(ctx, anna)
	require.Len(t, list, 2)
	assert.Equal(t, "m1", list[0].ID, "a replaced macro keeps its id")
	assert.Equal(t, "Replaced.", list[0].Text)
	assert.Equal(t, Now, list[0].CreatedAt)
	assert.Equal(t, "spine", list[1].Name)
	assert.Equal(t, anna, list[1].OwnerID)

	// A file larger than one batch of inserts is stored whole.
	var many []macro.Macro
	for i := range 150 {
		many = append(many, newMacro(t, fmt.Sprintf("b%d", i), anna, fmt.Sprintf("macro %d", i), "en", later))
	}
	added, replaced, err = macros.Import(ctx, anna, many, allowCount)
	require.NoError(t, err)
	assert.Equal(t, 150, added)
	assert.Equal(t, 0, replaced)
	list, _ = macros.List(ctx, anna)
	assert.Len(t, list, 152)
}
