package store

import "gorm.io/gorm"

// migrations is the product's schema history, oldest first. Append only; never edit a
// released migration. The SQL is portable between SQLite and PostgreSQL.
var migrations = []Migration{
	{ID: "202611210001_create_accounts", Migrate: createAccounts},
}

func createAccounts(tx *gorm.DB) error {
	return execAll(tx,
		`CREATE TABLE users (
			id VARCHAR(36) PRIMARY KEY,
			email VARCHAR(254) NOT NULL UNIQUE,
			first_name VARCHAR(100) NOT NULL DEFAULT '',
			last_name VARCHAR(100) NOT NULL DEFAULT '',
			role VARCHAR(16) NOT NULL DEFAULT 'user',
			preferred_language VARCHAR(16) NOT NULL DEFAULT 'en',
			auth_provider VARCHAR(16) NOT NULL,
			email_verified BOOLEAN NOT NULL DEFAULT FALSE,
			password_hash VARCHAR(255) NOT NULL DEFAULT '',
			profile_image_url VARCHAR(2048) NOT NULL DEFAULT '',
			google_subject VARCHAR(512) UNIQUE,
			trial_started_at TIMESTAMP,
			trial_ends_at TIMESTAMP,
			created_at TIMESTAMP NOT NULL,
			updated_at TIMESTAMP NOT NULL
		)`,
		`CREATE TABLE sessions (
			id_hash VARCHAR(64) PRIMARY KEY,
			user_id VARCHAR(36) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
			created_at TIMESTAMP NOT NULL,
			last_seen_at TIMESTAMP NOT NULL,
			ip VARCHAR(64) NOT NULL DEFAULT '',
			user_agent VARCHAR(512) NOT NULL DEFAULT ''
		)`,
		`CREATE INDEX idx_sessions_user_id ON sessions (user_id)`,
		`CREATE TABLE verification_codes (
			user_id VARCHAR(36) PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
			code_hash VARCHAR(64) NOT NULL,
			sent_at TIMESTAMP NOT NULL,
			expires_at TIMESTAMP NOT NULL,
			failed_attempts INTEGER NOT NULL DEFAULT 0
		)`,
		`CREATE TABLE reset_tokens (
			token_hash VARCHAR(64) PRIMARY KEY,
			user_id VARCHAR(36) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
			created_at TIMESTAMP NOT NULL,
			expires_at TIMESTAMP NOT NULL,
			used_at TIMESTAMP
		)`,
		`CREATE INDEX idx_reset_tokens_user_id ON reset_tokens (user_id)`,
		// No foreign key: the audit trail outlives the account it mentions.
		`CREATE TABLE auth_events (
			id VARCHAR(36) PRIMARY KEY,
			user_id VARCHAR(36) NOT NULL DEFAULT '',
			email VARCHAR(254) NOT NULL DEFAULT '',
			event VARCHAR(64) NOT NULL,
			ip VARCHAR(64) NOT NULL DEFAULT '',
			created_at TIMESTAMP NOT NULL
		)`,
		`CREATE INDEX idx_auth_events_user_id ON auth_events (user_id, created_at)`,
	)
}

func execAll(tx *gorm.DB, statements ...string) error {
	for _, statement := range statements {
		if err := tx.Exec(statement).Error; err != nil {
			return err
		}
	}
	return nil
}
