package auth

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports/portstest"
)

func TestLoginSignsInAVerifiedAccount(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	f.addUser(t, withPassword("u1", true))

	signedIn, err := f.service.Login(ctx, " Anna@Klinik.de ", anna.Password, Client{IP: "192.0.2.1", UserAgent: "Firefox"})
	require.NoError(t, err)
	assert.Equal(t, "u1", signedIn.User.ID)
	assert.NotEmpty(t, signedIn.SessionToken)
	current, err := f.service.CurrentUser(ctx, signedIn.SessionToken)
	require.NoError(t, err)
	assert.Equal(t, "u1", current.ID)
	assert.Equal(t, []account.AuthEventType{account.EventSignedIn}, f.events())
}

func TestLoginPromotesAListedAdmin(t *testing.T) {
	f := newFixture(t, func(_ *fixture, s *Service) { s.settings.AdminEmails = []string{"ANNA@klinik.de"} })
	f.addUser(t, withPassword("u1", true))

	signedIn, err := f.service.Login(context.Background(), anna.Email, anna.Password, Client{})
	require.NoError(t, err)
	assert.Equal(t, account.RoleAdmin, signedIn.User.Role)
	stored, _ := f.users.ByID(context.Background(), "u1")
	assert.Equal(t, account.RoleAdmin, stored.Role)
	assert.Equal(t, []account.AuthEventType{account.EventPromotedToAdmin, account.EventSignedIn}, f.events())
}

// Unknown addresses, accounts without a password and wrong passwords get the same answer.
func TestLoginRefusesAlike(t *testing.T) {
	googleOnly := account.User{ID: "u2", Email: "anna@klinik.de", AuthProvider: account.ProviderGoogle, EmailVerified: true}
	migrated := account.User{ID: "u3", Email: "anna@klinik.de", AuthProvider: account.ProviderReplit, PasswordHash: "plain:" + anna.Password}
	tests := []struct {
		name     string
		stored   []account.User
		password string
	}{
		{"wrong password", []account.User{withPassword("u1", true)}, "Wrong-password1"},
		{"unknown address", nil, anna.Password},
		{"account without a password", []account.User{googleOnly}, anna.Password},
		{"migrated account before it set a password", []account.User{migrated}, anna.Password},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t)
			for _, u := range tt.stored {
				f.addUser(t, u)
			}
			signedIn, err := f.service.Login(context.Background(), anna.Email, tt.password, Client{})
			requireAppErr(t, err, apperr.Unauthenticated, MsgInvalidCredentials)
			assert.Empty(t, signedIn.SessionToken)
			assert.Equal(t, []account.AuthEventType{account.EventSignInFailed}, f.events())
			assert.Equal(t, "anna@klinik.de", f.memory.Events.All()[0].Email, "the attempt is logged under the address tried")
		})
	}
}

func TestLoginRefusesInvalidInput(t *testing.T) {
	f := newFixture(t)
	_, err := f.service.Login(context.Background(), "not-an-address", "x", Client{})
	requireAppErr(t, err, apperr.Invalid, account.MsgInvalidEmail)
	_, err = f.service.Login(context.Background(), anna.Email, "", Client{})
	requireAppErr(t, err, apperr.Invalid, account.MsgPasswordRequired)
	assert.Empty(t, f.events())
}

// An unverified account is mailed a new code unless one went out within the resend cooldown,
// and the answer says which of the two happened.
func TestLoginBeforeVerifyingSaysWhetherANewCodeWasSent(t *testing.T) {
	ctx := context.Background()
	withLimits := func(_ *fixture, s *Service) { s.limiter = &portstest.Limiter{} }

	f := newFixture(t, withLimits)
	f.addUser(t, withPassword("u1", false))
	refused, err := f.service.Login(ctx, anna.Email, anna.Password, Client{})
	appErr := requireAppErr(t, err, apperr.Forbidden, MsgEmailNotVerified)
	assert.Equal(t, CodeEmailNotVerified, appErr.Code)
	require.Len(t, f.mail.sent, 1)
	code := f.inLastMail(t, codePattern)
	require.NotEmpty(t, refused.SignUpToken, "the password proved who signs up: this browser may enter the code")
	signedIn, err := f.service.VerifyEmail(ctx, anna.Email, code, Client{SignUpToken: refused.SignUpToken})
	require.NoError(t, err, "the code sent on sign-in verifies the account")
	assert.Equal(t, "plain:"+anna.Password, signedIn.User.PasswordHash, "with the password that was proved")

	f = newFixture(t, withLimits)
	_, err = f.service.Register(ctx, anna, Client{})
	require.NoError(t, err)
	require.Len(t, f.mail.sent, 1)
	_, err = f.service.Login(ctx, anna.Email, anna.Password, Client{})
	appErr = requireAppErr(t, err, apperr.Forbidden, MsgEmailNotVerifiedCodeRecent)
	assert.Equal(t, CodeEmailNotVerified, appErr.Code)
	assert.Len(t, f.mail.sent, 1, "within the cooldown no new code is sent, and the answer does not claim one")
}
