package http

import "github.com/gin-gonic/gin"

// registerReportingRoutes: the report engine, for signed-in users (every verified user has
// full access while there is no payment provider).
func registerReportingRoutes(api *gin.RouterGroup, h reportingHandler) {
	signedIn := api.Group("", requireUser)
	signedIn.POST("/correct-transcript", h.correct)
	signedIn.POST("/format-external-transcript", h.format)
	signedIn.POST("/populate-template-voice", h.fill)
	signedIn.POST("/generate-report-voice", h.generate)
	// The same for a pasted or typed transcript: the route alone tells the statistics the input.
	signedIn.POST("/populate-template-external", h.fill)
	signedIn.POST("/generate-report-external", h.generate)
	// The impression written anew from the findings of the editor's report.
	signedIn.POST("/write-impression", h.writeImpression)
	signedIn.GET("/report-engine", h.engine)
}
