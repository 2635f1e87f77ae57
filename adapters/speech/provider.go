// Package speech chooses the speech recognizer named by the configuration.
package speech

import (
	"fmt"
	"log/slog"

	"github.com/google/wire"

	"github.com/radscribe/radscribe/adapters/speech/google"
	"github.com/radscribe/radscribe/adapters/speech/openai"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// Set provides ports.SpeechRecognizer from config.Speech.
var Set = wire.NewSet(New)

// New builds only the recognizer cfg.Provider names, so no vendor setting is needed while
// speech is off. With provider none it returns a nil recognizer: the dictation use cases then
// answer that speech is not configured.
func New(cfg config.Speech, logger *slog.Logger) (ports.SpeechRecognizer, func(), error) {
	switch cfg.Provider {
	case config.SpeechProviderNone, "":
		logger.Info("speech recognition off: the voice panel offers the external transcript", "provider", config.SpeechProviderNone)
		return nil, func() {}, nil
	case config.SpeechProviderOpenAI:
		recognizer, err := openai.New(cfg.OpenAI)
		if err != nil {
			return nil, nil, err
		}
		logger.Info("speech recognition ready", "provider", cfg.Provider, "base_url", cfg.OpenAI.BaseURL, "model", cfg.OpenAI.Model,
			"stream", cfg.OpenAI.Stream, "timeout", cfg.OpenAI.Timeout, "max_retries", cfg.OpenAI.MaxRetries)
		return recognizer, func() {}, nil
	case config.SpeechProviderGoogle:
		recognizer, err := google.New(cfg.Google)
		if err != nil {
			return nil, nil, err
		}
		logger.Info("speech recognition ready", "provider", cfg.Provider, "endpoint", cfg.Google.Endpoint, "model", cfg.Google.Model)
		return recognizer, func() {
			if err := recognizer.Close(); err != nil {
				logger.Warn("closing the speech client", "error", err)
			}
		}, nil
	}
	return nil, nil, fmt.Errorf("speech.provider %q is not valid; choose one of %s, %s, %s",
		cfg.Provider, config.SpeechProviderNone, config.SpeechProviderOpenAI, config.SpeechProviderGoogle)
}
