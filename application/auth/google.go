package auth

import (
	"context"
	"errors"
	"strings"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// Google sign-in failures, as codes the sign-in page turns into text.
const (
	GoogleFailed          = "google_failed"
	GoogleEmailUnverified = "google_email_unverified"
	GoogleDisabled        = "google_disabled"
	GoogleCancelled       = "google_cancelled"
)

// StartGoogle returns where to send the browser and the values to remember for the callback.
func (s *Service) StartGoogle(ctx context.Context) (string, ports.AuthorizationRequest, error) {
	if !s.google.Enabled() {
		return "", ports.AuthorizationRequest{}, apperr.WithCode(apperr.Unavailable, "Google sign-in is not enabled on this server.", GoogleDisabled)
	}
	var req ports.AuthorizationRequest
	for _, field := range []*string{&req.State, &req.Nonce, &req.CodeVerifier} {
		secret, err := s.newSecret()
		if err != nil {
			return "", req, err
		}
		*field = secret
	}
	target, err := s.google.AuthCodeURL(ctx, req)
	if err != nil {
		return "", req, apperr.Wrap(apperr.Unavailable, "Google sign-in is unavailable right now.", err)
	}
	return target, req, nil
}

// FinishGoogle redeems the callback's code: a known Google identity signs in; otherwise an
// account with the same e-mail is linked when Google vouches for the address; otherwise a new,
// verified account is created.
func (s *Service) FinishGoogle(ctx context.Context, code string, req ports.AuthorizationRequest, client Client) (SignedIn, error) {
	identity, err := s.google.Exchange(ctx, code, req)
	if err != nil {
		return SignedIn{}, apperr.Wrap(apperr.Unauthenticated, "Google sign-in failed. Please try again.", err)
	}
	subject := identity.Issuer + "|" + identity.Subject
	user, err := s.stores.Users.ByGoogleSubject(ctx, subject)
	if err == nil {
		return s.startSession(ctx, user, client, account.EventGoogleSignedIn)
	}
	if !errors.Is(err, ports.ErrNotFound) {
		return SignedIn{}, err
	}
	if !account.ValidEmail(identity.Email) {
		return SignedIn{}, apperr.WithCode(apperr.Unauthenticated, "Google did not share a usable e-mail address.", GoogleFailed)
	}
	existing, found, err := s.findByEmail(ctx, identity.Email)
	if err != nil {
		return SignedIn{}, err
	}
	if found {
		return s.linkGoogle(ctx, existing, identity, subject, client)
	}
	return s.createFromGoogle(ctx, identity, subject, client)
}

func (s *Service) linkGoogle(ctx context.Context, existing account.User, identity ports.ExternalIdentity, subject string, client Client) (SignedIn, error) {
	if !identity.EmailVerified {
		return SignedIn{}, apperr.WithCode(apperr.Forbidden, MsgGoogleEmailUnverify, GoogleEmailUnverified)
	}
	// Google proves the mailbox. An e-mail account still to verify was asked for without that
	// proof: its password and names go, and the Google identity's take their place.
	if err := s.endUnprovenClaims(ctx, existing); err != nil {
		return SignedIn{}, err
	}
	now := s.clock.Now()
	user, err := s.stores.Users.Update(ctx, existing.ID, func(u *account.User) error {
		if !u.EmailVerified && u.AuthProvider == account.ProviderEmail {
			u.PasswordHash = ""
			u.FirstName, u.LastName = strings.TrimSpace(identity.FirstName), strings.TrimSpace(identity.LastName)
		}
		u.GoogleSubject = subject
		u.EmailVerified = true
		if u.ProfileImageURL == "" {
			u.ProfileImageURL = identity.PictureURL
		}
		u.StartTrial(now)
		return nil
	})
	if err != nil {
		return SignedIn{}, err
	}
	s.audit(ctx, user, "", account.EventGoogleLinked, client)
	return s.startSession(ctx, user, client, account.EventGoogleSignedIn)
}

func (s *Service) createFromGoogle(ctx context.Context, identity ports.ExternalIdentity, subject string, client Client) (SignedIn, error) {
	id, err := s.ids.NewID()
	if err != nil {
		return SignedIn{}, err
	}
	now := s.clock.Now()
	user := account.User{
		ID: id, Email: account.NormalizeEmail(identity.Email), FirstName: strings.TrimSpace(identity.FirstName),
		LastName: strings.TrimSpace(identity.LastName), Role: account.RoleUser, PreferredLanguage: account.DefaultLanguage,
		AuthProvider: account.ProviderGoogle, EmailVerified: identity.EmailVerified, ProfileImageURL: identity.PictureURL,
		GoogleSubject: subject, CreatedAt: now,
	}
	user.StartTrial(now)
	if err := s.stores.Users.Create(ctx, user); err != nil {
		return SignedIn{}, err
	}
	if err := s.syncContact(ctx, user.ID); err != nil {
		return SignedIn{}, err
	}
	s.audit(ctx, user, "", account.EventRegistered, client)
	return s.startSession(ctx, user, client, account.EventGoogleSignedIn)
}
