package portstest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/macro"
	"github.com/radscribe/radscribe/domain/vocabulary"
)

// Every change to a user's vocabulary or macros raises that user's version, and every change to
// the shared macros the shared version, in the store, so that each replica keeping them in
// memory sees it; another owner's version stays.
func correctionVersionsContract(t *testing.T, r Repositories) {
	if r.Versions == nil {
		t.Skip("no version store")
	}
	ctx := context.Background()
	anna, ben := TwoUsers(t, r.Users)
	read := func() (annas, bens, shared int64) {
		t.Helper()
		own, sharedVersion, err := r.Versions.CorrectionVersions(ctx, anna)
		require.NoError(t, err)
		bensVersion, sharedAgain, err := r.Versions.CorrectionVersions(ctx, ben)
		require.NoError(t, err)
		require.Equal(t, sharedVersion, sharedAgain)
		return own, bensVersion, sharedVersion
	}
	a, b, s := read()
	assert.Equal(t, [3]int64{0, 0, 0}, [3]int64{a, b, s}, "nothing changed yet")

	raises := func(name string, wantAnna, wantShared bool, change func() error) {
		t.Helper()
		beforeAnna, beforeBen, beforeShared := read()
		require.NoError(t, change(), name)
		afterAnna, afterBen, afterShared := read()
		assert.Equal(t, wantAnna, afterAnna > beforeAnna, "%s: Anna's version raised", name)
		assert.Equal(t, wantShared, afterShared > beforeShared, "%s: the shared version raised", name)
		assert.Equal(t, beforeBen, afterBen, "%s: Ben's version kept", name)
	}
	entry, err := vocabulary.NewEntry("cv1", anna, "new monia", "pneumonia", "en", Now)
	require.NoError(t, err)
	raises("adding a vocabulary entry", true, false, func() error { return r.Vocabulary.Add(ctx, entry, allowCount) })
	raises("deleting a vocabulary entry", true, false, func() error { return r.Vocabulary.Delete(ctx, anna, "cv1") })
	raises("adding a macro", true, false, func() error {
		return r.Macros.Add(ctx, newMacro(t, "cm1", anna, "normal chest", "en", Now), allowCount)
	})
	raises("changing a macro", true, false, func() error {
		_, err := r.Macros.Update(ctx, anna, "cm1", func(m *macro.Macro) error {
			return m.Edit("normal chest", "en", "Clear lungs.", Now.Add(time.Minute))
		})
		return err
	})
	raises("importing macros", true, false, func() error {
		_, _, err := r.Macros.Import(ctx, anna, []macro.Macro{newMacro(t, "cm2", anna, "brain", "en", Now)}, allowCount)
		return err
	})
	raises("deleting a macro", true, false, func() error { return r.Macros.Delete(ctx, anna, "cm1") })
	raises("adding a shared macro", false, true, func() error {
		return r.Macros.Add(ctx, newMacro(t, "cs1", "", "spine", "en", Now), allowCount)
	})
	raises("counting use", false, false, func() error {
		return r.Frequencies.IncrementFrequencies(ctx, anna, map[string]int{"cv1": 1})
	})
}
