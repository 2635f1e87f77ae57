package auth

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// queueOnly makes the fixture's jobs wait in the queue instead of running.
func queueOnly(f *fixture, s *Service) {
	f.jobs = portstest.NewJobs()
	s.jobs = f.jobs
}

// A job is stored in plain sight, so it names the account and nothing else: no code, no token.
func TestRequestsQueueMailJobsThatNameTheAccountOnly(t *testing.T) {
	f := newFixture(t, queueOnly)
	ctx := context.Background()
	f.addUser(t, withPassword("u1", true))

	registered, err := f.service.Register(ctx, account.Registration{Email: "ben@klinik.de", Password: "Sonograf1e!", ConfirmPassword: "Sonograf1e!", FirstName: "Ben", LastName: "Roth"}, Client{})
	require.NoError(t, err)
	_, err = f.service.Register(ctx, anna, Client{})
	require.NoError(t, err)
	_, err = f.service.ForgotPassword(ctx, anna.Email, Client{})
	require.NoError(t, err)

	ben, err := f.users.ByEmail(ctx, "ben@klinik.de")
	require.NoError(t, err)
	assert.Equal(t, []ports.Job{SendVerificationCode{UserID: ben.ID}, SendAccountExists{UserID: "u1"}, SendPasswordResetLink{UserID: "u1"}}, f.jobs.Queued())
	assert.Empty(t, f.mail.sent, "no request waits on the mail server")
	_, err = f.service.VerifyEmail(ctx, ben.Email, "123456", Client{SignUpToken: registered.SignUpToken})
	requireAppErr(t, err, apperr.Invalid, account.ErrCodeInvalid.Error())
}

// A code job retried after a failed delivery mails a fresh code, which replaces the first.
func TestARetriedCodeJobMailsAFreshCodeThatReplacesTheFirst(t *testing.T) {
	f := newFixture(t, queueOnly)
	ctx := context.Background()
	registered, err := f.service.Register(ctx, anna, Client{})
	require.NoError(t, err)
	browser := Client{SignUpToken: registered.SignUpToken}
	job := f.jobs.Queued()[0].(SendVerificationCode)

	require.NoError(t, f.service.DeliverVerificationCode(ctx, job))
	first := f.inLastMail(t, codePattern)
	f.random.script = []byte{0, 0, 0, 1} // so that the second code differs from the first
	require.NoError(t, f.service.DeliverVerificationCode(ctx, job))
	second := f.inLastMail(t, codePattern)
	require.NotEqual(t, first, second)

	_, err = f.service.VerifyEmail(ctx, anna.Email, first, browser)
	requireAppErr(t, err, apperr.Invalid, account.ErrCodeInvalid.Error())
	_, err = f.service.VerifyEmail(ctx, anna.Email, second, browser)
	assert.NoError(t, err)
}

func TestMailJobsForAccountsGoneOrVerifiedMeanwhileMailNothing(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	f.addUser(t, withPassword("u1", true))

	require.NoError(t, f.service.DeliverVerificationCode(ctx, SendVerificationCode{UserID: "u1"}))
	require.NoError(t, f.service.DeliverVerificationCode(ctx, SendVerificationCode{UserID: "gone"}))
	require.NoError(t, f.service.DeliverPasswordResetLink(ctx, SendPasswordResetLink{UserID: "gone"}))
	require.NoError(t, f.service.DeliverWelcome(ctx, SendWelcome{UserID: "gone"}))
	require.NoError(t, f.service.DeliverAccountExists(ctx, SendAccountExists{UserID: "gone"}))
	assert.Empty(t, f.mail.sent)
}

// The worker returns the mailer's error as it is, so the queue can tell a refusal for good
// (ports.ErrMailRejected) from a failure worth retrying.
func TestMailJobsReturnTheMailersError(t *testing.T) {
	f := newFixture(t)
	f.addUser(t, withPassword("u1", true))
	f.mail.fails = ports.ErrMailRejected

	err := f.service.DeliverWelcome(context.Background(), SendWelcome{UserID: "u1"})

	assert.ErrorIs(t, err, ports.ErrJobPointless)
}
