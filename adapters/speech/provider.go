// Package speech chooses the speech recognizer named by the configuration.
package speech

import (
	"cmp"
	"log/slog"

	"github.com/google/wire"

	"github.com/radscribe/radscribe/adapters/internal/choose"
	"github.com/radscribe/radscribe/adapters/speech/google"
	"github.com/radscribe/radscribe/adapters/speech/openai"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// Set provides ports.SpeechRecognizer from config.Speech.
var Set = wire.NewSet(New)

// New builds only the recognizer cfg.Provider names, so no vendor setting is needed while
// speech is off. With provider none it returns a nil recognizer: the dictation use cases then
// answer that speech is not configured. The cleanup closes a recognizer that holds a
// connection (Google's client).
func New(cfg config.Speech, logger *slog.Logger) (ports.SpeechRecognizer, func(), error) {
	recognizer, err := choose.One("speech.provider", cmp.Or(cfg.Provider, config.SpeechProviderNone), logger, []choose.Option[ports.SpeechRecognizer]{
		{
			Name:  config.SpeechProviderNone,
			Build: func() (ports.SpeechRecognizer, error) { return nil, nil },
			Ready: "speech recognition off: the voice panel offers the external transcript",
		},
		{
			Name:  config.SpeechProviderOpenAI,
			Build: func() (ports.SpeechRecognizer, error) { return openai.New(cfg.OpenAI) },
			Ready: "speech recognition ready",
			Log: []any{"base_url", cfg.OpenAI.BaseURL, "model", cfg.OpenAI.Model, "stream", cfg.OpenAI.Stream,
				"timeout", cfg.OpenAI.Timeout, "max_retries", cfg.OpenAI.MaxRetries},
		},
		{
			Name:  config.SpeechProviderGoogle,
			Build: func() (ports.SpeechRecognizer, error) { return google.New(cfg.Google) },
			Ready: "speech recognition ready",
			Log:   []any{"endpoint", cfg.Google.Endpoint, "model", cfg.Google.Model},
		},
	})
	if err != nil {
		return nil, nil, err
	}
	return recognizer, choose.Closing(recognizer, logger, "closing the speech client"), nil
}
