package http

import "github.com/gin-gonic/gin"

// registerAdminRoutes: the admin dashboard's analytics, on the admin group; the use cases
// check the role again, so no route can forget it.
func registerAdminRoutes(admin *gin.RouterGroup, h adminHandler) {
	admin.GET("/stats", h.stats)
	admin.GET("/users", h.users)
	admin.GET("/feedback/stats", h.feedbackStats)
	admin.GET("/feedback", h.feedbackList)
	admin.GET("/feedback/export", h.feedbackExport)
}
