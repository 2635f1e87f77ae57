package account

import "time"

// MigrationWindow is how long an account of the previous sign-in provider has, from the
// moment its migration e-mail is sent, to set a password with the e-mail's link.
const MigrationWindow = 48 * time.Hour

// MigrationDeadline is when the migration link sent at invitedAt stops working, and with it
// the previous provider's sign-in of the account.
func MigrationDeadline(invitedAt time.Time) time.Time {
	return invitedAt.Add(MigrationWindow)
}

// MigrationLinkUsable reports whether a migration link sent at invitedAt still works at now:
// for the 48 hours that follow, not at the deadline itself.
func MigrationLinkUsable(invitedAt, now time.Time) bool {
	return now.Before(MigrationDeadline(invitedAt))
}

// NewMigrationToken is the single-use link of a migration e-mail: a reset token that lasts
// the migration window instead of the hour of a forgotten password's link.
func NewMigrationToken(tokenHash, userID string, now time.Time) ResetToken {
	return ResetToken{TokenHash: tokenHash, UserID: userID, CreatedAt: now, ExpiresAt: MigrationDeadline(now)}
}

// AwaitsMigration is true for an account still on the previous sign-in provider: it has no
// password and has not moved to e-mail sign-in yet.
func (u User) AwaitsMigration() bool {
	return u.AuthProvider == ProviderReplit
}

// Migrated is true for an account that came from the previous sign-in provider and has since
// set a password.
func (u User) Migrated() bool {
	return u.PreviousProvider == ProviderReplit && u.AuthProvider != ProviderReplit
}

// InviteToMigrate records that the migration e-mail goes out at now. A later invitation
// starts a new window.
func (u *User) InviteToMigrate(now time.Time) {
	u.PreviousProvider = ProviderReplit
	u.MigrationInvitedAt = &now
}

// PreviousSignInClosed says whether the sessions of an account still on the previous provider
// are refused at now: once its migration deadline has passed, an account that has neither set
// a password nor linked a Google identity keeps no way in but setting a password (the
// forgot-password link, which migrates it). An account never invited keeps its sessions.
func (u User) PreviousSignInClosed(now time.Time) bool {
	if !u.AwaitsMigration() || u.GoogleSubject != "" || u.MigrationInvitedAt == nil {
		return false
	}
	return !MigrationLinkUsable(*u.MigrationInvitedAt, now)
}
