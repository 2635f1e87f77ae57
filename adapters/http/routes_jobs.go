package http

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/application/access"
	"github.com/radscribe/radscribe/application/auth"
)

// JobsViewPath is where the admins' view of the background jobs is served. Admins see it on the
// app's page /admin/jobs, which frames it under RadScribe's header and the way back to the
// dashboard (River UI's pages cannot be given a header of ours).
const JobsViewPath = "/admin/river"

// JobsView is the admins' view of the job queue (River UI: queued, running, retrying and
// failed jobs with their errors; retry, cancel), served under JobsViewPath. It has no access
// control of its own.
type JobsView struct{ http.Handler }

// registerJobsView serves view to admins only: visitors get 401 and other users 403, on its
// pages and its API alike. Its changes (retry, cancel) come under the API's CSRF rule, csrf.
// Pages of the app's own origin may frame it; no other site may.
func registerJobsView(engine *gin.Engine, view JobsView, csrf gin.HandlerFunc, service *auth.Service, cookies cookieJar) {
	if view.Handler == nil {
		return
	}
	serve := gin.WrapH(view)
	group := engine.Group(JobsViewPath, frameableBySelf, csrf, sessionMiddleware(service, cookies), requireUser, requireAdmin)
	group.Any("", serve)
	group.Any("/*path", serve)
}

// requireAdmin refuses, with 403, a signed-in user who is not an admin. Admin use cases check
// the role themselves; this guards a view that has no use case of ours behind it.
func requireAdmin(c *gin.Context) {
	if err := access.RequireAdmin(mustUser(c)); err != nil {
		writeError(c, err)
		return
	}
	c.Next()
}
