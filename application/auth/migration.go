package auth

import (
	"context"
	"net/url"

	"github.com/radscribe/radscribe/application/marketing"
	"github.com/radscribe/radscribe/application/notify"
	"github.com/radscribe/radscribe/domain/account"
)

// SendMigrationInvite mails an account of the previous sign-in provider the link that sets
// its password within account.MigrationWindow. Like the other mail jobs it names the account
// only; the worker makes the link.
type SendMigrationInvite struct {
	UserID string `json:"user_id"`
}

// Kind names the job for the queue.
func (SendMigrationInvite) Kind() string { return "send_migration_invite" }

// DeliverMigrationInvite stores a single-use link that works until the account's migration
// deadline and mails it, unless the account has migrated meanwhile.
func (s *Service) DeliverMigrationInvite(ctx context.Context, job SendMigrationInvite) error {
	user, found, err := s.recipient(ctx, job.UserID)
	if err != nil || !found || !user.AwaitsMigration() {
		return err
	}
	invitedAt := s.clock.Now()
	if user.MigrationInvitedAt != nil {
		invitedAt = *user.MigrationInvitedAt
	}
	token, err := s.newSecret()
	if err != nil {
		return err
	}
	if err := s.stores.Resets.Create(ctx, account.NewMigrationToken(hashSecret(token), user.ID, invitedAt)); err != nil {
		return err
	}
	link := s.link("/reset-password", url.Values{"token": {token}})
	return s.mailer.Send(ctx, notify.MigrationInvite(user.Email, user.FirstName, link, account.MigrationDeadline(invitedAt)))
}

// syncContact queues the sync of the account's contact when a marketing service is configured.
func (s *Service) syncContact(ctx context.Context, userID string) error {
	if !s.settings.SyncContacts {
		return nil
	}
	return s.jobs.Enqueue(ctx, marketing.SyncContact{UserID: userID})
}
