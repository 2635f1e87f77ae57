package http

import "github.com/gin-gonic/gin"

// webhookPath receives the payment provider's events: no session and no CSRF check (the
// provider is no browser); its signature is checked instead.
const webhookPath = "/api/stripe/webhook"

// registerBillingRoutes: the plans for everyone, the Subscription tab's and the subscribe
// pages' calls for any signed-in user whatever their access, and the provider's webhook.
func registerBillingRoutes(engine *gin.Engine, api *gin.RouterGroup, h billingHandler) {
	api.GET("/subscription/plans", h.plans)
	signedIn := api.Group("", requireUser)
	signedIn.GET("/subscription/status", h.status)
	signedIn.POST("/create-subscription-plan", h.checkout)
	signedIn.POST("/create-customer-portal-session", h.portal)
	signedIn.POST("/subscription/cancel", h.cancel)
	signedIn.POST("/subscription/reactivate", h.reactivate)
	signedIn.POST("/subscription/switch-plan", h.switchPlan)
	signedIn.POST("/sync-subscription", h.sync)
	engine.POST(webhookPath, h.webhook)
}
