package auth

import (
	"context"
	"errors"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// knownDevice reports whether the calling browser has signed in to the account of userID
// before (account.KnownDevice).
func (s *Service) knownDevice(ctx context.Context, client Client, userID string) (bool, error) {
	if client.DeviceToken == "" || userID == "" {
		return false, nil
	}
	device, err := s.stores.Devices.ByIDHash(ctx, hashSecret(client.DeviceToken))
	if errors.Is(err, ports.ErrNotFound) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return device.Knows(userID, s.clock.Now()), nil
}

// rememberDevice makes the calling browser known to user after a sign-in, and returns the
// secret for its cookie; empty when the browser is known already.
func (s *Service) rememberDevice(ctx context.Context, user account.User, client Client) (string, error) {
	known, err := s.knownDevice(ctx, client, user.ID)
	if err != nil || known {
		return "", err
	}
	token, err := s.newSecret()
	if err != nil {
		return "", err
	}
	if err := s.stores.Devices.Create(ctx, account.NewKnownDevice(hashSecret(token), user.ID, s.clock.Now())); err != nil {
		return "", err
	}
	return token, nil
}
