package config

import (
	"net"
	"strings"
)

// MetricsAddrOff turns the metrics listener off where an empty value cannot be written: an
// environment variable set to "" counts as not set.
const MetricsAddrOff = "off"

// minMetricsTokenLength keeps a guessable word from guarding /metrics on the public address.
const minMetricsTokenLength = 16

// Metrics configures the Prometheus metrics: their own listener (loopback by default), and
// /metrics on the main address behind a bearer token.
type Metrics struct {
	// Addr is the metrics listener's address; empty or "off" turns it off.
	Addr string `mapstructure:"addr"`
	// BearerToken, when set, also serves /metrics on http.addr to requests that present it.
	BearerToken string `mapstructure:"bearer_token"`
}

// Listens reports whether the metrics have a listener of their own.
func (m Metrics) Listens() bool {
	return m.Addr != "" && m.Addr != MetricsAddrOff
}

func (m Metrics) validate(v *validator, httpAddr string) {
	if m.Listens() {
		if _, _, err := net.SplitHostPort(m.Addr); err != nil {
			v.add("metrics.addr", "%q must be host:port (such as 127.0.0.1:9464), or empty or %s to turn the listener off", m.Addr, MetricsAddrOff)
		} else if m.Addr == httpAddr {
			v.add("metrics.addr", "%q is http.addr too; choose another port, or set metrics.bearer_token to serve /metrics on http.addr", m.Addr)
		}
	}
	// The token itself is never repeated in a message.
	if m.BearerToken != "" && len(m.BearerToken) < minMetricsTokenLength {
		v.add("metrics.bearer_token", "must be at least %d characters long (such as the output of openssl rand -hex 32)", minMetricsTokenLength)
	}
	if strings.ContainsAny(m.BearerToken, " \t\r\n") {
		v.add("metrics.bearer_token", "must not contain spaces or line breaks")
	}
}
