package http

import (
	"context"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

// isAPIPath reports whether path is the API's.
func isAPIPath(path string) bool { return path == "/api" || strings.HasPrefix(path, "/api/") }

// noStoreMiddleware keeps API answers out of every cache, the browser's included: they carry a
// user's data (a route that answers the same to everyone, such as /api/site-info, sets its own
// Cache-Control, as does the list of default templates, revalidated by its ETag).
func noStoreMiddleware() gin.HandlerFunc {
	return func(c *gin.Context) {
		if isAPIPath(c.Request.URL.Path) {
			c.Header("Cache-Control", "no-store")
		}
		c.Next()
	}
}

// headKey marks, in its context, a GET that answers a HEAD (for the request log).
type headKey struct{}

// headAsGetMiddleware answers HEAD under /api/ as GET does, without the body: gin matches a
// HEAD only to HEAD routes, and the API registers GET ones. It must come first: the GET goes
// through the whole chain once, and the HEAD's own chain stops here. The net/http server
// drops the body of an answer to a HEAD, since it still holds the HEAD request.
func headAsGetMiddleware(engine *gin.Engine) gin.HandlerFunc {
	return func(c *gin.Context) {
		head := c.Request
		if head.Method != http.MethodHead || !isAPIPath(head.URL.Path) {
			c.Next()
			return
		}
		get := head.Clone(context.WithValue(head.Context(), headKey{}, true))
		get.Method = http.MethodGet
		c.Request = get
		engine.HandleContext(c)
		c.Request = head
		c.Abort()
	}
}

// requestMethod is the method the client sent, HEAD for a HEAD answered as GET.
func requestMethod(r *http.Request) string {
	if answersHead, _ := r.Context().Value(headKey{}).(bool); answersHead {
		return http.MethodHead
	}
	return r.Method
}
