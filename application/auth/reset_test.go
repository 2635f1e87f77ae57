package auth

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports/portstest"
)

const newPassword = "Neues-Passwort1"

// resetLinkSent is a fixture in which stored asked for a reset link, and the link's token.
func resetLinkSent(t *testing.T, stored account.User) (*fixture, string) {
	t.Helper()
	f := newFixture(t)
	f.addUser(t, stored)
	_, err := f.service.ForgotPassword(context.Background(), stored.Email, Client{})
	require.NoError(t, err)
	return f, f.inLastMail(t, tokenPattern)
}

func TestResetPasswordWorksOnceAndSignsEverySessionOut(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	f.addUser(t, withPassword("u1", true))
	before, err := f.service.Login(ctx, anna.Email, anna.Password, Client{})
	require.NoError(t, err)
	_, err = f.service.ForgotPassword(ctx, anna.Email, Client{})
	require.NoError(t, err)
	token := f.inLastMail(t, tokenPattern)
	require.NoError(t, f.service.VerifyResetToken(ctx, token))

	msg, err := f.service.ResetPassword(ctx, token, newPassword, Client{})
	require.NoError(t, err)
	assert.Equal(t, MsgPasswordReset, msg)
	_, err = f.service.CurrentUser(ctx, before.SessionToken)
	assert.Equal(t, apperr.Unauthenticated, apperr.KindOf(err), "whoever knew the old password is signed out")
	_, err = f.service.Login(ctx, anna.Email, anna.Password, Client{})
	requireAppErr(t, err, apperr.Unauthenticated, MsgInvalidCredentials)
	_, err = f.service.Login(ctx, anna.Email, newPassword, Client{})
	require.NoError(t, err)
	assert.Contains(t, f.events(), account.EventPasswordReset)

	_, err = f.service.ResetPassword(ctx, token, "Anderes-Passwort2", Client{})
	requireAppErr(t, err, apperr.Invalid, account.ErrResetTokenInvalid.Error())
	assert.Equal(t, apperr.Invalid, apperr.KindOf(f.service.VerifyResetToken(ctx, token)), "a used link no longer works")
}

// An account moved from the previous sign-in provider sets its first password with a link,
// which also proves the address.
func TestResetPasswordMigratesAnAccountWithoutAPassword(t *testing.T) {
	ctx := context.Background()
	f, token := resetLinkSent(t, account.User{ID: "u1", Email: anna.Email, AuthProvider: account.ProviderReplit, CreatedAt: testNow})
	_, err := f.service.ResetPassword(ctx, token, newPassword, Client{})
	require.NoError(t, err)

	stored, err := f.users.ByID(ctx, "u1")
	require.NoError(t, err)
	assert.Equal(t, account.ProviderEmail, stored.AuthProvider)
	assert.True(t, stored.EmailVerified)
	_, err = f.service.Login(ctx, anna.Email, newPassword, Client{})
	assert.NoError(t, err)
}

func TestResetPasswordRefusals(t *testing.T) {
	ctx := context.Background()
	f, token := resetLinkSent(t, withPassword("u1", true))

	_, err := f.service.ResetPassword(ctx, token, "short", Client{})
	requireAppErr(t, err, apperr.Invalid, account.MsgPasswordTooShort)
	assert.NoError(t, f.service.VerifyResetToken(ctx, token), "a refused password does not use up the link")

	_, err = f.service.ResetPassword(ctx, token+"x", newPassword, Client{})
	requireAppErr(t, err, apperr.Invalid, account.ErrResetTokenInvalid.Error())
	assert.Equal(t, apperr.Invalid, apperr.KindOf(f.service.VerifyResetToken(ctx, "")))

	f.service.clock = portstest.FixedClock{Time: testNow.Add(account.ResetTokenTTL + time.Second)}
	assert.Equal(t, apperr.Invalid, apperr.KindOf(f.service.VerifyResetToken(ctx, token)))
	_, err = f.service.ResetPassword(ctx, token, newPassword, Client{})
	requireAppErr(t, err, apperr.Invalid, account.ErrResetTokenInvalid.Error())
}
