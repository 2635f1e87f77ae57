package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports"
)

type knownDeviceRow struct {
	IDHash    string `gorm:"primaryKey"`
	UserID    string
	CreatedAt time.Time
	ExpiresAt time.Time
}

func (knownDeviceRow) TableName() string { return "known_devices" }

func (r knownDeviceRow) toDomain() account.KnownDevice {
	return account.KnownDevice{IDHash: r.IDHash, UserID: r.UserID, CreatedAt: r.CreatedAt.UTC(), ExpiresAt: r.ExpiresAt.UTC()}
}

// KnownDevices implements ports.KnownDeviceRepository.
type KnownDevices struct{ db *gorm.DB }

// NewKnownDevices returns the known device repository.
func NewKnownDevices(db *gorm.DB) *KnownDevices { return &KnownDevices{db: db} }

// Create stores a known device.
func (s *KnownDevices) Create(ctx context.Context, d account.KnownDevice) error {
	row := knownDeviceRow{IDHash: d.IDHash, UserID: d.UserID, CreatedAt: d.CreatedAt.UTC(), ExpiresAt: d.ExpiresAt.UTC()}
	return translate(s.db.WithContext(ctx).Create(&row).Error)
}

// ByIDHash finds a known device.
func (s *KnownDevices) ByIDHash(ctx context.Context, idHash string) (account.KnownDevice, error) {
	return findOne(s.db.WithContext(ctx).Where("id_hash = ?", idHash), knownDeviceRow.toDomain)
}

// DeleteExpired deletes the devices that expired at or before now.
func (s *KnownDevices) DeleteExpired(ctx context.Context, now time.Time) (int, error) {
	return deleteExpired[knownDeviceRow](ctx, s.db, now)
}

var _ ports.KnownDeviceRepository = (*KnownDevices)(nil)
