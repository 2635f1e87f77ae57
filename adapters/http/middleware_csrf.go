package http

import (
	"net/http"
	"net/netip"
	"net/url"
	"strings"

	"github.com/gin-gonic/gin"
)

const messageCrossSite = "This request did not come from RadScribe itself and was refused."

// csrfMiddleware refuses state-changing requests that a browser sent from another site. A
// browser always sends Origin (and Sec-Fetch-Site) with such requests; the request passes
// when its origin is the configured public URL's or the one it was sent to: the host it was
// sent to with the scheme it was sent by (requestScheme). An origin of the same host with the
// other scheme is another site: a page served over plain http (which anyone on the network
// can write) must not act on the https site, nor the reverse. Requests with neither header
// come from programs, not browsers, and cannot carry a victim's cookie without its owner's
// consent.
func csrfMiddleware(publicURL string, trustedProxies []string) gin.HandlerFunc {
	publicOrigin := originOf(publicURL)
	publicScheme := "http"
	if strings.HasPrefix(publicOrigin, "https://") {
		publicScheme = "https"
	}
	trusted := proxyPrefixes(trustedProxies)
	return func(c *gin.Context) {
		switch c.Request.Method {
		case http.MethodGet, http.MethodHead, http.MethodOptions:
			c.Next()
			return
		}
		site := c.GetHeader("Sec-Fetch-Site")
		if site != "" && site != "same-origin" && site != "none" {
			writeStatus(c, http.StatusForbidden, messageCrossSite)
			return
		}
		if origin := c.GetHeader("Origin"); origin != "" {
			got := originOf(origin)
			sentTo := strings.ToLower(requestScheme(c.Request, publicScheme, trusted) + "://" + c.Request.Host)
			if got == "" || (got != publicOrigin && got != sentTo) {
				writeStatus(c, http.StatusForbidden, messageCrossSite)
				return
			}
		}
		c.Next()
	}
}

// requestScheme is the scheme the browser sent the request by: https when it came over TLS
// to this server; else what a trusted proxy (http.trusted_proxies) says in X-Forwarded-Proto;
// else the public URL's, since a proxy in front that terminates TLS is not always trusted or
// saying so.
func requestScheme(r *http.Request, publicScheme string, trusted []netip.Prefix) string {
	if r.TLS != nil {
		return "https"
	}
	if proto := forwardedProto(r); proto != "" && fromAny(r.RemoteAddr, trusted) {
		return proto
	}
	return publicScheme
}

// forwardedProto is the first X-Forwarded-Proto value, the scheme the first proxy was
// reached by, when it is http or https; "" otherwise.
func forwardedProto(r *http.Request) string {
	first, _, _ := strings.Cut(r.Header.Get("X-Forwarded-Proto"), ",")
	switch proto := strings.ToLower(strings.TrimSpace(first)); proto {
	case "http", "https":
		return proto
	}
	return ""
}

// proxyPrefixes reads http.trusted_proxies (addresses and CIDR ranges, validated with the
// configuration) as ranges.
func proxyPrefixes(proxies []string) []netip.Prefix {
	var prefixes []netip.Prefix
	for _, proxy := range proxies {
		if prefix, err := netip.ParsePrefix(proxy); err == nil {
			prefixes = append(prefixes, prefix.Masked())
		} else if addr, err := netip.ParseAddr(proxy); err == nil {
			prefixes = append(prefixes, netip.PrefixFrom(addr.Unmap(), addr.Unmap().BitLen()))
		}
	}
	return prefixes
}

// fromAny reports whether the peer address remoteAddr (host:port) is in one of prefixes.
func fromAny(remoteAddr string, prefixes []netip.Prefix) bool {
	peer, err := netip.ParseAddrPort(remoteAddr)
	if err != nil {
		return false
	}
	addr := peer.Addr().Unmap()
	for _, prefix := range prefixes {
		if prefix.Contains(addr) {
			return true
		}
	}
	return false
}

// originOf is the origin of a URL, scheme://host[:port] in lower case; "" when it has none
// (Origin: null, say).
func originOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return ""
	}
	return strings.ToLower(u.Scheme + "://" + u.Host)
}
