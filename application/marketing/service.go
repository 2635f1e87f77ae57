// Package marketing keeps the accounts' contacts in the e-mail marketing service: the admins'
// use cases (lists, syncing everyone or one account, removing, looking a contact up) and the
// jobs of the automatic sync (after sign-up and subscription changes, and daily for the usage
// totals). A contact carries a name, the subscription status and usage numbers; never a
// transcript, a report or anything a patient said.
package marketing

import (
	"context"
	"errors"
	"log/slog"
	"math"
	"strings"
	"time"

	"github.com/radscribe/radscribe/application/access"
	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/ports"
)

// Messages of the use cases.
const (
	MsgNotConfigured    = "E-mail marketing sync is not configured on this server."
	MsgListNameRequired = "List name is required"
	MsgListNameTooLong  = "List name cannot exceed 100 characters"
	MsgEmailRequired    = "E-mail address is required"
	MsgUserNotFound     = "User not found"
	MsgRunNotFound      = "Sync run not found"
	MsgContactNotFound  = "No Brevo contact has this e-mail address."
	MsgUnavailable      = "Brevo is unavailable right now. Please try again later."
	MsgListIDsInvalid   = "List ids must be positive numbers"
)

// maxListName bounds a new list's name.
const maxListName = 100

// pollEvery is how often AwaitRun looks at a run's progress.
const pollEvery = 250 * time.Millisecond

// Payments tells whether subscriptions are sold on this server; the billing use cases do.
type Payments interface {
	PaymentsEnabled() bool
}

// Settings are the automatic sync's lists.
type Settings struct {
	// DefaultListIDs are the lists the automatic sync adds contacts to.
	DefaultListIDs []int64
}

// Service runs the contact sync use cases. sync is nil when no marketing service is
// configured: every admin use case then answers MsgNotConfigured and the jobs do nothing.
type Service struct {
	sync     ports.ContactSync
	users    ports.AdminAnalytics
	payments Payments
	runs     ports.ContactSyncRuns
	jobs     ports.JobQueue
	waiter   ports.Waiter
	clock    ports.Clock
	ids      ports.IDGenerator
	settings Settings
	logger   *slog.Logger
}

// Deps are the ports the use cases need.
type Deps struct {
	Sync     ports.ContactSync
	Users    ports.AdminAnalytics
	Payments Payments
	Runs     ports.ContactSyncRuns
	Jobs     ports.JobQueue
	Waiter   ports.Waiter
	Clock    ports.Clock
	IDs      ports.IDGenerator
}

// NewService returns the contact sync use cases.
func NewService(deps Deps, settings Settings, logger *slog.Logger) *Service {
	return &Service{sync: deps.Sync, users: deps.Users, payments: deps.Payments, runs: deps.Runs, jobs: deps.Jobs,
		waiter: deps.Waiter, clock: deps.Clock, ids: deps.IDs, settings: settings, logger: logger}
}

// Enabled reports whether a marketing service is configured.
func (s *Service) Enabled() bool { return s != nil && s.sync != nil }

// admin lets an admin through when the sync is configured.
func (s *Service) admin(actor account.User) error {
	if err := access.RequireAdmin(actor); err != nil {
		return err
	}
	if !s.Enabled() {
		return apperr.New(apperr.Unavailable, MsgNotConfigured)
	}
	return nil
}

// Lists returns the marketing service's contact lists.
func (s *Service) Lists(ctx context.Context, actor account.User) ([]ports.ContactList, error) {
	if err := s.admin(actor); err != nil {
		return nil, err
	}
	lists, err := s.sync.Lists(ctx)
	if err != nil {
		return nil, failed(err)
	}
	return lists, nil
}

// CreateList makes an empty list with a trimmed, non-blank name.
func (s *Service) CreateList(ctx context.Context, actor account.User, name string) (ports.ContactList, error) {
	if err := s.admin(actor); err != nil {
		return ports.ContactList{}, err
	}
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		return ports.ContactList{}, apperr.New(apperr.Invalid, MsgListNameRequired)
	case len([]rune(name)) > maxListName:
		return ports.ContactList{}, apperr.New(apperr.Invalid, MsgListNameTooLong)
	}
	list, err := s.sync.CreateList(ctx, name)
	if err != nil {
		return ports.ContactList{}, failed(err)
	}
	return list, nil
}

