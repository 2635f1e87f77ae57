package radscribe

// Provider functions for wire.go: configuration adapted for the use cases, and the use cases
// that seed default content as they are built.

import (
	"context"
	"log/slog"
	"strings"

	httpadapter "github.com/radscribe/radscribe/adapters/http"
	riverjobs "github.com/radscribe/radscribe/adapters/jobs/river"
	"github.com/radscribe/radscribe/adapters/oauth/google"
	"github.com/radscribe/radscribe/adapters/web"
	"github.com/radscribe/radscribe/application/auth"
	"github.com/radscribe/radscribe/application/billing"
	"github.com/radscribe/radscribe/application/cleanup"
	"github.com/radscribe/radscribe/application/dictation"
	marketingapp "github.com/radscribe/radscribe/application/marketing"
	"github.com/radscribe/radscribe/application/prompts"
	"github.com/radscribe/radscribe/application/prompts/defaults"
	"github.com/radscribe/radscribe/application/reporting"
	supportapp "github.com/radscribe/radscribe/application/support"
	"github.com/radscribe/radscribe/application/templates"
	"github.com/radscribe/radscribe/application/templates/library"
	usageapp "github.com/radscribe/radscribe/application/usage"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/support"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ui"
)

func authSettings(http config.HTTP, cfg config.Auth, marketing config.Marketing) auth.Settings {
	return auth.Settings{
		PublicURL:    http.PublicURL,
		AdminEmails:  cfg.AdminEmails,
		Session:      sessionPolicy(cfg.Session),
		SyncContacts: contactSyncOn(marketing),
	}
}

// contactSyncOn says whether accounts are synced to an e-mail marketing service automatically.
func contactSyncOn(cfg config.Marketing) bool {
	return cfg.Provider != "" && cfg.Provider != config.MarketingProviderNone
}

// marketingSettings are the lists the automatic contact sync adds to.
func marketingSettings(cfg config.Marketing) marketingapp.Settings {
	return marketingapp.Settings{DefaultListIDs: cfg.Brevo.ListNumbers()}
}

func sessionPolicy(cfg config.Session) account.SessionPolicy {
	return account.SessionPolicy{Idle: cfg.IdleTimeout, Absolute: cfg.AbsoluteTimeout}
}

// cleanupPolicy deletes sessions when sign-in would refuse them, and transcripts after
// retention.transcripts.
func cleanupPolicy(session config.Session, retention config.Retention) cleanup.Policy {
	return cleanup.Policy{Session: sessionPolicy(session), TranscriptRetention: retention.Transcripts}
}

// speechSettings is what the voice panel may know of the configured speech engine. Google
// streams the text of long recordings (short ones answer at once); OpenAI-compatible servers
// stream when speech.openai.stream asks them to.
func speechSettings(cfg config.Speech) dictation.SpeechSettings {
	streaming := cfg.Provider == config.SpeechProviderGoogle || (cfg.Provider == config.SpeechProviderOpenAI && cfg.OpenAI.Stream)
	return dictation.SpeechSettings{Provider: cfg.Provider, Streaming: streaming, MaxAudioBytes: cfg.MaxAudioBytes}
}

// reportBudget is each user's hourly budget of corrections and reports, limits.reports_per_hour.
func reportBudget(cfg config.Limits) reporting.Budget {
	return reporting.Budget{PerHour: cfg.ReportsPerHour}
}

// dictationLimits is what each user may ask of dictation: transcriptions and new recordings
// an hour (limits.transcriptions_per_hour, limits.recordings_per_hour) and recordings in one
// dictation session (limits.recordings_per_session).
func dictationLimits(cfg config.Limits) dictation.Budget {
	return dictation.Budget{
		PerHour: cfg.TranscriptionsPerHour, RecordingsPerHour: cfg.RecordingsPerHour, RecordingsPerSession: cfg.RecordingsPerSession,
	}
}

// billingSettings are the plans' Stripe prices and where the checkout returns to.
func billingSettings(cfg config.Payment, http config.HTTP, marketing config.Marketing) billing.Settings {
	return billing.Settings{
		MonthlyPriceID: cfg.Stripe.MonthlyPriceID, YearlyPriceID: cfg.Stripe.YearlyPriceID, YearlyCents: cfg.Stripe.YearlyAmountCents,
		BetaCouponID: cfg.Stripe.BetaCouponID, PublicURL: strings.TrimRight(http.PublicURL, "/"),
		SyncContacts: contactSyncOn(marketing),
	}
}

// provideUsage starts the recorder of API calls. Its cleanup runs once the HTTP server and the
// jobs have stopped, before the database closes, and stores what is still queued.
func provideUsage(repo ports.UsageRepository, users ports.UserRepository, clock ports.Clock, logger *slog.Logger) (*usageapp.Service, func()) {
	service := usageapp.NewService(repo, users, clock, usageapp.DefaultRecorderSettings, logger)
	service.Start()
	return service, service.Stop
}

// supportSettings send contact messages to support.email, or to company.contact_email when it
// is empty, and list the configured tutorial videos.
func supportSettings(cfg config.Support, company config.Company, tutorials config.Tutorials) supportapp.Settings {
	address := cfg.Email
	if address == "" {
		address = company.ContactEmail
	}
	videos := make([]support.Video, len(tutorials.Videos))
	for i, v := range tutorials.Videos {
		videos[i] = support.Video{
			ID: v.ID, Title: v.Title, Description: v.Description, Duration: v.Duration,
			VimeoID: v.VimeoID, VimeoHash: v.VimeoHash, Category: support.Category(v.Category),
		}
	}
	return supportapp.Settings{SupportEmail: address, Videos: videos}
}

// provideJobsView hands River UI to the router, which serves it to admins only.

func provideJobsView(runner *riverjobs.Runner) httpadapter.JobsView {
	return httpadapter.JobsView{Handler: runner.AdminUI()}
}

// uiPagePaths are the web app's pages, which the server answers with status 200 (any other
// path with the app's 404 page and 404).
func uiPagePaths() (web.PagePaths, error) {
	paths, err := ui.PagePaths()
	return web.PagePaths(paths), err
}

func provideGoogle(cfg config.Google, http config.HTTP) (*google.Provider, error) {
	return google.New(cfg, http.PublicURL)
}

// provideTemplates builds the template use cases and seeds the default library, so the server
// never answers before the defaults exist.
func provideTemplates(ctx context.Context, masters ports.MasterTemplateRepository, own ports.UserTemplateRepository,
	sanitizer ports.HTMLSanitizer, clock ports.Clock, ids ports.IDGenerator, logger *slog.Logger) (*templates.Service, error) {
	service := templates.NewService(masters, own, sanitizer, clock, ids)
	entries, err := library.Templates()
	if err != nil {
		return nil, err
	}
	added, err := service.Seed(ctx, entries)
	if err != nil {
		return nil, err
	}
	logger.Info("default templates seeded", "added", added, "library", len(entries))
	return service, nil
}

// providePrompts builds the AI prompt use cases and seeds the default prompts.
func providePrompts(ctx context.Context, repo ports.AIPromptRepository, clock ports.Clock, ids ports.IDGenerator, logger *slog.Logger) (*prompts.Service, error) {
	service := prompts.NewService(repo, clock, ids)
	entries, err := defaults.All()
	if err != nil {
		return nil, err
	}
	added, err := service.Seed(ctx, entries)
	if err != nil {
		return nil, err
	}
	logger.Info("default AI prompts seeded", "added", added)
	return service, nil
}
