// Package llm chooses the report writer named by the configuration.
package llm

import (
	"cmp"
	"log/slog"

	"github.com/google/wire"

	"github.com/radscribe/radscribe/adapters/internal/choose"
	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/adapters/llm/openai"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// Set provides ports.ReportWriter from config.LLM.
var Set = wire.NewSet(New)

// New builds only the writer cfg.Provider names, so OpenAI settings are not needed offline.
func New(cfg config.LLM, logger *slog.Logger) (ports.ReportWriter, error) {
	return choose.One("llm.provider", cmp.Or(cfg.Provider, config.LLMProviderBuiltin), logger, []choose.Option[ports.ReportWriter]{
		{
			Name:  config.LLMProviderBuiltin,
			Build: func() (ports.ReportWriter, error) { return builtin.New(), nil },
			Ready: "report writer ready: the offline engine",
		},
		{
			Name:  config.LLMProviderOpenAI,
			Build: func() (ports.ReportWriter, error) { return openai.New(cfg.OpenAI) },
			Ready: "report writer ready",
			Log: []any{"base_url", cfg.OpenAI.BaseURL, "model", cfg.OpenAI.Model, "timeout", cfg.OpenAI.Timeout,
				"max_retries", cfg.OpenAI.MaxRetries},
		},
	})
}
