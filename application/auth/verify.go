package auth

import (
	"context"
	"errors"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// SignedIn is the result of every successful sign-in: the user and the secrets for the
// browser's cookies. DeviceToken is empty when the browser was known already. SignUpToken is
// set, with the error that asks for the mailed code, when a password proved who is signing in
// to an account still to verify: the browser may then enter the code.
type SignedIn struct {
	User         account.User
	SessionToken string
	DeviceToken  string
	SignUpToken  string
}

// VerifyEmail checks the mailed code; the right one, entered in a browser that asked to sign
// up with the address, gives the account that browser's password and names, verifies it,
// starts the trial and signs the user in. A browser without such a sign-up is refused before
// the code is looked at (account.MsgSignUpHere), whatever the address.
//
// Every address gets the same answers after the same work, with an account or without, verified
// or not: a wrong code is ErrCodeInvalid (also for an expired or locked code, which only an
// account has) until CodeFailuresPerEmail wrong codes, counted per address whatever it is,
// make it ErrCodeLocked until a new code is sent (takeCodeSend).
func (s *Service) VerifyEmail(ctx context.Context, email, code string, client Client) (SignedIn, error) {
	if !account.ValidEmail(email) {
		return SignedIn{}, apperr.New(apperr.Invalid, account.MsgInvalidEmail)
	}
	if !account.ValidCodeFormat(code) {
		return SignedIn{}, apperr.New(apperr.Invalid, account.MsgCodeFormat)
	}
	email = account.NormalizeEmail(email)
	taken, err := s.take(ctx, limit{keyVerifyAddress + client.IP, account.CodeFailuresPerAddress})
	if err != nil {
		return SignedIn{}, err
	}
	signUp, err := s.heldSignUp(ctx, email, client)
	if err != nil {
		s.giveBack(ctx, taken)
		return SignedIn{}, err
	}
	failures, err := s.limiter.Count(ctx, keyVerifyEmail+email)
	if err != nil {
		return SignedIn{}, apperr.Wrap(apperr.Unavailable, msgLimiterDown, err)
	}
	user, found, err := s.findByEmail(ctx, email)
	if err != nil {
		return SignedIn{}, err
	}
	owner := noAccount
	if found && !user.EmailVerified {
		owner = user.ID
	}
	locked := failures >= account.CodeFailuresPerEmail.Attempts
	now := s.clock.Now()
	err = s.stores.Codes.Update(ctx, owner, func(c *account.VerificationCode) error {
		if locked {
			return account.ErrCodeLocked
		}
		return c.Check(codeMatches(*c, code), now)
	})
	var problem account.Problem
	switch {
	case errors.Is(err, ports.ErrNotFound), errors.As(err, &problem):
		return SignedIn{}, s.refuseCode(ctx, email, failures)
	case err != nil:
		return SignedIn{}, err
	}
	s.giveBack(ctx, taken)
	s.forget(ctx, keyVerifyEmail+email)
	if err := s.endUnprovenClaims(ctx, user); err != nil {
		return SignedIn{}, err
	}
	// Verified with this browser's credentials, and welcomed once: the welcome job commits
	// with the change.
	err = s.stores.Tx.WithinTx(ctx, func(ctx context.Context) error {
		user, err = s.stores.Users.Update(ctx, user.ID, func(u *account.User) error {
			signUp.Claim(u)
			u.EmailVerified = true
			u.StartTrial(now)
			return nil
		})
		if err != nil {
			return err
		}
		if err := s.jobs.Enqueue(ctx, SendWelcome{UserID: user.ID}); err != nil {
			return err
		}
		return s.syncContact(ctx, user.ID)
	})
	if err != nil {
		return SignedIn{}, err
	}
	s.audit(ctx, user, "", account.EventEmailVerified, client)
	return s.startSession(ctx, user, client, account.EventSignedIn)
}

// refuseCode counts a wrong code for email, which had failures before, and says whether the
// address may still try this code.
func (s *Service) refuseCode(ctx context.Context, email string, failures int) error {
	budget := account.CodeFailuresPerEmail
	if failures < budget.Attempts {
		s.countFailure(ctx, keyVerifyEmail+email, budget.Window)
		failures++
	}
	if failures >= budget.Attempts {
		return apperr.New(apperr.Invalid, account.ErrCodeLocked.Error())
	}
	return apperr.New(apperr.Invalid, account.ErrCodeInvalid.Error())
}
