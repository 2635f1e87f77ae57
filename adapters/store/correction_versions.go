package store

import (
	"context"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/ports"
)

// createCorrectionVersions adds one counter per owner of vocabulary or macros (owner_key "" for
// the shared macros), raised in the transaction of every change to them, so that each replica
// can tell with one read by primary key whether what it keeps in memory is still current.
func createCorrectionVersions(tx *gorm.DB) error {
	return execAll(tx,
		`CREATE TABLE correction_versions (
			owner_key VARCHAR(36) PRIMARY KEY,
			version BIGINT NOT NULL
		)`,
	)
}

// bumpCorrectionVersion raises the owner's counter ("" for the shared macros); run it in the
// transaction of the change.
func bumpCorrectionVersion(tx *gorm.DB, ownerKey string) error {
	return tx.Exec(`INSERT INTO correction_versions (owner_key, version) VALUES (?, 1)
		ON CONFLICT (owner_key) DO UPDATE SET version = correction_versions.version + 1`, ownerKey).Error
}

// CorrectionVersions returns the counters of the owner's vocabulary and macros and of the shared
// macros in one statement; an owner who never changed either is at 0.
func (s *Vocabulary) CorrectionVersions(ctx context.Context, ownerID string) (own, shared int64, err error) {
	rows, err := conn(ctx, s.db).Raw(`SELECT owner_key, version FROM correction_versions WHERE owner_key IN (?, '')`, ownerID).Rows()
	if err != nil {
		return 0, 0, translate(err)
	}
	defer func() { _ = rows.Close() }()
	for rows.Next() {
		var key string
		var version int64
		if err := rows.Scan(&key, &version); err != nil {
			return 0, 0, translate(err)
		}
		if key == "" {
			shared = version
		} else {
			own = version
		}
	}
	return own, shared, translate(rows.Err())
}

var _ ports.CorrectionVersions = (*Vocabulary)(nil)
