package auth

import (
	"context"
	"errors"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// ForgotPassword queues the mail of a reset link when the address has an account. Accounts
// moved from the previous sign-in provider get one too: setting a password migrates them.
//
// The asking client's address, alone and with this account, has a budget refused with 429;
// the account's own budget only stops the mails, with the same answer, so that strangers can
// neither lock its owner out nor flood the inbox (the links already sent still work).
func (s *Service) ForgotPassword(ctx context.Context, email string, client Client) (string, error) {
	if !account.ValidEmail(email) {
		return "", apperr.New(apperr.Invalid, account.MsgInvalidEmail)
	}
	email = account.NormalizeEmail(email)
	_, err := s.take(ctx,
		limit{keyForgotAddress + client.IP, account.ResetRequestsPerAddress},
		limit{keyForgotAddressAccount + addressAndAccount(client, email), account.ResetRequestsPerAddressAndAccount})
	if err != nil {
		return "", err
	}
	budget := account.ResetMailsPerAccount
	mailAllowed, _, err := s.limiter.Take(ctx, keyForgotAccount+email, budget.Attempts, budget.Window)
	if err != nil {
		return "", apperr.Wrap(apperr.Unavailable, msgLimiterDown, err)
	}
	user, found, err := s.findByEmail(ctx, email)
	if err != nil {
		return "", err
	}
	// The link is made and mailed by the job (deliver.go): the answer never waits for the
	// mail server, so it comes about as fast as for an unknown address.
	if found && mailAllowed {
		err = s.jobs.Enqueue(ctx, SendPasswordResetLink{UserID: user.ID})
	} else {
		err = s.lookUpNoCode(ctx)
	}
	if err != nil {
		return "", err
	}
	s.audit(ctx, user, email, account.EventPasswordResetSent, client)
	return MsgResetSent, nil
}

// VerifyResetToken tells the reset page whether its link still works.
func (s *Service) VerifyResetToken(ctx context.Context, token string) error {
	invalid := apperr.New(apperr.Invalid, account.ErrResetTokenInvalid.Error())
	if token == "" {
		return invalid
	}
	stored, err := s.stores.Resets.ByHash(ctx, hashSecret(token))
	if errors.Is(err, ports.ErrNotFound) {
		return invalid
	}
	if err != nil {
		return err
	}
	if stored.Usable(s.clock.Now()) != nil {
		return invalid
	}
	return nil
}

// ResetPassword sets a new password with a reset link, once, and ends every session of the
// account so that whoever knew the old password is signed out. The link proves the mailbox:
// the account's other links, its code and pending sign-ups end, and so does its streak of
// failed sign-ins.
func (s *Service) ResetPassword(ctx context.Context, token, password string, client Client) (string, error) {
	if msg := account.PasswordProblem(password); msg != "" {
		return "", apperr.New(apperr.Invalid, msg)
	}
	hash, err := s.hasher.Hash(password)
	if err != nil {
		return "", err
	}
	consumed, err := s.stores.Resets.Consume(ctx, hashSecret(token), s.clock.Now())
	if errors.Is(err, ports.ErrNotFound) {
		return "", apperr.New(apperr.Invalid, account.ErrResetTokenInvalid.Error())
	}
	if err != nil {
		return "", err
	}
	user, err := s.stores.Users.Update(ctx, consumed.UserID, func(u *account.User) error {
		u.SetPassword(hash)
		u.StartTrial(s.clock.Now())
		return nil
	})
	if err != nil {
		return "", err
	}
	if err := s.stores.Sessions.DeleteForUser(ctx, user.ID, ""); err != nil {
		return "", err
	}
	if err := s.endUnprovenClaims(ctx, user); err != nil {
		return "", err
	}
	s.audit(ctx, user, "", account.EventPasswordReset, client)
	return MsgPasswordReset, nil
}
