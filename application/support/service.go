// Package support holds the use cases of the help pages: a message to the support team from
// the contact form (the question form of the tutorials page), and the list of tutorial videos.
package support

import (
	"context"
	"errors"
	"log/slog"
	"slices"
	"time"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/application/notify"
	"github.com/radscribe/radscribe/domain/support"
	"github.com/radscribe/radscribe/ports"
)

// The messages of the contact use case, shown to users verbatim.
const (
	// MsgThanks answers a message that was accepted (spec 001 section 8).
	MsgThanks = "Thank you! We'll get back to you soon."
	// MsgTooManyMessages answers a sender over the budget.
	MsgTooManyMessages = "You have sent several messages in a short time. Please try again later."
	// MsgContactUnavailable answers when no support address is configured.
	MsgContactUnavailable = "The contact form is not available at the moment. Please try again later."
)

// The budgets: several questions an hour from one network, a working day's worth from one
// account; far above what a person asks, low enough that a script cannot flood the support
// mailbox.
const (
	limitPerIP         = 5
	limitIPWindow      = time.Hour
	limitPerAccount    = 10
	limitAccountWindow = 24 * time.Hour
	limitKeyIP         = "contact:ip:"
	limitKeyAccount    = "contact:user:"
)

// UndeliveredRetention is how long a message whose mail could not be sent is kept: as long as
// the failed mail job stays in the jobs view for admins.
const UndeliveredRetention = 7 * 24 * time.Hour

// Settings are where messages go and the videos the tutorials page lists.
type Settings struct {
	// SupportEmail receives the contact messages; empty turns the contact form off.
	SupportEmail string
	Videos       []support.Video
}

// Stores are the repositories the support use cases need.
type Stores struct {
	Messages ports.ContactMessageRepository
	// Users gives the account address of a signed-in sender.
	Users ports.UserRepository
	// Tx stores a message together with the job that mails it.
	Tx ports.Transactor
}

// Sender is who sent a message: the client's IP address and, when signed in, the account.
type Sender struct {
	IP     string
	UserID string
}

// Service runs the support use cases.
type Service struct {
	stores   Stores
	mailer   ports.Mailer
	jobs     ports.JobQueue
	limiter  ports.RateLimiter
	clock    ports.Clock
	ids      ports.IDGenerator
	settings Settings
	logger   *slog.Logger
}

// NewService returns the support use cases.
func NewService(stores Stores, mailer ports.Mailer, jobs ports.JobQueue, limiter ports.RateLimiter, clock ports.Clock,
	ids ports.IDGenerator, settings Settings, logger *slog.Logger) *Service {
	return &Service{stores: stores, mailer: mailer, jobs: jobs, limiter: limiter, clock: clock, ids: ids, settings: settings, logger: logger}
}

// Tutorials returns the configured tutorial videos, in their configured order.
func (s *Service) Tutorials() []support.Video {
	return slices.Clone(s.settings.Videos)
}

// SendContactMessage is the job that mails a stored contact message to the support team. It
// names the message only: its text stays in the message store, out of the job's fields, which
// admins can read in the jobs view.
type SendContactMessage struct {
	MessageID string `json:"message_id"`
}

// Kind names the job for the queue.
func (SendContactMessage) Kind() string { return "send_contact_message" }

// PurgeUndeliveredContactMessages is the periodic job that deletes messages whose mail could
// not be sent within UndeliveredRetention.
type PurgeUndeliveredContactMessages struct{}

// Kind names the job for the queue.
func (PurgeUndeliveredContactMessages) Kind() string { return "purge_undelivered_contact_messages" }

