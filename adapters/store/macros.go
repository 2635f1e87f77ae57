package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/domain/macro"
	"github.com/radscribe/radscribe/ports"
)

// createMacros adds users' macros and the admins' shared ones. owner_key is the owner's id, or
// "" for a shared macro, so that one unique index keeps names apart per owner and language;
// user_id, empty for shared macros, removes a user's macros with the account.
func createMacros(tx *gorm.DB) error {
	return execAll(tx,
		`CREATE TABLE macros (
			id VARCHAR(36) PRIMARY KEY,
			owner_key VARCHAR(36) NOT NULL,
			user_id VARCHAR(36) REFERENCES users(id) ON DELETE CASCADE,
			name VARCHAR(255) NOT NULL,
			name_key VARCHAR(255) NOT NULL,
			language VARCHAR(16) NOT NULL,
			text TEXT NOT NULL,
			created_at TIMESTAMP NOT NULL,
			updated_at TIMESTAMP NOT NULL
		)`,
		`CREATE UNIQUE INDEX idx_macros_owner_language_name ON macros (owner_key, language, name_key)`,
	)
}

type macroRow struct {
	ID        string `gorm:"primaryKey"`
	OwnerKey  string
	UserID    *string
	Name      string
	NameKey   string
	Language  string
	Text      string
	CreatedAt time.Time
	UpdatedAt time.Time `gorm:"autoUpdateTime:false"`
}

func (macroRow) TableName() string { return "macros" }

func (r macroRow) toDomain() macro.Macro {
	return macro.Macro{
		ID: r.ID, OwnerID: r.OwnerKey, Name: r.Name, Language: r.Language, Text: r.Text,
		CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(),
	}
}

func newMacroRow(m macro.Macro) macroRow {
	row := macroRow{
		ID: m.ID, OwnerKey: m.OwnerID, Name: m.Name, NameKey: macro.NameKey(m.Name), Language: m.Language, Text: m.Text,
		CreatedAt: m.CreatedAt.UTC(), UpdatedAt: m.UpdatedAt.UTC(),
	}
	if m.OwnerID != "" {
		owner := m.OwnerID
		row.UserID = &owner
	}
	return row
}

// Macros implements ports.MacroRepository.
type Macros struct{ db *gorm.DB }

// NewMacros returns the macro repository.
func NewMacros(db *gorm.DB) *Macros { return &Macros{db: db} }

// List returns the owner's macros ("" for the shared ones), by name, then language.
func (s *Macros) List(ctx context.Context, ownerID string) ([]macro.Macro, error) {
	return findAll(conn(ctx, s.db).Where("owner_key = ?", ownerID).Order("name_key, language, id"), macroRow.toDomain)
}

// countAndLock locks the owner (nothing for the shared macros) and counts the owner's macros.
func countAndLock(tx *gorm.DB, ownerID string) (int, error) {
	if ownerID != "" {
		if err := lockOwner(tx, ownerID); err != nil {
			return 0, err
		}
	}
	var count int64
	err := tx.Model(&macroRow{}).Where("owner_key = ?", ownerID).Count(&count).Error
	return int(count), err
}

// Add stores m when allowed permits it, given the owner's number of macros.
func (s *Macros) Add(ctx context.Context, m macro.Macro, allowed func(count int) error) error {
	return conn(ctx, s.db).Transaction(func(tx *gorm.DB) error {
		count, err := countAndLock(tx, m.OwnerID)
		if err != nil {
			return err
		}
		if err := allowed(count); err != nil {
			return err
		}
		row := newMacroRow(m)
		if err := translate(tx.Create(&row).Error); err != nil {
			return err
		}
		return bumpCorrectionVersion(tx, m.OwnerID)
	})
}

// Import adds or replaces ms in one transaction, or stores nothing. Which macros are new is
// read first, so a file that would go over the limit is refused before anything is written,
// and the new ones are inserted in batches: a file of 200 macros is a few statements, not 400.
func (s *Macros) Import(ctx context.Context, ownerID string, ms []macro.Macro, allowed func(count int) error) (int, int, error) {
	added, replaced := 0, 0
	err := conn(ctx, s.db).Transaction(func(tx *gorm.DB) error {
		count, err := countAndLock(tx, ownerID)
		if err != nil {
			return err
		}
		var stored []macroRow
		if err := tx.Select("language", "name_key").Where("owner_key = ?", ownerID).Find(&stored).Error; err != nil {
			return err
		}
		have := make(map[[2]string]bool, len(stored))
		for _, r := range stored {
			have[[2]string{r.Language, r.NameKey}] = true
		}
		var fresh, changed []macroRow
		for _, m := range ms {
			m.OwnerID = ownerID
			row := newMacroRow(m)
			if have[[2]string{row.Language, row.NameKey}] {
				changed = append(changed, row)
			} else {
				fresh = append(fresh, row)
			}
		}
		if err := allowed(count + len(fresh)); err != nil {
			return err
		}
		for _, row := range changed {
			err := tx.Model(&macroRow{}).Where("owner_key = ? AND language = ? AND name_key = ?", ownerID, row.Language, row.NameKey).
				Updates(map[string]any{"name": row.Name, "text": row.Text, "updated_at": row.UpdatedAt}).Error
			if err != nil {
				return translate(err)
			}
		}
		if len(fresh) > 0 {
			if err := tx.CreateInBatches(&fresh, importBatch).Error; err != nil {
				return translate(err)
			}
		}
		added, replaced = len(fresh), len(changed)
		return bumpCorrectionVersion(tx, ownerID)
	})
	if err != nil {
		return 0, 0, err
	}
	return added, replaced, nil
}

// importBatch is how many new macros one INSERT of an import carries, well under the bound
// variables SQLite and PostgreSQL allow (nine columns each).
const importBatch = 100

// Update changes the owner's macro in one transaction holding its row.
func (s *Macros) Update(ctx context.Context, ownerID, id string, change func(*macro.Macro) error) (macro.Macro, error) {
	var updated macro.Macro
	err := conn(ctx, s.db).Transaction(func(tx *gorm.DB) error {
		var stored macroRow
		if err := lockForUpdate(tx).Where("id = ? AND owner_key = ?", id, ownerID).Take(&stored).Error; err != nil {
			return translate(err)
		}
		value := stored.toDomain()
		if err := change(&value); err != nil {
			return err
		}
		value.ID, value.OwnerID, value.CreatedAt = stored.ID, stored.OwnerKey, stored.CreatedAt.UTC()
		next := newMacroRow(value)
		if err := tx.Save(&next).Error; err != nil {
			return translate(err)
		}
		updated = next.toDomain()
		return bumpCorrectionVersion(tx, ownerID)
	})
	return updated, err
}

// Delete removes the owner's macro; ErrNotFound when the owner has no such macro.
func (s *Macros) Delete(ctx context.Context, ownerID, id string) error {
	return conn(ctx, s.db).Transaction(func(tx *gorm.DB) error {
		if err := deleteWhere(tx, &macroRow{}, "id = ? AND owner_key = ?", id, ownerID); err != nil {
			return err
		}
		return bumpCorrectionVersion(tx, ownerID)
	})
}

var _ ports.MacroRepository = (*Macros)(nil)
