package http

import "github.com/gin-gonic/gin"

// registerMacroRoutes: the signed-in user's own macros, with the shared ones listed beside
// them; every route acts on the signed-in user only.
func registerMacroRoutes(api *gin.RouterGroup, h macroHandler) {
	group := api.Group("/macros", requireUser)
	group.GET("", h.list)
	group.POST("", h.create)
	group.GET("/export", h.export)
	group.POST("/import", h.importFile)
	group.PUT("/:id", h.update)
	group.DELETE("/:id", h.delete)
}

// registerAdminMacroRoutes: the shared macros, kept by admins, with the export and import of
// the users' own.
func registerAdminMacroRoutes(admin *gin.RouterGroup, h macroHandler) {
	admin.GET("/macros", h.listShared)
	admin.POST("/macros", h.createShared)
	admin.GET("/macros/export", h.exportShared)
	admin.POST("/macros/import", h.importShared)
	admin.PUT("/macros/:id", h.updateShared)
	admin.DELETE("/macros/:id", h.deleteShared)
}
