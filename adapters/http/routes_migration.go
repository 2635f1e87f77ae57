package http

import "github.com/gin-gonic/gin"

// registerMigrationRoutes: the admins' move of the previous sign-in provider's accounts to
// e-mail sign-in, on the admin group; the use cases check the role too.
func registerMigrationRoutes(admin *gin.RouterGroup, h migrationHandler) {
	admin.GET("/migration/status", h.status)
	admin.POST("/migration/start", h.start)
}
