package http

import "github.com/gin-gonic/gin"

// registerProfileRoutes: a user's own settings and content; every route needs a session and
// acts on the signed-in user only.
func registerProfileRoutes(api *gin.RouterGroup, h profileHandler) {
	signedIn := api.Group("", requireUser)
	signedIn.PUT("/profile", h.setPreferredLanguage)
	signedIn.PUT("/profile/prompts", h.setCustomPrompts)
	signedIn.PUT("/template-filters", h.setTemplateFilters)
	signedIn.PUT("/external-transcript-preferences", h.setExternalAutoProcessing)
	signedIn.PUT("/recording-workflow-preferences", h.setRecordingWorkflow)
	signedIn.PUT("/impression-preferences", h.setImpressionPreferences)

	signedIn.GET("/vocabulary", h.listVocabulary)
	signedIn.POST("/vocabulary", h.addVocabulary)
	signedIn.DELETE("/vocabulary/:id", h.deleteVocabulary)

	signedIn.GET("/user-prompt-history/:promptType", h.listSavedPrompts)
	signedIn.GET("/user-prompt-history/:promptType/download", h.downloadSavedPrompts)
	signedIn.POST("/user-prompt-history", h.savePrompt)
	signedIn.DELETE("/user-prompt-history/:id", h.deleteSavedPrompt)

	signedIn.GET("/user-stats", h.stats)
}
