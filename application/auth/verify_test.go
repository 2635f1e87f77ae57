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

// registered is a fixture in which Anna has registered, the code she was mailed, and her
// browser, which holds her sign-up.
func registered(t *testing.T) (*fixture, string, Client) {
	t.Helper()
	f := newFixture(t)
	signUp, err := f.service.Register(context.Background(), anna, Client{})
	require.NoError(t, err)
	return f, f.inLastMail(t, codePattern), Client{IP: "192.0.2.1", SignUpToken: signUp.SignUpToken}
}

// wrongCode is a well-formed code other than code.
func wrongCode(code string) string {
	if code == "000000" {
		return "111111"
	}
	return "000000"
}

func TestVerifyEmailVerifiesWelcomesAndSignsIn(t *testing.T) {
	f, code, browser := registered(t)
	ctx := context.Background()

	signedIn, err := f.service.VerifyEmail(ctx, "ANNA@klinik.de", code, browser)
	require.NoError(t, err)
	assert.True(t, signedIn.User.EmailVerified)
	require.NotNil(t, signedIn.User.TrialEndsAt, "the trial is recorded for when billing arrives")
	assert.Equal(t, testNow.Add(account.TrialLength), *signedIn.User.TrialEndsAt)
	stored, err := f.users.ByEmail(ctx, anna.Email)
	require.NoError(t, err)
	assert.True(t, stored.EmailVerified)
	current, err := f.service.CurrentUser(ctx, signedIn.SessionToken)
	require.NoError(t, err)
	assert.Equal(t, stored.ID, current.ID)

	welcome := f.mail.sent[len(f.mail.sent)-1]
	assert.Equal(t, "Welcome to RadScribe", welcome.Subject)
	assert.Equal(t, anna.Email, welcome.To)
	assert.Contains(t, welcome.Text, "https://radscribe.example/")
	assert.NotContains(t, welcome.Text, "trial", "without a payment provider there is no trial to announce")
	assert.Equal(t, []account.AuthEventType{account.EventRegistered, account.EventEmailVerified, account.EventSignedIn}, f.events())

	_, err = f.service.VerifyEmail(ctx, anna.Email, code, browser)
	requireAppErr(t, err, apperr.Invalid, account.MsgSignUpHere)
}

func TestVerifyEmailCountsWrongCodesUntilTheCodeIsLocked(t *testing.T) {
	f, code, browser := registered(t)
	ctx := context.Background()
	for range account.MaxCodeAttempts - 1 {
		_, err := f.service.VerifyEmail(ctx, anna.Email, wrongCode(code), browser)
		requireAppErr(t, err, apperr.Invalid, account.ErrCodeInvalid.Error())
	}
	_, err := f.service.VerifyEmail(ctx, anna.Email, wrongCode(code), browser)
	requireAppErr(t, err, apperr.Invalid, account.ErrCodeLocked.Error())
	_, err = f.service.VerifyEmail(ctx, anna.Email, code, browser)
	requireAppErr(t, err, apperr.Invalid, account.ErrCodeLocked.Error())
	stored, _ := f.users.ByEmail(ctx, anna.Email)
	assert.False(t, stored.EmailVerified)
}

func TestVerifyEmailRefusals(t *testing.T) {
	tests := []struct {
		name, email, message string
		code                 func(sent string) string
		configure            func(t *testing.T, f *fixture)
		browser              func(Client) Client
	}{
		{name: "invalid address", email: "not-an-address", message: account.MsgInvalidEmail},
		{name: "malformed code", email: anna.Email, code: func(string) string { return "12345" }, message: account.MsgCodeFormat},
		// The code proves the mailbox; only the browser that chose the password may claim it.
		{name: "a browser that did not sign up", email: anna.Email, message: account.MsgSignUpHere, browser: func(Client) Client { return Client{} }},
		{name: "a browser that signed up for another address", email: "ben@klinik.de", message: account.MsgSignUpHere},
		{
			name: "a browser whose sign-up is a day old", email: anna.Email, message: account.MsgSignUpHere,
			configure: func(_ *testing.T, f *fixture) {
				f.service.clock = portstest.FixedClock{Time: testNow.Add(account.SignUpTTL)}
			},
		},
		{
			// Only an account has a code that can expire: saying so would tell it has one.
			name: "expired code", email: anna.Email, message: account.ErrCodeInvalid.Error(),
			configure: func(_ *testing.T, f *fixture) {
				f.service.clock = portstest.FixedClock{Time: testNow.Add(account.CodeTTL + time.Second)}
			},
		},
		{
			name: "no code on record", email: anna.Email, message: account.ErrCodeInvalid.Error(),
			configure: func(t *testing.T, f *fixture) {
				user, err := f.users.ByEmail(context.Background(), anna.Email)
				require.NoError(t, err)
				require.NoError(t, f.memory.Codes.Delete(context.Background(), user.ID))
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, sent, browser := registered(t)
			if tt.configure != nil {
				tt.configure(t, f)
			}
			code := sent
			if tt.code != nil {
				code = tt.code(sent)
			}
			if tt.browser != nil {
				browser = tt.browser(browser)
			}
			_, err := f.service.VerifyEmail(context.Background(), tt.email, code, browser)
			requireAppErr(t, err, apperr.Invalid, tt.message)
		})
	}
}
