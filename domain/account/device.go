package account

import "time"

// KnownDeviceTTL is how long a browser stays known to an account after a sign-in there.
const KnownDeviceTTL = 180 * 24 * time.Hour

// KnownDevice is a browser that has signed in to an account, kept under the hash of a secret
// in that browser's cookie. Password guessing across many addresses spends the account's own
// budget of failures (SignInFailuresPerAccount) and earns its delay; a sign-in from a known
// browser is spared both, so that strangers can slow their own guesses, not the owner.
type KnownDevice struct {
	IDHash    string
	UserID    string
	CreatedAt time.Time
	ExpiresAt time.Time
}

// NewKnownDevice starts a device's life at now.
func NewKnownDevice(idHash, userID string, now time.Time) KnownDevice {
	return KnownDevice{IDHash: idHash, UserID: userID, CreatedAt: now, ExpiresAt: now.Add(KnownDeviceTTL)}
}

// Knows reports whether the device is a known browser of userID at now.
func (d KnownDevice) Knows(userID string, now time.Time) bool {
	return d.UserID != "" && d.UserID == userID && now.Before(d.ExpiresAt)
}
