package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/ports"
)

// findOne loads the one row query selects and converts it to its domain value; no row is
// ports.ErrNotFound.
func findOne[R, D any](query *gorm.DB, toDomain func(R) D) (D, error) {
	var row R
	if err := query.Take(&row).Error; err != nil {
		var zero D
		return zero, translate(err)
	}
	return toDomain(row), nil
}

// findAll loads every row query selects and converts each to its domain value, in order.
func findAll[R, D any](query *gorm.DB, toDomain func(R) D) ([]D, error) {
	var rows []R
	if err := query.Find(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]D, len(rows))
	for i, r := range rows {
		out[i] = toDomain(r)
	}
	return out, nil
}

// deleteWhere deletes the rows matching the condition and reports ErrNotFound when none did.
func deleteWhere(db *gorm.DB, model any, query string, args ...any) error {
	result := db.Where(query, args...).Delete(model)
	if result.Error != nil {
		return result.Error
	}
	if result.RowsAffected == 0 {
		return ports.ErrNotFound
	}
	return nil
}

// deleteExpired deletes the rows of R's table that expired at or before now (its expires_at),
// and counts them.
func deleteExpired[R any](ctx context.Context, db *gorm.DB, now time.Time) (int, error) {
	var model R
	result := db.WithContext(ctx).Where("expires_at <= ?", now.UTC()).Delete(&model)
	return int(result.RowsAffected), result.Error
}
