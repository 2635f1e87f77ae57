package portstest

import (
	"context"
	"slices"
	"strings"
	"sync"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// AccountMigrations implements ports.AccountMigrations over a Memory's users.
type AccountMigrations struct{ db *tables }

// AccountMigrations returns the migration queries over the memory's users.
func (m *Memory) AccountMigrations() *AccountMigrations { return &AccountMigrations{m.Users.db} }

// Counts sums the accounts up by where they stand in the migration.
func (r *AccountMigrations) Counts(_ context.Context) (ports.MigrationCounts, error) {
	defer r.db.lock()()
	counts := ports.MigrationCounts{Total: len(r.db.users)}
	for _, u := range r.db.users {
		switch {
		case u.AwaitsMigration():
			counts.AwaitingMigration++
			if u.MigrationInvitedAt != nil {
				counts.Invited++
			}
		case u.Migrated():
			counts.Migrated++
		}
	}
	return counts, nil
}

// AwaitingMigration lists the accounts still on the previous provider, oldest first.
func (r *AccountMigrations) AwaitingMigration(_ context.Context) ([]account.User, error) {
	defer r.db.lock()()
	var users []account.User
	for _, u := range r.db.users {
		if u.AwaitsMigration() {
			users = append(users, u)
		}
	}
	slices.SortFunc(users, func(a, b account.User) int {
		if c := a.CreatedAt.Compare(b.CreatedAt); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	return users, nil
}

// ContactSyncRuns implements ports.ContactSyncRuns in memory.
type ContactSyncRuns struct {
	mu   sync.Mutex
	runs map[string]ports.ContactSyncRun
}

// NewContactSyncRuns returns an empty store of sync runs.
func NewContactSyncRuns() *ContactSyncRuns {
	return &ContactSyncRuns{runs: map[string]ports.ContactSyncRun{}}
}

// Create stores a new run; a taken id is ErrConflict.
func (r *ContactSyncRuns) Create(_ context.Context, run ports.ContactSyncRun) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	run.ListIDs = slices.Clone(run.ListIDs)
	return insertRow(r.runs, run.ID, run, nil)
}

// ByID finds a run.
func (r *ContactSyncRuns) ByID(_ context.Context, id string) (ports.ContactSyncRun, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	run, err := rowByKey(r.runs, id)
	run.ListIDs = slices.Clone(run.ListIDs)
	return run, err
}

// Update changes a run while holding the store.
func (r *ContactSyncRuns) Update(_ context.Context, id string, change func(*ports.ContactSyncRun) error) (ports.ContactSyncRun, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	// The change gets a list of ids of its own, so that a failed one leaves the stored run as it was.
	onCopy := func(next *ports.ContactSyncRun) error {
		next.ListIDs = slices.Clone(next.ListIDs)
		return change(next)
	}
	return updateRow(r.runs, id, onCopy, func(next *ports.ContactSyncRun, stored ports.ContactSyncRun) {
		next.ID, next.StartedAt = stored.ID, stored.StartedAt
	}, nil)
}

var (
	_ ports.AccountMigrations = (*AccountMigrations)(nil)
	_ ports.ContactSyncRuns   = (*ContactSyncRuns)(nil)
)
