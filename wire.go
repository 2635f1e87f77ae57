//go:build wireinject

package radscribe

import (
	"context"
	"log/slog"

	"github.com/google/wire"

	httpadapter "github.com/radscribe/radscribe/adapters/http"
	riverjobs "github.com/radscribe/radscribe/adapters/jobs/river"
	"github.com/radscribe/radscribe/adapters/mail"
	"github.com/radscribe/radscribe/adapters/metrics"
	"github.com/radscribe/radscribe/adapters/oauth/google"
	"github.com/radscribe/radscribe/adapters/password"
	"github.com/radscribe/radscribe/adapters/ratelimit"
	"github.com/radscribe/radscribe/adapters/sanitize"
	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/adapters/system"
	"github.com/radscribe/radscribe/adapters/web"
	"github.com/radscribe/radscribe/application/analytics"
	"github.com/radscribe/radscribe/application/auth"
	"github.com/radscribe/radscribe/application/billing"
	"github.com/radscribe/radscribe/application/cleanup"
	"github.com/radscribe/radscribe/application/dictation"
	"github.com/radscribe/radscribe/application/feedback"
	macrosapp "github.com/radscribe/radscribe/application/macros"
	marketingapp "github.com/radscribe/radscribe/application/marketing"
	"github.com/radscribe/radscribe/application/migration"
	"github.com/radscribe/radscribe/application/profile"
	"github.com/radscribe/radscribe/application/reporting"
	supportapp "github.com/radscribe/radscribe/application/support"
	systemapp "github.com/radscribe/radscribe/application/system"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ui"
)

// configSections hands each adapter its own part of the configuration.
var configSections = wire.NewSet(
	wire.FieldsOf(new(*config.Config), "HTTP", "Database", "Company", "Mail", "Auth", "LLM", "Speech", "Payment", "Jobs", "Retention", "Limits", "Support", "Tutorials", "Marketing", "RateLimit", "Metrics"),
	wire.FieldsOf(new(config.Auth), "Session", "Google"),
)

// authSet assembles the sign-in use cases.
var authSet = wire.NewSet(
	wire.Struct(new(auth.Stores), "*"),
	authSettings,
	provideGoogle,
	wire.Bind(new(ports.IdentityProvider), new(*google.Provider)),
	auth.NewService,
)

// contentSet assembles the template, profile and AI prompt use cases; the template and prompt
// providers seed the defaults as they are built.
var contentSet = wire.NewSet(
	sanitize.Set,
	provideTemplates,
	wire.Struct(new(profile.Stores), "*"),
	profile.NewService,
	providePrompts,
	macrosapp.NewService,
)

// reportingSet assembles the report use cases with the writer the configuration names.
var reportingSet = wire.NewSet(
	provideReportWriter,
	wire.Struct(new(reporting.Stores), "*"),
	reportBudget,
	reporting.NewService,
)

// workspaceSet assembles the workspace's use cases besides the report engine: feedback, and
// dictation with the speech engine the configuration names, its transcripts corrected by the
// report use cases.
var workspaceSet = wire.NewSet(
	wire.Struct(new(feedback.Stores), "*"),
	feedback.NewService,
	provideSpeech,
	wire.FieldsOf(new(speechEngine), "Batch", "Live"),
	speechSettings,
	wire.Struct(new(dictation.Stores), "*"),
	dictationLimits,
	dictation.NewService,
	dictation.NewLive,
)

// billingSet assembles the subscription use cases with the payment provider the configuration
// names.
var billingSet = wire.NewSet(
	providePayments,
	billingSettings,
	wire.Struct(new(billing.Stores), "*"),
	billing.NewService,
)

// supportSet assembles the contact form and the tutorial videos.
var supportSet = wire.NewSet(
	wire.Struct(new(supportapp.Stores), "*"),
	supportSettings,
	supportapp.NewService,
)

// marketingSet assembles the contact sync with the e-mail marketing service the configuration
// names (none: the admins' page says it is not configured), and the move of the previous
// sign-in provider's accounts to e-mail sign-in.
var marketingSet = wire.NewSet(
	provideContactSync,
	marketingSettings,
	wire.Struct(new(marketingapp.Deps), "*"),
	marketingapp.NewService,
	store.NewContactSyncRuns,
	wire.Bind(new(ports.ContactSyncRuns), new(*store.ContactSyncRuns)),
	store.NewAccountMigrations,
	wire.Bind(new(ports.AccountMigrations), new(*store.AccountMigrations)),
	migration.NewService,
)

// jobsSet assembles the background jobs: the queue, the clean-up use cases and the workers
// of every job, and the admins' view of them.
var jobsSet = wire.NewSet(
	riverjobs.Set,
	wire.Struct(new(cleanup.Stores), "*"),
	cleanupPolicy,
	cleanup.NewService,
	provideJobsView,
)

// metricsSet assembles the server's metrics, the router's part of them and their listener.
var metricsSet = wire.NewSet(
	provideMetrics,
	routerMetrics,
	metrics.NewListener,
)

// InitializeServer assembles the whole application from the configuration.
func InitializeServer(ctx context.Context, cfg *config.Config, logger *slog.Logger) (*App, func(), error) {
	wire.Build(
		configSections,
		store.Set,
		system.Set,
		// Every request, and every call to the ports' chosen implementations, is measured.
		metricsSet,
		provideMailer,
		password.Set,
		ratelimit.Set,
		authSet,
		jobsSet,
		contentSet,
		reportingSet,
		workspaceSet,
		billingSet,
		// The admin dashboard's analytics name each user's subscription status as billing does.
		analytics.NewService,
		wire.Bind(new(analytics.Payments), new(*billing.Service)),
		supportSet,
		marketingSet,
		// Contacts carry the subscription status billing names.
		wire.Bind(new(marketingapp.Payments), new(*billing.Service)),
		// The vocabulary repository also counts use; bound here, beside the set that needs it.
		wire.Bind(new(ports.VocabularyFrequencies), new(*store.Vocabulary)),
		// It also reads the versions of the vocabulary and macros, which reports keep in memory.
		wire.Bind(new(ports.CorrectionVersions), new(*store.Vocabulary)),
		// Transcriptions are corrected as every report path is.
		wire.Bind(new(dictation.Corrector), new(*reporting.Service)),
		// API calls are recorded in the background, and their records cleaned up with the rest.
		store.UsageSet,
		provideUsage,
		systemapp.NewService,
		wire.Struct(new(httpadapter.Services), "*"),
		ui.Files,
		uiPagePaths,
		web.Set,
		httpadapter.Set,
		newApp,
	)
	return nil, nil, nil
}

// InitializeAuth assembles the sign-in use cases alone, for operator commands; the mail they
// queue goes out when a server runs.
func InitializeAuth(ctx context.Context, cfg *config.Config, logger *slog.Logger) (*auth.Service, func(), error) {
	wire.Build(
		configSections,
		store.Set,
		system.Set,
		mail.Set,
		password.Set,
		ratelimit.Set,
		riverjobs.QueueSet,
		authSet,
	)
	return nil, nil, nil
}
