package auth

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
)

// mallory signs up with Anna's address, with her own password and name.
var mallory = account.Registration{Email: "Anna@Klinik.de", Password: "Mall0ry-Owns-It", ConfirmPassword: "Mall0ry-Owns-It", FirstName: "Mallory", LastName: "Evil"}

// The takeover of a pending sign-up: Anna registers, Mallory registers the same address with
// her own password while Anna's code is on its way. Mallory's request changes nothing about the
// account and is answered as for a new address; Anna's code, entered in Anna's browser, gives
// the account Anna's password and name; Mallory's password never signs in.
func TestAPendingSignUpCannotBeTakenOver(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	annas, err := f.service.Register(ctx, anna, Client{IP: "192.0.2.1"})
	require.NoError(t, err)
	before, err := f.users.ByEmail(ctx, anna.Email)
	require.NoError(t, err)

	for _, wait := range []bool{false, true} {
		if wait {
			f.advance(account.ResendCooldown) // a code goes out again, to Anna's mailbox
		}
		mallorys, err := f.service.Register(ctx, mallory, Client{IP: "198.51.100.66"})
		require.NoError(t, err)
		assert.Equal(t, MsgCodeSent, mallorys.Message, "answered as for a new address")
		assert.NotEmpty(t, mallorys.SignUpToken)
		after, err := f.users.ByEmail(ctx, anna.Email)
		require.NoError(t, err)
		assert.Equal(t, before, after, "nothing about the account changed")
	}
	assert.Len(t, f.mail.sent, 2, "one code within the cooldown, another after it; both to Anna's mailbox")
	assert.Equal(t, "anna@klinik.de", f.mail.sent[1].To)
	code := f.inLastMail(t, codePattern)

	signedIn, err := f.service.VerifyEmail(ctx, anna.Email, code, Client{IP: "192.0.2.1", SignUpToken: annas.SignUpToken})
	require.NoError(t, err)
	assert.Equal(t, "Anna", signedIn.User.FirstName, "greeted by her own name")
	_, err = f.service.Login(ctx, anna.Email, mallory.Password, Client{IP: "198.51.100.66"})
	requireAppErr(t, err, apperr.Unauthenticated, MsgInvalidCredentials)
	_, err = f.service.Login(ctx, anna.Email, anna.Password, Client{IP: "192.0.2.1"})
	assert.NoError(t, err, "Anna's password is the account's")
}

// Mallory signs up first with an address that is not hers. When its owner signs up too and
// enters the code she was mailed, the account takes her password and name, not Mallory's.
func TestAnAddressSignedUpByAStrangerBecomesItsOwnersAccount(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	_, err := f.service.Register(ctx, mallory, Client{IP: "198.51.100.66"})
	require.NoError(t, err)
	f.advance(account.ResendCooldown)
	annas, err := f.service.Register(ctx, anna, Client{IP: "192.0.2.1"})
	require.NoError(t, err)
	code := f.inLastMail(t, codePattern)

	signedIn, err := f.service.VerifyEmail(ctx, anna.Email, code, Client{IP: "192.0.2.1", SignUpToken: annas.SignUpToken})
	require.NoError(t, err)
	assert.Equal(t, []string{"Anna", "Berg"}, []string{signedIn.User.FirstName, signedIn.User.LastName})
	_, err = f.service.Login(ctx, anna.Email, mallory.Password, Client{IP: "198.51.100.66"})
	requireAppErr(t, err, apperr.Unauthenticated, MsgInvalidCredentials)
	_, err = f.service.Login(ctx, anna.Email, anna.Password, Client{IP: "192.0.2.1"})
	assert.NoError(t, err)
}

// A sign-up is answered alike whether the address is new, waiting for its code, or verified.
func TestSigningUpAnswersAlikeForEveryAddress(t *testing.T) {
	setups := map[string]func(t *testing.T, f *fixture){
		"no account":                   func(*testing.T, *fixture) {},
		"account waiting for its code": func(t *testing.T, f *fixture) { f.addUser(t, withPassword("u1", false)) },
		"verified account":             func(t *testing.T, f *fixture) { f.addUser(t, withPassword("u1", true)) },
	}
	for name, setup := range setups {
		f := newFixture(t)
		setup(t, f)
		registered, err := f.service.Register(context.Background(), mallory, Client{IP: "198.51.100.66"})
		require.NoError(t, err, name)
		assert.Equal(t, MsgCodeSent, registered.Message, name)
		assert.NotEmpty(t, registered.SignUpToken, name)
		_, err = f.service.ResendCode(context.Background(), anna.Email, Client{IP: "198.51.100.66"})
		appErr := requireAppErr(t, err, apperr.RateLimited, "Please wait 60 seconds before requesting a new code.")
		assert.Equal(t, account.ResendCooldown, appErr.RetryAfter, name)
	}
}

