package http

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/gin-gonic/gin"
)

const messageCrossSite = "This request did not come from RadScribe itself and was refused."

// csrfMiddleware refuses state-changing requests that a browser sent from another site. A
// browser always sends Origin (and Sec-Fetch-Site) with such requests; the request passes
// when its origin is the configured public URL's or the host it was sent to. Requests with
// neither header come from programs, not browsers, and cannot carry a victim's cookie
// without its owner's consent.
func csrfMiddleware(publicURL string) gin.HandlerFunc {
	publicOrigin := originOf(publicURL)
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
			if origin != publicOrigin && originOf(origin) != "http://"+c.Request.Host && originOf(origin) != "https://"+c.Request.Host {
				writeStatus(c, http.StatusForbidden, messageCrossSite)
				return
			}
		}
		c.Next()
	}
}

func originOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return "invalid"
	}
	return strings.ToLower(u.Scheme + "://" + u.Host)
}
