package auth

import (
	"context"
	"errors"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// startSession signs user in with a new random session id (never one the browser brought),
// ending the session the browser held before, whoever's it was, and makes the browser known to
// the account.
func (s *Service) startSession(ctx context.Context, user account.User, client Client, event account.AuthEventType) (SignedIn, error) {
	user, err := s.promoteIfListed(ctx, user, client)
	if err != nil {
		return SignedIn{}, err
	}
	if client.SessionToken != "" {
		if err := s.stores.Sessions.Delete(ctx, hashSecret(client.SessionToken)); err != nil {
			return SignedIn{}, err
		}
	}
	device, err := s.rememberDevice(ctx, user, client)
	if err != nil {
		return SignedIn{}, err
	}
	token, err := s.newSecret()
	if err != nil {
		return SignedIn{}, err
	}
	now := s.clock.Now()
	session := account.Session{IDHash: hashSecret(token), UserID: user.ID, CreatedAt: now, LastSeenAt: now, IP: client.IP, UserAgent: client.UserAgent}
	if err := s.stores.Sessions.Create(ctx, session); err != nil {
		return SignedIn{}, err
	}
	s.audit(ctx, user, "", event, client)
	return SignedIn{User: user, SessionToken: token, DeviceToken: device}, nil
}

// CurrentUser resolves a session cookie to its user, read together in one query, ending the
// session when it has expired and recording activity at most once a minute.
func (s *Service) CurrentUser(ctx context.Context, sessionToken string) (account.User, error) {
	unauthenticated := apperr.New(apperr.Unauthenticated, MsgNotSignedIn)
	if sessionToken == "" {
		return account.User{}, unauthenticated
	}
	idHash := hashSecret(sessionToken)
	session, user, err := s.stores.Sessions.ByIDHashWithUser(ctx, idHash)
	if errors.Is(err, ports.ErrNotFound) {
		return account.User{}, unauthenticated
	}
	if err != nil {
		return account.User{}, err
	}
	now := s.clock.Now()
	// An account of the previous sign-in provider past its migration deadline keeps no
	// session: it signs in again once it has set a password.
	if s.settings.Session.Expired(session, now) || user.PreviousSignInClosed(now) {
		if err := s.stores.Sessions.Delete(ctx, idHash); err != nil {
			return account.User{}, err
		}
		return account.User{}, unauthenticated
	}
	if s.settings.Session.NeedsTouch(session, now) {
		if err := s.stores.Sessions.Touch(ctx, idHash, now); err != nil {
			return account.User{}, err
		}
	}
	return user, nil
}

// Logout ends the session of the cookie, if any.
func (s *Service) Logout(ctx context.Context, sessionToken string, client Client) error {
	if sessionToken == "" {
		return nil
	}
	idHash := hashSecret(sessionToken)
	session, err := s.stores.Sessions.ByIDHash(ctx, idHash)
	if errors.Is(err, ports.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	if err := s.stores.Sessions.Delete(ctx, idHash); err != nil {
		return err
	}
	s.audit(ctx, account.User{ID: session.UserID}, "", account.EventSignedOut, client)
	return nil
}
