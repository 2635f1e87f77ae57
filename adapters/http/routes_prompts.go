package http

import "github.com/gin-gonic/gin"

// registerPromptRoutes: the admin's AI prompts; the use cases refuse everyone but admins.
func registerPromptRoutes(api *gin.RouterGroup, h promptHandler) {
	group := api.Group("/ai-prompts", requireUser)
	group.GET("", h.list)
	group.POST("", h.create)
	group.PUT("/:id", h.update)
	group.DELETE("/:id", h.delete)
}
