package store

import "gorm.io/gorm"

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
