package stripe

import (
	"fmt"
	"log/slog"
)

// retryLogger passes the library's retry notices to slog and drops the rest: a failed request
// comes back to the caller as an error, which the caller logs once, and the library's own
// error lines would print the same failure a second time, outside slog.
type retryLogger struct{}

func (retryLogger) Debugf(string, ...any) {}
func (retryLogger) Infof(string, ...any)  {}
func (retryLogger) Errorf(string, ...any) {}

// Warnf carries "Initiating retry n for request POST api.stripe.com/v1/...": method, host and
// path only, never the body or the key.
func (retryLogger) Warnf(format string, v ...any) {
	slog.Warn("stripe: " + fmt.Sprintf(format, v...))
}
