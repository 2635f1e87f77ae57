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

// Guessing one account's password from many addresses: sixty wrong passwords from six
// addresses behind a trusted proxy. The account's own budget stops the guesses after a few,
// from every address; its owner, in the browser she signed in with before, signs in at once
// from yet another address, without waiting; and a reset link ends the refusal for new
// browsers too.
func TestGuessingFromManyAddressesIsStoppedWhileTheOwnerSignsIn(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	f.addUser(t, withPassword("u1", true))
	laptop, err := f.service.Login(ctx, anna.Email, anna.Password, Client{IP: "203.0.113.7"})
	require.NoError(t, err)
	require.NotEmpty(t, laptop.DeviceToken, "the browser becomes known to the account")

	refused := 0
	for i := range 60 {
		attacker := Client{IP: fmt.Sprintf("198.51.100.%d", i%6+1)}
		_, err := f.service.Login(ctx, anna.Email, fmt.Sprintf("Guess-%d", i), attacker)
		if apperr.KindOf(err) == apperr.RateLimited {
			refused++
			continue
		}
		requireAppErr(t, err, apperr.Unauthenticated, MsgInvalidCredentials)
	}
	assert.Equal(t, 60-account.SignInFailuresPerAccount.Attempts, refused, "only the account's budget of guesses was checked")
	assert.Equal(t, account.SignInSlowDown.Max, f.waits.Last(), "and those were slowed down")

	_, err = f.service.Login(ctx, anna.Email, anna.Password, Client{IP: "192.0.2.55"})
	assert.Equal(t, apperr.RateLimited, apperr.KindOf(err), "a browser the account does not know waits for the window")

	waits := len(f.waits.All())
	owner := Client{IP: "192.0.2.99", DeviceToken: laptop.DeviceToken}
	signedIn, err := f.service.Login(ctx, anna.Email, anna.Password, owner)
	require.NoError(t, err, "the owner is not locked out")
	assert.Equal(t, "u1", signedIn.User.ID)
	assert.Empty(t, signedIn.DeviceToken, "the browser was known already")
	assert.Len(t, f.waits.All(), waits, "and does not wait")

	// Guesses resume; a reset link, which proves the mailbox, ends them for every browser.
	for i := range account.SignInFailuresPerAccount.Attempts {
		_, _ = f.service.Login(ctx, anna.Email, fmt.Sprintf("Again-%d", i), Client{IP: fmt.Sprintf("198.51.100.%d", 100+i)})
	}
	_, err = f.service.ForgotPassword(ctx, anna.Email, Client{IP: "192.0.2.55"})
	require.NoError(t, err)
	_, err = f.service.ResetPassword(ctx, f.inLastMail(t, tokenPattern), "Neues-Passwort-7", Client{IP: "192.0.2.55"})
	require.NoError(t, err)
	_, err = f.service.Login(ctx, anna.Email, "Neues-Passwort-7", Client{IP: "192.0.2.55"})
	assert.NoError(t, err, "after a reset a new browser signs in")
}

// A browser's proof of an earlier sign-in counts for that account only.
func TestAKnownBrowserIsKnownToItsOwnAccountOnly(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	f.addUser(t, withPassword("u1", true))
	ben := withPassword("u2", true)
	ben.Email = "ben@klinik.de"
	f.addUser(t, ben)
	bens, err := f.service.Login(ctx, ben.Email, anna.Password, Client{IP: "a"})
	require.NoError(t, err)

	for i := range account.SignInFailuresPerAccount.Attempts {
		_, _ = f.service.Login(ctx, anna.Email, "Wrong-guess1", Client{IP: fmt.Sprintf("b%d", i)})
	}
	_, err = f.service.Login(ctx, anna.Email, anna.Password, Client{IP: "c", DeviceToken: bens.DeviceToken})
	assert.Equal(t, apperr.RateLimited, apperr.KindOf(err))
	_, err = f.service.Login(ctx, anna.Email, anna.Password, Client{IP: "c", DeviceToken: "made-up"})
	assert.Equal(t, apperr.RateLimited, apperr.KindOf(err))
}

