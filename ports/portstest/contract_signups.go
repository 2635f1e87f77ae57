package portstest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

func resetTokensEndTogetherContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, ben := TwoUsers(t, r.Users)
	tokens := r.Resets
	for _, token := range []account.ResetToken{
		account.NewResetToken("anna-1", anna, Now), account.NewResetToken("anna-2", anna, Now),
		account.NewResetToken("ben-1", ben, Now),
	} {
		require.NoError(t, tokens.Create(ctx, token))
	}
	_, err := tokens.Consume(ctx, "anna-1", Now)
	require.NoError(t, err)

	require.NoError(t, tokens.DeleteForUser(ctx, anna))
	for _, gone := range []string{"anna-1", "anna-2"} {
		_, err = tokens.ByHash(ctx, gone)
		assert.ErrorIs(t, err, ports.ErrNotFound, gone)
	}
	_, err = tokens.Consume(ctx, "anna-2", Now)
	assert.ErrorIs(t, err, ports.ErrNotFound, "an ended link cannot set a password")
	_, err = tokens.ByHash(ctx, "ben-1")
	assert.NoError(t, err, "another account's links stay")
	assert.NoError(t, tokens.DeleteForUser(ctx, "nobody"))
}

func pendingSignUpsContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	signUps := r.SignUps
	victim := account.User{Email: "anna@klinik.de", PasswordHash: "hash-a", FirstName: "Anna", LastName: "Weber"}
	other := account.User{Email: "Anna@Klinik.de", PasswordHash: "hash-x", FirstName: "Mallory", LastName: "X"}
	stranger := account.User{Email: "ben@klinik.de", PasswordHash: "hash-b"}
	require.NoError(t, signUps.Create(ctx, account.NewPendingSignUp("a", victim, Now)))
	require.NoError(t, signUps.Create(ctx, account.NewPendingSignUp("x", other, Now)))
	require.NoError(t, signUps.Create(ctx, account.NewPendingSignUp("b", stranger, Now.Add(-account.SignUpTTL))))
	assert.ErrorIs(t, signUps.Create(ctx, account.NewPendingSignUp("a", stranger, Now)), ports.ErrConflict)

	got, err := signUps.ByIDHash(ctx, "a")
	require.NoError(t, err)
	assert.Equal(t, account.NewPendingSignUp("a", victim, Now), got)
	got, err = signUps.ByIDHash(ctx, "x")
	require.NoError(t, err)
	assert.Equal(t, "anna@klinik.de", got.Email, "stored normalised")
	_, err = signUps.ByIDHash(ctx, "nope")
	assert.ErrorIs(t, err, ports.ErrNotFound)

	deleted, err := signUps.DeleteExpired(ctx, Now)
	require.NoError(t, err)
	assert.Equal(t, 1, deleted, "a sign-up that expires this very moment goes")

	require.NoError(t, signUps.DeleteForEmail(ctx, "anna@klinik.de"))
	for _, gone := range []string{"a", "x", "b"} {
		_, err = signUps.ByIDHash(ctx, gone)
		assert.ErrorIs(t, err, ports.ErrNotFound, gone)
	}
}

func knownDevicesContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, ben := TwoUsers(t, r.Users)
	devices := r.Devices
	require.NoError(t, devices.Create(ctx, account.NewKnownDevice("laptop", anna, Now)))
	require.NoError(t, devices.Create(ctx, account.NewKnownDevice("old", ben, Now.Add(-account.KnownDeviceTTL))))
	assert.Error(t, devices.Create(ctx, account.NewKnownDevice("ghost", "no-such-user", Now)), "a device belongs to an account")

	got, err := devices.ByIDHash(ctx, "laptop")
	require.NoError(t, err)
	assert.Equal(t, account.NewKnownDevice("laptop", anna, Now), got)
	assert.True(t, got.Knows(anna, Now.Add(time.Hour)))
	assert.False(t, got.Knows(ben, Now), "a device is known to the account it signed in to only")

	deleted, err := devices.DeleteExpired(ctx, Now)
	require.NoError(t, err)
	assert.Equal(t, 1, deleted)
	_, err = devices.ByIDHash(ctx, "old")
	assert.ErrorIs(t, err, ports.ErrNotFound)
}
