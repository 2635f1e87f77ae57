package main

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

// bareUser is about the size of the signed-in user's answer.
type bareUser struct {
	ID        string `json:"id"`
	Email     string `json:"email"`
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
	Role      string `json:"role"`
}

// bareReport is what the bare report handlers read and echo.
type bareReport struct {
	Transcript   string `json:"transcript"`
	Language     string `json:"language"`
	TemplateHTML string `json:"templateHtml"`
}

// serveBare serves the baseline: gin without middleware, each measured path answered by a
// handler that binds the request's JSON, if any, and writes a small JSON answer (the report
// paths echo the transcript, as much text as a formatted report). It is what any gin JSON API
// costs, against which the server's own cost is set.
func serveBare(addr string) error {
	gin.SetMode(gin.ReleaseMode)
	engine := gin.New()
	user := bareUser{ID: "4b1d3c0e-8a53-4d5e-9a63-1f6b2f7c9e10", Email: "radiologist0000@load.radscribe.test", FirstName: "Load", LastName: "Tester 0", Role: "user"}
	engine.GET("/healthz", func(c *gin.Context) { c.String(http.StatusOK, "ok") })
	read := func(c *gin.Context) { c.JSON(http.StatusOK, user) }
	engine.GET("/api/auth/user", read)
	engine.GET("/api/medical-templates", read)
	report := func(c *gin.Context) {
		var req bareReport
		if err := c.ShouldBindJSON(&req); err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"message": err.Error()})
			return
		}
		c.JSON(http.StatusOK, gin.H{"formattedContent": req.Transcript, "promptUsed": "builtin"})
	}
	engine.POST("/api/format-external-transcript", report)
	engine.POST("/api/populate-template-voice", report)
	engine.POST("/api/generate-report-voice", report)
	return http.ListenAndServe(addr, engine)
}
