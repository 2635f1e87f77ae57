package store

import "gorm.io/gorm"

// migrations is the product's schema history, oldest first. Append only; never edit a
// released migration. The SQL is portable between SQLite and PostgreSQL.
var migrations = []Migration{
	{ID: "202611210001_create_accounts", Migrate: createAccounts},
	{ID: "202611210002_create_templates_vocabulary_prompts", Migrate: createTemplatesVocabularyPrompts},
	{ID: "202611210003_workspace_feedback_transcripts", Migrate: addWorkspaceFeedbackTranscripts},
	{ID: "202611240001_subscriptions", Migrate: addSubscriptions},
	{ID: "202611240002_subscription_scheduled_plan", Migrate: addScheduledPlan},
	{ID: "202611250001_api_usage_events", Migrate: addAPIUsage},
	{ID: "202611250002_admin_analytics_indexes", Migrate: addAdminAnalytics},
	{ID: "202611250003_account_migration", Migrate: addAccountMigration},
	{ID: "202611260001_contact_messages", Migrate: createContactMessages},
	{ID: "202611270001_macros", Migrate: createMacros},
	{ID: "202611270002_master_template_loinc", Migrate: addMasterTemplateLOINC},
	{ID: "202611280001_pending_sign_ups_known_devices", Migrate: createSignUpsAndDevices},
	{ID: "202611280002_recordings_session_owner", Migrate: indexRecordingSessions},
	{ID: "202611290001_correction_versions", Migrate: createCorrectionVersions},
	{ID: "202611290002_api_usage_report_index", Migrate: indexUsageReports},
	{ID: "202611290031_custom_impression_prompt", Migrate: addCustomImpressionPrompt},
	{ID: "202611290032_impression_preferences", Migrate: addImpressionPreferences},
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

// createTemplatesVocabularyPrompts adds what a radiologist builds up: templates, vocabulary,
// preferences, prompts, the record of seeded defaults, and recordings (metadata only: the
// dictation feature keeps transcript text elsewhere so it can be purged).
func createTemplatesVocabularyPrompts(tx *gorm.DB) error {
	return execAll(tx,
		`CREATE TABLE master_templates (
			id VARCHAR(36) PRIMARY KEY,
			name VARCHAR(200) NOT NULL,
			type VARCHAR(100) NOT NULL,
			modality VARCHAR(16) NOT NULL,
			language VARCHAR(16) NOT NULL,
			template_html TEXT NOT NULL,
			created_at TIMESTAMP NOT NULL,
			updated_at TIMESTAMP NOT NULL
		)`,
		// name_key is the trimmed, case-folded name: one user cannot have two templates whose
		// names differ only in case.
		`CREATE TABLE user_templates (
			id VARCHAR(36) PRIMARY KEY,
			user_id VARCHAR(36) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
			name VARCHAR(200) NOT NULL,
			name_key VARCHAR(400) NOT NULL,
			modality VARCHAR(16) NOT NULL,
			language VARCHAR(16) NOT NULL,
			template_html TEXT NOT NULL,
			created_at TIMESTAMP NOT NULL,
			updated_at TIMESTAMP NOT NULL,
			UNIQUE (user_id, name_key)
		)`,
		`CREATE TABLE vocabulary_entries (
			id VARCHAR(36) PRIMARY KEY,
			user_id VARCHAR(36) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
			original_word VARCHAR(200) NOT NULL,
			original_key VARCHAR(400) NOT NULL,
			corrected_word VARCHAR(200) NOT NULL,
			language VARCHAR(16) NOT NULL,
			frequency INTEGER NOT NULL DEFAULT 0,
			created_at TIMESTAMP NOT NULL,
			UNIQUE (user_id, language, original_key)
		)`,
		`CREATE TABLE user_preferences (
			user_id VARCHAR(36) PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
			template_search_term VARCHAR(200) NOT NULL DEFAULT '',
			template_modality_filter VARCHAR(16) NOT NULL DEFAULT 'all',
			template_language_filter VARCHAR(16) NOT NULL DEFAULT 'all',
			custom_correction_prompt TEXT NOT NULL DEFAULT '',
			custom_report_generation_prompt TEXT NOT NULL DEFAULT '',
			custom_template_population_prompt TEXT NOT NULL DEFAULT '',
			custom_report_from_scratch_prompt TEXT NOT NULL DEFAULT '',
			use_custom_correction_prompt BOOLEAN NOT NULL DEFAULT FALSE,
			use_custom_report_generation_prompt BOOLEAN NOT NULL DEFAULT FALSE,
			use_custom_template_population_prompt BOOLEAN NOT NULL DEFAULT FALSE,
			use_custom_report_from_scratch_prompt BOOLEAN NOT NULL DEFAULT FALSE,
			updated_at TIMESTAMP NOT NULL
		)`,
		`CREATE TABLE prompt_history (
			id VARCHAR(36) PRIMARY KEY,
			user_id VARCHAR(36) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
			prompt_type VARCHAR(32) NOT NULL,
			name VARCHAR(100) NOT NULL,
			prompt_text TEXT NOT NULL,
			created_at TIMESTAMP NOT NULL
		)`,
		`CREATE INDEX idx_prompt_history_user_type ON prompt_history (user_id, prompt_type, created_at)`,
		`CREATE TABLE ai_prompts (
			id VARCHAR(36) PRIMARY KEY,
			name VARCHAR(200) NOT NULL,
			description VARCHAR(1000) NOT NULL DEFAULT '',
			prompt_text TEXT NOT NULL,
			language VARCHAR(16) NOT NULL,
			created_at TIMESTAMP NOT NULL,
			updated_at TIMESTAMP NOT NULL,
			UNIQUE (name, language)
		)`,
		// A key stays here after its row is edited or deleted, so seeding never brings back
		// what an admin removed.
		`CREATE TABLE seeded_defaults (
			seed_key VARCHAR(200) PRIMARY KEY,
			seeded_at TIMESTAMP NOT NULL
		)`,
		`CREATE TABLE recordings (
			id VARCHAR(36) PRIMARY KEY,
			user_id VARCHAR(36) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
			session_id VARCHAR(36),
			language VARCHAR(16) NOT NULL,
			status VARCHAR(32) NOT NULL,
			start_time TIMESTAMP,
			end_time TIMESTAMP,
			duration_ms BIGINT NOT NULL DEFAULT 0,
			template_id VARCHAR(36),
			user_template_id VARCHAR(36),
			file_size BIGINT NOT NULL DEFAULT 0,
			created_at TIMESTAMP NOT NULL
		)`,
		`CREATE INDEX idx_recordings_user_id ON recordings (user_id, created_at)`,
	)
}

// addWorkspaceFeedbackTranscripts adds the auto-workflow toggles, report feedback (no report or
// transcript text; indexed by date, the admin analytics' main filter) and the transcripts of
// recordings, kept apart from their metadata so they can be deleted while the statistics stay.
func addWorkspaceFeedbackTranscripts(tx *gorm.DB) error {
	return execAll(tx,
		`ALTER TABLE user_preferences ADD COLUMN auto_fill_template BOOLEAN NOT NULL DEFAULT FALSE`,
		`ALTER TABLE user_preferences ADD COLUMN auto_generate_report BOOLEAN NOT NULL DEFAULT FALSE`,
		`ALTER TABLE user_preferences ADD COLUMN auto_format_external BOOLEAN NOT NULL DEFAULT FALSE`,
		`ALTER TABLE user_preferences ADD COLUMN auto_fill_template_external BOOLEAN NOT NULL DEFAULT FALSE`,
		`ALTER TABLE user_preferences ADD COLUMN auto_generate_report_external BOOLEAN NOT NULL DEFAULT FALSE`,
		`CREATE TABLE feedback (
			id VARCHAR(36) PRIMARY KEY,
			user_id VARCHAR(36) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
			feedback_type VARCHAR(16) NOT NULL,
			feedback_category VARCHAR(32),
			feedback_text VARCHAR(500),
			recording_id VARCHAR(64),
			session_id VARCHAR(64),
			language VARCHAR(16) NOT NULL,
			input_method VARCHAR(32) NOT NULL,
			template_used BOOLEAN NOT NULL DEFAULT FALSE,
			template_id VARCHAR(64),
			template_name VARCHAR(200),
			created_at TIMESTAMP NOT NULL
		)`,
		`CREATE INDEX idx_feedback_created_at ON feedback (created_at)`,
		`CREATE INDEX idx_feedback_user_id ON feedback (user_id)`,
		`CREATE TABLE recording_transcripts (
			recording_id VARCHAR(36) PRIMARY KEY REFERENCES recordings(id) ON DELETE CASCADE,
			transcript TEXT NOT NULL DEFAULT '',
			corrected_transcript TEXT NOT NULL DEFAULT '',
			corrected_text TEXT NOT NULL DEFAULT '',
			corrections TEXT NOT NULL DEFAULT '[]',
			created_at TIMESTAMP NOT NULL
		)`,
		`CREATE INDEX idx_recording_transcripts_created_at ON recording_transcripts (created_at)`,
		`CREATE INDEX idx_recordings_session ON recordings (user_id, session_id)`,
	)
}

// addSubscriptions adds each user's record of the payment provider's subscription and the log
// of the provider's webhook events, whose primary key makes a redelivered event a no-op.
func addSubscriptions(tx *gorm.DB) error {
	return execAll(tx,
		`CREATE TABLE subscriptions (
			user_id VARCHAR(36) PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
			customer_id VARCHAR(255) NOT NULL UNIQUE,
			subscription_id VARCHAR(255) NOT NULL DEFAULT '',
			provider_status VARCHAR(32) NOT NULL DEFAULT '',
			plan VARCHAR(16) NOT NULL DEFAULT '',
			current_period_end TIMESTAMP,
			trial_end TIMESTAMP,
			cancel_at_period_end BOOLEAN NOT NULL DEFAULT FALSE,
			discount_end TIMESTAMP,
			trial_used BOOLEAN NOT NULL DEFAULT FALSE,
			updated_at TIMESTAMP NOT NULL
		)`,
		`CREATE TABLE payment_events (
			event_id VARCHAR(255) PRIMARY KEY,
			event_type VARCHAR(100) NOT NULL,
			received_at TIMESTAMP NOT NULL
		)`,
	)
}

// addScheduledPlan remembers the plan a pending switch moves to at the next billing cycle, so
// the Subscription tab can show it; empty when none is pending.
func addScheduledPlan(tx *gorm.DB) error {
	return execAll(tx, `ALTER TABLE subscriptions ADD COLUMN scheduled_plan VARCHAR(16) NOT NULL DEFAULT ''`)
}

// addAdminAnalytics keeps how long each recording took from its upload to its first stored
// transcript (NULL until then, and for recordings transcribed before this version), since the
// transcript itself is deleted within a day, and indexes the recordings by time for the admin
// dashboard's recent activity and active users.
func addAdminAnalytics(tx *gorm.DB) error {
	return execAll(tx,
		`ALTER TABLE recordings ADD COLUMN processing_ms BIGINT`,
		`CREATE INDEX idx_recordings_created_at ON recordings (created_at)`,
	)
}

// addAPIUsage adds the record of API calls (route pattern, method, user, status, duration;
// never a path, query or body) and its aggregates, kept up to date as events are stored, per
// timeline bucket of each time range (bucket_ms: 5 minutes, 1 hour, 6 hours, 1 day) so that
// the admins' view never scans the events. Times are Unix milliseconds (UTC): buckets are
// integer arithmetic on both databases. No foreign key: usage outlives the account it names.
func addAPIUsage(tx *gorm.DB) error {
	return execAll(tx,
		`CREATE TABLE api_usage_events (
			created_at BIGINT NOT NULL,
			user_id VARCHAR(36) NOT NULL DEFAULT '',
			method VARCHAR(16) NOT NULL,
			endpoint VARCHAR(255) NOT NULL,
			status INTEGER NOT NULL,
			duration_us BIGINT NOT NULL
		)`,
		`CREATE INDEX idx_api_usage_events_created_at ON api_usage_events (created_at)`,
		`CREATE INDEX idx_api_usage_events_user ON api_usage_events (user_id, created_at)`,
		`CREATE TABLE api_usage_endpoint_totals (
			bucket_ms BIGINT NOT NULL,
			bucket_start BIGINT NOT NULL,
			method VARCHAR(16) NOT NULL,
			endpoint VARCHAR(255) NOT NULL,
			calls BIGINT NOT NULL,
			errors BIGINT NOT NULL,
			duration_us BIGINT NOT NULL,
			PRIMARY KEY (bucket_ms, bucket_start, method, endpoint)
		)`,
		`CREATE TABLE api_usage_user_totals (
			bucket_ms BIGINT NOT NULL,
			bucket_start BIGINT NOT NULL,
			user_id VARCHAR(36) NOT NULL,
			calls BIGINT NOT NULL,
			PRIMARY KEY (bucket_ms, bucket_start, user_id)
		)`,
		`CREATE TABLE api_usage_user_endpoint_totals (
			bucket_ms BIGINT NOT NULL,
			bucket_start BIGINT NOT NULL,
			user_id VARCHAR(36) NOT NULL,
			method VARCHAR(16) NOT NULL,
			endpoint VARCHAR(255) NOT NULL,
			calls BIGINT NOT NULL,
			errors BIGINT NOT NULL,
			duration_us BIGINT NOT NULL,
			last_call BIGINT NOT NULL,
			PRIMARY KEY (bucket_ms, bucket_start, user_id, method, endpoint)
		)`,
		`CREATE INDEX idx_api_usage_user_endpoint_totals_user ON api_usage_user_endpoint_totals (user_id, bucket_ms, bucket_start)`,
	)
}

// indexUsageReports lets the statistics count the report calls (a few routes) and list the
// latest without reading every event.
func indexUsageReports(tx *gorm.DB) error {
	return execAll(tx, `CREATE INDEX idx_api_usage_events_endpoint ON api_usage_events (endpoint, created_at)`)
}

// addCustomImpressionPrompt keeps a user's own prompt for writing the impression from the
// findings, off until they turn it on.
func addCustomImpressionPrompt(tx *gorm.DB) error {
	return execAll(tx,
		`ALTER TABLE user_preferences ADD COLUMN custom_impression_prompt TEXT NOT NULL DEFAULT ''`,
		`ALTER TABLE user_preferences ADD COLUMN use_custom_impression_prompt BOOLEAN NOT NULL DEFAULT FALSE`,
	)
}

// addImpressionPreferences keeps how a user wants written impressions: numbered, background
// findings by study, follow-up in the impression until they choose otherwise.
func addImpressionPreferences(tx *gorm.DB) error {
	return execAll(tx,
		`ALTER TABLE user_preferences ADD COLUMN impression_numbered BOOLEAN NOT NULL DEFAULT TRUE`,
		`ALTER TABLE user_preferences ADD COLUMN impression_background VARCHAR(16) NOT NULL DEFAULT 'by-study'`,
		`ALTER TABLE user_preferences ADD COLUMN impression_recommendations BOOLEAN NOT NULL DEFAULT TRUE`,
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
