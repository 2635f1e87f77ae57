package store_test

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/config"
)

type note struct {
	ID   uint
	Text string
}

func createNotes(tx *gorm.DB) error { return tx.Migrator().CreateTable(&note{}) }

func addNoteColumn(tx *gorm.DB) error {
	return tx.Exec("ALTER TABLE notes ADD COLUMN author VARCHAR(100)").Error
}

func TestMigrateAppliesInOrderOnceAndRecords(t *testing.T) {
	storetest.RunRaw(t, func(t *testing.T, cfg config.Database) {
		ctx := context.Background()
		db := open(t, cfg)
		list := []store.Migration{
			{ID: "0001_create_notes", Migrate: createNotes},
			{ID: "0002_add_author", Migrate: addNoteColumn},
		}
		applied, err := store.RunMigrations(ctx, db, list)
		require.NoError(t, err)
		assert.Equal(t, []string{"0001_create_notes", "0002_add_author"}, applied)
		assert.True(t, db.Migrator().HasColumn("notes", "author"))

		applied, err = store.RunMigrations(ctx, db, list)
		require.NoError(t, err)
		assert.Empty(t, applied, "a second run applies nothing")

		var recorded []string
		require.NoError(t, db.Table("schema_migrations").Order("id").Pluck("id", &recorded).Error)
		assert.Equal(t, []string{"0001_create_notes", "0002_add_author"}, recorded)
	})
}

func TestMigrateRollsBackAFailedMigrationWhole(t *testing.T) {
	storetest.RunRaw(t, func(t *testing.T, cfg config.Database) {
		ctx := context.Background()
		db := open(t, cfg)
		broken := store.Migration{ID: "0002_broken", Migrate: func(tx *gorm.DB) error {
			if err := tx.Exec("CREATE TABLE half_done (id INTEGER)").Error; err != nil {
				return err
			}
			return errors.New("disk on fire")
		}}
		_, err := store.RunMigrations(ctx, db, []store.Migration{{ID: "0001_create_notes", Migrate: createNotes}, broken})
		require.Error(t, err)
		assert.Contains(t, err.Error(), "migration 0002_broken failed")
		assert.Contains(t, err.Error(), "disk on fire")
		assert.True(t, db.Migrator().HasTable("notes"), "the earlier migration stays")
		assert.False(t, db.Migrator().HasTable("half_done"), "the failed one leaves nothing")
	})
}

func TestMigrateRefusesUnknownAndUnorderedMigrations(t *testing.T) {
	storetest.RunRaw(t, func(t *testing.T, cfg config.Database) {
		ctx := context.Background()
		db := open(t, cfg)
		_, err := store.RunMigrations(ctx, db, []store.Migration{{ID: "0001_create_notes", Migrate: createNotes}})
		require.NoError(t, err)

		_, err = store.RunMigrations(ctx, db, nil)
		require.Error(t, err)
		assert.Contains(t, err.Error(), "does not know: run a newer version")

		_, err = store.RunMigrations(ctx, db, []store.Migration{{ID: "0002", Migrate: createNotes}, {ID: "0001", Migrate: createNotes}})
		require.Error(t, err)
		assert.Contains(t, err.Error(), "unique and ascending")
	})
}

func TestProductMigrationsApplyOnAFreshDatabase(t *testing.T) {
	storetest.Run(t, func(t *testing.T, db *gorm.DB) {
		applied, err := store.Migrate(context.Background(), db)
		require.NoError(t, err)
		assert.Empty(t, applied, "the harness already migrated")
		assert.True(t, db.Migrator().HasTable("schema_migrations"))
	})
}

func TestHealthPingsAndFailsOnceClosed(t *testing.T) {
	storetest.RunRaw(t, func(t *testing.T, cfg config.Database) {
		db, err := store.Open(context.Background(), cfg)
		require.NoError(t, err)
		health := store.NewHealth(db)
		require.NoError(t, health.Ping(context.Background()))
		require.NoError(t, store.Close(db))
		assert.Error(t, health.Ping(context.Background()))
	})
}

func open(t *testing.T, cfg config.Database) *gorm.DB {
	t.Helper()
	db, err := store.Open(context.Background(), cfg)
	require.NoError(t, err)
	t.Cleanup(func() { _ = store.Close(db) })
	return db
}