// Contact validates a message for the support team, counts it against the sender's budgets
// and stores it with the job that mails it; it answers MsgThanks. Invalid input does not use
// the budgets.
func (s *Service) Contact(ctx context.Context, draft support.Draft, from Sender) (string, error) {
	if s.settings.SupportEmail == "" {
		return "", apperr.New(apperr.Unavailable, MsgContactUnavailable)
	}
	id, err := s.ids.NewID()
	if err != nil {
		return "", err
	}
	message, err := support.NewContactMessage(id, from.UserID, draft, s.clock.Now())
	var problem support.Problem
	if errors.As(err, &problem) {
		return "", apperr.New(apperr.Invalid, problem.Error())
	}
	if err != nil {
		return "", err
	}
	if err := s.takeBudgets(ctx, from); err != nil {
		return "", err
	}
	err = s.stores.Tx.WithinTx(ctx, func(ctx context.Context) error {
		if err := s.stores.Messages.Create(ctx, message); err != nil {
			return err
		}
		return s.jobs.Enqueue(ctx, SendContactMessage{MessageID: message.ID})
	})
	if err != nil {
		return "", err
	}
	return MsgThanks, nil
}

// takeBudgets takes one message from the sender's network's budget and, when signed in, from
// the account's; an account over its budget gives the network's attempt back.
func (s *Service) takeBudgets(ctx context.Context, from Sender) error {
	ok, wait, err := s.limiter.Take(ctx, limitKeyIP+from.IP, limitPerIP, limitIPWindow)
	if err != nil {
		return apperr.Wrap(apperr.Unavailable, "Please try again in a moment.", err)
	}
	if !ok {
		return apperr.TooMany(MsgTooManyMessages, wait)
	}
	if from.UserID == "" {
		return nil
	}
	ok, wait, err = s.limiter.Take(ctx, limitKeyAccount+from.UserID, limitPerAccount, limitAccountWindow)
	if err == nil && ok {
		return nil
	}
	if giveErr := s.limiter.Give(ctx, limitKeyIP+from.IP); giveErr != nil {
		s.logger.WarnContext(ctx, "returning a contact attempt to the network's budget", "error", giveErr)
	}
	if err != nil {
		return apperr.Wrap(apperr.Unavailable, "Please try again in a moment.", err)
	}
	return apperr.TooMany(MsgTooManyMessages, wait)
}

// DeliverContactMessage runs SendContactMessage: it mails the message to the support team,
// with replies going to its author, and deletes it once the mail is sent or refused for good.
// A message deleted meanwhile sends nothing. The mailer's error is returned, so that the queue
// retries a delivery that may pass later.
func (s *Service) DeliverContactMessage(ctx context.Context, job SendContactMessage) error {
	message, err := s.stores.Messages.ByID(ctx, job.MessageID)
	if errors.Is(err, ports.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	account, err := s.accountEmail(ctx, message.UserID)
	if err != nil {
		return err
	}
	sendErr := s.mailer.Send(ctx, notify.ContactMessage(s.settings.SupportEmail, message, account))
	if sendErr != nil && !errors.Is(sendErr, ports.ErrMailRejected) {
		return sendErr
	}
	// The mail is out (or never will be); failing now would only send it again. A message
	// left behind is deleted by PurgeUndeliveredContactMessages.
	if err := s.stores.Messages.Delete(ctx, message.ID); err != nil {
		s.logger.WarnContext(ctx, "deleting a mailed contact message", "message_id", message.ID, "error", err)
	}
	return sendErr
}

// accountEmail is the address of the sender's account, empty for a visitor or an account
// deleted since.
func (s *Service) accountEmail(ctx context.Context, userID string) (string, error) {
	if userID == "" {
		return "", nil
	}
	user, err := s.stores.Users.ByID(ctx, userID)
	if errors.Is(err, ports.ErrNotFound) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	return user.Email, nil
}

// DeleteUndeliveredContactMessages runs PurgeUndeliveredContactMessages.
func (s *Service) DeleteUndeliveredContactMessages(ctx context.Context, _ PurgeUndeliveredContactMessages) error {
	deleted, err := s.stores.Messages.DeleteCreatedBefore(ctx, s.clock.Now().Add(-UndeliveredRetention))
	s.logger.InfoContext(ctx, "undelivered contact messages deleted", "messages", deleted)
	return err
}
