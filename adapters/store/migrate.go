package store

import (
	"context"
	"fmt"
	"slices"
	"time"

	"gorm.io/gorm"
)

// Migration is one versioned, forward-only schema change. IDs sort in the order they apply
// (a date and a sequence number: 202611210001_create_users) and never change once released.
type Migration struct {
	ID      string
	Migrate func(tx *gorm.DB) error
}

// migrationLockKey serialises concurrent migrators on PostgreSQL (several replicas starting at
// once); SQLite serialises them through its immediate write transactions.
const migrationLockKey = 7_261_121_001

// Migrate applies every pending migration of the product, each in its own transaction, then
// those of the job queue (River), and returns the IDs it applied.
func Migrate(ctx context.Context, db *gorm.DB) ([]string, error) {
	return migrate(ctx, db, migrations, migrateRiver)
}

func runMigrations(ctx context.Context, db *gorm.DB, list []Migration) ([]string, error) {
	return migrate(ctx, db, list, nil)
}

// migrate applies list, then runs then (River's migrations) still under the migration lock.
// then works on other connections of the pool while the lock holds one, which is why
// database.max_open_conns is at least 2.
func migrate(ctx context.Context, db *gorm.DB, list []Migration, then func(context.Context, *gorm.DB) ([]string, error)) ([]string, error) {
	if err := checkOrder(list); err != nil {
		return nil, err
	}
	var applied []string
	err := db.WithContext(ctx).Connection(func(pinned *gorm.DB) error {
		// A new session per statement on the one pinned connection, so conditions of one
		// query never leak into the next.
		conn := pinned.Session(&gorm.Session{NewDB: true})
		if conn.Name() == "postgres" {
			if err := conn.Exec("SELECT pg_advisory_lock(?)", migrationLockKey).Error; err != nil {
				return fmt.Errorf("taking the migration lock: %w", err)
			}
			defer conn.Exec("SELECT pg_advisory_unlock(?)", migrationLockKey)
		}
		if err := conn.Exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
			id VARCHAR(255) PRIMARY KEY,
			applied_at TIMESTAMP NOT NULL)`).Error; err != nil {
			return fmt.Errorf("creating schema_migrations: %w", err)
		}
		if err := checkNoUnknown(conn, list); err != nil {
			return err
		}
		for _, m := range list {
			done, err := applyOne(conn, m)
			if err != nil {
				return err
			}
			if done {
				applied = append(applied, m.ID)
			}
		}
		if then == nil {
			return nil
		}
		more, err := then(ctx, db)
		applied = append(applied, more...)
		return err
	})
	return applied, err
}

func applyOne(conn *gorm.DB, m Migration) (bool, error) {
	done := false
	err := conn.Transaction(func(tx *gorm.DB) error {
		var count int64
		if err := tx.Table("schema_migrations").Where("id = ?", m.ID).Count(&count).Error; err != nil {
			return err
		}
		if count > 0 {
			return nil
		}
		if err := m.Migrate(tx); err != nil {
			return err
		}
		done = true
		return tx.Exec("INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)", m.ID, time.Now().UTC()).Error
	})
	if err != nil {
		return false, fmt.Errorf("migration %s failed (nothing of it was applied): %w", m.ID, err)
	}
	return done, nil
}

// checkNoUnknown refuses to run an older binary against a database a newer one has migrated.
func checkNoUnknown(conn *gorm.DB, list []Migration) error {
	var recorded []string
	if err := conn.Table("schema_migrations").Order("id").Pluck("id", &recorded).Error; err != nil {
		return fmt.Errorf("reading schema_migrations: %w", err)
	}
	for _, id := range recorded {
		if !slices.ContainsFunc(list, func(m Migration) bool { return m.ID == id }) {
			return fmt.Errorf("the database has migration %s, which this version of RadScribe does not know: run a newer version", id)
		}
	}
	return nil
}

func checkOrder(list []Migration) error {
	for i := 1; i < len(list); i++ {
		if list[i].ID <= list[i-1].ID {
			return fmt.Errorf("migration IDs must be unique and ascending: %s follows %s", list[i].ID, list[i-1].ID)
		}
	}
	return nil
}
