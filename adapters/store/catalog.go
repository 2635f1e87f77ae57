package store

import (
	"context"
	"time"

	"gorm.io/gorm"
)

// catalog is the list, create, update and delete of a table the admins keep (the admin
// prompts, the default templates): rows by id, each one domain value D stored as a row R.
type catalog[D, R any] struct {
	db *gorm.DB
	// order is the ORDER BY of List.
	order    string
	toDomain func(R) D
	toRow    func(D) R
	// keep copies what an update may never alter (the id, the creation time); see updateByID.
	keep func(next *R, stored R)
}

// List returns every value, in the catalog's order.
func (c catalog[D, R]) List(ctx context.Context) ([]D, error) {
	return findAll(c.db.WithContext(ctx).Order(c.order), c.toDomain)
}

// Create stores a new value.
func (c catalog[D, R]) Create(ctx context.Context, value D) error {
	row := c.toRow(value)
	return translate(c.db.WithContext(ctx).Create(&row).Error)
}

// Update changes a value inside one transaction.
func (c catalog[D, R]) Update(ctx context.Context, id string, change func(*D) error) (D, error) {
	return updateByID(ctx, c.db, id, c.toDomain, c.toRow, c.keep, change)
}

// Delete removes a value; ErrNotFound when there is none.
func (c catalog[D, R]) Delete(ctx context.Context, id string) error {
	var model R
	return deleteWhere(c.db.WithContext(ctx), &model, "id = ?", id)
}

// seed stores value once per seedKey, ever, and reports whether it did: in one transaction it
// records the key as seeded at, and stores value unless the key was recorded before or taken
// (when given) finds that the admins already have such a value.
func (c catalog[D, R]) seed(ctx context.Context, seedKey string, at time.Time, value D, taken func(tx *gorm.DB) (bool, error)) (bool, error) {
	stored := false
	err := c.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		claimed, err := claimSeedKey(tx, seedKey, at)
		if err != nil || !claimed {
			return err
		}
		if taken != nil {
			if exists, err := taken(tx); err != nil || exists {
				return err
			}
		}
		row := c.toRow(value)
		if err := tx.Create(&row).Error; err != nil {
			return translate(err)
		}
		stored = true
		return nil
	})
	return stored, err
}
