package portstest

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/ports"
)

const templateHTML = "<h2>Findings</h2><p><strong>Liver:</strong> Normal.</p>"

func masterTemplate(t *testing.T, id, name string) template.Template {
	t.Helper()
	tpl, err := template.NewMaster(id, template.Draft{Name: name, Type: "Neuro", Modality: "CT", Language: "en", HTML: templateHTML}, Now)
	require.NoError(t, err)
	return tpl
}

func ownTemplate(t *testing.T, id, owner, name string) template.Template {
	t.Helper()
	tpl, err := template.NewOwn(id, owner, template.Draft{Name: name, Modality: "MRI", Language: "de", HTML: templateHTML}, Now)
	require.NoError(t, err)
	return tpl
}

func masterTemplatesContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	masters := r.MasterTemplates
	stamps := map[string]string{}
	stamp := func(step string) {
		t.Helper()
		s, err := masters.Stamp(ctx)
		require.NoError(t, err)
		for before, seen := range stamps {
			assert.NotEqual(t, seen, s, "the stamp after %s is the one after %s", step, before)
		}
		stamps[step] = s
	}
	stamp("nothing")
	head := masterTemplate(t, "m1", "CT Head")
	require.NoError(t, masters.Create(ctx, head))
	stamp("a create")
	require.NoError(t, masters.Create(ctx, masterTemplate(t, "m2", "CT Chest")))
	stamp("a second create")
	again, err := masters.Stamp(ctx)
	require.NoError(t, err)
	assert.Equal(t, stamps["a second create"], again, "the stamp stays while nothing changes")

	list, err := masters.List(ctx)
	require.NoError(t, err)
	require.Len(t, list, 2)
	assert.Equal(t, "CT Chest", list[0].Name, "ordered by name within modality and language")
	assert.Equal(t, head, list[1])

	later := Now.Add(time.Hour)
	updated, err := masters.Update(ctx, "m1", func(tpl *template.Template) error {
		return tpl.Change(template.Draft{Name: "CT Brain", Type: "Neuro", Modality: "CT", Language: "de", HTML: templateHTML}, later)
	})
	require.NoError(t, err)
	assert.Equal(t, "CT Brain", updated.Name)
	assert.Equal(t, Now, updated.CreatedAt)
	assert.Equal(t, later, updated.UpdatedAt)
	stamp("an update")
	assert.True(t, updated.LOINC.IsZero(), "no LOINC code until an admin sets one")

	coded, err := masters.Update(ctx, "m1", func(tpl *template.Template) error {
		return tpl.Change(template.Draft{Name: "CT Brain", Type: "Neuro", Modality: "CT", Language: "de", HTML: templateHTML,
			LOINC: &template.LOINC{Code: "30799-1", Display: "CT Head WO contrast"}}, later)
	})
	require.NoError(t, err)
	list, err = masters.List(ctx)
	require.NoError(t, err)
	for _, tpl := range list {
		if tpl.ID == "m1" {
			assert.Equal(t, template.LOINC{Code: "30799-1", Display: "CT Head WO contrast"}, tpl.LOINC, "the LOINC code is stored")
			assert.Equal(t, coded, tpl)
		}
	}
	cleared, err := masters.Update(ctx, "m1", func(tpl *template.Template) error {
		return tpl.Change(template.Draft{Name: "CT Brain", Type: "Neuro", Modality: "CT", Language: "de", HTML: templateHTML,
			LOINC: &template.LOINC{}}, later)
	})
	require.NoError(t, err)
	assert.True(t, cleared.LOINC.IsZero())
	list, err = masters.List(ctx)
	require.NoError(t, err)
	for _, tpl := range list {
		if tpl.ID == "m1" {
			assert.True(t, tpl.LOINC.IsZero(), "a removed LOINC code is stored as none")
		}
	}
	_, err = masters.Update(ctx, "missing", func(*template.Template) error { return nil })
	assert.ErrorIs(t, err, ports.ErrNotFound)

	require.NoError(t, masters.Delete(ctx, "m2"))
	stamp("a delete")
	assert.ErrorIs(t, masters.Delete(ctx, "m2"), ports.ErrNotFound)
}

func masterTemplateSeedingContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	masters := r.MasterTemplates
	stored, err := masters.Seed(ctx, "template:ct-head-en.html", masterTemplate(t, "s1", "CT Head"))
	require.NoError(t, err)
	assert.True(t, stored)
	stored, err = masters.Seed(ctx, "template:ct-head-en.html", masterTemplate(t, "s2", "CT Head"))
	require.NoError(t, err)
	assert.False(t, stored, "a key is seeded once")

	require.NoError(t, masters.Delete(ctx, "s1"))
	stored, err = masters.Seed(ctx, "template:ct-head-en.html", masterTemplate(t, "s3", "CT Head"))
	require.NoError(t, err)
	assert.False(t, stored, "a default the admin deleted stays deleted")
	list, _ := masters.List(ctx)
	assert.Empty(t, list)
}

func userTemplatesContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	own := r.UserTemplates
	anna, ben := TwoUsers(t, r.Users)
	allow := func([]template.Template) error { return nil }

	knee := ownTemplate(t, "t1", anna, "MRI Knee")
	require.NoError(t, own.Add(ctx, knee, allow))
	require.NoError(t, own.Add(ctx, ownTemplate(t, "t2", ben, "MRI Knee"), allow), "names are unique per user only")
	err := own.Add(ctx, ownTemplate(t, "t3", anna, " mri KNEE "), allow)
	assert.ErrorIs(t, err, ports.ErrConflict, "the database refuses a name differing only in case")

	var seen []template.Template
	refusal := errors.New("full")
	err = own.Add(ctx, ownTemplate(t, "t4", anna, "US Neck"), func(existing []template.Template) error {
		seen = existing
		return refusal
	})
	assert.ErrorIs(t, err, refusal)
	assert.Equal(t, []template.Template{knee}, seen)

	list, err := own.ListByOwner(ctx, anna)
	require.NoError(t, err)
	assert.Equal(t, []template.Template{knee}, list)

	later := Now.Add(time.Hour)
	updated, err := own.Update(ctx, anna, "t1", func(tpl *template.Template, existing []template.Template) error {
		assert.Len(t, existing, 1)
		return tpl.Change(template.Draft{Name: "MRI Knee left", Modality: "MRI", Language: "en", HTML: templateHTML}, later)
	})
	require.NoError(t, err)
	assert.Equal(t, "MRI Knee left", updated.Name)
	assert.Equal(t, anna, updated.OwnerID)
	assert.Equal(t, Now, updated.CreatedAt)

	_, err = own.Update(ctx, ben, "t1", func(*template.Template, []template.Template) error { return nil })
	assert.ErrorIs(t, err, ports.ErrNotFound, "another user's template is not found")
	assert.ErrorIs(t, own.Delete(ctx, ben, "t1"), ports.ErrNotFound)
	require.NoError(t, own.Delete(ctx, anna, "t1"))
	list, _ = own.ListByOwner(ctx, anna)
	assert.Empty(t, list)
	assert.ErrorIs(t, own.Add(ctx, ownTemplate(t, "t5", "nobody", "X"), allow), ports.ErrNotFound)
}

func userTemplateLimitContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, _ := TwoUsers(t, r.Users)
	own := r.UserTemplates
	var wg sync.WaitGroup
	for i := range 10 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tpl := ownTemplate(t, fmt.Sprintf("t%d", i), anna, fmt.Sprintf("Template %d", i))
			_ = own.Add(ctx, tpl, func(existing []template.Template) error { return template.CheckAdd(existing, tpl.Name) })
		}()
	}
	wg.Wait()
	list, err := own.ListByOwner(ctx, anna)
	require.NoError(t, err)
	assert.Len(t, list, template.MaxOwn)
}
