package store_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

var t0 = time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)

func newUser(id, email string) account.User {
	return account.NewEmailUser(id, account.Registration{Email: email, FirstName: "Anna", LastName: "Berg"}, "$argon2id$hash", t0)
}

func TestUsersContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T, db *gorm.DB) {
		ctx := context.Background()
		users := store.NewUsers(db)
		u := newUser("11111111-1111-1111-1111-111111111111", "Anna@Klinik.de")
		u.StartTrial(t0)
		require.NoError(t, users.Create(ctx, u))

		got, err := users.ByEmail(ctx, " ANNA@klinik.de")
		require.NoError(t, err)
		assert.Equal(t, u, got)
		got, err = users.ByID(ctx, u.ID)
		require.NoError(t, err)
		assert.Equal(t, "anna@klinik.de", got.Email)

		_, err = users.ByEmail(ctx, "nobody@klinik.de")
		assert.ErrorIs(t, err, ports.ErrNotFound)
		dup := newUser("22222222-2222-2222-2222-222222222222", "anna@klinik.de")
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
		assert.Equal(t, t0, got.CreatedAt)

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
		other := newUser("33333333-3333-3333-3333-333333333333", "ben@klinik.de")
		require.NoError(t, users.Create(ctx, other))
		third := newUser("44444444-4444-4444-4444-444444444444", "cara@klinik.de")
		require.NoError(t, users.Create(ctx, third))
		_, err = users.Update(ctx, third.ID, func(user *account.User) error {
			user.GoogleSubject = "https://accounts.google.com|1234"
			return nil
		})
		assert.ErrorIs(t, err, ports.ErrConflict)
	})
}

func TestSessionsContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T, db *gorm.DB) {
		ctx := context.Background()
		users, sessions := store.NewUsers(db), store.NewSessions(db)
		u := newUser("11111111-1111-1111-1111-111111111111", "anna@klinik.de")
		require.NoError(t, users.Create(ctx, u))
		for _, hash := range []string{"s1", "s2", "s3"} {
			require.NoError(t, sessions.Create(ctx, account.Session{IDHash: hash, UserID: u.ID, CreatedAt: t0, LastSeenAt: t0, IP: "192.0.2.1", UserAgent: "Firefox"}))
		}
		got, err := sessions.ByIDHash(ctx, "s1")
		require.NoError(t, err)
		assert.Equal(t, account.Session{IDHash: "s1", UserID: u.ID, CreatedAt: t0, LastSeenAt: t0, IP: "192.0.2.1", UserAgent: "Firefox"}, got)

		require.NoError(t, sessions.Touch(ctx, "s1", t0.Add(time.Hour)))
		got, _ = sessions.ByIDHash(ctx, "s1")
		assert.Equal(t, t0.Add(time.Hour), got.LastSeenAt)

		require.NoError(t, sessions.DeleteForUser(ctx, u.ID, "s2"))
		_, err = sessions.ByIDHash(ctx, "s1")
		assert.ErrorIs(t, err, ports.ErrNotFound)
		_, err = sessions.ByIDHash(ctx, "s2")
		assert.NoError(t, err, "the kept session survives")

		require.NoError(t, sessions.Delete(ctx, "s2"))
		_, err = sessions.ByIDHash(ctx, "s2")
		assert.ErrorIs(t, err, ports.ErrNotFound)
	})
}

func TestVerificationCodesContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T, db *gorm.DB) {
		ctx := context.Background()
		users, codes := store.NewUsers(db), store.NewVerificationCodes(db)
		u := newUser("11111111-1111-1111-1111-111111111111", "anna@klinik.de")
		require.NoError(t, users.Create(ctx, u))

		require.NoError(t, codes.Replace(ctx, account.NewVerificationCode(u.ID, "first", t0)))
		require.NoError(t, codes.Replace(ctx, account.NewVerificationCode(u.ID, "second", t0.Add(time.Minute))))
		got, err := codes.ByUserID(ctx, u.ID)
		require.NoError(t, err)
		assert.Equal(t, "second", got.CodeHash, "a new code replaces the old")
		assert.Equal(t, t0.Add(11*time.Minute), got.ExpiresAt)

		err = codes.Update(ctx, u.ID, func(c *account.VerificationCode) error { return c.Check(false, t0.Add(2*time.Minute)) })
		assert.ErrorIs(t, err, account.ErrCodeInvalid)
		got, _ = codes.ByUserID(ctx, u.ID)
		assert.Equal(t, 1, got.FailedAttempts, "the wrong attempt is saved although the change failed")

		require.NoError(t, codes.Delete(ctx, u.ID))
		_, err = codes.ByUserID(ctx, u.ID)
		assert.ErrorIs(t, err, ports.ErrNotFound)
		assert.ErrorIs(t, codes.Update(ctx, u.ID, func(*account.VerificationCode) error { return nil }), ports.ErrNotFound)
	})
}

func TestResetTokensContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T, db *gorm.DB) {
		ctx := context.Background()
		users, tokens := store.NewUsers(db), store.NewResetTokens(db)
		u := newUser("11111111-1111-1111-1111-111111111111", "anna@klinik.de")
		require.NoError(t, users.Create(ctx, u))
		require.NoError(t, tokens.Create(ctx, account.NewResetToken("tok", u.ID, t0)))
		require.NoError(t, tokens.Create(ctx, account.NewResetToken("old", u.ID, t0.Add(-2*time.Hour))))

		got, err := tokens.ByHash(ctx, "tok")
		require.NoError(t, err)
		assert.NoError(t, got.Usable(t0.Add(time.Minute)))

		_, err = tokens.Consume(ctx, "old", t0)
		assert.ErrorIs(t, err, ports.ErrNotFound, "an expired token cannot be consumed")

		// Clicked twice at once: exactly one wins.
		var wins, losses int
		var mu sync.Mutex
		var wg sync.WaitGroup
		for range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := tokens.Consume(ctx, "tok", t0.Add(time.Minute))
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
		assert.ErrorIs(t, got.Usable(t0.Add(2*time.Minute)), account.ErrResetTokenInvalid)
	})
}

func TestAuthEventsContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T, db *gorm.DB) {
		ctx := context.Background()
		events := store.NewAuthEvents(db)
		require.NoError(t, events.Record(ctx, account.AuthEvent{UserID: "u1", Email: "anna@klinik.de", Type: account.EventSignedIn, IP: "192.0.2.1", CreatedAt: t0}))
		require.NoError(t, events.Record(ctx, account.AuthEvent{UserID: "u1", Email: "anna@klinik.de", Type: account.EventSignedOut, IP: "192.0.2.1", CreatedAt: t0.Add(time.Hour)}))
		got, err := events.ForUser(ctx, "u1")
		require.NoError(t, err)
		require.Len(t, got, 2)
		assert.Equal(t, account.EventSignedOut, got[0].Type)
		assert.Equal(t, t0, got[1].CreatedAt)
	})
}
