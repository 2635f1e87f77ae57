package ports

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/radscribe/radscribe/domain/account"
)

// ContactList is a list of the e-mail marketing service.
type ContactList struct {
	ID          int64
	Name        string
	Subscribers int
}

// Contact is what the marketing service learns of an account: its address, its name and how
// it uses the product in numbers. Never a transcript, a report or anything a patient said.
type Contact struct {
	Email              string
	FirstName          string
	LastName           string
	SubscriptionStatus string
	Recordings         int
	TotalMinutes       int
	// ListIDs are the lists the contact is added to (kept on the lists it is already on).
	ListIDs []int64
}

// ContactSync keeps the accounts' contacts in an e-mail marketing service.
type ContactSync interface {
	// Lists returns every contact list.
	Lists(ctx context.Context) ([]ContactList, error)
	// CreateList makes an empty list.
	CreateList(ctx context.Context, name string) (ContactList, error)
	// Upsert creates the contact or updates the one with the same address.
	Upsert(ctx context.Context, contact Contact) error
	// Remove deletes the contact; ErrNotFound when the service has none with that address.
	Remove(ctx context.Context, email string) error
	// Contact returns the contact as the service describes it (JSON); ErrNotFound when none.
	Contact(ctx context.Context, email string) ([]byte, error)
}

// ContactServiceError is a refusal by the marketing service; Message is its own explanation,
// written for its users, so it may be shown to admins.
type ContactServiceError struct {
	Status  int
	Code    string
	Message string
}

func (e *ContactServiceError) Error() string {
	if e.Message == "" {
		return fmt.Sprintf("the e-mail marketing service answered %d", e.Status)
	}
	return fmt.Sprintf("the e-mail marketing service answered %d: %s", e.Status, e.Message)
}

// ErrContactSyncUnavailable wraps a failure to reach the marketing service at all (network,
// 5xx, rate limits that outlasted the retries).
var ErrContactSyncUnavailable = errors.New("the e-mail marketing service is unavailable")

// ContactSyncRun is one sync of every account to the marketing service, with its progress.
type ContactSyncRun struct {
	ID         string
	ListIDs    []int64
	Total      int
	Done       int
	Successful int
	Failed     int
	// LastError is the latest failure's message, for the admins.
	LastError  string
	StartedAt  time.Time
	FinishedAt *time.Time
}

// ContactSyncRuns stores the sync runs.
type ContactSyncRuns interface {
	Create(ctx context.Context, run ContactSyncRun) error
	ByID(ctx context.Context, id string) (ContactSyncRun, error)
	// Update loads the run, lets change modify it and saves it in one transaction.
	Update(ctx context.Context, id string, change func(*ContactSyncRun) error) (ContactSyncRun, error)
}

// MigrationCounts sum the accounts up by where they stand in the move from the previous
// sign-in provider.
type MigrationCounts struct {
	Total int
	// AwaitingMigration are the accounts still on the previous provider.
	AwaitingMigration int
	// Migrated came from the previous provider and have set a password since.
	Migrated int
	// Invited are the accounts awaiting migration whose e-mail has gone out.
	Invited int
}

// AccountMigrations answers the questions of the move from the previous sign-in provider.
type AccountMigrations interface {
	Counts(ctx context.Context) (MigrationCounts, error)
	// AwaitingMigration lists the accounts still on the previous provider, oldest first.
	AwaitingMigration(ctx context.Context) ([]account.User, error)
}
