package http

import "github.com/gin-gonic/gin"

// registerAdminUsageRoutes: the admins' view of API usage, on the admin group; the use case
// checks the role too.
func registerAdminUsageRoutes(admin *gin.RouterGroup, h adminUsageHandler) {
	admin.GET("/api-usage", h.apiUsage)
}
