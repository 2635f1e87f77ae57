// Package http is the driving adapter: the gin router, its middleware and one handler file per
// application package.
package http

import (
	"fmt"
	"log/slog"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	analyticsapp "github.com/radscribe/radscribe/application/analytics"
	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/application/auth"
	// The app suffix frees the names for the domain packages and the tests' sample dictation.
	billingapp "github.com/radscribe/radscribe/application/billing"
	dictationapp "github.com/radscribe/radscribe/application/dictation"
	feedbackapp "github.com/radscribe/radscribe/application/feedback"
	macrosapp "github.com/radscribe/radscribe/application/macros"
	marketingapp "github.com/radscribe/radscribe/application/marketing"
	migrationapp "github.com/radscribe/radscribe/application/migration"
	"github.com/radscribe/radscribe/application/profile"
	"github.com/radscribe/radscribe/application/prompts"
	"github.com/radscribe/radscribe/application/reporting"
	supportapp "github.com/radscribe/radscribe/application/support"
	"github.com/radscribe/radscribe/application/system"
	"github.com/radscribe/radscribe/application/templates"
	usageapp "github.com/radscribe/radscribe/application/usage"
	"github.com/radscribe/radscribe/config"
)

// Services are the application's use cases the routes call.
type Services struct {
	System    *system.Service
	Auth      *auth.Service
	Templates *templates.Service
	Profile   *profile.Service
	Prompts   *prompts.Service
	Reporting *reporting.Service
	Feedback  *feedbackapp.Service
	Dictation *dictationapp.Service
	Live      *dictationapp.Live
	Billing   *billingapp.Service
	Usage     *usageapp.Service
	Analytics *analyticsapp.Service
	Support   *supportapp.Service
	Marketing *marketingapp.Service
	Migration *migrationapp.Service
	Macros    *macrosapp.Service
}

// NewRouter builds the gin engine with its middleware, the API routes and the UI fallback.
func NewRouter(cfg config.HTTP, company config.Company, session config.Session, logger *slog.Logger, services Services, ui http.Handler, jobs JobsView, metrics Metrics) (*gin.Engine, error) {
	gin.SetMode(gin.ReleaseMode)
	engine := gin.New()
	// Without trusted proxies the client IP is the peer address; X-Forwarded-For is believed
	// only from the configured proxies.
	if err := engine.SetTrustedProxies(cfg.TrustedProxies); err != nil {
		return nil, fmt.Errorf("http.trusted_proxies: %w", err)
	}
	engine.HandleMethodNotAllowed = true
	engine.Use(
		headAsGetMiddleware(engine),
		requestIDMiddleware(),
		loggingMiddleware(logger),
		metricsMiddleware(metrics.Requests),
		recoveryMiddleware(logger),
		securityHeadersMiddleware(cfg.IsHTTPS()),
		hostMiddleware(cfg.PublicURL, cfg.AllowedHosts),
		noStoreMiddleware(),
		bodyLimitMiddleware(cfg.MaxBodyBytes, map[string]int64{transcribePath: services.Dictation.SpeechStatus().MaxAudioBytes + multipartAllowance}),
		answerInTimeMiddleware(cfg.WriteTimeout, transcribePath, liveDictationPath),
	)

	health := healthHandler{system: services.System}
	engine.GET("/healthz", health.live)
	engine.HEAD("/healthz", health.live)
	engine.GET("/readyz", health.ready)
	engine.HEAD("/readyz", health.ready)
	registerMetrics(engine, metrics)

	cookies := cookieJar{secure: cfg.IsHTTPS(), sessionMaxAge: session.AbsoluteTimeout}
	// API answers of some size are compressed as they are written; the UI's files come
	// precompressed. Transcription answers stream as they are written; compression would only
	// delay them. The list of default templates is kept compressed (templates_list.go).
	compress := compressMiddleware(transcribePath, liveDictationPath, masterTemplatesPath)
	// Usage is recorded first, so that it times and sees every answer, refusals included.
	csrf := csrfMiddleware(cfg.PublicURL, cfg.TrustedProxies)
	api := engine.Group("/api", recordUsage(services.Usage), compress, csrf, sessionMiddleware(services.Auth, cookies))
	api.GET("/site-info", siteInfoHandler(company, services.Billing.PaymentsEnabled()))
	// The API's own description, outside the group: public, precompressed and revalidated by ETag.
	engine.GET(openAPIPath, openAPIHandler())
	authRoutes := authHandler{auth: services.Auth, profile: services.Profile, billing: services.Billing, cookies: cookies}
	registerAuthRoutes(api, authRoutes)
	registerBillingRoutes(engine, api, billingHandler{billing: services.Billing})
	// Visitors and users without a subscription may ask for help too.
	registerContactRoutes(api, contactHandler{support: services.Support})
	// The product itself: a signed-in user without full access (no subscription, the trial
	// over) gets 402 and what to do; admins always have full access.
	paid := api.Group("", requireFullAccess(services.Billing))
	registerTemplateRoutes(paid, newTemplateHandler(services.Templates))
	registerProfileRoutes(paid, profileHandler{profile: services.Profile, auth: authRoutes, usage: services.Usage})
	registerPromptRoutes(paid, promptHandler{prompts: services.Prompts})
	registerReportingRoutes(paid, reportingHandler{reporting: services.Reporting})
	registerFeedbackRoutes(paid, feedbackHandler{feedback: services.Feedback})
	registerExportRoutes(paid, exportHandler{templates: services.Templates})
	registerDictationRoutes(paid, dictationHandler{dictation: services.Dictation, live: services.Live, liveOrigins: liveOrigins(cfg.PublicURL)})
	macros := macroHandler{macros: services.Macros}
	registerMacroRoutes(paid, macros)
	// The admin tools: visitors get 401 and other users 403 (a user whose trial is over gets
	// the 402 of every product route first; admins always have full access).
	admin := paid.Group("/admin", requireUser, requireAdmin)
	if services.Usage != nil {
		registerAdminUsageRoutes(admin, adminUsageHandler{usage: services.Usage})
	}
	registerAdminRoutes(admin, adminHandler{analytics: services.Analytics, usage: services.Usage})
	registerBrevoRoutes(admin, brevoHandler{marketing: services.Marketing})
	registerMigrationRoutes(admin, migrationHandler{migration: services.Migration})
	registerAdminMacroRoutes(admin, macros)
	registerJobsView(engine, jobs, csrf, services.Auth, cookies)

	engine.NoMethod(func(c *gin.Context) {
		writeStatus(c, http.StatusMethodNotAllowed, "This method is not allowed here.")
	})
	engine.NoRoute(func(c *gin.Context) {
		path := c.Request.URL.Path
		if path == "/api" || strings.HasPrefix(path, "/api/") {
			writeError(c, apperr.New(apperr.NotFound, "Not found"))
			return
		}
		if c.Request.Method != http.MethodGet && c.Request.Method != http.MethodHead {
			writeError(c, apperr.New(apperr.NotFound, "Not found"))
			return
		}
		// The reset page carries its token in the URL: no Referer may ever repeat it.
		if path == "/reset-password" {
			c.Header("Referrer-Policy", "no-referrer")
		}
		// gin presets 404 for unmatched routes; the UI handler decides the status itself.
		c.Status(http.StatusOK)
		ui.ServeHTTP(c.Writer, c.Request)
	})
	return engine, nil
}
