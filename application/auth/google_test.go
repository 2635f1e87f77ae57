package auth

import (
	"context"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

const annasGoogleSubject = "https://accounts.google.com|200"

// withGoogle enables Google sign-in, vouching for Anna's identity.
func withGoogle(f *fixture, _ *Service) {
	f.google.enabled = true
	f.google.identity = ports.ExternalIdentity{
		Issuer: "https://accounts.google.com", Subject: "200", Email: "Anna@Klinik.de", EmailVerified: true,
		FirstName: " Anna ", LastName: "Berg", PictureURL: "https://lh3.example.test/anna.jpg",
	}
}

func finishGoogle(f *fixture) (SignedIn, error) {
	return f.service.FinishGoogle(context.Background(), "code", ports.AuthorizationRequest{State: "s"}, Client{IP: "192.0.2.1"})
}

func TestStartGoogleBindsTheCallback(t *testing.T) {
	f := newFixture(t, withGoogle)
	target, req, err := f.service.StartGoogle(context.Background())
	require.NoError(t, err)
	assert.Equal(t, "https://accounts.example.test/auth?state="+url.QueryEscape(req.State), target)
	assert.NotEmpty(t, req.State)
	assert.NotEqual(t, req.State, req.Nonce)
	assert.NotEqual(t, req.Nonce, req.CodeVerifier)
}

func TestFinishGoogleCreatesAVerifiedAccountAndSignsItInAgain(t *testing.T) {
	f := newFixture(t, withGoogle)
	ctx := context.Background()
	signedIn, err := finishGoogle(f)
	require.NoError(t, err)
	user := signedIn.User
	assert.Equal(t, "anna@klinik.de", user.Email)
	assert.Equal(t, "Anna", user.FirstName)
	assert.Equal(t, account.ProviderGoogle, user.AuthProvider)
	assert.True(t, user.EmailVerified)
	assert.Equal(t, annasGoogleSubject, user.GoogleSubject)
	assert.Equal(t, "https://lh3.example.test/anna.jpg", user.ProfileImageURL)
	assert.NotNil(t, user.TrialStartedAt)
	current, err := f.service.CurrentUser(ctx, signedIn.SessionToken)
	require.NoError(t, err)
	assert.Equal(t, user.ID, current.ID)

	again, err := finishGoogle(f)
	require.NoError(t, err)
	assert.Equal(t, user.ID, again.User.ID, "a known Google identity signs in to its account")
	assert.NotEqual(t, signedIn.SessionToken, again.SessionToken)
	assert.Equal(t, []account.AuthEventType{account.EventRegistered, account.EventGoogleSignedIn, account.EventGoogleSignedIn}, f.events())
}

// An e-mail account is linked to Google only when Google has verified the address.
func TestFinishGoogleLinksAnExistingAccountOnlyWhenGoogleVouchesForTheAddress(t *testing.T) {
	f := newFixture(t, withGoogle)
	ctx := context.Background()
	f.addUser(t, withPassword("u1", true))

	f.google.identity.EmailVerified = false
	_, err := finishGoogle(f)
	appErr := requireAppErr(t, err, apperr.Forbidden, MsgGoogleEmailUnverify)
	assert.Equal(t, GoogleEmailUnverified, appErr.Code)
	stored, _ := f.users.ByID(ctx, "u1")
	assert.Empty(t, stored.GoogleSubject)

	f.google.identity.EmailVerified = true
	signedIn, err := finishGoogle(f)
	require.NoError(t, err)
	assert.Equal(t, "u1", signedIn.User.ID)
	assert.Equal(t, annasGoogleSubject, signedIn.User.GoogleSubject)
	assert.True(t, signedIn.User.EmailVerified)
	assert.Equal(t, account.ProviderEmail, signedIn.User.AuthProvider, "the password still works")
	assert.Equal(t, "https://lh3.example.test/anna.jpg", signedIn.User.ProfileImageURL)
	assert.Equal(t, []account.AuthEventType{account.EventGoogleLinked, account.EventGoogleSignedIn}, f.events())
	_, err = f.service.Login(ctx, anna.Email, anna.Password, Client{})
	assert.NoError(t, err)
}

// An e-mail account still to verify was asked for without proof of the mailbox: when Google
// proves it, the password and names chosen then are dropped for the Google identity's.
func TestFinishGoogleOntoAnAccountStillToVerifyDropsItsUnprovenCredentials(t *testing.T) {
	f := newFixture(t, withGoogle)
	ctx := context.Background()
	pending := withPassword("u1", false)
	pending.FirstName, pending.LastName = "Mallory", "Intruder"
	f.addUser(t, pending)
	registered, err := f.service.Register(ctx, anna, Client{IP: "198.51.100.9"})
	require.NoError(t, err)

	signedIn, err := finishGoogle(f)
	require.NoError(t, err)
	assert.Equal(t, "u1", signedIn.User.ID)
	assert.True(t, signedIn.User.EmailVerified, "Google vouched for the address")
	assert.Empty(t, signedIn.User.PasswordHash)
	assert.Equal(t, []string{"Anna", "Berg"}, []string{signedIn.User.FirstName, signedIn.User.LastName})
	_, err = f.service.Login(ctx, anna.Email, anna.Password, Client{})
	requireAppErr(t, err, apperr.Unauthenticated, MsgInvalidCredentials)
	_, err = f.service.VerifyEmail(ctx, anna.Email, "000000", Client{SignUpToken: registered.SignUpToken})
	requireAppErr(t, err, apperr.Invalid, account.MsgSignUpHere)
}

func TestFinishGoogleRefusals(t *testing.T) {
	f := newFixture(t)
	_, err := finishGoogle(f)
	requireAppErr(t, err, apperr.Unauthenticated, "Google sign-in failed. Please try again.")

	f = newFixture(t, withGoogle)
	f.google.identity.Email = "not-an-address"
	_, err = finishGoogle(f)
	appErr := requireAppErr(t, err, apperr.Unauthenticated, "Google did not share a usable e-mail address.")
	assert.Equal(t, GoogleFailed, appErr.Code)
	assert.Empty(t, f.events())
}
