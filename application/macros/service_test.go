package macros

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/macro"
	"github.com/radscribe/radscribe/ports/portstest"
)

var (
	anna = account.User{ID: "anna", Email: "anna@klinik.de"}
	ben  = account.User{ID: "ben", Email: "ben@klinik.de"}
)

func newTestService(t *testing.T) *Service {
	t.Helper()
	memory := portstest.NewMemory()
	for _, u := range []account.User{anna, ben} {
		require.NoError(t, memory.Users.Create(context.Background(), u))
	}
	return NewService(memory.Macros, portstest.FixedClock{Time: portstest.Now}, &portstest.SequentialIDs{})
}

func names(ms []macro.Macro) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.Name + "/" + m.Language
		if m.Shared() {
			out[i] += "/shared"
		}
	}
	return out
}

func assertError(t *testing.T, err error, kind apperr.Kind, message string) {
	t.Helper()
	var appErr *apperr.Error
	require.ErrorAs(t, err, &appErr)
	assert.Equal(t, kind, appErr.Kind)
	assert.Equal(t, message, appErr.Message)
}

func TestOwnMacrosWinOverSharedOnes(t *testing.T) {
	s := newTestService(t)
	ctx := context.Background()
	_, err := s.Create(ctx, anna, Input{Name: "Normal chest", Language: "en", Text: "Mine."})
	require.NoError(t, err)
	for _, in := range []Input{{Name: "normal chest", Language: "en", Text: "Shared."}, {Name: "normal brain", Language: "en", Text: "Brain."}, {Name: "normal chest", Language: "de", Text: "Thorax."}} {
		_, err := s.CreateShared(ctx, in)
		require.NoError(t, err)
	}
	list, err := s.List(ctx, anna)
	require.NoError(t, err)
	assert.Equal(t, []string{"Normal chest/en", "normal brain/en/shared", "normal chest/de/shared"}, names(list))
	list, err = s.List(ctx, ben)
	require.NoError(t, err)
	assert.Len(t, list, 3, "ben sees every shared macro")

	expanding, err := s.ForLanguage(ctx, anna.ID, "en")
	require.NoError(t, err)
	text, n := macro.Expand("insert normal chest", "en", expanding)
	assert.Equal(t, "Mine.", text)
	assert.Equal(t, 1, n)
}

func TestCreateUpdateDeleteErrors(t *testing.T) {
	s := newTestService(t)
	ctx := context.Background()
	_, err := s.Create(ctx, anna, Input{Name: "", Text: "x"})
	assertError(t, err, apperr.Invalid, macro.MsgNameRequired)
	m, err := s.Create(ctx, anna, Input{Name: "normal", Text: "Normal [size]."})
	require.NoError(t, err)
	assert.Equal(t, "en", m.Language)
	_, err = s.Create(ctx, anna, Input{Name: "NORMAL", Language: "en", Text: "x"})
	assertError(t, err, apperr.Conflict, `You already have a macro named "NORMAL" in this language.`)

	_, err = s.Update(ctx, ben, m.ID, Input{Name: "mine now", Text: "x"})
	assertError(t, err, apperr.NotFound, macro.MsgNotFound)
	_, err = s.Update(ctx, anna, m.ID, Input{Name: "normal", Text: "<b>x</b>"})
	assertError(t, err, apperr.Invalid, macro.MsgTextMarkup)
	updated, err := s.Update(ctx, anna, m.ID, Input{Name: "normal", Language: "de", Text: "Normal."})
	require.NoError(t, err)
	assert.Equal(t, "de", updated.Language)

	assertError(t, s.Delete(ctx, ben, m.ID), apperr.NotFound, macro.MsgNotFound)
	require.NoError(t, s.Delete(ctx, anna, m.ID))
	assertError(t, s.DeleteShared(ctx, "missing"), apperr.NotFound, macro.MsgNotFound)
}

