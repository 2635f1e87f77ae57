package auth

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
)

// The attack of issue 17: fifty wrong passwords for Anna's account from ten addresses, then
// Anna from an address never seen before, with her password. She signs in, after a wait of a
// few seconds at most, and her success ends the slow-down.
func TestStrangersCannotLockTheOwnerOut(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	f.addUser(t, withPassword("u1", true))

	for i := range 50 {
		attacker := Client{IP: fmt.Sprintf("198.51.100.%d", i%10+1)}
		_, err := f.service.Login(ctx, anna.Email, fmt.Sprintf("Guess-%d", i), attacker)
		requireAppErr(t, err, apperr.Unauthenticated, MsgInvalidCredentials)
	}
	assert.Equal(t, account.SignInSlowDown.Max, f.waits.Last(), "the attackers were slowed down")

	signedIn, err := f.service.Login(ctx, anna.Email, anna.Password, Client{IP: "203.0.113.7"})
	require.NoError(t, err, "the owner is not locked out")
	assert.Equal(t, "u1", signedIn.User.ID)
	assert.LessOrEqual(t, f.waits.Last(), account.SignInSlowDown.Max)
	assert.LessOrEqual(t, account.SignInSlowDown.Max, 5*time.Second)

	waits := len(f.waits.All())
	_, err = f.service.Login(ctx, anna.Email, anna.Password, Client{IP: "203.0.113.7"})
	require.NoError(t, err)
	assert.Len(t, f.waits.All(), waits, "a success ends the account's slow-down")
}

// The sign-in throttle, row by row: tries are made in order, then time passes, then the last
// attempt is judged by its answer and how long it was held.
func TestSignInThrottling(t *testing.T) {
	const right, wrong, ben, nobody = "Sonograf1e!", "Wrong-guess1", "ben@klinik.de", "nobody@klinik.de"
	type try struct {
		ip, email, password string
		times               int
	}
	tests := []struct {
		name     string
		tries    []try
		advance  time.Duration
		last     try
		wantKind apperr.Kind // Internal stands for a success
		wantWait time.Duration
	}{
		{
			name:  "a typo or two is not slowed down",
			tries: []try{{"a", anna.Email, wrong, 2}},
			last:  try{"a", anna.Email, right, 1},
		},
		{
			name:     "the account's failures from any address slow down every attempt",
			tries:    []try{{"a", anna.Email, wrong, 2}, {"b", anna.Email, wrong, 1}},
			last:     try{"c", anna.Email, right, 1},
			wantWait: time.Second,
		},
		{
			name:     "the delay grows to a cap",
			tries:    []try{{"a", anna.Email, wrong, 5}, {"b", anna.Email, wrong, 5}, {"c", anna.Email, wrong, 5}},
			last:     try{"d", anna.Email, right, 1},
			wantWait: account.SignInSlowDown.Max,
		},
		{
			name:     "an address that failed ten times for the account is refused, even with the right password",
			tries:    []try{{"a", anna.Email, wrong, 10}},
			last:     try{"a", anna.Email, right, 1},
			wantKind: apperr.RateLimited,
		},
		{
			name:     "another address is not",
			tries:    []try{{"a", anna.Email, wrong, 10}, {"b", anna.Email, wrong, 10}},
			last:     try{"c", anna.Email, right, 1},
			wantWait: account.SignInSlowDown.Max,
		},
		{
			name:     "an address that failed thirty times over all addresses is refused",
			tries:    []try{{"a", anna.Email, wrong, 10}, {"a", ben, wrong, 10}, {"a", nobody, wrong, 10}},
			last:     try{"a", "dora@klinik.de", wrong, 1},
			wantKind: apperr.RateLimited,
		},
		{
			name:     "successes never count",
			tries:    []try{{"a", anna.Email, right, 40}},
			last:     try{"a", anna.Email, wrong, 1},
			wantKind: apperr.Unauthenticated,
		},
		{
			name:     "a success ends the account's streak",
			tries:    []try{{"b", anna.Email, wrong, 5}, {"a", anna.Email, right, 1}},
			last:     try{"c", anna.Email, wrong, 1},
			wantKind: apperr.Unauthenticated,
		},
		{
			name:     "an address's budget comes back after its window; the streak lasts longer",
			tries:    []try{{"a", anna.Email, wrong, 10}},
			advance:  account.SignInFailuresPerAddressAndAccount.Window,
			last:     try{"a", anna.Email, right, 1},
			wantWait: account.SignInSlowDown.Max,
		},
		{
			name:    "the streak is forgotten in time",
			tries:   []try{{"a", anna.Email, wrong, 5}},
			advance: account.SignInSlowDown.Memory,
			last:    try{"a", anna.Email, right, 1},
		},
		{
			name:     "an address without an account is slowed down alike",
			tries:    []try{{"a", nobody, wrong, 3}, {"b", nobody, wrong, 2}},
			last:     try{"c", nobody, wrong, 1},
			wantKind: apperr.Unauthenticated,
			wantWait: account.SignInSlowDown.Max,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t)
			ctx := context.Background()
			f.addUser(t, withPassword("u1", true))
			benUser := withPassword("u2", true)
			benUser.Email = ben
			f.addUser(t, benUser)
			login := func(tr try) error {
				_, err := f.service.Login(ctx, tr.email, tr.password, Client{IP: tr.ip})
				return err
			}
			for _, tr := range tt.tries {
				for range tr.times {
					err := login(tr)
					require.NotEqual(t, apperr.RateLimited, apperr.KindOf(err), "the setup must not be refused: %+v", tr)
				}
			}
			f.advance(tt.advance)
			waits := len(f.waits.All())

			err := login(tt.last)

			var wait time.Duration
			if all := f.waits.All(); len(all) > waits {
				wait = all[len(all)-1]
			}
			assert.Equal(t, tt.wantWait, wait)
			if tt.wantKind == apperr.Internal {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Equal(t, tt.wantKind, apperr.KindOf(err), err.Error())
			if tt.wantKind == apperr.RateLimited {
				appErr := requireAppErr(t, err, apperr.RateLimited, "Too many attempts. Please try again in 15 minutes.")
				assert.Equal(t, 15*time.Minute, appErr.RetryAfter, "the answer says when to try again")
			}
		})
	}
}

