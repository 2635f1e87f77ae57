package store

import (
	"context"

	"gorm.io/gorm"
)

// updateByID is the repositories' Update: in one transaction holding the row, load it, let
// change modify its domain value, and save the result. keep copies what a change may never
// alter (the id, the creation time) from the stored row onto the new one. Inside
// Transactor.WithinTx the transaction is a savepoint of the caller's.
func updateByID[R, D any](ctx context.Context, db *gorm.DB, id string, toDomain func(R) D, toRow func(D) R,
	keep func(next *R, stored R), change func(*D) error) (D, error) {
	var updated D
	err := conn(ctx, db).Transaction(func(tx *gorm.DB) error {
		var stored R
		if err := lockForUpdate(tx).Where("id = ?", id).Take(&stored).Error; err != nil {
			return translate(err)
		}
		value := toDomain(stored)
		if err := change(&value); err != nil {
			return err
		}
		next := toRow(value)
		keep(&next, stored)
		if err := tx.Save(&next).Error; err != nil {
			return translate(err)
		}
		updated = toDomain(next)
		return nil
	})
	return updated, err
}
