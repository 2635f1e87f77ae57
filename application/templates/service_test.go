package templates

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/application/templates/library"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/document"
	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/ports/portstest"
)

var (
	admin = account.User{ID: "admin", Email: "chief@klinik.de", Role: account.RoleAdmin}
	anna  = account.User{ID: "anna", Email: "anna@klinik.de", Role: account.RoleUser}
	ben   = account.User{ID: "ben", Email: "ben@klinik.de", Role: account.RoleUser}
	now   = time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)
)

type fixture struct {
	service   *Service
	sanitizer *stripScripts
}

func newFixture(t *testing.T) fixture {
	t.Helper()
	memory := portstest.NewMemory()
	for _, u := range []account.User{admin, anna, ben} {
		require.NoError(t, memory.Users.Create(context.Background(), u))
	}
	f := fixture{sanitizer: &stripScripts{}}
	f.service = NewService(memory.MasterTemplates, memory.UserTemplates, f.sanitizer, portstest.FixedClock{Time: now}, &portstest.SequentialIDs{})
	return f
}

// stripScripts stands in for the bluemonday adapter, which has its own tests.
type stripScripts struct{ calls int }

func (s *stripScripts) Sanitize(html string) string {
	s.calls++
	return strings.ReplaceAll(html, "<script>alert(1)</script>", "")
}

func (s *stripScripts) SanitizeTokens(html string) document.Tokenised {
	return document.Tokenise(s.Sanitize(html))
}

func draft(name string) template.Draft {
	return template.Draft{Name: name, Type: "Neuro", Modality: "CT", Language: "en", HTML: "<p>Normal.</p><script>alert(1)</script>"}
}

func TestMasterTemplatesAreForAdminsOnly(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	_, err := f.service.CreateMaster(ctx, anna, draft("CT Head"))
	assert.Equal(t, apperr.Forbidden, apperr.KindOf(err))

	created, err := f.service.CreateMaster(ctx, admin, draft("CT Head"))
	require.NoError(t, err)
	assert.Equal(t, "<p>Normal.</p>", created.HTML, "sanitised before it is stored")

	_, err = f.service.UpdateMaster(ctx, anna, created.ID, draft("Mine now"))
	assert.Equal(t, apperr.Forbidden, apperr.KindOf(err))
	assert.Equal(t, apperr.Forbidden, apperr.KindOf(f.service.DeleteMaster(ctx, anna, created.ID)))

	updated, err := f.service.UpdateMaster(ctx, admin, created.ID, draft("CT Brain"))
	require.NoError(t, err)
	assert.Equal(t, "CT Brain", updated.Name)
	_, err = f.service.UpdateMaster(ctx, admin, "missing", draft("CT Brain"))
	assert.Equal(t, apperr.NotFound, apperr.KindOf(err))

	noType := draft("CT Head")
	noType.Type = ""
	_, err = f.service.CreateMaster(ctx, admin, noType)
	assert.EqualError(t, err, template.MsgTypeRequired)
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err))
	require.NoError(t, f.service.DeleteMaster(ctx, admin, created.ID))
}

func TestOwnTemplates(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	for i := range template.MaxOwn {
		_, err := f.service.CreateOwn(ctx, anna, draft(fmt.Sprintf("Template %d", i)))
		require.NoError(t, err)
	}
	_, err := f.service.CreateOwn(ctx, anna, draft("Sixth"))
	assert.Equal(t, apperr.Conflict, apperr.KindOf(err))
	assert.EqualError(t, err, "You can have at most 5 templates. Delete one to add another.")

	first, err := f.service.CreateOwn(ctx, ben, draft("Template 0"))
	require.NoError(t, err, "names are unique per user")
	_, err = f.service.CreateOwn(ctx, ben, draft(" TEMPLATE 0 "))
	assert.EqualError(t, err, `You already have a template named "TEMPLATE 0".`)

	_, err = f.service.UpdateOwn(ctx, anna, first.ID, draft("Stolen"))
	assert.Equal(t, apperr.NotFound, apperr.KindOf(err), "another user's template is not found")
	assert.EqualError(t, err, "Template not found")
	assert.Equal(t, apperr.NotFound, apperr.KindOf(f.service.DeleteOwn(ctx, anna, first.ID)))

	second, err := f.service.CreateOwn(ctx, ben, draft("Template 1"))
	require.NoError(t, err)
	_, err = f.service.UpdateOwn(ctx, ben, second.ID, draft("template 0"))
	assert.Equal(t, apperr.Conflict, apperr.KindOf(err))
	renamed, err := f.service.UpdateOwn(ctx, ben, second.ID, draft("Template One"))
	require.NoError(t, err)
	assert.Equal(t, "<p>Normal.</p>", renamed.HTML)
	assert.Empty(t, renamed.Type)

	huge := draft("Huge")
	huge.HTML = "<p>" + string(make([]byte, template.MaxHTMLBytes)) + "</p>"
	calls := f.sanitizer.calls
	_, err = f.service.CreateOwn(ctx, ben, huge)
	assert.EqualError(t, err, template.MsgContentTooLarge)
	assert.Equal(t, calls, f.sanitizer.calls, "oversized input is refused before sanitising")
}

