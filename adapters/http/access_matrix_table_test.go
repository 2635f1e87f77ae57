package http

import "fmt"

// accessClass is who may use a route; access_matrix_test.go says what each role gets from
// each class.
type accessClass int

const (
	// accessProbe: the orchestrator's health checks, answered to anyone.
	accessProbe accessClass = iota + 1
	// accessPublic: visitors and every user alike: signing up and in, the site's details, the
	// contact form.
	accessPublic
	// accessSignedIn: any signed-in user whatever their subscription: who is signed in, and the
	// subscription calls that let a user without access subscribe.
	accessSignedIn
	// accessProduct: users with full access (a running trial, a live subscription, admins); the
	// others get 402.
	accessProduct
	// accessOwnObject: a product route on one of the user's own objects; another user's
	// object is not found.
	accessOwnObject
	// accessAdminOnly: a product route only admins may use: the admin dashboard's API, and
	// the changes to the default templates and the AI prompts.
	accessAdminOnly
	// accessAdminView: the job queue's pages, served to admins only, outside the product's
	// 402.
	accessAdminView
	// accessWebhook: the payment provider's events, signed instead of signed in.
	accessWebhook
)

// accessMatrix is the class of every route, keyed by gin's "METHOD /path"; "* /path" stands
// for all the methods of a route registered with Any. A route missing here, or an entry whose
// route is gone, fails TestEveryRouteAnswersEveryRoleAsItsClassSays.
var accessMatrix = map[string]accessClass{
	"GET /healthz": accessProbe, "HEAD /healthz": accessProbe, "GET /readyz": accessProbe, "HEAD /readyz": accessProbe,

	"GET /api/site-info":                     accessPublic,
	"GET /api/openapi.json":                  accessPublic,
	"POST /api/auth/email/register":          accessPublic,
	"POST /api/auth/email/login":             accessPublic,
	"POST /api/auth/email/verify-email":      accessPublic,
	"POST /api/auth/email/resend-otp":        accessPublic,
	"POST /api/auth/email/forgot-password":   accessPublic,
	"GET /api/auth/email/verify-reset-token": accessPublic,
	"POST /api/auth/email/reset-password":    accessPublic,
	"GET /api/auth/providers":                accessPublic,
	"GET /api/logout":                        accessPublic,
	"GET /api/login":                         accessPublic,
	"GET /api/login/google":                  accessPublic,
	"GET /api/login/google/callback":         accessPublic,
	"GET /api/subscription/plans":            accessPublic,
	"POST /api/contact":                      accessPublic,
	"GET /api/tutorials":                     accessPublic,

	"GET /api/auth/user":                       accessSignedIn,
	"GET /api/subscription/status":             accessSignedIn,
	"POST /api/create-subscription-plan":       accessSignedIn,
	"POST /api/create-customer-portal-session": accessSignedIn,
	"POST /api/subscription/cancel":            accessSignedIn,
	"POST /api/subscription/reactivate":        accessSignedIn,
	"POST /api/subscription/switch-plan":       accessSignedIn,
	"POST /api/sync-subscription":              accessSignedIn,

	"POST " + webhookPath: accessWebhook,

	"GET /api/medical-templates":                        accessProduct,
	"GET /api/user-templates":                           accessProduct,
	"POST /api/user-templates":                          accessProduct,
	"POST /api/user-templates/import/mrrt":              accessProduct,
	"GET /api/medical-templates/:id/mrrt":               accessProduct,
	"PUT /api/profile":                                  accessProduct,
	"PUT /api/profile/prompts":                          accessProduct,
	"PUT /api/template-filters":                         accessProduct,
	"PUT /api/external-transcript-preferences":          accessProduct,
	"PUT /api/recording-workflow-preferences":           accessProduct,
	"PUT /api/impression-preferences":                   accessProduct,
	"GET /api/vocabulary":                               accessProduct,
	"POST /api/vocabulary":                              accessProduct,
	"GET /api/user-prompt-history/:promptType":          accessProduct,
	"GET /api/user-prompt-history/:promptType/download": accessProduct,
	"POST /api/user-prompt-history":                     accessProduct,
	"GET /api/user-stats":                               accessProduct,
	"POST /api/correct-transcript":                      accessProduct,
	"POST /api/format-external-transcript":              accessProduct,
	"POST /api/populate-template-voice":                 accessProduct,
	"POST /api/generate-report-voice":                   accessProduct,
	"POST /api/populate-template-external":              accessProduct,
	"POST /api/generate-report-external":                accessProduct,
	"POST /api/write-impression":                        accessProduct,
	"POST /api/feedback":                                accessProduct,
	"POST /api/export/fhir":                             accessProduct,
	"GET /api/speech/status":                            accessProduct,
	"GET /api/report-engine":                            accessProduct,
	"POST /api/recordings":                              accessProduct,
	"POST " + transcribePath:                            accessProduct,
	"GET " + liveDictationPath:                          accessProduct,
	"GET /api/voice-commands":                           accessProduct,
	"GET /api/macros":                                   accessProduct,
	"POST /api/macros":                                  accessProduct,
	"GET /api/macros/export":                            accessProduct,
	"POST /api/macros/import":                           accessProduct,

	"PUT /api/user-templates/:id":                        accessOwnObject,
	"DELETE /api/user-templates/:id":                     accessOwnObject,
	"GET /api/user-templates/:id/mrrt":                   accessOwnObject,
	"DELETE /api/vocabulary/:id":                         accessOwnObject,
	"DELETE /api/user-prompt-history/:id":                accessOwnObject,
	"GET /api/recording-sessions/:id":                    accessOwnObject,
	"POST /api/recording-sessions/:id/clear-transcripts": accessOwnObject,
	"PUT /api/macros/:id":                                accessOwnObject,
	"DELETE /api/macros/:id":                             accessOwnObject,

	"POST /api/medical-templates":                accessAdminOnly,
	"PUT /api/medical-templates/:id":             accessAdminOnly,
	"DELETE /api/medical-templates/:id":          accessAdminOnly,
	"POST /api/medical-templates/import/mrrt":    accessAdminOnly,
	"GET /api/ai-prompts":                        accessAdminOnly,
	"POST /api/ai-prompts":                       accessAdminOnly,
	"PUT /api/ai-prompts/:id":                    accessAdminOnly,
	"DELETE /api/ai-prompts/:id":                 accessAdminOnly,
	"GET /api/admin/api-usage":                   accessAdminOnly,
	"GET /api/admin/stats":                       accessAdminOnly,
	"GET /api/admin/users":                       accessAdminOnly,
	"GET /api/admin/feedback/stats":              accessAdminOnly,
	"GET /api/admin/feedback":                    accessAdminOnly,
	"GET /api/admin/feedback/export":             accessAdminOnly,
	"GET /api/admin/brevo/lists":                 accessAdminOnly,
	"POST /api/admin/brevo/lists":                accessAdminOnly,
	"POST /api/admin/brevo/sync-all-users":       accessAdminOnly,
	"GET /api/admin/brevo/sync-runs/:id":         accessAdminOnly,
	"POST /api/admin/brevo/sync-user/:userId":    accessAdminOnly,
	"DELETE /api/admin/brevo/remove-user/:email": accessAdminOnly,
	"GET /api/admin/brevo/contact/:email":        accessAdminOnly,
	"GET /api/admin/migration/status":            accessAdminOnly,
	"POST /api/admin/migration/start":            accessAdminOnly,
	"GET /api/admin/macros":                      accessAdminOnly,
	"POST /api/admin/macros":                     accessAdminOnly,
	"GET /api/admin/macros/export":               accessAdminOnly,
	"POST /api/admin/macros/import":              accessAdminOnly,
	"PUT /api/admin/macros/:id":                  accessAdminOnly,
	"DELETE /api/admin/macros/:id":               accessAdminOnly,

	"* " + JobsViewPath: accessAdminView, "* " + JobsViewPath + "/*path": accessAdminView,
}

// matrixBodies are the bodies of the routes that need more than {} to reach their access
// decision (a template change is checked before the template is looked up) or the payment
// provider. n numbers the request, so that names stay unique.
var matrixBodies = map[string]func(n int) any{
	"PUT /api/user-templates/:id":        func(n int) any { return ownForm(fmt.Sprintf("Knee %d", n)) },
	"POST /api/create-subscription-plan": func(int) any { return map[string]string{"planType": "monthly"} },
	"POST /api/subscription/switch-plan": func(int) any { return map[string]string{"planType": "yearly"} },
	"PUT /api/macros/:id":                func(n int) any { return macroForm(fmt.Sprintf("normal %d", n)) },
	"PUT /api/admin/macros/:id":          func(n int) any { return macroForm(fmt.Sprintf("shared %d", n)) },
}
