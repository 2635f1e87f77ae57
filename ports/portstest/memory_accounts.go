package portstest

import (
	"context"
	"slices"
	"time"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// Users implements ports.UserRepository in memory.
type Users struct{ db *tables }

// Create stores a new user; a taken id, e-mail or Google identity is ErrConflict.
func (r *Users) Create(_ context.Context, user account.User) error {
	defer r.db.lock()()
	return insertRow(r.db.users, user.ID, user, r.db.userClashes)
}

// ByID finds a user by id.
func (r *Users) ByID(_ context.Context, id string) (account.User, error) {
	defer r.db.lock()()
	return rowByKey(r.db.users, id)
}

// ByEmail finds a user by normalised e-mail.
func (r *Users) ByEmail(_ context.Context, email string) (account.User, error) {
	defer r.db.lock()()
	email = account.NormalizeEmail(email)
	return r.db.findUser(func(u account.User) bool { return u.Email == email })
}

// ByGoogleSubject finds the user linked to a Google identity.
func (r *Users) ByGoogleSubject(_ context.Context, subject string) (account.User, error) {
	defer r.db.lock()()
	return r.db.findUser(func(u account.User) bool { return u.GoogleSubject != "" && u.GoogleSubject == subject })
}

// Update lets change modify the user and saves it unless change fails; the id and creation
// time never change.
func (r *Users) Update(_ context.Context, id string, change func(*account.User) error) (account.User, error) {
	defer r.db.lock()()
	return updateRow(r.db.users, id, change, func(next *account.User, stored account.User) {
		next.ID, next.CreatedAt = stored.ID, stored.CreatedAt
	}, r.db.userClashes)
}

// findUser returns the user that matches; the unique columns it is called with make it the
// only one.
func (db *tables) findUser(match func(account.User) bool) (account.User, error) {
	for _, u := range db.users {
		if match(u) {
			return u, nil
		}
	}
	return account.User{}, ports.ErrNotFound
}

// userClashes reports whether another user has u's e-mail or Google identity (the unique
// columns).
func (db *tables) userClashes(u account.User) bool {
	for _, other := range db.users {
		if other.ID != u.ID && (other.Email == u.Email || (u.GoogleSubject != "" && other.GoogleSubject == u.GoogleSubject)) {
			return true
		}
	}
	return false
}

// Sessions implements ports.SessionRepository in memory.
type Sessions struct{ db *tables }

// Create stores a new session.
func (r *Sessions) Create(_ context.Context, session account.Session) error {
	defer r.db.lock()()
	return insertRow(r.db.sessions, session.IDHash, session, nil)
}

// ByIDHash finds a session.
func (r *Sessions) ByIDHash(_ context.Context, idHash string) (account.Session, error) {
	defer r.db.lock()()
	return rowByKey(r.db.sessions, idHash)
}

// ByIDHashWithUser finds a session and its user.
func (r *Sessions) ByIDHashWithUser(_ context.Context, idHash string) (account.Session, account.User, error) {
	defer r.db.lock()()
	session, err := rowByKey(r.db.sessions, idHash)
	if err != nil {
		return account.Session{}, account.User{}, err
	}
	user, err := rowByKey(r.db.users, session.UserID)
	if err != nil {
		return account.Session{}, account.User{}, err
	}
	return session, user, nil
}

// Touch records activity; an unknown session is left alone.
func (r *Sessions) Touch(_ context.Context, idHash string, at time.Time) error {
	defer r.db.lock()()
	if session, ok := r.db.sessions[idHash]; ok {
		session.LastSeenAt = at
		r.db.sessions[idHash] = session
	}
	return nil
}

// Delete ends one session.
func (r *Sessions) Delete(_ context.Context, idHash string) error {
	defer r.db.lock()()
	delete(r.db.sessions, idHash)
	return nil
}

// DeleteForUser ends the user's sessions except keepIDHash.
func (r *Sessions) DeleteForUser(_ context.Context, userID, keepIDHash string) error {
	defer r.db.lock()()
	for idHash, session := range r.db.sessions {
		if session.UserID == userID && idHash != keepIDHash {
			delete(r.db.sessions, idHash)
		}
	}
	return nil
}

// VerificationCodes implements ports.VerificationCodeRepository in memory.
type VerificationCodes struct{ db *tables }

// Replace stores code as the only code of its user.
func (r *VerificationCodes) Replace(_ context.Context, code account.VerificationCode) error {
	defer r.db.lock()()
	r.db.codes[code.UserID] = code
	return nil
}

// Update saves what change did to the code, then returns change's error.
func (r *VerificationCodes) Update(_ context.Context, userID string, change func(*account.VerificationCode) error) error {
	defer r.db.lock()()
	code, err := rowByKey(r.db.codes, userID)
	if err != nil {
		return err
	}
	err = change(&code)
	r.db.codes[userID] = code
	return err
}

// Delete removes the user's code.
func (r *VerificationCodes) Delete(_ context.Context, userID string) error {
	defer r.db.lock()()
	delete(r.db.codes, userID)
	return nil
}

// ResetTokens implements ports.ResetTokenRepository in memory.
type ResetTokens struct{ db *tables }

// Create stores a token.
func (r *ResetTokens) Create(_ context.Context, token account.ResetToken) error {
	defer r.db.lock()()
	return insertRow(r.db.resets, token.TokenHash, token, nil)
}

// ByHash finds a token.
func (r *ResetTokens) ByHash(_ context.Context, tokenHash string) (account.ResetToken, error) {
	defer r.db.lock()()
	return rowByKey(r.db.resets, tokenHash)
}

// Consume marks an unused, unexpired token used.
func (r *ResetTokens) Consume(_ context.Context, tokenHash string, now time.Time) (account.ResetToken, error) {
	defer r.db.lock()()
	token, ok := r.db.resets[tokenHash]
	if !ok || token.UsedAt != nil || !token.ExpiresAt.After(now) {
		return account.ResetToken{}, ports.ErrNotFound
	}
	token.UsedAt = &now
	r.db.resets[tokenHash] = token
	return token, nil
}

// AuthEvents implements ports.AuthEventLog in memory.
type AuthEvents struct{ db *tables }

// Record appends one event.
func (r *AuthEvents) Record(_ context.Context, event account.AuthEvent) error {
	defer r.db.lock()()
	r.db.events = append(r.db.events, event)
	return nil
}

// All returns every recorded event, oldest first.
func (r *AuthEvents) All() []account.AuthEvent {
	defer r.db.lock()()
	return slices.Clone(r.db.events)
}

// DeleteExpired deletes the sessions last seen at or before seenBy or created at or before
// createdBy.
func (r *Sessions) DeleteExpired(_ context.Context, seenBy, createdBy time.Time) (int, error) {
	defer r.db.lock()()
	return deleteWhere(r.db.sessions, func(s account.Session) bool {
		return !s.LastSeenAt.After(seenBy) || !s.CreatedAt.After(createdBy)
	}), nil
}

// DeleteExpired deletes the codes that expired at or before now.
func (r *VerificationCodes) DeleteExpired(_ context.Context, now time.Time) (int, error) {
	defer r.db.lock()()
	return deleteWhere(r.db.codes, func(c account.VerificationCode) bool { return !c.ExpiresAt.After(now) }), nil
}

// DeleteUnusable deletes the tokens used or expired at or before now.
func (r *ResetTokens) DeleteUnusable(_ context.Context, now time.Time) (int, error) {
	defer r.db.lock()()
	return deleteWhere(r.db.resets, func(t account.ResetToken) bool { return t.UsedAt != nil || !t.ExpiresAt.After(now) }), nil
}

var (
	_ ports.UserRepository             = (*Users)(nil)
	_ ports.SessionRepository          = (*Sessions)(nil)
	_ ports.VerificationCodeRepository = (*VerificationCodes)(nil)
	_ ports.ResetTokenRepository       = (*ResetTokens)(nil)
	_ ports.AuthEventLog               = (*AuthEvents)(nil)
)
