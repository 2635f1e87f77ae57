// Package choose builds the implementation of a port that a provider setting names
// (llm.provider, mail.provider, payment.provider, speech.provider): only that one, so the
// settings of the others are not needed, and a name it does not know is refused with the
// valid choices.
package choose

import (
	"fmt"
	"io"
	"log/slog"
	"strings"
)

// Option is one implementation a provider setting can name.
type Option[T any] struct {
	// Name is the setting's value that chooses it.
	Name string
	// Build makes it; it runs only when the option is chosen.
	Build func() (T, error)
	// Ready is logged once it is built, with the provider's name and the pairs of Log: what it
	// was built with.
	Ready string
	Log   []any
}

// One builds the option that provider names and logs that it is ready. It returns the zero
// value (a nil interface, not a typed nil) with the error when building fails, and an error
// naming setting and the choices when no option has that name.
func One[T any](setting, provider string, logger *slog.Logger, options []Option[T]) (T, error) {
	var zero T
	names := make([]string, len(options))
	for i, o := range options {
		names[i] = o.Name
		if o.Name != provider {
			continue
		}
		built, err := o.Build()
		if err != nil {
			return zero, err
		}
		logger.Info(o.Ready, append([]any{"provider", o.Name}, o.Log...)...)
		return built, nil
	}
	return zero, fmt.Errorf("%s %q is not valid; choose one of %s", setting, provider, strings.Join(names, ", "))
}

// Closing is the cleanup of what One built: when built holds something to close (an io.Closer,
// such as a client with open connections) it closes it and logs a failure as message; otherwise
// it does nothing.
func Closing(built any, logger *slog.Logger, message string) func() {
	closer, ok := built.(io.Closer)
	if !ok {
		return func() {}
	}
	return func() {
		if err := closer.Close(); err != nil {
			logger.Warn(message, "error", err)
		}
	}
}
