package auth

import (
	"context"
	"errors"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// holdSignUp keeps the credentials of candidate (what this browser chose) until the code is
// entered here, and returns the secret for its cookie.
func (s *Service) holdSignUp(ctx context.Context, candidate account.User) (string, error) {
	token, err := s.newSecret()
	if err != nil {
		return "", err
	}
	signUp := account.NewPendingSignUp(hashSecret(token), candidate, s.clock.Now())
	if err := s.stores.SignUps.Create(ctx, signUp); err != nil {
		return "", err
	}
	return token, nil
}

// heldSignUp is the pending sign-up of the calling browser for email. Any address without one
// gets the same refusal, so it tells nothing about accounts.
func (s *Service) heldSignUp(ctx context.Context, email string, client Client) (account.PendingSignUp, error) {
	refused := apperr.New(apperr.Invalid, account.MsgSignUpHere)
	if client.SignUpToken == "" {
		return account.PendingSignUp{}, refused
	}
	signUp, err := s.stores.SignUps.ByIDHash(ctx, hashSecret(client.SignUpToken))
	if errors.Is(err, ports.ErrNotFound) {
		return account.PendingSignUp{}, refused
	}
	if err != nil {
		return account.PendingSignUp{}, err
	}
	if !signUp.ClaimsFor(email, s.clock.Now()) {
		return account.PendingSignUp{}, refused
	}
	return signUp, nil
}

// endUnprovenClaims ends what was asked of an account without proof of its mailbox, once the
// mailbox has been proved (a code, a reset link, Google): the pending sign-ups, the code and
// the other reset links, and the account's streak of failed sign-ins.
func (s *Service) endUnprovenClaims(ctx context.Context, user account.User) error {
	if err := s.stores.SignUps.DeleteForEmail(ctx, user.Email); err != nil {
		return err
	}
	if err := s.endOpenClaims(ctx, user); err != nil {
		return err
	}
	s.forget(ctx, keyLoginStreak+user.Email)
	s.forget(ctx, keyLoginAccount+user.Email)
	return nil
}
