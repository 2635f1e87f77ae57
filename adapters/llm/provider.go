// Package llm chooses the report writer named by the configuration.
package llm

import (
	"fmt"
	"log/slog"

	"github.com/google/wire"

	"github.com/radscribe/radscribe/adapters/llm/builtin"
	"github.com/radscribe/radscribe/adapters/llm/openai"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// Set provides ports.ReportWriter from config.LLM.
var Set = wire.NewSet(New)

// New builds only the writer cfg.Provider names, so OpenAI settings are not needed offline.
func New(cfg config.LLM, logger *slog.Logger) (ports.ReportWriter, error) {
	switch cfg.Provider {
	case config.LLMProviderBuiltin, "":
		logger.Info("report writer ready: the offline engine", "provider", config.LLMProviderBuiltin)
		return builtin.New(), nil
	case config.LLMProviderOpenAI:
		writer, err := openai.New(cfg.OpenAI)
		if err != nil {
			return nil, err
		}
		logger.Info("report writer ready", "provider", cfg.Provider, "base_url", cfg.OpenAI.BaseURL, "model", cfg.OpenAI.Model,
			"timeout", cfg.OpenAI.Timeout, "max_retries", cfg.OpenAI.MaxRetries)
		return writer, nil
	}
	return nil, fmt.Errorf("llm.provider %q is not valid; choose one of %s, %s", cfg.Provider, config.LLMProviderBuiltin, config.LLMProviderOpenAI)
}
