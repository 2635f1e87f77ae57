package auth

import (
	"context"
	"errors"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// Registered answers a sign-up: the message, and the secret of the browser's pending sign-up
// (account.PendingSignUp) for its cookie.
type Registered struct {
	Message     string
	SignUpToken string
}

// Register asks to create an account and mails a code to the address. The browser keeps its
// choices (password, names) as a pending sign-up that the code, entered there, makes the
// account's. Nothing is written to an account that exists: an address still to verify gets a
// new code, one already verified a note, and the caller sees the same answer as for a new
// address either way.
func (s *Service) Register(ctx context.Context, form account.Registration, client Client) (Registered, error) {
	if _, err := s.take(ctx, limit{keyRegisterAddress + client.IP, account.RegistrationsPerAddress}); err != nil {
		return Registered{}, err
	}
	if errs := form.Validate(); len(errs) > 0 {
		return Registered{}, apperr.New(apperr.Invalid, errs.First(account.RegistrationFieldOrder...))
	}
	email := account.NormalizeEmail(form.Email)
	// Hash before looking up, so both branches cost the same.
	hash, err := s.hasher.Hash(form.Password)
	if err != nil {
		return Registered{}, err
	}
	existing, found, err := s.findByEmail(ctx, email)
	if err != nil {
		return Registered{}, err
	}
	id, err := s.ids.NewID()
	if err != nil {
		return Registered{}, err
	}
	candidate := account.NewEmailUser(id, form, hash, s.clock.Now())
	token, err := s.holdSignUp(ctx, candidate)
	if err != nil {
		return Registered{}, err
	}
	// One code or note per address per minute; a refusal here is silent, like the rest.
	sendAllowed := s.takeCodeSend(ctx, email) == nil
	// This browser asked for a code: its own resend waits for the cooldown.
	_ = s.takeCodeRequest(ctx, email, client)
	switch {
	case !found:
		err = s.registerNew(ctx, candidate, sendAllowed, client)
	case existing.AuthProvider == account.ProviderEmail && !existing.EmailVerified:
		if sendAllowed {
			err = s.sendCode(ctx, existing)
		}
	case sendAllowed:
		err = s.jobs.Enqueue(ctx, SendAccountExists{UserID: existing.ID})
	}
	if err != nil {
		return Registered{}, err
	}
	return Registered{Message: MsgCodeSent, SignUpToken: token}, nil
}

func (s *Service) registerNew(ctx context.Context, user account.User, sendAllowed bool, client Client) error {
	// The account and the job that mails its code commit together: no account waits for a
	// code that was never queued.
	err := s.stores.Tx.WithinTx(ctx, func(ctx context.Context) error {
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

// sendCode queues the mail of a new code to user. The job makes the code (deliver.go),
// replacing the account's previous one.
func (s *Service) sendCode(ctx context.Context, user account.User) error {
	return s.jobs.Enqueue(ctx, SendVerificationCode{UserID: user.ID})
}

// ResendCode mails a new code to an account waiting for verification, at most once a minute.
// Every address gets the same answers after about the same work, whether or not a code goes
// out: the wait this client is told about counts only the codes it asked for itself, so that
// nobody learns from it that someone else has just signed up with an address.
func (s *Service) ResendCode(ctx context.Context, email string, client Client) (string, error) {
	if !account.ValidEmail(email) {
		return "", apperr.New(apperr.Invalid, account.MsgInvalidEmail)
	}
	email = account.NormalizeEmail(email)
	if _, err := s.take(ctx, limit{keyCodeAddress + client.IP, account.CodeResendsPerAddress}); err != nil {
		return "", err
	}
	if err := s.takeCodeRequest(ctx, email, client); err != nil {
		return "", err
	}
	sendAllowed := s.takeCodeSend(ctx, email) == nil
	user, found, err := s.findByEmail(ctx, email)
	if err != nil {
		return "", err
	}
	if sendAllowed && found && !user.EmailVerified && user.AuthProvider == account.ProviderEmail {
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
