package http

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/ports"
)

// The app's answers over a spread of routes, as visitors, users and an admin meet them, are
// what the OpenAPI document says; so are the requests, and those it refuses the app refuses.
func TestTheAppAnswersAsItsOpenAPIDocumentSays(t *testing.T) {
	env := newTestEnv(t)
	env.withUsage(t)
	env.withBrevo(&memoryBrevo{contacts: map[string]ports.Contact{}}, false)
	env.withMigration(t, t.TempDir())
	speech := &heardSpeech{pieces: []string{"small left ", "pleural effusion"}}
	base := env.startWithSpeech(t, speech, true, 1<<20)
	c := newContract(t)

	t.Run("visitors", func(t *testing.T) {
		visitor := c.browser(newBrowser(t, base))
		for _, path := range []string{"/healthz", "/readyz", "/api/site-info", "/api/auth/providers", "/api/subscription/plans", "/api/tutorials"} {
			assert.Equal(t, http.StatusOK, visitor.send(http.MethodGet, path, nil).status, path)
		}
		for _, path := range []string{"/healthz", "/readyz"} {
			assert.Equal(t, http.StatusOK, visitor.send(http.MethodHead, path, nil).status, path)
		}
		document := visitor.send(http.MethodGet, openAPIPath, nil)
		require.Equal(t, http.StatusOK, document.status)
		assert.Equal(t, http.StatusNotModified, visitor.send(http.MethodGet, openAPIPath, nil, "If-None-Match", document.header.Get("ETag")).status)
		for _, path := range []string{"/api/login", "/api/login/google", "/api/login/google/callback?error=access_denied", "/api/logout"} {
			assert.Equal(t, http.StatusFound, visitor.send(http.MethodGet, path, nil).status, path)
		}
		for _, path := range []string{"/api/auth/user", "/api/vocabulary", "/api/subscription/status", "/api/admin/stats"} {
			assert.Equal(t, http.StatusUnauthorized, visitor.send(http.MethodGet, path, nil).status, path)
		}
		assert.Equal(t, http.StatusUnauthorized, visitor.send(http.MethodPost, "/api/feedback", map[string]any{"feedbackType": "positive", "inputMethod": "voice_recording"}).status)

		refused := visitor.send(http.MethodPost, "/api/auth/email/register", map[string]any{"email": 5})
		assert.Equal(t, http.StatusBadRequest, refused.status)
		assert.Error(t, c.last().requestErr, "the document refuses a number for an e-mail address")
		invalid := registration("not-an-address")
		assert.Equal(t, http.StatusBadRequest, visitor.send(http.MethodPost, "/api/auth/email/register", invalid).status)
		assert.NoError(t, c.last().requestErr, "a well-formed request the app refuses for its content")

		message := map[string]string{"name": "Anna Berg", "email": "anna@klinik.de", "subject": "Question", "message": "How do I add a template?"}
		for range 5 {
			require.Equal(t, http.StatusOK, visitor.send(http.MethodPost, "/api/contact", message).status)
		}
		tooMany := visitor.send(http.MethodPost, "/api/contact", message)
		assert.Equal(t, http.StatusTooManyRequests, tooMany.status)
		huge := map[string]string{"name": "Anna", "email": "anna@klinik.de", "subject": "Big", "message": strings.Repeat("x", 3<<20)}
		assert.Equal(t, http.StatusRequestEntityTooLarge, visitor.send(http.MethodPost, "/api/contact", huge).status)
	})

	anna := c.browser(newBrowser(t, base))
	anna.ip = "203.0.113.2"
	t.Run("signing up, out, in and resetting the password", func(t *testing.T) {
		require.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/auth/email/register", registration("anna@klinik.de")).status)
		code := codeIn(t, env.mail.last(t))
		wrong := "000000"
		if code == wrong {
			wrong = "111111"
		}
		assert.Equal(t, http.StatusBadRequest, anna.send(http.MethodPost, "/api/auth/email/verify-email", map[string]string{"email": "anna@klinik.de", "code": wrong}).status)
		require.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/auth/email/verify-email", map[string]string{"email": "anna@klinik.de", "code": code}).status)
		require.Equal(t, http.StatusOK, anna.send(http.MethodGet, "/api/auth/user", nil).status)
		env.clock.advance(time.Minute)
		assert.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/auth/email/resend-otp", map[string]string{"email": "anna@klinik.de"}).status)
		assert.Equal(t, http.StatusFound, anna.send(http.MethodGet, "/api/logout", nil).status)
		assert.Equal(t, http.StatusUnauthorized, anna.send(http.MethodGet, "/api/auth/user", nil).status)
		assert.Equal(t, http.StatusUnauthorized, anna.send(http.MethodPost, "/api/auth/email/login", map[string]string{"email": "anna@klinik.de", "password": "Wrong-passw0rd"}).status)
		require.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/auth/email/login", map[string]string{"email": "anna@klinik.de", "password": "Sonograf1e!"}).status)

		require.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/auth/email/forgot-password", map[string]string{"email": "anna@klinik.de"}).status)
		token := resetTokenIn(t, env.mail.last(t))
		assert.Equal(t, http.StatusOK, anna.send(http.MethodGet, "/api/auth/email/verify-reset-token?token="+token, nil).status)
		assert.Equal(t, http.StatusBadRequest, anna.send(http.MethodGet, "/api/auth/email/verify-reset-token?token=not-a-token", nil).status)
		require.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/auth/email/reset-password", map[string]string{"token": token, "password": "Kontrastmittel7!"}).status)
		require.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/auth/email/login", map[string]string{"email": "anna@klinik.de", "password": "Kontrastmittel7!"}).status)
	})
	chief := c.signedIn(env, base, testAdmins[0], "203.0.113.1")

	t.Run("templates", func(t *testing.T) {
		masters := anna.send(http.MethodGet, "/api/medical-templates", nil)
		require.Equal(t, http.StatusOK, masters.status)
		assert.Equal(t, http.StatusNotModified, anna.send(http.MethodGet, "/api/medical-templates", nil, "If-None-Match", masters.header.Get("ETag")).status)
		form := map[string]string{"name": "Liver US", "type": "Abdomen", "modality": "US", "templateHtml": liverTemplate, "language": "en"}
		assert.Equal(t, http.StatusForbidden, anna.send(http.MethodPost, "/api/medical-templates", form).status, "admins only")

		created := chief.send(http.MethodPost, "/api/medical-templates", form)
		require.Equal(t, http.StatusCreated, created.status, string(created.raw))
		master := "/api/medical-templates/" + created.object(t)["id"].(string)
		form["name"] = "Liver and spleen US"
		assert.Equal(t, http.StatusOK, chief.send(http.MethodPut, master, form).status)
		assert.Equal(t, http.StatusNoContent, chief.send(http.MethodDelete, master, nil).status)
		assert.Equal(t, http.StatusNotFound, chief.send(http.MethodDelete, master, nil).status)

		own := anna.send(http.MethodPost, "/api/user-templates", form)
		require.Equal(t, http.StatusCreated, own.status, string(own.raw))
		mine := "/api/user-templates/" + own.object(t)["id"].(string)
		assert.Equal(t, http.StatusOK, anna.send(http.MethodGet, "/api/user-templates", nil).status)
		assert.Equal(t, http.StatusOK, anna.send(http.MethodPut, mine, form).status)
		assert.Equal(t, http.StatusNoContent, anna.send(http.MethodDelete, mine, nil).status)
		assert.Equal(t, http.StatusNotFound, anna.send(http.MethodPut, mine, form).status)
		form["name"] = strings.Repeat("n", 201)
		assert.Equal(t, http.StatusBadRequest, anna.send(http.MethodPost, "/api/user-templates", form).status)
		assert.Error(t, c.last().requestErr, "the document says how long a name may be")
		form["name"], form["modality"] = "Knee MRI", "X-ray"
		assert.Equal(t, http.StatusBadRequest, anna.send(http.MethodPost, "/api/user-templates", form).status)
	})

	t.Run("profile", func(t *testing.T) {
		assert.Equal(t, http.StatusOK, anna.send(http.MethodPut, "/api/profile", map[string]string{"preferredLanguage": "de"}).status)
		assert.Equal(t, http.StatusBadRequest, anna.send(http.MethodPut, "/api/profile", map[string]string{"preferredLanguage": "klingon"}).status)
		assert.Equal(t, http.StatusOK, anna.send(http.MethodPut, "/api/profile/prompts", map[string]any{"customCorrectionPrompt": "Correct the spelling.", "useCustomCorrectionPrompt": false}).status)
		assert.Equal(t, http.StatusOK, anna.send(http.MethodPut, "/api/template-filters", map[string]string{"searchTerm": "liver", "modalityFilter": "US"}).status)
		assert.Equal(t, http.StatusOK, anna.send(http.MethodPut, "/api/external-transcript-preferences", map[string]bool{"autoFormatExternal": true}).status)
		assert.Equal(t, http.StatusOK, anna.send(http.MethodPut, "/api/recording-workflow-preferences", map[string]bool{"autoFillTemplate": true}).status)
		assert.Equal(t, http.StatusOK, anna.send(http.MethodPut, "/api/impression-preferences", map[string]any{"impressionBackground": "summed"}).status)
		assert.Equal(t, http.StatusOK, anna.send(http.MethodGet, "/api/auth/user", nil).status, "the user with every preference")
		assert.Equal(t, http.StatusForbidden, anna.send(http.MethodPut, "/api/template-filters", map[string]string{"searchTerm": "x"},
			"Origin", "https://evil.example", "Sec-Fetch-Site", "cross-site").status)
	})

	t.Run("vocabulary and saved prompts", func(t *testing.T) {
		word := map[string]string{"originalWord": "new monia", "correctedWord": "pneumonia", "language": "en"}
		added := anna.send(http.MethodPost, "/api/vocabulary", word)
		require.Equal(t, http.StatusCreated, added.status, string(added.raw))
		assert.Equal(t, http.StatusConflict, anna.send(http.MethodPost, "/api/vocabulary", word).status)
		assert.Equal(t, http.StatusOK, anna.send(http.MethodGet, "/api/vocabulary", nil).status)
		entry := "/api/vocabulary/" + added.object(t)["id"].(string)
		assert.Equal(t, http.StatusNoContent, anna.send(http.MethodDelete, entry, nil).status)
		assert.Equal(t, http.StatusNotFound, anna.send(http.MethodDelete, entry, nil).status)

		saved := anna.send(http.MethodPost, "/api/user-prompt-history", map[string]string{"promptType": "template_population", "name": "Mine", "promptText": "Fill it."})
		require.Equal(t, http.StatusCreated, saved.status, string(saved.raw))
		assert.Equal(t, http.StatusOK, anna.send(http.MethodGet, "/api/user-prompt-history/template_population", nil).status)
		assert.Equal(t, http.StatusOK, anna.send(http.MethodGet, "/api/user-prompt-history/template_population/download", nil).status)
		assert.Equal(t, http.StatusBadRequest, anna.send(http.MethodGet, "/api/user-prompt-history/medical_correction", nil).status)
		assert.Error(t, c.last().requestErr, "the document lists the prompt types")
		assert.Equal(t, http.StatusNoContent, anna.send(http.MethodDelete, "/api/user-prompt-history/"+saved.object(t)["id"].(string), nil).status)
	})

	t.Run("AI prompts", func(t *testing.T) {
		assert.Equal(t, http.StatusForbidden, anna.send(http.MethodGet, "/api/ai-prompts", nil).status)
		assert.Equal(t, http.StatusOK, chief.send(http.MethodGet, "/api/ai-prompts", nil).status)
		form := map[string]string{"name": "Terse findings", "description": "Short sentences", "promptText": "Write tersely.", "language": "en"}
		created := chief.send(http.MethodPost, "/api/ai-prompts", form)
		require.Equal(t, http.StatusCreated, created.status, string(created.raw))
		prompt := "/api/ai-prompts/" + created.object(t)["id"].(string)
		form["promptText"] = "Write very tersely."
		assert.Equal(t, http.StatusOK, chief.send(http.MethodPut, prompt, form).status)
		assert.Equal(t, http.StatusNoContent, chief.send(http.MethodDelete, prompt, nil).status)
	})

	t.Run("reports", func(t *testing.T) {
		withPatientData := dictation + " patient John Smith born 01.02.1960"
		assert.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/correct-transcript", map[string]string{"text": dictation, "language": "en"}).status)
		assert.Equal(t, http.StatusOK, anna.send(http.MethodGet, "/api/report-engine", nil).status)
		formatted := anna.send(http.MethodPost, "/api/format-external-transcript", map[string]string{"transcript": withPatientData, "language": "en"})
		require.Equal(t, http.StatusOK, formatted.status)
		assert.NotEmpty(t, formatted.object(t)["detectedContradictions"], "left and right effusion contradict each other")
		assert.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/populate-template-voice", map[string]string{"transcript": dictation, "templateHtml": liverTemplate, "language": "en"}).status)
		assert.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/generate-report-voice", map[string]any{"transcript": dictation, "language": "en", "enableGuidance": false}).status)
		assert.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/populate-template-external", map[string]string{"transcript": dictation, "templateHtml": liverTemplate, "language": "en"}).status)
		assert.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/generate-report-external", map[string]any{"transcript": dictation, "language": "en"}).status)
		assert.Equal(t, http.StatusBadRequest, anna.send(http.MethodPost, "/api/format-external-transcript", map[string]string{"transcript": "", "language": "en"}).status)
		written := anna.send(http.MethodPost, "/api/write-impression", map[string]string{"reportHtml": "<h3>Findings</h3><p>Small left pleural effusion.</p>", "language": "en"})
		assert.Equal(t, http.StatusOK, written.status, string(written.raw))
		assert.Equal(t, http.StatusBadRequest, anna.send(http.MethodPost, "/api/write-impression", map[string]string{"reportHtml": "<p> </p>", "language": "en"}).status)
	})

	t.Run("feedback", func(t *testing.T) {
		positive := map[string]any{"feedbackType": "positive", "inputMethod": "external_transcript", "language": "en", "templateUsed": false}
		assert.Equal(t, http.StatusCreated, anna.send(http.MethodPost, "/api/feedback", positive).status)
		negative := map[string]any{"feedbackType": "negative", "feedbackCategory": "formatting", "feedbackText": "=Too long", "inputMethod": "voice_recording",
			"language": "en", "templateUsed": true, "templateName": "Liver US"}
		assert.Equal(t, http.StatusCreated, anna.send(http.MethodPost, "/api/feedback", negative).status)
		assert.Equal(t, http.StatusBadRequest, anna.send(http.MethodPost, "/api/feedback", map[string]any{"feedbackType": "meh", "inputMethod": "voice_recording"}).status)
		assert.Error(t, c.last().requestErr)
	})

	t.Run("dictation", func(t *testing.T) {
		assert.Equal(t, http.StatusOK, anna.send(http.MethodGet, "/api/speech/status", nil).status)
		started := anna.send(http.MethodPost, "/api/recordings", map[string]any{"language": "en", "status": "recording", "startTime": time.Now().UTC().Format(time.RFC3339), "duration": 3})
		require.Equal(t, http.StatusCreated, started.status, string(started.raw))
		recording := started.object(t)
		unknown := anna.send(http.MethodPost, "/api/recordings", map[string]any{"language": "en", "status": "recording", "templateId": "0b6a3c52-8d0e-4c53-9a43-3f1f1c1a2b7d"})
		assert.Equal(t, http.StatusNotFound, unknown.status, string(unknown.raw))
		streamed := anna.upload(webm("first"), map[string]string{"language": "en", "recordingId": recording["id"].(string)}, "text/event-stream")
		require.Equal(t, http.StatusOK, streamed.status, string(streamed.raw))
		assert.Contains(t, streamed.header.Get("Content-Type"), "text/event-stream")
		plain := anna.upload(webm("second"), map[string]string{"language": "en"}, "")
		require.Equal(t, http.StatusOK, plain.status, string(plain.raw))
		assert.Equal(t, http.StatusUnsupportedMediaType, anna.upload([]byte("not audio at all"), map[string]string{"language": "en"}, "").status)
		assert.Equal(t, http.StatusBadRequest, anna.upload(nil, map[string]string{"language": "en"}, "").status)

		session := "/api/recording-sessions/" + recording["sessionId"].(string)
		assert.Equal(t, http.StatusOK, anna.send(http.MethodGet, session, nil).status)
		assert.Equal(t, http.StatusOK, anna.send(http.MethodPost, session+"/clear-transcripts", nil).status)
		assert.Equal(t, http.StatusNotFound, anna.send(http.MethodGet, "/api/recording-sessions/no-such-session", nil).status)
		assert.Equal(t, http.StatusOK, anna.send(http.MethodGet, "/api/user-stats", nil).status)
	})

	t.Run("admin", func(t *testing.T) {
		assert.Equal(t, http.StatusForbidden, anna.send(http.MethodGet, "/api/admin/stats", nil).status)
		for _, path := range []string{"/api/admin/stats", "/api/admin/users", "/api/admin/feedback/stats?feedbackType=negative", "/api/admin/feedback",
			"/api/admin/feedback/export?inputMethod=voice_recording", "/api/admin/api-usage?timeRange=1h", "/api/admin/migration/status"} {
			got := chief.send(http.MethodGet, path, nil)
			assert.Equal(t, http.StatusOK, got.status, "%s: %s", path, got.raw)
		}
		assert.Equal(t, http.StatusBadRequest, chief.send(http.MethodGet, "/api/admin/api-usage?timeRange=2h", nil).status)
		assert.Error(t, c.last().requestErr, "the document lists the time ranges")
		assert.Equal(t, http.StatusBadRequest, chief.send(http.MethodGet, "/api/admin/feedback?dateFrom=yesterday", nil).status)
		assert.Error(t, c.last().requestErr, "the document asks for a date")
		assert.Equal(t, http.StatusOK, chief.send(http.MethodPost, "/api/admin/migration/start", nil).status)
	})

	t.Run("brevo", func(t *testing.T) {
		user := anna.send(http.MethodGet, "/api/auth/user", nil).object(t)
		assert.Equal(t, http.StatusCreated, chief.send(http.MethodPost, "/api/admin/brevo/lists", map[string]string{"name": "Radiologists"}).status)
		assert.Equal(t, http.StatusOK, chief.send(http.MethodGet, "/api/admin/brevo/lists", nil).status)
		run := chief.send(http.MethodPost, "/api/admin/brevo/sync-all-users", nil)
		require.Equal(t, http.StatusOK, run.status, string(run.raw))
		var answer struct {
			StatusURL string `json:"statusUrl"`
		}
		require.NoError(t, json.Unmarshal(run.raw, &answer))
		assert.Equal(t, http.StatusOK, chief.send(http.MethodGet, answer.StatusURL, nil).status)
		assert.Equal(t, http.StatusNotFound, chief.send(http.MethodGet, "/api/admin/brevo/sync-runs/no-such-run", nil).status)
		assert.Equal(t, http.StatusOK, chief.send(http.MethodPost, "/api/admin/brevo/sync-user/"+user["id"].(string), map[string][]int64{"listIds": {3}}).status)
		assert.Equal(t, http.StatusOK, chief.send(http.MethodGet, "/api/admin/brevo/contact/anna@klinik.de", nil).status)
		assert.Equal(t, http.StatusOK, chief.send(http.MethodDelete, "/api/admin/brevo/remove-user/anna@klinik.de", nil).status)
		assert.Equal(t, http.StatusNotFound, chief.send(http.MethodGet, "/api/admin/brevo/contact/anna@klinik.de", nil).status)
	})

	t.Run("without payments", func(t *testing.T) {
		assert.Equal(t, http.StatusOK, anna.send(http.MethodGet, "/api/subscription/status", nil).status)
		assert.Equal(t, http.StatusServiceUnavailable, anna.send(http.MethodPost, "/api/create-subscription-plan", map[string]string{"planType": "monthly"}).status)
		webhook := c.browser(newBrowser(t, base)).send(http.MethodPost, webhookPath, json.RawMessage(`{"id":"evt_1","type":"customer.subscription.updated"}`), "Stripe-Signature", "t=1,v1=00")
		assert.Equal(t, http.StatusServiceUnavailable, webhook.status)
	})

	covered := c.covered()
	for _, operation := range []string{
		"POST /api/auth/email/register", "POST /api/auth/email/verify-email", "POST /api/auth/email/login", "GET /api/logout",
		"POST /api/user-templates", "PUT /api/medical-templates/{id}", "PUT /api/profile", "POST /api/vocabulary",
		"POST /api/format-external-transcript", "POST /api/populate-template-voice", "POST /api/generate-report-voice",
		"POST /api/feedback", "POST /api/transcribe", "GET /api/admin/stats", "GET /api/admin/api-usage",
	} {
		assert.Contains(t, covered, operation)
	}
	for _, status := range []int{200, 201, 204, 302, 304, 400, 401, 403, 404, 409, 413, 415, 429, 503} {
		assert.Contains(t, c.statuses(), status)
	}
	t.Logf("%d of %d documented operations exchanged, answering %v; not exchanged: %v", len(covered), countOperations(c.doc), c.statuses(), c.uncovered())
}

