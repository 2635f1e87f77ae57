package store

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"

	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverdatabasesql"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"
	"gorm.io/gorm"
)

// RiverDriver is the job queue's way into db: River's database/sql drivers for PostgreSQL and
// SQLite over the pool the repositories use, so that jobs can be inserted in the repositories'
// transactions (SQLTx) and both databases give one client type, river.Client[*sql.Tx]. On
// PostgreSQL, River's tables are found through the connection's search_path, like ours.
func RiverDriver(db *gorm.DB) (riverdriver.Driver[*sql.Tx], error) {
	pool, err := db.DB()
	if err != nil {
		return nil, err
	}
	switch db.Name() {
	case "sqlite":
		return riversqlite.New(pool), nil
	case "postgres":
		return riverdatabasesql.New(pool), nil
	}
	return nil, fmt.Errorf("the job queue does not support the %s database", db.Name())
}

// migrateRiver applies River's own migrations, which River versions and records in its
// river_migration table, and returns their names as applied ids ("river 006 bulk_unique").
// Each runs in its own transaction on another connection of the pool than the caller's.
func migrateRiver(ctx context.Context, db *gorm.DB) ([]string, error) {
	driver, err := RiverDriver(db)
	if err != nil {
		return nil, err
	}
	// River logs each migration at info level; the caller reports what was applied instead.
	migrator, err := rivermigrate.New(driver, &rivermigrate.Config{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		return nil, err
	}
	result, err := migrator.Migrate(ctx, rivermigrate.DirectionUp, nil)
	if err != nil {
		return nil, fmt.Errorf("job queue (River) migrations: %w", err)
	}
	applied := make([]string, 0, len(result.Versions))
	for _, version := range result.Versions {
		applied = append(applied, fmt.Sprintf("river %03d %s", version.Version, version.Name))
	}
	return applied, nil
}
