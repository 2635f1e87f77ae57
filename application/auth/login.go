package auth

import (
	"context"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
)

// Login signs in with e-mail and password. Unknown addresses, accounts without a password and
// wrong passwords all get the same answer after the same work.
//
// Throttling (domain/account/throttle.go): the client's address and the address with this
// account each have a budget of failures, refused with 429 when spent. A browser that has not
// signed in to the account before also spends the account's own budget, counted across every
// address, and waits the delay its failures earn; a browser the account knows does neither,
// so guessing from many addresses stops while the owner signs in without waiting. A success
// counts nowhere, ends the account's streak and ends the reset links and codes still out.
func (s *Service) Login(ctx context.Context, email, password string, client Client) (SignedIn, error) {
	if errs := account.ValidateLogin(email, password); len(errs) > 0 {
		return SignedIn{}, apperr.New(apperr.Invalid, errs.First("email", "password"))
	}
	email = account.NormalizeEmail(email)
	user, found, err := s.findByEmail(ctx, email)
	if err != nil {
		return SignedIn{}, err
	}
	known, err := s.knownDevice(ctx, client, user.ID)
	if err != nil {
		return SignedIn{}, err
	}
	limits := []limit{
		{keyLoginAddress + client.IP, account.SignInFailuresPerAddress},
		{keyLoginAddressAccount + addressAndAccount(client, email), account.SignInFailuresPerAddressAndAccount},
	}
	if !known {
		limits = append(limits, limit{keyLoginAccount + email, account.SignInFailuresPerAccount})
	}
	taken, err := s.take(ctx, limits...)
	if err != nil {
		return SignedIn{}, err
	}
	streak := keyLoginStreak + email
	// The wait comes before the password is checked, so that it is the same whatever the
	// answer will be.
	if !known {
		if err := s.slowDown(ctx, streak, account.SignInSlowDown); err != nil {
			s.giveBack(ctx, taken)
			return SignedIn{}, err
		}
	}
	signedIn, err := s.checkPassword(ctx, user, found, email, password, client)
	if apperr.KindOf(err) == apperr.Unauthenticated {
		s.countFailure(ctx, streak, account.SignInSlowDown.Memory)
		return SignedIn{}, err
	}
	// The right password (even of an account still to verify), or a failure on our side:
	// either way no guess was refused, so nothing counts.
	s.giveBack(ctx, taken)
	if err == nil || apperr.KindOf(err) == apperr.Forbidden {
		s.forget(ctx, streak)
	}
	if err == nil {
		err = s.endOpenClaims(ctx, signedIn.User)
	}
	return signedIn, err
}

// checkPassword signs in user (found for email) with a password that matches the account's,
// unless its address is still to be verified.
func (s *Service) checkPassword(ctx context.Context, user account.User, found bool, email, password string, client Client) (SignedIn, error) {
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
		// The password proved who this is, so saying "not verified" reveals nothing new; the
		// browser may enter the code with the credentials it proved.
		token, err := s.holdSignUp(ctx, user)
		if err != nil {
			return SignedIn{}, err
		}
		return SignedIn{SignUpToken: token}, s.refuseUnverified(ctx, user)
	}
	return s.startSession(ctx, user, client, account.EventSignedIn)
}

// endOpenClaims ends, after a sign-in with the password, the reset links and the code still
// out for the account: whoever signs in knows the password.
func (s *Service) endOpenClaims(ctx context.Context, user account.User) error {
	if err := s.stores.Resets.DeleteForUser(ctx, user.ID); err != nil {
		return err
	}
	return s.stores.Codes.Delete(ctx, user.ID)
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
