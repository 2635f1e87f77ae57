package portstest

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

func usersContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	users := r.Users
	u := NewUser("11111111-1111-1111-1111-111111111111", "Anna@Klinik.de")
	u.StartTrial(Now)
	require.NoError(t, users.Create(ctx, u))

	got, err := users.ByEmail(ctx, " ANNA@klinik.de")
	require.NoError(t, err)
	assert.Equal(t, u, got)
	got, err = users.ByID(ctx, u.ID)
	require.NoError(t, err)
	assert.Equal(t, "anna@klinik.de", got.Email)

	_, err = users.ByEmail(ctx, "nobody@klinik.de")
	assert.ErrorIs(t, err, ports.ErrNotFound)
	dup := NewUser("22222222-2222-2222-2222-222222222222", "anna@klinik.de")
	assert.ErrorIs(t, users.Create(ctx, dup), ports.ErrConflict)

	updated, err := users.Update(ctx, u.ID, func(user *account.User) error {
		user.EmailVerified = true
		user.GoogleSubject = "https://accounts.google.com|1234"
		user.Role = account.RoleAdmin
		return nil
	})
	require.NoError(t, err)
	assert.True(t, updated.EmailVerified)
	got, err = users.ByGoogleSubject(ctx, "https://accounts.google.com|1234")
	require.NoError(t, err)
	assert.Equal(t, account.RoleAdmin, got.Role)
	assert.Equal(t, Now, got.CreatedAt)

	refusal := errors.New("refused")
	_, err = users.Update(ctx, u.ID, func(user *account.User) error {
		user.FirstName = "Changed"
		return refusal
	})
	assert.ErrorIs(t, err, refusal)
	got, _ = users.ByID(ctx, u.ID)
	assert.Equal(t, "Anna", got.FirstName, "a refused change is not saved")

	_, err = users.Update(ctx, "missing", func(*account.User) error { return nil })
	assert.ErrorIs(t, err, ports.ErrNotFound)

	// Two accounts without a Google identity do not collide on the unique column.
	other := NewUser("33333333-3333-3333-3333-333333333333", "ben@klinik.de")
	require.NoError(t, users.Create(ctx, other))
	third := NewUser("44444444-4444-4444-4444-444444444444", "cara@klinik.de")
	require.NoError(t, users.Create(ctx, third))
	_, err = users.Update(ctx, third.ID, func(user *account.User) error {
		user.GoogleSubject = "https://accounts.google.com|1234"
		return nil
	})
	assert.ErrorIs(t, err, ports.ErrConflict)
}

func sessionsContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, _ := TwoUsers(t, r.Users)
	sessions := r.Sessions
	for _, hash := range []string{"s1", "s2", "s3"} {
		require.NoError(t, sessions.Create(ctx, account.Session{IDHash: hash, UserID: anna, CreatedAt: Now, LastSeenAt: Now, IP: "192.0.2.1", UserAgent: "Firefox"}))
	}
	got, err := sessions.ByIDHash(ctx, "s1")
	require.NoError(t, err)
	assert.Equal(t, account.Session{IDHash: "s1", UserID: anna, CreatedAt: Now, LastSeenAt: Now, IP: "192.0.2.1", UserAgent: "Firefox"}, got)
	_, err = r.Users.Update(ctx, anna, func(u *account.User) error {
		u.StartTrial(Now)
		u.EmailVerified, u.GoogleSubject = true, "google-anna"
		return nil
	})
	require.NoError(t, err)
	withUser, user, err := sessions.ByIDHashWithUser(ctx, "s1")
	require.NoError(t, err)
	assert.Equal(t, got, withUser)
	stored, err := r.Users.ByID(ctx, anna)
	require.NoError(t, err)
	assert.Equal(t, stored, user, "the session's user, as the users read it")
	_, _, err = sessions.ByIDHashWithUser(ctx, "unknown")
	assert.ErrorIs(t, err, ports.ErrNotFound)

	require.NoError(t, sessions.Touch(ctx, "s1", Now.Add(time.Hour)))
	got, _ = sessions.ByIDHash(ctx, "s1")
	assert.Equal(t, Now.Add(time.Hour), got.LastSeenAt)

	require.NoError(t, sessions.DeleteForUser(ctx, anna, "s2"))
	_, err = sessions.ByIDHash(ctx, "s1")
	assert.ErrorIs(t, err, ports.ErrNotFound)
	_, err = sessions.ByIDHash(ctx, "s2")
	assert.NoError(t, err, "the kept session survives")

	require.NoError(t, sessions.Delete(ctx, "s2"))
	_, err = sessions.ByIDHash(ctx, "s2")
	assert.ErrorIs(t, err, ports.ErrNotFound)
}

func sessionExpiryContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, _ := TwoUsers(t, r.Users)
	sessions := r.Sessions
	for hash, times := range map[string]struct{ created, seen time.Time }{
		"idle":      {Now.Add(-3 * time.Hour), Now.Add(-2 * time.Hour)},
		"idle-edge": {Now.Add(-3 * time.Hour), Now.Add(-time.Hour)},
		"old":       {Now.Add(-48 * time.Hour), Now},
		"live":      {Now.Add(-3 * time.Hour), Now.Add(-time.Minute)},
	} {
		require.NoError(t, sessions.Create(ctx, account.Session{IDHash: hash, UserID: anna, CreatedAt: times.created, LastSeenAt: times.seen}))
	}

	deleted, err := sessions.DeleteExpired(ctx, Now.Add(-time.Hour), Now.Add(-24*time.Hour))
	require.NoError(t, err)
	assert.Equal(t, 3, deleted, "idle ones, one idle exactly as long as allowed, and one past its absolute lifetime")
	_, err = sessions.ByIDHash(ctx, "live")
	assert.NoError(t, err)
	_, err = sessions.ByIDHash(ctx, "idle-edge")
	assert.ErrorIs(t, err, ports.ErrNotFound)
}

func verificationCodesContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, _ := TwoUsers(t, r.Users)
	codes := r.Codes
	// The port reads a code only to change it; a change that changes nothing shows it.
	stored := func() (account.VerificationCode, error) {
		var code account.VerificationCode
		err := codes.Update(ctx, anna, func(c *account.VerificationCode) error { code = *c; return nil })
		return code, err
	}

	require.NoError(t, codes.Replace(ctx, account.NewVerificationCode(anna, "first", Now)))
	require.NoError(t, codes.Replace(ctx, account.NewVerificationCode(anna, "second", Now.Add(time.Minute))))
	got, err := stored()
	require.NoError(t, err)
	assert.Equal(t, "second", got.CodeHash, "a new code replaces the old")
	assert.Equal(t, Now.Add(11*time.Minute), got.ExpiresAt)

	err = codes.Update(ctx, anna, func(c *account.VerificationCode) error { return c.Check(false, Now.Add(2*time.Minute)) })
	assert.ErrorIs(t, err, account.ErrCodeInvalid)
	got, _ = stored()
	assert.Equal(t, 1, got.FailedAttempts, "the wrong attempt is saved although the change failed")

	require.NoError(t, codes.Delete(ctx, anna))
	_, err = stored()
	assert.ErrorIs(t, err, ports.ErrNotFound)
}

func verificationCodeExpiryContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, ben := TwoUsers(t, r.Users)
	codes := r.Codes
	require.NoError(t, codes.Replace(ctx, account.NewVerificationCode(anna, "old", Now.Add(-account.CodeTTL))))
	require.NoError(t, codes.Replace(ctx, account.NewVerificationCode(ben, "new", Now.Add(-time.Minute))))

	deleted, err := codes.DeleteExpired(ctx, Now)
	require.NoError(t, err)
	assert.Equal(t, 1, deleted, "a code that expires this very moment goes")
	assert.ErrorIs(t, codes.Update(ctx, anna, func(*account.VerificationCode) error { return nil }), ports.ErrNotFound)
	assert.NoError(t, codes.Update(ctx, ben, func(*account.VerificationCode) error { return nil }))
}

func resetTokensContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, _ := TwoUsers(t, r.Users)
	tokens := r.Resets
	require.NoError(t, tokens.Create(ctx, account.NewResetToken("tok", anna, Now)))
	require.NoError(t, tokens.Create(ctx, account.NewResetToken("old", anna, Now.Add(-2*time.Hour))))

	got, err := tokens.ByHash(ctx, "tok")
	require.NoError(t, err)
	assert.NoError(t, got.Usable(Now.Add(time.Minute)))

	_, err = tokens.Consume(ctx, "old", Now)
	assert.ErrorIs(t, err, ports.ErrNotFound, "an expired token cannot be consumed")

	// Clicked twice at once: exactly one wins.
	var wins, losses int
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := tokens.Consume(ctx, "tok", Now.Add(time.Minute))
			mu.Lock()
			defer mu.Unlock()
			if err == nil {
				wins++
			} else if errors.Is(err, ports.ErrNotFound) {
				losses++
			}
		}()
	}
	wg.Wait()
	assert.Equal(t, 1, wins)
	assert.Equal(t, 3, losses)
	got, _ = tokens.ByHash(ctx, "tok")
	assert.ErrorIs(t, got.Usable(Now.Add(2*time.Minute)), account.ErrResetTokenInvalid)
}

func resetTokenExpiryContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	anna, _ := TwoUsers(t, r.Users)
	tokens := r.Resets
	require.NoError(t, tokens.Create(ctx, account.NewResetToken("expired", anna, Now.Add(-account.ResetTokenTTL))))
	require.NoError(t, tokens.Create(ctx, account.NewResetToken("used", anna, Now.Add(-time.Minute))))
	require.NoError(t, tokens.Create(ctx, account.NewResetToken("live", anna, Now.Add(-time.Minute))))
	_, err := tokens.Consume(ctx, "used", Now.Add(-time.Second))
	require.NoError(t, err)

	deleted, err := tokens.DeleteUnusable(ctx, Now)
	require.NoError(t, err)
	assert.Equal(t, 2, deleted)
	for _, gone := range []string{"expired", "used"} {
		_, err = tokens.ByHash(ctx, gone)
		assert.ErrorIs(t, err, ports.ErrNotFound, gone)
	}
	_, err = tokens.ByHash(ctx, "live")
	assert.NoError(t, err)
}

func authEventsContract(t *testing.T, r Repositories) {
	ctx := context.Background()
	events := r.Events
	require.NoError(t, events.Record(ctx, account.AuthEvent{UserID: "u1", Email: "anna@klinik.de", Type: account.EventSignedIn, IP: "192.0.2.1", CreatedAt: Now}))
	require.NoError(t, events.Record(ctx, account.AuthEvent{UserID: "u1", Email: "anna@klinik.de", Type: account.EventSignedOut, IP: "192.0.2.1", CreatedAt: Now.Add(time.Hour)}))
	got := r.Backdoor.AuthEvents(t, "u1")
	require.Len(t, got, 2)
	assert.Equal(t, account.EventSignedOut, got[0].Type)
	assert.Equal(t, Now, got[1].CreatedAt)
}