// Someone else's sign-up spends the address's cooldown silently: a resend right after it is
// answered as for an address nobody asked about, and mails nothing.
func TestResendAfterSomeoneElsesSignUpAnswersAsForAnUnknownAddress(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	_, err := f.service.Register(ctx, anna, Client{IP: "192.0.2.1"})
	require.NoError(t, err)
	sent := len(f.mail.sent)

	for _, email := range []string{anna.Email, "nobody@klinik.de"} {
		msg, err := f.service.ResendCode(ctx, email, Client{IP: "198.51.100.66"})
		require.NoError(t, err, email)
		assert.Equal(t, MsgCodeResent, msg, email)
	}
	assert.Len(t, f.mail.sent, sent, "the address's cooldown still holds")
}

// A used reset link ends the others, and a sign-in with the password ends them all.
func TestAResetOrASignInEndsEveryOtherResetLink(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	f.addUser(t, withPassword("u1", true))
	links := make([]string, 2)
	for i := range links {
		_, err := f.service.ForgotPassword(ctx, anna.Email, Client{IP: "192.0.2.1"})
		require.NoError(t, err)
		links[i] = f.inLastMail(t, tokenPattern)
	}
	require.NotEqual(t, links[0], links[1])

	_, err := f.service.ResetPassword(ctx, links[0], newPassword, Client{})
	require.NoError(t, err)
	requireAppErr(t, f.service.VerifyResetToken(ctx, links[1]), apperr.Invalid, account.ErrResetTokenInvalid.Error())
	_, err = f.service.ResetPassword(ctx, links[1], "Mall0ry-Owns-It", Client{})
	requireAppErr(t, err, apperr.Invalid, account.ErrResetTokenInvalid.Error())

	_, err = f.service.ForgotPassword(ctx, anna.Email, Client{IP: "192.0.2.1"})
	require.NoError(t, err)
	link := f.inLastMail(t, tokenPattern)
	_, err = f.service.Login(ctx, anna.Email, newPassword, Client{})
	require.NoError(t, err)
	requireAppErr(t, f.service.VerifyResetToken(ctx, link), apperr.Invalid, account.ErrResetTokenInvalid.Error())
}

// A reset link proves the mailbox: an account still to verify gets the password it sets, and
// the codes and sign-ups asked for without proof end.
func TestAResetLinkEndsThePendingSignUpsAndCode(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	mallorys, err := f.service.Register(ctx, mallory, Client{IP: "198.51.100.66"})
	require.NoError(t, err)
	code := f.inLastMail(t, codePattern)
	_, err = f.service.ForgotPassword(ctx, anna.Email, Client{IP: "192.0.2.1"})
	require.NoError(t, err)
	_, err = f.service.ResetPassword(ctx, f.inLastMail(t, tokenPattern), newPassword, Client{})
	require.NoError(t, err)

	_, err = f.service.VerifyEmail(ctx, anna.Email, code, Client{SignUpToken: mallorys.SignUpToken})
	requireAppErr(t, err, apperr.Invalid, account.MsgSignUpHere)
	_, err = f.service.Login(ctx, anna.Email, mallory.Password, Client{})
	requireAppErr(t, err, apperr.Unauthenticated, MsgInvalidCredentials)
	_, err = f.service.Login(ctx, anna.Email, newPassword, Client{})
	assert.NoError(t, err)
}

// Signing in as Ben in a browser that holds Anna's session ends Anna's session on the server.
func TestSigningInEndsTheBrowsersPreviousSession(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	f.addUser(t, withPassword("u1", true))
	ben := withPassword("u2", true)
	ben.Email = "ben@klinik.de"
	f.addUser(t, ben)

	annas, err := f.service.Login(ctx, anna.Email, anna.Password, Client{})
	require.NoError(t, err)
	bens, err := f.service.Login(ctx, ben.Email, anna.Password, Client{SessionToken: annas.SessionToken})
	require.NoError(t, err)
	_, err = f.service.CurrentUser(ctx, annas.SessionToken)
	assert.Equal(t, apperr.Unauthenticated, apperr.KindOf(err), "the session the browser held before is over")
	current, err := f.service.CurrentUser(ctx, bens.SessionToken)
	require.NoError(t, err)
	assert.Equal(t, "u2", current.ID)
}
