package auth

import (
	"context"
	"errors"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// Register creates an unverified account and mails it a code. An address that already has an
// account gets a note instead, and the caller sees the same answer either way.
func (s *Service) Register(ctx context.Context, form account.Registration, client Client) (string, error) {
	if _, err := s.take(ctx, limit{keyRegisterAddress + client.IP, account.RegistrationsPerAddress}); err != nil {
		return "", err
	}
	if errs := form.Validate(); len(errs) > 0 {
		return "", apperr.New(apperr.Invalid, errs.First(account.RegistrationFieldOrder...))
	}
	email := account.NormalizeEmail(form.Email)
	// Hash before looking up, so both branches cost the same.
	hash, err := s.hasher.Hash(form.Password)
	if err != nil {
		return "", err
	}
	existing, found, err := s.findByEmail(ctx, email)
	if err != nil {
		return "", err
	}
	// One code or note per address per minute; a refusal here is silent, like the rest.
	sendAllowed := s.takeCodeSend(ctx, email) == nil
	switch {
	case !found:
		err = s.registerNew(ctx, form, hash, sendAllowed, client)
	case existing.AuthProvider == account.ProviderEmail && !existing.EmailVerified:
		err = s.restartRegistration(ctx, existing, form, hash, sendAllowed)
	case sendAllowed:
		err = s.jobs.Enqueue(ctx, SendAccountExists{UserID: existing.ID})
	}
	if err != nil {
		return "", err
	}
	return MsgCodeSent, nil
}

func (s *Service) registerNew(ctx context.Context, form account.Registration, hash string, sendAllowed bool, client Client) error {
	id, err := s.ids.NewID()
	if err != nil {
		return err
	}
	user := account.NewEmailUser(id, form, hash, s.clock.Now())
	// The account and the job that mails its code commit together: no account waits for a
	// code that was never queued.
	err = s.stores.Tx.WithinTx(ctx, func(ctx context.Context) error {
		if err := s.stores.Users.Create(ctx, user); err != nil || !sendAllowed {
			return err
		}
		return s.sendCode(ctx, user)
	})
	if err != nil {
		return err
	}
	s.audit(ctx, user, "", account.EventRegistered, client)
	return nil
}

// restartRegistration lets someone who never verified sign up again: the proof of ownership
// is still the code, which only the inbox receives.
func (s *Service) restartRegistration(ctx context.Context, existing account.User, form account.Registration, hash string, sendAllowed bool) error {
	return s.stores.Tx.WithinTx(ctx, func(ctx context.Context) error {
		user, err := s.stores.Users.Update(ctx, existing.ID, func(u *account.User) error {
			if u.EmailVerified {
				return errors.New("verified meanwhile")
			}
			u.FirstName, u.LastName, u.PasswordHash = form.FirstName, form.LastName, hash
			return nil
		})
		if err != nil || !sendAllowed {
			return err
		}
		return s.sendCode(ctx, user)
	})
}

// sendCode queues the mail of a new code to user. The job makes the code (deliver.go),
// replacing the account's previous one.
func (s *Service) sendCode(ctx context.Context, user account.User) error {
	return s.jobs.Enqueue(ctx, SendVerificationCode{UserID: user.ID})
}

// ResendCode mails a new code to an account waiting for verification, at most once a minute.
// Every address gets the same answers, including the wait between two requests, and the
// request does about the same work, whether or not a code goes out.
func (s *Service) ResendCode(ctx context.Context, email string, client Client) (string, error) {
	if !account.ValidEmail(email) {
		return "", apperr.New(apperr.Invalid, account.MsgInvalidEmail)
	}
	email = account.NormalizeEmail(email)
	if _, err := s.take(ctx, limit{keyCodeAddress + client.IP, account.CodeResendsPerAddress}); err != nil {
		return "", err
	}
	if err := s.takeCodeSend(ctx, email); err != nil {
		return "", err
	}
	user, found, err := s.findByEmail(ctx, email)
	if err != nil {
		return "", err
	}
	if found && !user.EmailVerified && user.AuthProvider == account.ProviderEmail {
		err = s.sendCode(ctx, user)
	} else {
		err = s.lookUpNoCode(ctx)
	}
	if err != nil {
		return "", err
	}
	return MsgCodeResent, nil
}

// lookUpNoCode stands in for the work of queueing a code where no code goes out: a round trip
// to the database of about the same cost, so that the answer takes about as long.
func (s *Service) lookUpNoCode(ctx context.Context) error {
	err := s.stores.Codes.Update(ctx, noAccount, func(*account.VerificationCode) error { return nil })
	if errors.Is(err, ports.ErrNotFound) {
		return nil
	}
	return err
}
