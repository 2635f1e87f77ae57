package portstest

import (
	"context"
	"time"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// SignUps implements ports.SignUpRepository in memory.
type SignUps struct{ db *tables }

// Create stores a pending sign-up.
func (r *SignUps) Create(_ context.Context, signUp account.PendingSignUp) error {
	defer r.db.lock()()
	return insertRow(r.db.signUps, signUp.IDHash, signUp, nil)
}

// ByIDHash finds a pending sign-up.
func (r *SignUps) ByIDHash(_ context.Context, idHash string) (account.PendingSignUp, error) {
	defer r.db.lock()()
	return rowByKey(r.db.signUps, idHash)
}

// DeleteForEmail ends the address's pending sign-ups.
func (r *SignUps) DeleteForEmail(_ context.Context, email string) error {
	defer r.db.lock()()
	deleteWhere(r.db.signUps, func(p account.PendingSignUp) bool { return p.Email == email })
	return nil
}

// DeleteExpired deletes the sign-ups that expired at or before now.
func (r *SignUps) DeleteExpired(_ context.Context, now time.Time) (int, error) {
	defer r.db.lock()()
	return deleteWhere(r.db.signUps, func(p account.PendingSignUp) bool { return !p.ExpiresAt.After(now) }), nil
}

// KnownDevices implements ports.KnownDeviceRepository in memory.
type KnownDevices struct{ db *tables }

// Create stores a known device of an existing user.
func (r *KnownDevices) Create(_ context.Context, device account.KnownDevice) error {
	defer r.db.lock()()
	if err := r.db.requireOwner(device.UserID); err != nil {
		return err
	}
	return insertRow(r.db.devices, device.IDHash, device, nil)
}

// ByIDHash finds a known device.
func (r *KnownDevices) ByIDHash(_ context.Context, idHash string) (account.KnownDevice, error) {
	defer r.db.lock()()
	return rowByKey(r.db.devices, idHash)
}

// DeleteExpired deletes the devices that expired at or before now.
func (r *KnownDevices) DeleteExpired(_ context.Context, now time.Time) (int, error) {
	defer r.db.lock()()
	return deleteWhere(r.db.devices, func(d account.KnownDevice) bool { return !d.ExpiresAt.After(now) }), nil
}

// DeleteForUser ends every link of the user.
func (r *ResetTokens) DeleteForUser(_ context.Context, userID string) error {
	defer r.db.lock()()
	deleteWhere(r.db.resets, func(t account.ResetToken) bool { return t.UserID == userID })
	return nil
}

var (
	_ ports.SignUpRepository      = (*SignUps)(nil)
	_ ports.KnownDeviceRepository = (*KnownDevices)(nil)
)
