package store

import "gorm.io/gorm"

// lockOwner holds the owner's user row until tx ends, so that checks of a user's count and
// names and the insert that follows are not interleaved with another request of the same user
// (on PostgreSQL; SQLite's immediate transactions already hold the database). A missing user
// is ErrNotFound.
func lockOwner(tx *gorm.DB, ownerID string) error {
	var row userRow
	return translate(lockForUpdate(tx).Select("id").Where("id = ?", ownerID).Take(&row).Error)
}
