package auth

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports/portstest"
)

var anna = account.Registration{Email: "anna@klinik.de", Password: "Sonograf1e!", ConfirmPassword: "Sonograf1e!", FirstName: "Anna", LastName: "Berg"}

func TestNewCodeIsUniformBySkippingTheBiasedTail(t *testing.T) {
	// 0xFFFFFFFF is above the largest multiple of 1,000,000 below 2^32, so it is redrawn.
	f := newFixture(t)
	f.random.script = []byte{0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x01, 0x00}
	code, err := f.service.newCode()
	require.NoError(t, err)
	assert.Equal(t, "000256", code)
}

func TestAnswersDoNotDependOnMailDelivery(t *testing.T) {
	f := newFixture(t)
	f.mail.fails = errors.New("smtp down")
	registered, err := f.service.Register(context.Background(), anna, Client{})
	require.NoError(t, err, "a mail failure stays with the job, not shown: it would reveal the account")
	assert.Equal(t, MsgCodeSent, registered.Message)
	require.Len(t, f.jobs.Failures(), 1)
	assert.ErrorContains(t, f.jobs.Failures()[0], "smtp down", "the job keeps the error, for a retry")
}

func TestResendToAVerifiedAccountSendsNothing(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	require.NoError(t, f.users.Create(ctx, account.User{ID: "u1", Email: "anna@klinik.de", AuthProvider: account.ProviderEmail, EmailVerified: true}))
	msg, err := f.service.ResendCode(ctx, "anna@klinik.de", Client{})
	require.NoError(t, err)
	assert.Equal(t, MsgCodeResent, msg)
	assert.Empty(t, f.mail.sent)

	_, err = f.service.ResendCode(ctx, "not-an-address", Client{})
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err))
}

func TestFailuresOfPortsAreNotDisguised(t *testing.T) {
	tests := []struct {
		name      string
		configure func(*fixture, *Service)
		call      func(*Service) error
		wantKind  apperr.Kind
	}{
		{
			name:      "rate limiter down",
			configure: func(_ *fixture, s *Service) { s.limiter = unlimited{fails: errors.New("redis down")} },
			call: func(s *Service) error {
				_, err := s.Login(context.Background(), "anna@klinik.de", "x", Client{})
				return err
			},
			wantKind: apperr.Unavailable,
		},
		{
			name:      "user store down",
			configure: func(_ *fixture, s *Service) { s.stores.Users = unreachableUsers{s.stores.Users, errors.New("db down")} },
			call: func(s *Service) error {
				_, err := s.ForgotPassword(context.Background(), "anna@klinik.de", Client{})
				return err
			},
			wantKind: apperr.Internal,
		},
		{
			name:      "hasher failure",
			configure: func(_ *fixture, s *Service) { s.hasher = plainHasher{fails: errors.New("out of memory")} },
			call: func(s *Service) error {
				_, err := s.Register(context.Background(), anna, Client{})
				return err
			},
			wantKind: apperr.Internal,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, tt.configure)
			err := tt.call(f.service)
			require.Error(t, err)
			assert.Equal(t, tt.wantKind, apperr.KindOf(err))
		})
	}
}

func TestResetLinkUsesThePublicURL(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	require.NoError(t, f.users.Create(ctx, account.User{ID: "u1", Email: "anna@klinik.de", AuthProvider: account.ProviderGoogle}))
	_, err := f.service.ForgotPassword(ctx, "anna@klinik.de", Client{})
	require.NoError(t, err)
	lastMailContains(t, f, "https://radscribe.example/reset-password?token=")
	assert.False(t, strings.Contains(f.mail.sent[0].Text, "//reset-password"))
}

func TestSessionsExpireAndAreDeleted(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	require.NoError(t, f.users.Create(ctx, account.User{ID: "u1", Email: "anna@klinik.de", EmailVerified: true}))
	user, _ := f.users.ByID(ctx, "u1")
	signedIn, err := f.service.startSession(ctx, user, Client{}, account.EventSignedIn)
	require.NoError(t, err)
	got, err := f.service.CurrentUser(ctx, signedIn.SessionToken)
	require.NoError(t, err)
	assert.Equal(t, "u1", got.ID)

	_, err = f.service.CurrentUser(ctx, signedIn.SessionToken+"x")
	assert.Equal(t, apperr.Unauthenticated, apperr.KindOf(err))

	f.service.clock = portstest.FixedClock{Time: testNow.Add(2 * time.Hour)}
	_, err = f.service.CurrentUser(ctx, signedIn.SessionToken)
	assert.Equal(t, apperr.Unauthenticated, apperr.KindOf(err))
	f.service.clock = portstest.FixedClock{Time: testNow}
	_, err = f.service.CurrentUser(ctx, signedIn.SessionToken)
	assert.Equal(t, apperr.Unauthenticated, apperr.KindOf(err), "an expired session is deleted, not revived")
}

func TestPromoteToAdmin(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	_, err := f.service.PromoteToAdmin(ctx, "nobody@klinik.de")
	assert.Equal(t, apperr.NotFound, apperr.KindOf(err))
	require.NoError(t, f.users.Create(ctx, account.User{ID: "u1", Email: "chief@klinik.de", Role: account.RoleUser}))
	user, err := f.service.PromoteToAdmin(ctx, "Chief@klinik.de")
	require.NoError(t, err)
	assert.Equal(t, account.RoleAdmin, user.Role)
	events := f.events()
	assert.Equal(t, account.EventPromotedToAdmin, events[len(events)-1])
}

func TestStartGoogleWhenDisabled(t *testing.T) {
	f := newFixture(t)
	_, _, err := f.service.StartGoogle(context.Background())
	var appErr *apperr.Error
	require.ErrorAs(t, err, &appErr)
	assert.Equal(t, GoogleDisabled, appErr.Code)
}