func TestLimitPerUser(t *testing.T) {
	s := newTestService(t)
	ctx := context.Background()
	in := make([]Input, macro.MaxPerUser)
	for i := range in {
		in[i] = Input{Name: fmt.Sprintf("m%d", i), Text: "x"}
	}
	imported, err := s.Import(ctx, anna, in)
	require.NoError(t, err)
	assert.Equal(t, Imported{Added: 200}, imported)
	_, err = s.Create(ctx, anna, Input{Name: "one more", Text: "x"})
	assertError(t, err, apperr.Conflict, macro.MsgTooMany)
	_, err = s.Import(ctx, anna, []Input{{Name: "m0", Text: "replaced"}, {Name: "one more", Text: "x"}})
	assertError(t, err, apperr.Conflict, MsgImportTooMany)
	list, _ := s.Export(ctx, anna)
	assert.Equal(t, "x", list[0].Text, "nothing of a refused import is stored")
	_, err = s.Create(ctx, ben, Input{Name: "one more", Text: "x"})
	require.NoError(t, err, "the limit is per user")
	_, err = s.CreateShared(ctx, Input{Name: "shared", Text: "x"})
	require.NoError(t, err, "shared macros do not count against a user")
}

func TestImport(t *testing.T) {
	s := newTestService(t)
	ctx := context.Background()
	_, err := s.Create(ctx, anna, Input{Name: "normal", Text: "Old."})
	require.NoError(t, err)

	_, err = s.Import(ctx, anna, nil)
	assertError(t, err, apperr.Invalid, MsgImportEmpty)
	_, err = s.Import(ctx, anna, make([]Input, 201))
	assertError(t, err, apperr.Invalid, MsgImportTooLarge)

	_, err = s.Import(ctx, anna, []Input{
		{Name: "fine", Text: "x"},
		{Name: "", Text: "x"},
		{Name: "twice", Text: "x"},
		{Name: "Twice", Text: "y"},
		{Name: "tagged", Text: "<i>x</i>"},
	})
	assertError(t, err, apperr.Invalid, `Nothing was imported. Macro 2 (""): Macro name is required; `+
		`Macro 4 ("Twice"): the file holds a macro of this name and language twice; Macro 5 ("tagged"): Macro text must be plain text, without HTML tags`)
	list, _ := s.Export(ctx, anna)
	assert.Equal(t, []string{"normal/en"}, names(list), "nothing of a refused file is stored")

	imported, err := s.Import(ctx, anna, []Input{{Name: "Normal", Text: "New."}, {Name: "spine", Language: "de", Text: "Wirbelsäule."}})
	require.NoError(t, err)
	assert.Equal(t, Imported{Added: 1, Replaced: 1}, imported)
	list, _ = s.Export(ctx, anna)
	require.Len(t, list, 2)
	assert.Equal(t, "New.", list[0].Text)

	_, err = s.CreateShared(ctx, Input{Name: "shared", Text: "x"})
	require.NoError(t, err)
	list, _ = s.Export(ctx, anna)
	assert.Len(t, list, 2, "the export holds the user's own macros only")
}

// The shared macros are exported and imported as a user's own are, by the same rules, in the
// same file format; they have no per-user limit, and a user's own macros stay out of it.
func TestSharedImportAndExport(t *testing.T) {
	s := newTestService(t)
	ctx := context.Background()
	_, err := s.CreateShared(ctx, Input{Name: "normal chest", Text: "Old."})
	require.NoError(t, err)
	_, err = s.Create(ctx, anna, Input{Name: "anna's own", Text: "x"})
	require.NoError(t, err)

	_, err = s.ImportShared(ctx, nil)
	assertError(t, err, apperr.Invalid, MsgImportEmpty)
	_, err = s.ImportShared(ctx, []Input{{Name: "fine", Text: "x"}, {Name: "", Text: "x"}})
	assertError(t, err, apperr.Invalid, `Nothing was imported. Macro 2 (""): Macro name is required`)

	imported, err := s.ImportShared(ctx, []Input{{Name: "Normal Chest", Text: "New."}, {Name: "spine", Language: "de", Text: "Wirbelsäule."}})
	require.NoError(t, err)
	assert.Equal(t, Imported{Added: 1, Replaced: 1}, imported)
	list, err := s.ExportShared(ctx)
	require.NoError(t, err)
	assert.Equal(t, []string{"Normal Chest/en/shared", "spine/de/shared"}, names(list))
	assert.Equal(t, "New.", list[0].Text)

	many := make([]Input, macro.MaxPerUser)
	for i := range many {
		many[i] = Input{Name: fmt.Sprintf("m%d", i), Text: "x"}
	}
	_, err = s.ImportShared(ctx, many)
	require.NoError(t, err, "shared macros have no per-user limit")
	list, _ = s.ExportShared(ctx)
	assert.Len(t, list, macro.MaxPerUser+2)
	own, _ := s.Export(ctx, anna)
	assert.Equal(t, []string{"anna's own/en"}, names(own), "a shared import leaves users' macros alone")
}
