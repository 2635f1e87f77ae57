package store

import (
	"context"

	"gorm.io/gorm"
)

// Health reports whether the database answers.
type Health struct{ db *gorm.DB }

// NewHealth returns the readiness probe of the database.
func NewHealth(db *gorm.DB) *Health { return &Health{db: db} }

// Ping checks the connection with a round trip.
func (h *Health) Ping(ctx context.Context) error {
	sqlDB, err := h.db.DB()
	if err != nil {
		return err
	}
	return sqlDB.PingContext(ctx)
}
