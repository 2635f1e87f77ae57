package portstest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// RunAccountMigrationContract checks a ports.AccountMigrations over the users of users.
func RunAccountMigrationContract(t *testing.T, open func(t *testing.T) (ports.UserRepository, ports.AccountMigrations)) {
	t.Run("CountsAndListsAccountsByMigrationState", func(t *testing.T) {
		users, migrations := open(t)
		ctx := context.Background()
		make := func(id, email string, provider account.Provider, age time.Duration) {
			require.NoError(t, users.Create(ctx, account.User{ID: id, Email: email, Role: account.RoleUser, PreferredLanguage: "en",
				AuthProvider: provider, CreatedAt: Now.Add(-age)}))
		}
		make("u-email", "email@example.com", account.ProviderEmail, 0)
		make("u-new", "new@example.com", account.ProviderReplit, time.Hour)
		make("u-old", "old@example.com", account.ProviderReplit, 2*time.Hour)
		make("u-moved", "moved@example.com", account.ProviderReplit, 3*time.Hour)

		_, err := users.Update(ctx, "u-new", func(u *account.User) error { u.InviteToMigrate(Now); return nil })
		require.NoError(t, err)
		moved, err := users.Update(ctx, "u-moved", func(u *account.User) error { u.InviteToMigrate(Now); u.SetPassword("hash"); return nil })
		require.NoError(t, err)
		assert.True(t, moved.Migrated())

		counts, err := migrations.Counts(ctx)
		require.NoError(t, err)
		assert.Equal(t, ports.MigrationCounts{Total: 4, AwaitingMigration: 2, Migrated: 1, Invited: 1}, counts)

		waiting, err := migrations.AwaitingMigration(ctx)
		require.NoError(t, err)
		require.Len(t, waiting, 2)
		assert.Equal(t, "u-old", waiting[0].ID)
		assert.Equal(t, "u-new", waiting[1].ID)
		require.NotNil(t, waiting[1].MigrationInvitedAt)
		assert.True(t, waiting[1].MigrationInvitedAt.Equal(Now))
		assert.Equal(t, account.ProviderReplit, waiting[1].PreviousProvider)
	})
}

// RunContactSyncRunsContract checks a ports.ContactSyncRuns.
func RunContactSyncRunsContract(t *testing.T, open func(t *testing.T) ports.ContactSyncRuns) {
	t.Run("CreateUpdateAndRead", func(t *testing.T) {
		runs := open(t)
		ctx := context.Background()
		_, err := runs.ByID(ctx, "missing")
		assert.ErrorIs(t, err, ports.ErrNotFound)
		require.NoError(t, runs.Create(ctx, ports.ContactSyncRun{ID: "r1", ListIDs: []int64{3, 7}, Total: 2, StartedAt: Now}))

		finished := Now.Add(time.Minute)
		updated, err := runs.Update(ctx, "r1", func(r *ports.ContactSyncRun) error {
			r.Done, r.Successful, r.Failed, r.LastError, r.FinishedAt = 2, 1, 1, "Brevo: invalid e-mail", &finished
			return nil
		})
		require.NoError(t, err)
		assert.Equal(t, 2, updated.Done)

		got, err := runs.ByID(ctx, "r1")
		require.NoError(t, err)
		assert.Equal(t, []int64{3, 7}, got.ListIDs)
		assert.Equal(t, 2, got.Total)
		assert.Equal(t, 1, got.Successful)
		assert.Equal(t, 1, got.Failed)
		assert.Equal(t, "Brevo: invalid e-mail", got.LastError)
		assert.True(t, got.StartedAt.Equal(Now))
		require.NotNil(t, got.FinishedAt)
		assert.True(t, got.FinishedAt.Equal(finished))

		refused := errors.New("no")
		_, err = runs.Update(ctx, "r1", func(r *ports.ContactSyncRun) error { r.Done = 0; return refused })
		assert.ErrorIs(t, err, refused)
		got, err = runs.ByID(ctx, "r1")
		require.NoError(t, err)
		assert.Equal(t, 2, got.Done, "a refused change is not saved")
		_, err = runs.Update(ctx, "missing", func(*ports.ContactSyncRun) error { return nil })
		assert.ErrorIs(t, err, ports.ErrNotFound)
	})
}
