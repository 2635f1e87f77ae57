// Package migration moves the accounts of the previous sign-in provider (authProvider replit)
// to e-mail sign-in: the admins' status and the start that mails every such account a link to
// set its password within 48 hours (account.MigrationWindow), and the operator's import of
// those accounts. Setting a password, through that link or forgot-password, migrates an
// account (account.User.SetPassword).
package migration

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/radscribe/radscribe/application/access"
	"github.com/radscribe/radscribe/application/auth"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// Service runs the migration use cases.
type Service struct {
	users    ports.UserRepository
	accounts ports.AccountMigrations
	jobs     ports.JobQueue
	tx       ports.Transactor
	clock    ports.Clock
	ids      ports.IDGenerator
	logger   *slog.Logger
}

// NewService returns the migration use cases.
func NewService(users ports.UserRepository, accounts ports.AccountMigrations, jobs ports.JobQueue, tx ports.Transactor,
	clock ports.Clock, ids ports.IDGenerator, logger *slog.Logger) *Service {
	return &Service{users: users, accounts: accounts, jobs: jobs, tx: tx, clock: clock, ids: ids, logger: logger}
}

// Status counts the accounts by where they stand.
type Status struct {
	TotalUsers int
	// ReplitUsers are the accounts still on the previous provider.
	ReplitUsers int
	// MigratedUsers came from the previous provider and have set a password.
	MigratedUsers int
	// PendingMigration are the accounts still on the previous provider whose e-mail has gone
	// out: they are expected to set a password.
	PendingMigration int
}

// Status returns the counts, for an admin.
func (s *Service) Status(ctx context.Context, actor account.User) (Status, error) {
	if err := access.RequireAdmin(actor); err != nil {
		return Status{}, err
	}
	counts, err := s.accounts.Counts(ctx)
	if err != nil {
		return Status{}, err
	}
	return Status{TotalUsers: counts.Total, ReplitUsers: counts.AwaitingMigration, MigratedUsers: counts.Migrated,
		PendingMigration: counts.Invited}, nil
}

// Results say how the start went: the e-mails queued, those that could not be, and why.
type Results struct {
	Success int
	Failed  int
	Errors  []string
}

// Start records the invitation of every account still on the previous provider and queues
// its e-mail, each in one transaction; an account that fails is reported and the others go on.
func (s *Service) Start(ctx context.Context, actor account.User) (Results, error) {
	if err := access.RequireAdmin(actor); err != nil {
		return Results{}, err
	}
	waiting, err := s.accounts.AwaitingMigration(ctx)
	if err != nil {
		return Results{}, err
	}
	results := Results{Errors: []string{}}
	for _, user := range waiting {
		err := s.tx.WithinTx(ctx, func(ctx context.Context) error {
			if _, err := s.users.Update(ctx, user.ID, func(u *account.User) error {
				u.InviteToMigrate(s.clock.Now())
				return nil
			}); err != nil {
				return err
			}
			return s.jobs.Enqueue(ctx, auth.SendMigrationInvite{UserID: user.ID})
		})
		if err != nil {
			results.Failed++
			results.Errors = append(results.Errors, fmt.Sprintf("%s: the migration e-mail could not be queued", user.Email))
			s.logger.ErrorContext(ctx, "queueing a migration e-mail", "user_id", user.ID, "error", err)
			continue
		}
		results.Success++
	}
	return results, nil
}
