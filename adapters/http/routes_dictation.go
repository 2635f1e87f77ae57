package http

import "github.com/gin-gonic/gin"

// registerDictationRoutes: a dictation session's recordings and transcripts, owner only.
func registerDictationRoutes(api *gin.RouterGroup, h dictationHandler) {
	api.POST("/recording-sessions/:id/clear-transcripts", requireUser, h.clearTranscripts)
}
