package auth

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/application/marketing"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// invited is a replit account whose migration e-mail went out now.
func invited(t *testing.T) (*fixture, string) {
	t.Helper()
	f := newFixture(t)
	portstest.Handle(f.jobs, f.service.DeliverMigrationInvite)
	now := testNow
	f.addUser(t, account.User{ID: "u1", Email: anna.Email, FirstName: "Anna", AuthProvider: account.ProviderReplit,
		PreviousProvider: account.ProviderReplit, MigrationInvitedAt: &now, CreatedAt: testNow})
	require.NoError(t, f.jobs.Enqueue(context.Background(), SendMigrationInvite{UserID: "u1"}))
	return f, f.inLastMail(t, tokenPattern)
}

func TestTheMigrationMailStatesTheDeadlineAndItsLinkWorks48Hours(t *testing.T) {
	ctx := context.Background()
	f, token := invited(t)
	mail := f.mail.sent[len(f.mail.sent)-1]
	assert.Equal(t, "Action needed: set your RadScribe password within 48 hours", mail.Subject)
	assert.Contains(t, mail.Text, "Please set a password within 48 hours (by Monday, 23 November 2026, 09:00 UTC)")
	assert.Contains(t, mail.Text, "https://radscribe.example/reset-password?token=")
	assert.Contains(t, mail.HTML, "48 hours")

	f.advance(47 * time.Hour)
	require.NoError(t, f.service.VerifyResetToken(ctx, token))
	f.advance(time.Hour)
	assert.Equal(t, apperr.Invalid, apperr.KindOf(f.service.VerifyResetToken(ctx, token)), "the link ends at the deadline")
}

func TestTheMigrationLinkMigratesTheAccount(t *testing.T) {
	ctx := context.Background()
	f, token := invited(t)
	f.advance(24 * time.Hour)
	_, err := f.service.ResetPassword(ctx, token, newPassword, Client{})
	require.NoError(t, err)
	stored, err := f.users.ByID(ctx, "u1")
	require.NoError(t, err)
	assert.True(t, stored.Migrated())
	_, err = f.service.Login(ctx, anna.Email, newPassword, Client{})
	assert.NoError(t, err)
}

func TestNoMigrationMailForAnAccountAlreadyMigrated(t *testing.T) {
	f := newFixture(t)
	portstest.Handle(f.jobs, f.service.DeliverMigrationInvite)
	f.addUser(t, withPassword("u1", true))
	require.NoError(t, f.service.DeliverMigrationInvite(context.Background(), SendMigrationInvite{UserID: "u1"}))
	assert.Empty(t, f.mail.sent)
}

func TestAfterTheDeadlineThePreviousSignInIsRefused(t *testing.T) {
	ctx := context.Background()
	f, _ := invited(t)
	f.service.settings.Session = account.SessionPolicy{Idle: 72 * time.Hour, Absolute: 72 * time.Hour}
	user, err := f.users.ByID(ctx, "u1")
	require.NoError(t, err)
	signedIn, err := f.service.startSession(ctx, user, Client{}, account.EventSignedIn)
	require.NoError(t, err)

	f.advance(47 * time.Hour)
	_, err = f.service.CurrentUser(ctx, signedIn.SessionToken)
	require.NoError(t, err, "the session works within the window")
	f.advance(time.Hour)
	_, err = f.service.CurrentUser(ctx, signedIn.SessionToken)
	assert.Equal(t, apperr.Unauthenticated, apperr.KindOf(err))
	_, err = f.memory.Sessions.ByIDHash(ctx, hashSecret(signedIn.SessionToken))
	assert.ErrorIs(t, err, ports.ErrNotFound, "the session is ended")

	// Forgot-password still migrates the account after the deadline.
	_, err = f.service.ForgotPassword(ctx, anna.Email, Client{})
	require.NoError(t, err)
	_, err = f.service.ResetPassword(ctx, f.inLastMail(t, tokenPattern), newPassword, Client{})
	require.NoError(t, err)
	stored, err := f.users.ByID(ctx, "u1")
	require.NoError(t, err)
	assert.True(t, stored.Migrated())
}

func TestVerificationQueuesTheContactSyncWhenConfigured(t *testing.T) {
	ctx := context.Background()
	for _, on := range []bool{false, true} {
		f := newFixture(t, func(_ *fixture, s *Service) { s.settings.SyncContacts = on })
		f.addUser(t, withPassword("u1", false))
		require.NoError(t, f.service.syncContact(ctx, "u1"))
		queued := f.jobs.Queued()
		if on {
			assert.Equal(t, []ports.Job{marketing.SyncContact{UserID: "u1"}}, queued)
		} else {
			assert.Empty(t, queued)
		}
	}
}
