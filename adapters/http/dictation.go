package http

import (
	"net/http"

	"github.com/gin-gonic/gin"

	dictationapp "github.com/radscribe/radscribe/application/dictation"
)

type dictationHandler struct {
	dictation *dictationapp.Service
}

type clearTranscriptsResponse struct {
	Cleared int `json:"cleared"`
}

// clearTranscripts answers New Report: the session's transcripts are deleted.
func (h dictationHandler) clearTranscripts(c *gin.Context) {
	cleared, err := h.dictation.ClearSessionTranscripts(c.Request.Context(), mustUser(c), c.Param("id"))
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, clearTranscriptsResponse{Cleared: cleared})
}
