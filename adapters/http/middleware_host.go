package http

import (
	"net"
	"net/http"
	"net/url"
	"strings"

	"github.com/gin-gonic/gin"
)

const messageUnknownHost = "This server does not answer for this host name."

// loopbackNames are the names of this machine a browser uses in development.
var loopbackNames = []string{"localhost", "127.0.0.1", "::1"}

// hostMiddleware refuses, with 421, a request whose Host is not a name this server is reached
// by: http.public_url's host and http.allowed_hosts, and in development (an http:// public URL
// on localhost, 127.0.0.1 or [::1]) all three of these. A page on another site whose name the
// attacker points at this server (DNS rebinding) is thus refused, cookie or not. Host names
// are compared without their port. The probes (/healthz, /readyz) and the metrics answer
// whatever the Host, since orchestrators and Prometheus call them by IP address (the metrics
// ask for their bearer token instead, and no cookie opens them).
func hostMiddleware(publicURL string, allowedHosts []string) gin.HandlerFunc {
	allowed := allowedHostNames(publicURL, allowedHosts)
	return func(c *gin.Context) {
		if path := c.Request.URL.Path; path == "/healthz" || path == "/readyz" || path == MetricsPath {
			c.Next()
			return
		}
		if !allowed[hostName(c.Request.Host)] {
			writeStatus(c, http.StatusMisdirectedRequest, messageUnknownHost)
			return
		}
		c.Next()
	}
}

// allowedHostNames is the set of host names requests may carry.
func allowedHostNames(publicURL string, allowedHosts []string) map[string]bool {
	allowed := map[string]bool{}
	if u, err := url.Parse(publicURL); err == nil && u.Host != "" {
		public := hostName(u.Host)
		allowed[public] = true
		if u.Scheme == "http" && isLoopbackName(public) {
			for _, name := range loopbackNames {
				allowed[name] = true
			}
		}
	}
	for _, host := range allowedHosts {
		allowed[hostName(host)] = true
	}
	return allowed
}

func isLoopbackName(name string) bool {
	for _, loopback := range loopbackNames {
		if name == loopback {
			return true
		}
	}
	return false
}

// hostName is a Host header's or URL host's name: without the port and the brackets of an
// IPv6 address, lower case, without a trailing dot.
func hostName(host string) string {
	if name, _, err := net.SplitHostPort(host); err == nil {
		host = name
	}
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	return strings.TrimSuffix(strings.ToLower(host), ".")
}
