package auth

import (
	"context"
	"errors"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// SignedIn is the result of every successful sign-in: the user and the secret for the cookie.
type SignedIn struct {
	User         account.User
	SessionToken string
}

// VerifyEmail checks the mailed code; the right one verifies the account, starts the trial
// and signs the user in.
func (s *Service) VerifyEmail(ctx context.Context, email, code string, client Client) (SignedIn, error) {
	if err := s.take(ctx, limitVerifyIP, client.IP); err != nil {
		return SignedIn{}, err
	}
	if !account.ValidEmail(email) {
		return SignedIn{}, apperr.New(apperr.Invalid, account.MsgInvalidEmail)
	}
	if !account.ValidCodeFormat(code) {
		return SignedIn{}, apperr.New(apperr.Invalid, account.MsgCodeFormat)
	}
	invalid := apperr.New(apperr.Invalid, account.ErrCodeInvalid.Error())
	user, found, err := s.findByEmail(ctx, email)
	if err != nil {
		return SignedIn{}, err
	}
	if !found || user.EmailVerified {
		return SignedIn{}, invalid
	}
	now := s.clock.Now()
	err = s.stores.Codes.Update(ctx, user.ID, func(c *account.VerificationCode) error {
		return c.Check(codeMatches(*c, code), now)
	})
	var problem account.Problem
	switch {
	case errors.Is(err, ports.ErrNotFound):
		return SignedIn{}, invalid
	case errors.As(err, &problem):
		return SignedIn{}, apperr.New(apperr.Invalid, problem.Error())
	case err != nil:
		return SignedIn{}, err
	}
	if err := s.stores.Codes.Delete(ctx, user.ID); err != nil {
		return SignedIn{}, err
	}
	// Verified, and welcomed once: the welcome job commits with the change.
	err = s.stores.Tx.WithinTx(ctx, func(ctx context.Context) error {
		user, err = s.stores.Users.Update(ctx, user.ID, func(u *account.User) error {
			u.EmailVerified = true
			u.StartTrial(now)
			return nil
		})
		if err != nil {
			return err
		}
		return s.jobs.Enqueue(ctx, SendWelcome{UserID: user.ID})
	})
	if err != nil {
		return SignedIn{}, err
	}
	s.audit(ctx, user, "", account.EventEmailVerified, client)
	return s.startSession(ctx, user, client, account.EventSignedIn)
}
