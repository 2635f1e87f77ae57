package store

import (
	"time"

	"gorm.io/gorm"
)

// claimSeedKey records key as seeded inside tx and reports whether it was new.
func claimSeedKey(tx *gorm.DB, key string, at time.Time) (bool, error) {
	result := tx.Exec(`INSERT INTO seeded_defaults (seed_key, seeded_at) VALUES (?, ?) ON CONFLICT (seed_key) DO NOTHING`, key, at.UTC())
	return result.RowsAffected == 1, result.Error
}
