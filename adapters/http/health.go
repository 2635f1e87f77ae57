package http

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/application/system"
)

type healthHandler struct {
	system *system.Service
}

// live answers while the process serves requests (GET /healthz).
func (h healthHandler) live(c *gin.Context) {
	c.JSON(http.StatusOK, gin.H{"status": "ok"})
}

// ready answers 200 only while the database answers too (GET /readyz).
func (h healthHandler) ready(c *gin.Context) {
	if err := h.system.Ready(c.Request.Context()); err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"status": "ready"})
}
