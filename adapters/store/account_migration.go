package store

import (
	"context"
	"database/sql"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

// addAccountMigration records, per account, whether it came from the previous sign-in
// provider and when its migration e-mail went out; and the admins' contact sync runs with
// their progress, so that any server can answer how a run that another one works is going.
func addAccountMigration(tx *gorm.DB) error {
	return execAll(tx,
		`ALTER TABLE users ADD COLUMN previous_provider VARCHAR(16) NOT NULL DEFAULT ''`,
		`ALTER TABLE users ADD COLUMN migration_invited_at TIMESTAMP NULL`,
		`UPDATE users SET previous_provider = 'replit' WHERE auth_provider = 'replit'`,
		`CREATE TABLE contact_sync_runs (
			id VARCHAR(36) PRIMARY KEY,
			list_ids VARCHAR(1000) NOT NULL DEFAULT '',
			total INTEGER NOT NULL DEFAULT 0,
			done INTEGER NOT NULL DEFAULT 0,
			successful INTEGER NOT NULL DEFAULT 0,
			failed INTEGER NOT NULL DEFAULT 0,
			last_error VARCHAR(1000) NOT NULL DEFAULT '',
			started_at TIMESTAMP NOT NULL,
			finished_at TIMESTAMP NULL
		)`,
		`CREATE INDEX idx_contact_sync_runs_started_at ON contact_sync_runs (started_at)`,
	)
}

// AccountMigrations implements ports.AccountMigrations.
type AccountMigrations struct{ db *gorm.DB }

// NewAccountMigrations returns the migration queries over the users table.
func NewAccountMigrations(db *gorm.DB) *AccountMigrations { return &AccountMigrations{db: db} }

// Counts sums the accounts up by where they stand in the migration.
func (s *AccountMigrations) Counts(ctx context.Context) (ports.MigrationCounts, error) {
	var row struct {
		Total    int64
		Replit   sql.NullInt64
		Migrated sql.NullInt64
		Invited  sql.NullInt64
	}
	err := conn(ctx, s.db).Raw(`SELECT COUNT(*) AS total,
			SUM(CASE WHEN auth_provider = 'replit' THEN 1 ELSE 0 END) AS replit,
			SUM(CASE WHEN previous_provider = 'replit' AND auth_provider <> 'replit' THEN 1 ELSE 0 END) AS migrated,
			SUM(CASE WHEN auth_provider = 'replit' AND migration_invited_at IS NOT NULL THEN 1 ELSE 0 END) AS invited
		FROM users`).Scan(&row).Error
	if err != nil {
		return ports.MigrationCounts{}, translate(err)
	}
	return ports.MigrationCounts{Total: int(row.Total), AwaitingMigration: int(row.Replit.Int64),
		Migrated: int(row.Migrated.Int64), Invited: int(row.Invited.Int64)}, nil
}

// AwaitingMigration lists the accounts still on the previous provider, oldest first.
func (s *AccountMigrations) AwaitingMigration(ctx context.Context) ([]account.User, error) {
	var rows []userRow
	if err := conn(ctx, s.db).Where("auth_provider = ?", string(account.ProviderReplit)).Order("created_at, id").Find(&rows).Error; err != nil {
		return nil, translate(err)
	}
	users := make([]account.User, len(rows))
	for i, r := range rows {
		users[i] = r.toDomain()
	}
	return users, nil
}

var _ ports.AccountMigrations = (*AccountMigrations)(nil)
