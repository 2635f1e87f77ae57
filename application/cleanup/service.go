// Package cleanup holds the periodic clean-up: sign-in data past its use, transcripts past
// their retention period, and API usage records past theirs. The job queue runs each as a
// periodic job.
package cleanup

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/usage"
	"github.com/radscribe/radscribe/ports"
)

// Stores groups what the clean-up deletes from.
type Stores struct {
	Sessions    ports.SessionRepository
	Codes       ports.VerificationCodeRepository
	Resets      ports.ResetTokenRepository
	SignUps     ports.SignUpRepository
	Devices     ports.KnownDeviceRepository
	Transcripts ports.SessionTranscripts
	Usage       ports.UsageRepository
}

// Policy says when data has outlived its use.
type Policy struct {
	Session account.SessionPolicy
	// TranscriptRetention is how long a transcript is kept.
	TranscriptRetention time.Duration
}

// Service runs the clean-up.
type Service struct {
	stores Stores
	policy Policy
	clock  ports.Clock
	logger *slog.Logger
}

// NewService returns the clean-up use cases.
func NewService(stores Stores, policy Policy, clock ports.Clock, logger *slog.Logger) *Service {
	return &Service{stores: stores, policy: policy, clock: clock, logger: logger}
}

// PurgeExpiredSignIns is the periodic job that deletes expired sessions, verification codes,
// used or expired reset tokens, and expired pending sign-ups and known devices.
type PurgeExpiredSignIns struct{}

// Kind names the job for the queue.
func (PurgeExpiredSignIns) Kind() string { return "purge_expired_sign_ins" }

// PurgeOldTranscripts is the periodic job that deletes transcripts past their retention.
type PurgeOldTranscripts struct{}

// Kind names the job for the queue.
func (PurgeOldTranscripts) Kind() string { return "purge_old_transcripts" }

// PurgeOldUsageEvents is the periodic job that deletes API usage records past
// usage.Retention, and the aggregates no time range reads any more.
type PurgeOldUsageEvents struct{}

// Kind names the job for the queue.
func (PurgeOldUsageEvents) Kind() string { return "purge_old_usage_events" }

// DeleteExpiredSignIns runs PurgeExpiredSignIns. An expired session would be refused anyway;
// deleting it keeps the table small and what a leak could reveal short. Each kind is tried
// even when another fails; the failures come back together, for a retry.
func (s *Service) DeleteExpiredSignIns(ctx context.Context, _ PurgeExpiredSignIns) error {
	now := s.clock.Now()
	sessions, errSessions := s.stores.Sessions.DeleteExpired(ctx, now.Add(-s.policy.Session.Idle), now.Add(-s.policy.Session.Absolute))
	codes, errCodes := s.stores.Codes.DeleteExpired(ctx, now)
	tokens, errTokens := s.stores.Resets.DeleteUnusable(ctx, now)
	signUps, errSignUps := s.stores.SignUps.DeleteExpired(ctx, now)
	devices, errDevices := s.stores.Devices.DeleteExpired(ctx, now)
	s.logger.InfoContext(ctx, "expired sign-in data deleted", "sessions", sessions, "verification_codes", codes, "reset_tokens", tokens,
		"pending_sign_ups", signUps, "known_devices", devices)
	return errors.Join(errSessions, errCodes, errTokens, errSignUps, errDevices)
}

// DeleteOldTranscripts runs PurgeOldTranscripts.
func (s *Service) DeleteOldTranscripts(ctx context.Context, _ PurgeOldTranscripts) error {
	deleted, err := s.stores.Transcripts.DeleteCreatedBefore(ctx, s.clock.Now().Add(-s.policy.TranscriptRetention))
	s.logger.InfoContext(ctx, "transcripts past their retention deleted", "transcripts", deleted, "retention", s.policy.TranscriptRetention)
	return err
}

// DeleteOldUsageEvents runs PurgeOldUsageEvents.
func (s *Service) DeleteOldUsageEvents(ctx context.Context, _ PurgeOldUsageEvents) error {
	deleted, err := s.stores.Usage.DeleteBefore(ctx, usage.CutoffsAt(s.clock.Now()))
	s.logger.InfoContext(ctx, "API usage records past their retention deleted", "events", deleted, "retention", usage.Retention)
	return err
}
