package http

import "github.com/gin-gonic/gin"

func registerAuthRoutes(api *gin.RouterGroup, h authHandler) {
	email := api.Group("/auth/email")
	email.POST("/register", h.register)
	email.POST("/login", h.login)
	email.POST("/verify-email", h.verifyEmail)
	email.POST("/resend-otp", h.resendCode)
	email.POST("/forgot-password", h.forgotPassword)
	email.GET("/verify-reset-token", h.verifyResetToken)
	email.POST("/reset-password", h.resetPassword)

	api.GET("/auth/user", requireUser, h.currentUser)
	api.GET("/auth/providers", h.providers)
	api.GET("/logout", h.logout)
	api.GET("/login", h.loginRedirect)
	api.GET("/login/google", h.startGoogle)
	api.GET("/login/google/callback", h.googleCallback)
}