// The subscription calls against a payment provider, its webhook, and the 402 of a user whose
// trial is over, as the document says.
func TestSubscriptionsAnswerAsTheOpenAPIDocumentSays(t *testing.T) {
	e, _, subscribed := subscribedAnna(t)
	c := newContract(t)
	anna := c.browser(subscribed)

	assert.Equal(t, http.StatusOK, anna.send(http.MethodGet, "/api/subscription/status", nil).status)
	assert.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/subscription/cancel", nil).status)
	assert.Equal(t, http.StatusConflict, anna.send(http.MethodPost, "/api/subscription/cancel", nil).status)
	assert.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/subscription/reactivate", nil).status)
	assert.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/subscription/switch-plan", map[string]string{"planType": "yearly"}).status)
	assert.Equal(t, http.StatusBadRequest, anna.send(http.MethodPost, "/api/subscription/switch-plan", map[string]string{"planType": "weekly"}).status)
	assert.Equal(t, http.StatusOK, anna.send(http.MethodPost, "/api/sync-subscription", nil).status)
	assert.Equal(t, http.StatusConflict, anna.send(http.MethodPost, "/api/create-subscription-plan", map[string]string{"planType": "monthly"}).status)
	assert.Equal(t, http.StatusServiceUnavailable, anna.send(http.MethodPost, "/api/create-customer-portal-session", nil).status,
		"the test's provider has no billing portal")

	stripe := c.browser(newBrowser(t, e.base))
	var compact bytes.Buffer
	require.NoError(t, json.Compact(&compact, []byte(subscriptionEvent("evt_contract", "customer.subscription.updated", "sub_anna1", annaCustomer, "active"))))
	payload := compact.String()
	signed := stripe.send(http.MethodPost, webhookPath, json.RawMessage(payload), "Stripe-Signature", signature(payload, testWebhookSecret, time.Now()))
	assert.Equal(t, http.StatusOK, signed.status, string(signed.raw))
	assert.Equal(t, http.StatusBadRequest, stripe.send(http.MethodPost, webhookPath, json.RawMessage(payload), "Stripe-Signature", "t=1,v1=00").status)
	assert.Equal(t, http.StatusBadRequest, stripe.send(http.MethodPost, webhookPath, json.RawMessage(payload)).status)
	assert.Error(t, c.last().requestErr, "the document asks for the signature")

	bert := c.signedIn(e.testEnv, e.base, "bert@klinik.de", "203.0.113.3")
	e.endTrials(t)
	expired := bert.send(http.MethodGet, "/api/user-templates", nil)
	assert.Equal(t, http.StatusPaymentRequired, expired.status)
	assert.Equal(t, "trial_expired", expired.object(t)["code"])
	assert.Equal(t, http.StatusPaymentRequired, bert.send(http.MethodPost, "/api/vocabulary", map[string]string{"originalWord": "a", "correctedWord": "b"}).status)
	assert.Equal(t, http.StatusOK, bert.send(http.MethodGet, "/api/subscription/status", nil).status, "the subscription pages stay open")
	t.Logf("%d of %d documented operations exchanged, answering %v", len(c.covered()), countOperations(c.doc), c.statuses())
}
