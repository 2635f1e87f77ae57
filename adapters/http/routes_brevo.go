package http

import "github.com/gin-gonic/gin"

// registerBrevoRoutes: the admins' contact sync to the e-mail marketing service, on the admin
// group; the use cases check the role too. Every route answers 503 when no marketing service is
// configured.
func registerBrevoRoutes(admin *gin.RouterGroup, h brevoHandler) {
	brevo := admin.Group("/brevo", h.configured)
	brevo.GET("/lists", h.lists)
	brevo.POST("/lists", h.createList)
	brevo.POST("/sync-all-users", h.syncAllUsers)
	brevo.GET("/sync-runs/:id", h.syncRun)
	brevo.POST("/sync-user/:userId", h.syncUser)
	brevo.DELETE("/remove-user/:email", h.removeUser)
	brevo.GET("/contact/:email", h.contact)
}