// codeAnswer is what a caller learns from one request about a code.
type codeAnswer struct {
	Kind       apperr.Kind
	Message    string
	RetryAfter time.Duration
}

func answerOf(message string, err error) codeAnswer {
	if err == nil {
		return codeAnswer{Message: message}
	}
	a := codeAnswer{Kind: apperr.KindOf(err), Message: err.Error()}
	if appErr, ok := err.(*apperr.Error); ok {
		a.Message, a.RetryAfter = appErr.Message, appErr.RetryAfter
	}
	return a
}

// Resending and checking codes answer alike for every address: without an account, with a
// verified one, and with one waiting for its code; the cooldown and the lock included.
func TestCodeAnswersAreAlikeForEveryAddress(t *testing.T) {
	const email = "anna@klinik.de"
	setups := map[string]func(t *testing.T, f *fixture){
		"no account":       func(*testing.T, *fixture) {},
		"verified account": func(t *testing.T, f *fixture) { f.addUser(t, withPassword("u1", true)) },
		"account waiting for its code": func(t *testing.T, f *fixture) {
			f.addUser(t, withPassword("u1", false))
			require.NoError(t, f.service.DeliverVerificationCode(context.Background(), SendVerificationCode{UserID: "u1"}))
		},
	}
	answers := map[string][]codeAnswer{}
	for name, setup := range setups {
		f := newFixture(t)
		ctx := context.Background()
		setup(t, f)
		var got []codeAnswer
		resend := func() { got = append(got, answerOf(f.service.ResendCode(ctx, email, Client{IP: "a"}))) }
		verify := func() {
			// a code no mail of this fixture carries, so it is wrong for every address
			code := "000000"
			for _, m := range f.mail.sent {
				if strings.Contains(m.Text, code) {
					code = "111111"
				}
			}
			_, err := f.service.VerifyEmail(ctx, email, code, Client{IP: "b"})
			got = append(got, answerOf("", err))
		}

		resend()
		resend()
		for range account.CodeFailuresPerEmail.Attempts + 1 {
			verify()
		}
		f.advance(account.ResendCooldown)
		resend()
		verify()
		f.advance(account.CodeTTL)
		verify()
		resend()
		answers[name] = got
	}

	want := answers["no account"]
	wait := codeAnswer{Kind: apperr.RateLimited, Message: "Please wait 60 seconds before requesting a new code.", RetryAfter: account.ResendCooldown}
	wrong := codeAnswer{Kind: apperr.Invalid, Message: account.ErrCodeInvalid.Error()}
	locked := codeAnswer{Kind: apperr.Invalid, Message: account.ErrCodeLocked.Error()}
	resent := codeAnswer{Message: MsgCodeResent}
	assert.Equal(t, []codeAnswer{resent, wait, wrong, wrong, wrong, wrong, locked, locked, resent, wrong, wrong, resent}, want)
	for name, got := range answers {
		assert.Equal(t, want, got, name)
	}
}

