package http

import "github.com/gin-gonic/gin"

// registerTemplateRoutes: every signed-in user reads the default templates; the use cases
// refuse changes to them by anyone but an admin.
func registerTemplateRoutes(api *gin.RouterGroup, h templateHandler) {
	masters := api.Group("/medical-templates", requireUser)
	masters.GET("", h.listMaster)
	masters.POST("", h.createMaster)
	masters.PUT("/:id", h.updateMaster)
	masters.DELETE("/:id", h.deleteMaster)
	masters.POST("/import/mrrt", h.importMasterMRRT)
	masters.GET("/:id/mrrt", h.exportMRRT)

	own := api.Group("/user-templates", requireUser)
	own.GET("", h.listOwn)
	own.POST("", h.createOwn)
	own.PUT("/:id", h.updateOwn)
	own.DELETE("/:id", h.deleteOwn)
	own.POST("/import/mrrt", h.importOwnMRRT)
	own.GET("/:id/mrrt", h.exportMRRT)
}
