// Package auth holds the sign-in use cases: e-mail registration with a mailed code, password
// sign-in, password reset, Google sign-in, sessions and admin promotion.
package auth

import (
	"context"
	"errors"
	"log/slog"
	"net/url"
	"strings"
	"sync"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// Settings are the values the use cases need from configuration.
type Settings struct {
	PublicURL   string
	AdminEmails []string
	Session     account.SessionPolicy
	// SyncContacts queues the sync of a new account's contact to the e-mail marketing service
	// once it is verified; on while a marketing service is configured.
	SyncContacts bool
}

// Stores groups the repositories the use cases write to, and the unit of work that makes a
// change and the job it queues commit together.
type Stores struct {
	Users    ports.UserRepository
	Sessions ports.SessionRepository
	Codes    ports.VerificationCodeRepository
	Resets   ports.ResetTokenRepository
	SignUps  ports.SignUpRepository
	Devices  ports.KnownDeviceRepository
	Events   ports.AuthEventLog
	Tx       ports.Transactor
}

// Service runs the sign-in use cases.
type Service struct {
	stores   Stores
	hasher   ports.PasswordHasher
	mailer   ports.Mailer
	jobs     ports.JobQueue
	limiter  ports.RateLimiter
	waiter   ports.Waiter
	clock    ports.Clock
	random   ports.Random
	ids      ports.IDGenerator
	google   ports.IdentityProvider
	settings Settings
	logger   *slog.Logger

	// dummyHash is verified when an address has no password, so that answering takes as long
	// as for a real account and timing does not reveal which addresses exist.
	dummyOnce sync.Once
	dummyHash string
}

// NewService returns the sign-in use cases. Requests queue their mail on jobs; the mailer is
// used by the jobs' workers (deliver.go). random is for secrets (session ids, reset links,
// codes); ids names new accounts. limiter and waiter throttle guessing (limits.go).
func NewService(stores Stores, hasher ports.PasswordHasher, mailer ports.Mailer, jobs ports.JobQueue, limiter ports.RateLimiter, waiter ports.Waiter,
	clock ports.Clock, random ports.Random, ids ports.IDGenerator, google ports.IdentityProvider, settings Settings, logger *slog.Logger) *Service {
	return &Service{
		stores: stores, hasher: hasher, mailer: mailer, jobs: jobs, limiter: limiter, waiter: waiter, clock: clock, random: random, ids: ids,
		google: google, settings: settings, logger: logger,
	}
}

// Client describes who is calling, for rate limits, sessions and the audit log, with the
// secrets the browser holds from earlier requests (cookies): its session, the pending sign-up
// it asked for, and the proof that it has signed in to an account before. The secrets are
// compared by hash and never logged.
type Client struct {
	IP           string
	UserAgent    string
	SessionToken string
	SignUpToken  string
	DeviceToken  string
}

// GoogleEnabled reports whether "Continue with Google" is configured.
func (s *Service) GoogleEnabled() bool { return s.google.Enabled() }

func (s *Service) audit(ctx context.Context, user account.User, email string, event account.AuthEventType, client Client) {
	if user.Email != "" {
		email = user.Email
	}
	err := s.stores.Events.Record(ctx, account.AuthEvent{UserID: user.ID, Email: email, Type: event, IP: client.IP, CreatedAt: s.clock.Now()})
	if err != nil {
		s.logger.WarnContext(ctx, "audit log", "event", event, "error", err)
	}
}

func (s *Service) link(path string, query url.Values) string {
	u := strings.TrimSuffix(s.settings.PublicURL, "/") + path
	if len(query) > 0 {
		u += "?" + query.Encode()
	}
	return u
}

func (s *Service) findByEmail(ctx context.Context, email string) (account.User, bool, error) {
	user, err := s.stores.Users.ByEmail(ctx, email)
	if errors.Is(err, ports.ErrNotFound) {
		return account.User{}, false, nil
	}
	return user, err == nil, err
}

func (s *Service) promoteIfListed(ctx context.Context, user account.User, client Client) (account.User, error) {
	probe := user
	if !probe.PromoteIfListed(s.settings.AdminEmails) {
		return user, nil
	}
	updated, err := s.stores.Users.Update(ctx, user.ID, func(u *account.User) error {
		u.PromoteIfListed(s.settings.AdminEmails)
		return nil
	})
	if err != nil {
		return user, err
	}
	s.audit(ctx, updated, "", account.EventPromotedToAdmin, client)
	return updated, nil
}
