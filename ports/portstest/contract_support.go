package portstest

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/support"
	"github.com/radscribe/radscribe/ports"
)

// ContactMessageExample is a valid message made at, from the account userID (empty for a
// visitor), whose text runs over several lines and fills the limit.
func ContactMessageExample(t *testing.T, id, userID string, at time.Time) support.ContactMessage {
	t.Helper()
	text := "Wie lege ich eigene Vorlagen an?\nZweite Zeile\t– mit Umlauten: äöü ß.\n" + strings.Repeat("é", support.MaxMessageLength-100)
	m, err := support.NewContactMessage(id, userID, support.Draft{
		Name: "Anna Weber-Müller", Email: "anna@klinik.de", Subject: "FAQ question from the tutorials page", Message: text,
	}, at)
	require.NoError(t, err)
	return m
}

// RunContactMessageContract checks a ports.ContactMessageRepository, fresh and empty.
func RunContactMessageContract(t *testing.T, r ports.ContactMessageRepository) {
	ctx := context.Background()
	visitor := ContactMessageExample(t, "m1", "", Now)
	member := ContactMessageExample(t, "m2", "11111111-1111-1111-1111-111111111111", Now.Add(time.Hour))
	require.NoError(t, r.Create(ctx, visitor))
	require.NoError(t, r.Create(ctx, member))
	assert.ErrorIs(t, r.Create(ctx, visitor), ports.ErrConflict, "an id is stored once")

	got, err := r.ByID(ctx, "m1")
	require.NoError(t, err)
	assert.Equal(t, visitor, got, "every field comes back as it was stored")
	got, err = r.ByID(ctx, "m2")
	require.NoError(t, err)
	assert.Equal(t, member, got)
	_, err = r.ByID(ctx, "m3")
	assert.ErrorIs(t, err, ports.ErrNotFound)

	require.NoError(t, r.Delete(ctx, "m2"))
	require.NoError(t, r.Delete(ctx, "m2"), "deleting a message that is gone is no error")
	_, err = r.ByID(ctx, "m2")
	assert.ErrorIs(t, err, ports.ErrNotFound)

	require.NoError(t, r.Create(ctx, ContactMessageExample(t, "m4", "", Now.Add(2*time.Hour))))
	deleted, err := r.DeleteCreatedBefore(ctx, Now.Add(2*time.Hour))
	require.NoError(t, err)
	assert.Equal(t, int64(1), deleted, "only the message created before the time")
	_, err = r.ByID(ctx, "m1")
	assert.ErrorIs(t, err, ports.ErrNotFound)
	_, err = r.ByID(ctx, "m4")
	assert.NoError(t, err, "a message created at the time itself stays")
}
