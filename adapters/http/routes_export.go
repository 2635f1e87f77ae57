package http

import "github.com/gin-gonic/gin"

// registerExportRoutes: handing a finished report to other systems; signed-in users only.
func registerExportRoutes(api *gin.RouterGroup, h exportHandler) {
	api.POST("/export/fhir", requireUser, h.fhir)
}
