package http

import "github.com/gin-gonic/gin"

// registerFeedbackRoutes: rating a report after copying it; signed-in users only.
func registerFeedbackRoutes(api *gin.RouterGroup, h feedbackHandler) {
	api.POST("/feedback", requireUser, h.submit)
}
