package http

import "github.com/gin-gonic/gin"

// registerContactRoutes: the contact form and the tutorial videos, for visitors and every
// signed-in user whatever their subscription (spec 001 sections 2 and 7).
func registerContactRoutes(api *gin.RouterGroup, h contactHandler) {
	api.POST("/contact", h.contact)
	api.GET("/tutorials", h.tutorials)
}