// SyncUser creates or updates one account's contact, on listIDs or else the default lists.
func (s *Service) SyncUser(ctx context.Context, actor account.User, userID string, listIDs []int64) error {
	if err := s.admin(actor); err != nil {
		return err
	}
	if err := validListIDs(listIDs); err != nil {
		return err
	}
	contacts, err := s.contacts(ctx, func(u account.User) bool { return u.ID == userID })
	if err != nil {
		return err
	}
	if len(contacts) == 0 {
		return apperr.New(apperr.NotFound, MsgUserNotFound)
	}
	contact := contacts[0]
	contact.ListIDs = s.listsOr(listIDs)
	if err := s.sync.Upsert(ctx, contact); err != nil {
		return failed(err)
	}
	return nil
}

// RemoveUser deletes the contact with the address from the marketing service.
func (s *Service) RemoveUser(ctx context.Context, actor account.User, email string) error {
	if err := s.admin(actor); err != nil {
		return err
	}
	email = strings.TrimSpace(email)
	if email == "" {
		return apperr.New(apperr.Invalid, MsgEmailRequired)
	}
	if err := s.sync.Remove(ctx, email); err != nil {
		return failed(err)
	}
	return nil
}

// Contact returns the contact as the marketing service describes it.
func (s *Service) Contact(ctx context.Context, actor account.User, email string) ([]byte, error) {
	if err := s.admin(actor); err != nil {
		return nil, err
	}
	email = strings.TrimSpace(email)
	if email == "" {
		return nil, apperr.New(apperr.Invalid, MsgEmailRequired)
	}
	raw, err := s.sync.Contact(ctx, email)
	if err != nil {
		return nil, failed(err)
	}
	return raw, nil
}

// contacts are the accounts that match, as contacts without lists.
func (s *Service) contacts(ctx context.Context, match func(account.User) bool) ([]ports.Contact, error) {
	users, err := s.users.Users(ctx)
	if err != nil {
		return nil, err
	}
	now := s.clock.Now()
	var contacts []ports.Contact
	for _, u := range users {
		if u.User.Email == "" || !match(u.User) {
			continue
		}
		contacts = append(contacts, ports.Contact{
			Email: u.User.Email, FirstName: u.User.FirstName, LastName: u.User.LastName,
			SubscriptionStatus: s.statusOf(u, now), Recordings: u.Recordings,
			TotalMinutes: int(math.Round(u.Recorded.Minutes())),
		})
	}
	return contacts, nil
}

// statusOf is the subscription status the admins' user table shows.
func (s *Service) statusOf(u ports.AdminUser, now time.Time) string {
	if s.payments == nil || !s.payments.PaymentsEnabled() {
		return billing.WithoutPayments().Status
	}
	trial := billing.AccountTrial{StartedAt: u.User.TrialStartedAt, EndsAt: u.User.TrialEndsAt}
	return billing.StatusOf(billing.StatusInput{Trial: trial, Subscription: u.Subscription,
		IsLegacyUser: u.User.AuthProvider == account.ProviderReplit, Now: now}).Status
}

func (s *Service) listsOr(listIDs []int64) []int64 {
	if len(listIDs) > 0 {
		return listIDs
	}
	return s.settings.DefaultListIDs
}

func validListIDs(ids []int64) error {
	for _, id := range ids {
		if id <= 0 {
			return apperr.New(apperr.Invalid, MsgListIDsInvalid)
		}
	}
	return nil
}

// failed turns the marketing service's failure into a message for admins: its own
// explanation of a refusal, or that it cannot be reached.
func failed(err error) error {
	var refused *ports.ContactServiceError
	switch {
	case errors.As(err, &refused):
		msg := strings.TrimSpace(refused.Message)
		if msg == "" {
			msg = refused.Error()
		}
		if refused.Status == 401 || refused.Status == 403 {
			return apperr.Wrap(apperr.Unavailable, "Brevo refused the API key: "+msg, err)
		}
		return apperr.Wrap(apperr.Invalid, "Brevo: "+msg, err)
	case errors.Is(err, ports.ErrNotFound):
		return apperr.Wrap(apperr.NotFound, MsgContactNotFound, err)
	case errors.Is(err, ports.ErrContactSyncUnavailable):
		return apperr.Wrap(apperr.Unavailable, MsgUnavailable, err)
	}
	return err
}
