package cleanup

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

func newService(memory *portstest.Memory) *Service {
	stores := Stores{Sessions: memory.Sessions, Codes: memory.Codes, Resets: memory.Resets, SignUps: memory.SignUps, Devices: memory.Devices, Transcripts: memory.Recordings}
	policy := Policy{Session: account.SessionPolicy{Idle: time.Hour, Absolute: 24 * time.Hour}, TranscriptRetention: 24 * time.Hour}
	return NewService(stores, policy, portstest.FixedClock{Time: portstest.Now}, slog.New(slog.NewTextHandler(io.Discard, nil)))
}

func TestDeleteExpiredSignInsFollowsTheSessionPolicyAndTheCodesAndLinksLives(t *testing.T) {
	ctx := context.Background()
	memory := portstest.NewMemory()
	anna, ben := portstest.TwoUsers(t, memory.Users)
	now := portstest.Now
	require.NoError(t, memory.Sessions.Create(ctx, account.Session{IDHash: "idle", UserID: anna, CreatedAt: now.Add(-2 * time.Hour), LastSeenAt: now.Add(-time.Hour)}))
	require.NoError(t, memory.Sessions.Create(ctx, account.Session{IDHash: "old", UserID: anna, CreatedAt: now.Add(-24 * time.Hour), LastSeenAt: now}))
	require.NoError(t, memory.Sessions.Create(ctx, account.Session{IDHash: "live", UserID: anna, CreatedAt: now.Add(-2 * time.Hour), LastSeenAt: now.Add(-time.Minute)}))
	require.NoError(t, memory.Codes.Replace(ctx, account.NewVerificationCode(anna, "expired", now.Add(-account.CodeTTL))))
	require.NoError(t, memory.Codes.Replace(ctx, account.NewVerificationCode(ben, "live", now)))
	require.NoError(t, memory.Resets.Create(ctx, account.NewResetToken("expired", anna, now.Add(-account.ResetTokenTTL))))
	require.NoError(t, memory.Resets.Create(ctx, account.NewResetToken("live", anna, now)))

	require.NoError(t, newService(memory).DeleteExpiredSignIns(ctx, PurgeExpiredSignIns{}))

	policy := account.SessionPolicy{Idle: time.Hour, Absolute: 24 * time.Hour}
	for _, hash := range []string{"idle", "old"} {
		_, err := memory.Sessions.ByIDHash(ctx, hash)
		assert.ErrorIs(t, err, ports.ErrNotFound, "%s: the policy already refuses it", hash)
	}
	live, err := memory.Sessions.ByIDHash(ctx, "live")
	require.NoError(t, err)
	assert.False(t, policy.Expired(live, now))
	assert.ErrorIs(t, memory.Codes.Update(ctx, anna, func(*account.VerificationCode) error { return nil }), ports.ErrNotFound)
	assert.NoError(t, memory.Codes.Update(ctx, ben, func(*account.VerificationCode) error { return nil }))
	_, err = memory.Resets.ByHash(ctx, "expired")
	assert.ErrorIs(t, err, ports.ErrNotFound)
	_, err = memory.Resets.ByHash(ctx, "live")
	assert.NoError(t, err)
}

func TestDeleteOldTranscriptsKeepsThoseWithinTheRetention(t *testing.T) {
	memory := portstest.NewMemory()
	anna, _ := portstest.TwoUsers(t, memory.Users)
	memory.Recordings.Add(portstest.Recording{ID: "old", OwnerID: anna, Transcript: true, TranscriptAt: portstest.Now.Add(-25 * time.Hour)})
	memory.Recordings.Add(portstest.Recording{ID: "recent", OwnerID: anna, Transcript: true, TranscriptAt: portstest.Now.Add(-23 * time.Hour)})

	require.NoError(t, newService(memory).DeleteOldTranscripts(context.Background(), PurgeOldTranscripts{}))

	assert.Equal(t, []string{"recent"}, memory.Recordings.WithTranscript())
}

// failingCodes is a code store that cannot delete.
type failingCodes struct {
	ports.VerificationCodeRepository
}

func (failingCodes) DeleteExpired(context.Context, time.Time) (int, error) {
	return 0, errors.New("database is locked")
}

func TestOneFailingStoreDoesNotStopTheOthers(t *testing.T) {
	ctx := context.Background()
	memory := portstest.NewMemory()
	anna, _ := portstest.TwoUsers(t, memory.Users)
	require.NoError(t, memory.Resets.Create(ctx, account.NewResetToken("expired", anna, portstest.Now.Add(-2*time.Hour))))
	service := newService(memory)
	service.stores.Codes = failingCodes{memory.Codes}

	err := service.DeleteExpiredSignIns(ctx, PurgeExpiredSignIns{})

	assert.ErrorContains(t, err, "database is locked", "the job fails, so the queue retries it")
	_, err = memory.Resets.ByHash(ctx, "expired")
	assert.ErrorIs(t, err, ports.ErrNotFound)
}