// The sign-in throttle, row by row: tries are made in order, then time passes, then the last
// attempt is judged by its answer and how long it was held.
func TestSignInThrottling(t *testing.T) {
	const right, wrong, ben, nobody = "Sonograf1e!", "Wrong-guess1", "ben@klinik.de", "nobody@klinik.de"
	type try struct {
		ip, email, password string
		times               int
		// known: from the browser Anna signed in with before the tries
		known bool
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
			tries: []try{{"a", anna.Email, wrong, 2, false}},
			last:  try{"a", anna.Email, right, 1, false},
		},
		{
			name:     "the account's failures from any address slow down every attempt",
			tries:    []try{{"a", anna.Email, wrong, 2, false}, {"b", anna.Email, wrong, 1, false}},
			last:     try{"c", anna.Email, right, 1, false},
			wantWait: time.Second,
		},
		{
			name:     "the delay grows to a cap",
			tries:    []try{{ip: "a", email: anna.Email, password: wrong, times: 5}, {ip: "b", email: anna.Email, password: wrong, times: 4}},
			last:     try{ip: "d", email: anna.Email, password: right, times: 1},
			wantWait: account.SignInSlowDown.Max,
		},
		{
			name:  "a browser the account knows is not slowed down",
			tries: []try{{ip: "a", email: anna.Email, password: wrong, times: 9}},
			last:  try{ip: "d", email: anna.Email, password: right, times: 1, known: true},
		},
		{
			name:     "beyond the account's budget a browser it does not know is refused, from any address",
			tries:    []try{{ip: "a", email: anna.Email, password: wrong, times: 5}, {ip: "b", email: anna.Email, password: wrong, times: 5}},
			last:     try{ip: "c", email: anna.Email, password: right, times: 1},
			wantKind: apperr.RateLimited,
		},
		{
			name:  "a browser the account knows is not",
			tries: []try{{ip: "a", email: anna.Email, password: wrong, times: 5}, {ip: "b", email: anna.Email, password: wrong, times: 5}},
			last:  try{ip: "c", email: anna.Email, password: right, times: 1, known: true},
		},
		{
			name:     "an address that failed ten times for the account is refused, even with the right password",
			tries:    []try{{"a", anna.Email, wrong, 10, false}},
			last:     try{"a", anna.Email, right, 1, false},
			wantKind: apperr.RateLimited,
		},

		{
			name:     "an address that failed thirty times over all addresses is refused",
			tries:    []try{{"a", anna.Email, wrong, 10, false}, {"a", ben, wrong, 10, false}, {"a", nobody, wrong, 10, false}},
			last:     try{"a", "dora@klinik.de", wrong, 1, false},
			wantKind: apperr.RateLimited,
		},
		{
			name:     "successes never count",
			tries:    []try{{"a", anna.Email, right, 40, false}},
			last:     try{"a", anna.Email, wrong, 1, false},
			wantKind: apperr.Unauthenticated,
		},
		{
			name:     "a success ends the account's streak",
			tries:    []try{{"b", anna.Email, wrong, 5, false}, {"a", anna.Email, right, 1, false}},
			last:     try{"c", anna.Email, wrong, 1, false},
			wantKind: apperr.Unauthenticated,
		},
		{
			name:     "an address's budget comes back after its window; the streak lasts longer",
			tries:    []try{{"a", anna.Email, wrong, 10, false}},
			advance:  account.SignInFailuresPerAddressAndAccount.Window,
			last:     try{"a", anna.Email, right, 1, false},
			wantWait: account.SignInSlowDown.Max,
		},
		{
			name:    "the streak is forgotten in time",
			tries:   []try{{"a", anna.Email, wrong, 5, false}},
			advance: account.SignInSlowDown.Memory,
			last:    try{"a", anna.Email, right, 1, false},
		},
		{
			name:     "an address without an account is slowed down alike",
			tries:    []try{{"a", nobody, wrong, 3, false}, {"b", nobody, wrong, 2, false}},
			last:     try{"c", nobody, wrong, 1, false},
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
			laptop, err := f.service.Login(ctx, anna.Email, right, Client{IP: "laptop"})
			require.NoError(t, err)
			login := func(tr try) error {
				client := Client{IP: tr.ip}
				if tr.known {
					client.DeviceToken = laptop.DeviceToken
				}
				_, err := f.service.Login(ctx, tr.email, tr.password, client)
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

			err = login(tt.last)

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
		// The checking browser holds a sign-up for the address, so that the code is looked at.
		require.NoError(t, f.memory.SignUps.Create(ctx, account.NewPendingSignUp(hashSecret("b"), account.User{Email: email}, testNow)))
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
			_, err := f.service.VerifyEmail(ctx, email, code, Client{IP: "b", SignUpToken: "b"})
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
	f, code, browser := registered(t)
	ctx := context.Background()
	for i := range account.CodeFailuresPerAddress.Attempts {
		email := fmt.Sprintf("person%d@klinik.de", i)
		require.NoError(t, f.memory.SignUps.Create(ctx, account.NewPendingSignUp(hashSecret(email), account.User{Email: email}, testNow)))
		_, err := f.service.VerifyEmail(ctx, email, wrongCode(code), Client{IP: "a", SignUpToken: email})
		requireAppErr(t, err, apperr.Invalid, account.ErrCodeInvalid.Error())
	}
	browser.IP = "a"
	_, err := f.service.VerifyEmail(ctx, anna.Email, code, browser)
	appErr := requireAppErr(t, err, apperr.RateLimited, "Too many attempts. Please try again in 15 minutes.")
	assert.Equal(t, 15*time.Minute, appErr.RetryAfter)
	browser.IP = "c"
	_, err = f.service.VerifyEmail(ctx, anna.Email, code, browser)
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