func TestSeedingTheLibraryIsIdempotentAndKeepsAdminChanges(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	entries, err := library.Templates()
	require.NoError(t, err)

	added, err := f.service.Seed(ctx, entries)
	require.NoError(t, err)
	assert.Equal(t, len(entries), added, "every library template is valid and stored")
	stored, _ := f.service.ListMaster(ctx)
	require.Len(t, stored, len(entries))

	edited, err := f.service.UpdateMaster(ctx, admin, stored[0].ID, draft("Edited by the admin"))
	require.NoError(t, err)
	require.NoError(t, f.service.DeleteMaster(ctx, admin, stored[1].ID))

	added, err = f.service.Seed(ctx, entries)
	require.NoError(t, err)
	assert.Zero(t, added)
	after, _ := f.service.ListMaster(ctx)
	assert.Len(t, after, len(entries)-1, "a deleted default stays deleted")
	assert.Contains(t, after, edited, "an edited default is not overwritten")
}

func TestSeedingRefusesABrokenLibraryEntry(t *testing.T) {
	f := newFixture(t)
	_, err := f.service.Seed(context.Background(), []library.Template{{Key: "broken", Name: "", Type: "Neuro", Modality: "CT", Language: "en", HTML: "<p>x</p>"}})
	assert.ErrorContains(t, err, `library template "broken"`)
}

func TestMasterVersionChangesWithEveryWrite(t *testing.T) {
	ctx := context.Background()
	memory := portstest.NewMemory()
	here := NewService(memory.MasterTemplates, memory.UserTemplates, &stripScripts{}, portstest.FixedClock{Time: now}, &portstest.SequentialIDs{})
	version := func(s *Service) string {
		t.Helper()
		v, err := s.MasterVersion(ctx)
		require.NoError(t, err)
		return v
	}
	seen := map[string]bool{version(here): true}
	changed := func(step string) {
		t.Helper()
		v := version(here)
		assert.False(t, seen[v], "the version is new after %s", step)
		seen[v] = true
	}

	created, err := here.CreateMaster(ctx, admin, draft("CT Head"))
	require.NoError(t, err)
	changed("a create")
	_, err = here.ListMaster(ctx)
	require.NoError(t, err)
	_, err = here.CreateMaster(ctx, anna, draft("Not mine"))
	require.Error(t, err)
	assert.True(t, seen[version(here)], "reads and refusals keep the version")
	// The clock stands still: the change shows all the same.
	_, err = here.UpdateMaster(ctx, admin, created.ID, draft("CT Brain"))
	require.NoError(t, err)
	changed("an update at the same instant")

	// Another process sharing the database sees the change by the stamp.
	other := NewService(memory.MasterTemplates, memory.UserTemplates, &stripScripts{}, portstest.FixedClock{Time: now.Add(time.Minute)}, &portstest.SequentialIDs{})
	before := version(here)
	_, err = other.UpdateMaster(ctx, admin, created.ID, draft("CT Skull"))
	require.NoError(t, err)
	assert.NotEqual(t, before, version(here), "a change by another process")
	before = version(here)
	require.NoError(t, other.DeleteMaster(ctx, admin, created.ID))
	assert.NotEqual(t, before, version(here), "a delete by another process")

	before = version(here)
	added, err := here.Seed(ctx, nil)
	require.NoError(t, err)
	assert.Zero(t, added)
	assert.Equal(t, before, version(here), "seeding nothing keeps the version")
}
