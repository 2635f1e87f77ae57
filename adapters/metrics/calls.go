package metrics

import (
	"context"
	"errors"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/radscribe/radscribe/ports"
)

// Ports whose implementations are timed, as the port label names them.
const (
	portReportWriter = "report_writer"
	portSpeech       = "speech"
	portMail         = "mail"
	portPayment      = "payment"
	portMarketing    = "marketing"
)

// callTimer times the calls to one port's implementation; port and provider are curried in.
type callTimer struct {
	calls prometheus.ObserverVec
}

func (r *Registry) timer(port, provider string) callTimer {
	return callTimer{calls: r.calls.MustCurryWith(prometheus.Labels{"port": port, "provider": provider})}
}

// runningCall is a call being timed.
type runningCall struct {
	timer     callTimer
	operation string
	started   time.Time
}

// start times a call of operation from now; a decorator defers its stop with the call's error:
// defer t.start("fill").stop(&err).
func (t callTimer) start(operation string) runningCall {
	return runningCall{timer: t, operation: operation, started: time.Now()}
}

// stop records the call as ended with *err.
func (c runningCall) stop(err *error) {
	c.timer.calls.WithLabelValues(c.operation, outcome(*err)).Observe(time.Since(c.started).Seconds())
}

// outcome names how a call ended: answered, answered that there is no such thing, given up by
// the caller (the browser went away), out of time, or failed.
func outcome(err error) string {
	switch {
	case err == nil:
		return "ok"
	case errors.Is(err, ports.ErrNotFound):
		return "not_found"
	case errors.Is(err, context.Canceled):
		return "canceled"
	case errors.Is(err, context.DeadlineExceeded):
		return "timeout"
	}
	return "error"
}
