package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/radscribe/radscribe/domain/support"
	"github.com/radscribe/radscribe/ports"
)

// createContactMessages adds the messages of the contact form waiting for the job that mails
// them. No foreign key: visitors send them too, and a message is mailed even if its author's
// account is deleted meanwhile.
func createContactMessages(tx *gorm.DB) error {
	return execAll(tx,
		`CREATE TABLE contact_messages (
			id VARCHAR(36) PRIMARY KEY,
			user_id VARCHAR(36) NOT NULL DEFAULT '',
			name VARCHAR(100) NOT NULL,
			email VARCHAR(254) NOT NULL,
			subject VARCHAR(200) NOT NULL,
			message TEXT NOT NULL,
			created_at TIMESTAMP NOT NULL
		)`,
		`CREATE INDEX idx_contact_messages_created_at ON contact_messages (created_at)`,
	)
}

type contactMessageRow struct {
	ID        string `gorm:"primaryKey"`
	UserID    string
	Name      string
	Email     string
	Subject   string
	Message   string
	CreatedAt time.Time
}

func (contactMessageRow) TableName() string { return "contact_messages" }

func (r contactMessageRow) toDomain() support.ContactMessage {
	return support.ContactMessage{
		ID: r.ID, UserID: r.UserID, Name: r.Name, Email: r.Email, Subject: r.Subject, Text: r.Message, CreatedAt: r.CreatedAt.UTC(),
	}
}

// ContactMessages implements ports.ContactMessageRepository; it takes part in
// Transactor.WithinTx.
type ContactMessages struct{ db *gorm.DB }

// NewContactMessages returns the contact message store.
func NewContactMessages(db *gorm.DB) *ContactMessages { return &ContactMessages{db: db} }

// Create stores one message.
func (s *ContactMessages) Create(ctx context.Context, m support.ContactMessage) error {
	row := contactMessageRow{
		ID: m.ID, UserID: m.UserID, Name: m.Name, Email: m.Email, Subject: m.Subject, Message: m.Text, CreatedAt: m.CreatedAt.UTC(),
	}
	return translate(conn(ctx, s.db).Create(&row).Error)
}

// ByID returns the message, or ports.ErrNotFound.
func (s *ContactMessages) ByID(ctx context.Context, id string) (support.ContactMessage, error) {
	return findOne(conn(ctx, s.db).Where("id = ?", id), contactMessageRow.toDomain)
}

// Delete removes the message and wipes its text from the database files (wipeDeleted).
func (s *ContactMessages) Delete(ctx context.Context, id string) error {
	if err := conn(ctx, s.db).Exec(`DELETE FROM contact_messages WHERE id = ?`, id).Error; err != nil {
		return err
	}
	return wipeDeleted(ctx, s.db)
}

// DeleteCreatedBefore removes the messages created before cutoff and wipes them from the
// database files.
func (s *ContactMessages) DeleteCreatedBefore(ctx context.Context, cutoff time.Time) (int64, error) {
	deleted := conn(ctx, s.db).Exec(`DELETE FROM contact_messages WHERE created_at < ?`, cutoff.UTC())
	if deleted.Error != nil {
		return 0, deleted.Error
	}
	return deleted.RowsAffected, wipeDeleted(ctx, s.db)
}

var _ ports.ContactMessageRepository = (*ContactMessages)(nil)
