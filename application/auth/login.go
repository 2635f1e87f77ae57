package auth

import (
	"context"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
)

// Login signs in with e-mail and password. Unknown addresses, accounts without a password and
// wrong passwords all get the same answer after the same work.
func (s *Service) Login(ctx context.Context, email, password string, client Client) (SignedIn, error) {
	if err := s.take(ctx, limitLoginIP, client.IP); err != nil {
		return SignedIn{}, err
	}
	if errs := account.ValidateLogin(email, password); len(errs) > 0 {
		return SignedIn{}, apperr.New(apperr.Invalid, errs.First("email", "password"))
	}
	email = account.NormalizeEmail(email)
	if err := s.take(ctx, limitLoginAccount, email); err != nil {
		return SignedIn{}, err
	}
	user, found, err := s.findByEmail(ctx, email)
	if err != nil {
		return SignedIn{}, err
	}
	rejected := apperr.New(apperr.Unauthenticated, MsgInvalidCredentials)
	if !found || !user.CanSignInWithPassword() {
		s.burnDummyVerify(password)
		s.audit(ctx, user, email, account.EventSignInFailed, client)
		return SignedIn{}, rejected
	}
	ok, err := s.hasher.Verify(password, user.PasswordHash)
	if err != nil {
		return SignedIn{}, err
	}
	if !ok {
		s.audit(ctx, user, "", account.EventSignInFailed, client)
		return SignedIn{}, rejected
	}
	if !user.EmailVerified {
		// The password proved who this is, so saying "not verified" reveals nothing new.
		return SignedIn{}, s.refuseUnverified(ctx, user)
	}
	return s.startSession(ctx, user, client, account.EventSignedIn)
}

// refuseUnverified mails the account a new code, unless one went out within the resend
// cooldown, and says which of the two happened.
func (s *Service) refuseUnverified(ctx context.Context, user account.User) error {
	err := s.takeCodeSend(ctx, user.Email)
	switch {
	case err == nil:
		if err := s.sendCode(ctx, user); err != nil {
			return err
		}
		return apperr.WithCode(apperr.Forbidden, MsgEmailNotVerified, CodeEmailNotVerified)
	case apperr.KindOf(err) == apperr.RateLimited:
		return apperr.WithCode(apperr.Forbidden, MsgEmailNotVerifiedCodeRecent, CodeEmailNotVerified)
	}
	return err
}

func (s *Service) burnDummyVerify(password string) {
	s.dummyOnce.Do(func() {
		hash, err := s.hasher.Hash("not-a-real-password-" + password)
		if err == nil {
			s.dummyHash = hash
		}
	})
	if s.dummyHash != "" {
		_, _ = s.hasher.Verify(password, s.dummyHash)
	}
}
