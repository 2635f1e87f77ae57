package http

import (
	"strings"

	"github.com/gin-gonic/gin"
)

// transcribePath receives recordings, larger than any other request.
const transcribePath = "/api/transcribe"

// multipartAllowance is room for the form's boundaries and text fields beside the audio.
const multipartAllowance = 64 << 10

// registerDictationRoutes: the speech engine's status, a dictation session's recordings and
// their transcription, owner only.
func registerDictationRoutes(api *gin.RouterGroup, h dictationHandler) {
	signedIn := api.Group("", requireUser)
	signedIn.GET("/speech/status", h.speechStatus)
	signedIn.POST("/recordings", h.createRecording)
	signedIn.POST("/transcribe", h.transcribe)
	signedIn.GET(strings.TrimPrefix(liveDictationPath, "/api"), h.liveDictation)
	signedIn.GET("/voice-commands", h.voiceCommands)
	signedIn.GET("/recording-sessions/:id", h.session)
	signedIn.POST("/recording-sessions/:id/clear-transcripts", h.clearTranscripts)
}
