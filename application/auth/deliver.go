package auth

import (
	"context"
	"errors"
	"net/url"

	"github.com/radscribe/radscribe/application/notify"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// The workers of the mail jobs (jobs.go). Each returns the mailer's error, so that the queue
// retries a delivery that may pass later and gives up on one the server refused for good
// (ports.ErrMailRejected). An account deleted since the job was queued gets nothing.

// DeliverVerificationCode replaces the account's code with a new one and mails it, unless the
// account was verified meanwhile.
func (s *Service) DeliverVerificationCode(ctx context.Context, job SendVerificationCode) error {
	user, found, err := s.recipient(ctx, job.UserID)
	if err != nil || !found || user.EmailVerified {
		return err
	}
	code, err := s.newCode()
	if err != nil {
		return err
	}
	if err := s.stores.Codes.Replace(ctx, account.NewVerificationCode(user.ID, hashCode(user.ID, code), s.clock.Now())); err != nil {
		return err
	}
	return s.mailer.Send(ctx, notify.VerificationCode(user.Email, user.FirstName, code, account.CodeTTL))
}

// DeliverPasswordResetLink stores a new single-use token and mails the link that carries it.
func (s *Service) DeliverPasswordResetLink(ctx context.Context, job SendPasswordResetLink) error {
	user, found, err := s.recipient(ctx, job.UserID)
	if err != nil || !found {
		return err
	}
	link, err := s.issueResetLink(ctx, user)
	if err != nil {
		return err
	}
	return s.mailer.Send(ctx, notify.PasswordReset(user.Email, user.FirstName, link, account.ResetTokenTTL))
}

// DeliverWelcome mails the welcome message.
func (s *Service) DeliverWelcome(ctx context.Context, job SendWelcome) error {
	user, found, err := s.recipient(ctx, job.UserID)
	if err != nil || !found {
		return err
	}
	return s.mailer.Send(ctx, notify.Welcome(user.Email, user.FirstName, s.link("/", nil)))
}

// DeliverAccountExists mails the owner of an address that was registered again.
func (s *Service) DeliverAccountExists(ctx context.Context, job SendAccountExists) error {
	user, found, err := s.recipient(ctx, job.UserID)
	if err != nil || !found {
		return err
	}
	return s.mailer.Send(ctx, notify.AccountExists(user.Email, user.FirstName, s.link("/login", nil), s.link("/login", url.Values{"forgot": {"1"}})))
}

// recipient loads the account a mail job names.
func (s *Service) recipient(ctx context.Context, userID string) (account.User, bool, error) {
	user, err := s.stores.Users.ByID(ctx, userID)
	if errors.Is(err, ports.ErrNotFound) {
		return account.User{}, false, nil
	}
	return user, err == nil, err
}

// issueResetLink stores a new single-use token for user and returns the link that carries it,
// built from the configured public URL, never from the request.
func (s *Service) issueResetLink(ctx context.Context, user account.User) (string, error) {
	token, err := s.newSecret()
	if err != nil {
		return "", err
	}
	if err := s.stores.Resets.Create(ctx, account.NewResetToken(hashSecret(token), user.ID, s.clock.Now())); err != nil {
		return "", err
	}
	return s.link("/reset-password", url.Values{"token": {token}}), nil
}
