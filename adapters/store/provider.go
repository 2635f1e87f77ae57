package store

import (
	"context"
	"log/slog"

	"github.com/google/wire"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// Set provides the database and every repository port.
var Set = wire.NewSet(
	ProvideMigratedDB,
	NewHealth, wire.Bind(new(ports.DatabaseHealth), new(*Health)),
	NewTransactor, wire.Bind(new(ports.Transactor), new(*Transactor)),
	NewUsers, wire.Bind(new(ports.UserRepository), new(*Users)),
	NewSessions, wire.Bind(new(ports.SessionRepository), new(*Sessions)),
	NewVerificationCodes, wire.Bind(new(ports.VerificationCodeRepository), new(*VerificationCodes)),
	NewResetTokens, wire.Bind(new(ports.ResetTokenRepository), new(*ResetTokens)),
	NewSignUps, wire.Bind(new(ports.SignUpRepository), new(*SignUps)),
	NewKnownDevices, wire.Bind(new(ports.KnownDeviceRepository), new(*KnownDevices)),
	NewAuthEvents, wire.Bind(new(ports.AuthEventLog), new(*AuthEvents)),
	NewMasterTemplates, wire.Bind(new(ports.MasterTemplateRepository), new(*MasterTemplates)),
	NewUserTemplates, wire.Bind(new(ports.UserTemplateRepository), new(*UserTemplates)),
	NewVocabulary, wire.Bind(new(ports.VocabularyRepository), new(*Vocabulary)),
	NewPreferences, wire.Bind(new(ports.PreferencesRepository), new(*Preferences)),
	NewPromptHistory, wire.Bind(new(ports.PromptHistoryRepository), new(*PromptHistory)),
	NewAIPrompts, wire.Bind(new(ports.AIPromptRepository), new(*AIPrompts)),
	NewRecordings, wire.Bind(new(ports.RecordingStats), new(*Recordings)), wire.Bind(new(ports.RecordingRepository), new(*Recordings)),
	NewTranscripts, wire.Bind(new(ports.SessionTranscripts), new(*Transcripts)),
	NewFeedback, wire.Bind(new(ports.FeedbackRepository), new(*Feedback)),
	NewAdminAnalytics, wire.Bind(new(ports.AdminAnalytics), new(*AdminAnalytics)),
	NewContactMessages, wire.Bind(new(ports.ContactMessageRepository), new(*ContactMessages)),
	NewSubscriptions, wire.Bind(new(ports.SubscriptionRepository), new(*Subscriptions)),
	NewPaymentEvents, wire.Bind(new(ports.PaymentEventLog), new(*PaymentEvents)),
	NewMacros, wire.Bind(new(ports.MacroRepository), new(*Macros)),
)

// ProvideMigratedDB opens the database and brings its schema up to date before anything uses it.
func ProvideMigratedDB(ctx context.Context, cfg config.Database, logger *slog.Logger) (*gorm.DB, func(), error) {
	db, err := Open(ctx, cfg)
	if err != nil {
		return nil, nil, err
	}
	applied, err := Migrate(ctx, db)
	if err != nil {
		_ = Close(db)
		return nil, nil, err
	}
	logger.Info("database ready", "database", describe(cfg), "migrations_applied", len(applied))
	return db, func() {
		if err := Close(db); err != nil {
			logger.Warn("closing the database", "error", err)
		}
	}, nil
}
