package store

import (
	"context"
	"crypto/rand"
	"time"

	"github.com/google/uuid"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

type authEventRow struct {
	ID        string `gorm:"primaryKey"`
	UserID    string
	Email     string
	Event     string
	IP        string `gorm:"column:ip"`
	CreatedAt time.Time
}

func (authEventRow) TableName() string { return "auth_events" }

// AuthEvents implements ports.AuthEventLog.
type AuthEvents struct{ db *gorm.DB }

// NewAuthEvents returns the audit log.
func NewAuthEvents(db *gorm.DB) *AuthEvents { return &AuthEvents{db: db} }

// Record appends one event.
func (s *AuthEvents) Record(ctx context.Context, event account.AuthEvent) error {
	id, err := uuid.NewRandomFromReader(rand.Reader)
	if err != nil {
		return err
	}
	row := authEventRow{
		ID: id.String(), UserID: event.UserID, Email: truncate(event.Email, 254), Event: string(event.Type),
		IP: truncate(event.IP, 64), CreatedAt: event.CreatedAt.UTC(),
	}
	return s.db.WithContext(ctx).Create(&row).Error
}

var _ ports.AuthEventLog = (*AuthEvents)(nil)