// A code checked too often from one address is refused there with 429; only failures count.
func TestCodeChecksPerAddress(t *testing.T) {
	f, code := registered(t)
	ctx := context.Background()
	for i := range account.CodeFailuresPerAddress.Attempts {
		_, err := f.service.VerifyEmail(ctx, fmt.Sprintf("person%d@klinik.de", i), wrongCode(code), Client{IP: "a"})
		requireAppErr(t, err, apperr.Invalid, account.ErrCodeInvalid.Error())
	}
	_, err := f.service.VerifyEmail(ctx, anna.Email, code, Client{IP: "a"})
	appErr := requireAppErr(t, err, apperr.RateLimited, "Too many attempts. Please try again in 15 minutes.")
	assert.Equal(t, 15*time.Minute, appErr.RetryAfter)
	_, err = f.service.VerifyEmail(ctx, anna.Email, code, Client{IP: "c"})
	require.NoError(t, err, "another address is not refused")
}

// Strangers asking for reset links use up the account's mails, not its owner's access: the
// answer stays the same, and the links already mailed work.
func TestResetRequestsBeyondTheAccountsMailsAreHeldBackSilently(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	f.addUser(t, withPassword("u1", true))
	for i := range account.ResetMailsPerAccount.Attempts {
		msg, err := f.service.ForgotPassword(ctx, anna.Email, Client{IP: fmt.Sprintf("198.51.100.%d", i)})
		require.NoError(t, err)
		assert.Equal(t, MsgResetSent, msg)
	}
	require.Len(t, f.mail.sent, account.ResetMailsPerAccount.Attempts)

	msg, err := f.service.ForgotPassword(ctx, anna.Email, Client{IP: "203.0.113.7"})
	require.NoError(t, err, "the owner is not refused")
	assert.Equal(t, MsgResetSent, msg)
	assert.Len(t, f.mail.sent, account.ResetMailsPerAccount.Attempts, "but no further mail goes out")
	require.NoError(t, f.service.VerifyResetToken(ctx, f.inLastMail(t, tokenPattern)), "the last link mailed works")

	f.advance(account.ResetMailsPerAccount.Window)
	_, err = f.service.ForgotPassword(ctx, anna.Email, Client{IP: "203.0.113.7"})
	require.NoError(t, err)
	assert.Len(t, f.mail.sent, account.ResetMailsPerAccount.Attempts+1, "mails go out again after the window")
}

func TestResetRequestsPerAddress(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	for range account.ResetRequestsPerAddressAndAccount.Attempts {
		_, err := f.service.ForgotPassword(ctx, anna.Email, Client{IP: "a"})
		require.NoError(t, err)
	}
	_, err := f.service.ForgotPassword(ctx, anna.Email, Client{IP: "a"})
	appErr := requireAppErr(t, err, apperr.RateLimited, "Too many attempts. Please try again in 60 minutes.")
	assert.Equal(t, time.Hour, appErr.RetryAfter)

	for i := range account.ResetRequestsPerAddress.Attempts - account.ResetRequestsPerAddressAndAccount.Attempts {
		_, err := f.service.ForgotPassword(ctx, fmt.Sprintf("person%d@klinik.de", i), Client{IP: "a"})
		require.NoError(t, err)
	}
	_, err = f.service.ForgotPassword(ctx, "ben@klinik.de", Client{IP: "a"})
	assert.Equal(t, apperr.RateLimited, apperr.KindOf(err), "the address's own budget is spent")
	_, err = f.service.ForgotPassword(ctx, anna.Email, Client{IP: "b"})
	assert.NoError(t, err, "another address is not refused")
}
