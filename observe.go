package radscribe

// Provider functions for the metrics: the registry of one server, the ports' implementations
// timed as the provider settings chose them, and what the router and the app need of them.

import (
	"cmp"
	"log/slog"

	"gorm.io/gorm"

	httpadapter "github.com/radscribe/radscribe/adapters/http"
	"github.com/radscribe/radscribe/adapters/llm"
	"github.com/radscribe/radscribe/adapters/mail"
	"github.com/radscribe/radscribe/adapters/marketing"
	"github.com/radscribe/radscribe/adapters/metrics"
	"github.com/radscribe/radscribe/adapters/payment"
	"github.com/radscribe/radscribe/adapters/speech"
	usageapp "github.com/radscribe/radscribe/application/usage"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// provideMetrics registers the server's metrics, with its database pool, its job queue and
// the records its usage recorder dropped.
func provideMetrics(cfg config.Metrics, db *gorm.DB, usage *usageapp.Service, logger *slog.Logger) (*metrics.Registry, error) {
	pool, err := db.DB()
	if err != nil {
		return nil, err
	}
	return metrics.New(cfg, pool, usage, logger)
}

// routerMetrics has the router count its requests, and serve the metrics itself when a bearer
// token guards them.
func routerMetrics(cfg config.Metrics, registry *metrics.Registry) httpadapter.Metrics {
	m := httpadapter.Metrics{Requests: registry.Requests()}
	if cfg.BearerToken != "" {
		m.Handler = registry.Handler()
	}
	return m
}

func provideReportWriter(cfg config.LLM, registry *metrics.Registry, logger *slog.Logger) (ports.ReportWriter, error) {
	writer, err := llm.New(cfg, logger)
	if err != nil {
		return nil, err
	}
	return registry.ReportWriter(cmp.Or(cfg.Provider, config.LLMProviderBuiltin), writer), nil
}

// speechEngine is the configured speech engine's two sides: recordings sent after Stop
// (measured), and live dictation, nil when speech.live is off or the engine has none.
type speechEngine struct {
	Batch ports.SpeechRecognizer
	Live  ports.LiveRecognizer
}

func provideSpeech(cfg config.Speech, registry *metrics.Registry, logger *slog.Logger) (speechEngine, func(), error) {
	recognizer, cleanup, err := speech.New(cfg, logger)
	if err != nil {
		return speechEngine{}, nil, err
	}
	engine := speechEngine{Batch: registry.Recognizer(cfg.Provider, recognizer)}
	if live, ok := recognizer.(ports.LiveRecognizer); ok && cfg.Live {
		engine.Live = live
	}
	return engine, cleanup, nil
}

func provideMailer(cfg config.Mail, registry *metrics.Registry, logger *slog.Logger) (ports.Mailer, error) {
	mailer, err := mail.New(cfg, logger)
	if err != nil {
		return nil, err
	}
	return registry.Mailer(cfg.Provider, mailer), nil
}

func providePayments(cfg config.Payment, registry *metrics.Registry, logger *slog.Logger) (ports.PaymentProvider, error) {
	payments, err := payment.New(cfg, logger)
	if err != nil {
		return nil, err
	}
	return registry.Payments(cfg.Provider, payments), nil
}

func provideContactSync(cfg config.Marketing, registry *metrics.Registry, logger *slog.Logger) (ports.ContactSync, error) {
	sync, err := marketing.New(cfg, logger)
	if err != nil {
		return nil, err
	}
	return registry.ContactSync(cfg.Provider, sync), nil
}
