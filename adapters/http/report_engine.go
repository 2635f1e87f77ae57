package http

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

// reportEngineResponse tells the AI Prompts tabs whether prompts change the reports: with the
// built-in engine they do not, and the tabs say so.
type reportEngineResponse struct {
	FollowsPrompts bool `json:"followsPrompts"`
}

func (h reportingHandler) engine(c *gin.Context) {
	c.JSON(http.StatusOK, reportEngineResponse{FollowsPrompts: h.reporting.FollowsPrompts()})
}
