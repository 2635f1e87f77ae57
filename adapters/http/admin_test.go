package http

import (
	"context"
	"encoding/csv"
	"io"
	"net/http"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/application/access"
	analyticsapp "github.com/radscribe/radscribe/application/analytics"
	feedbackapp "github.com/radscribe/radscribe/application/feedback"
	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/domain/feedback"
)

// feedbackStores are the feedback use case's repositories over database.
func feedbackStores(database *gorm.DB) feedbackapp.Stores {
	return feedbackapp.Stores{
		Feedback: store.NewFeedback(database), Recordings: store.NewRecordings(database),
		MasterTemplates: store.NewMasterTemplates(database), UserTemplates: store.NewUserTemplates(database),
	}
}

// adminRoutes are the analytics routes of the admin dashboard.
var adminRoutes = []string{"/api/admin/stats", "/api/admin/users", "/api/admin/feedback/stats", "/api/admin/feedback", "/api/admin/feedback/export"}

func keysOf(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func TestAdminAnalyticsAreForAdminsOnly(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	routes := [][2]string{}
	for _, path := range adminRoutes {
		routes = append(routes, [2]string{http.MethodGet, path})
	}
	visitorsAreRefused(t, base, routes)
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.1")
	for _, path := range adminRoutes {
		refused := anna.send(http.MethodGet, path+"?feedbackType=meh", nil)
		assert.Equal(t, http.StatusForbidden, refused.status, path)
		assert.Equal(t, access.MsgAdminsOnly, refused.message(t), path)
		assert.NotContains(t, string(refused.raw), "anna@klinik.de", "%s tells a non-admin nothing", path)
		assert.Equal(t, http.StatusOK, admin.send(http.MethodGet, path, nil).status, path)
	}
}

func TestAdminStatsAndUsers(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithSpeech(t, &heardSpeech{pieces: []string{"no effusion"}}, false, 25<<20)
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.1")
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")
	start := env.clock.Now()

	empty := admin.send(http.MethodGet, "/api/admin/stats", nil).object(t)
	assert.Equal(t, float64(0), empty["avgProcessingTime"], "no recording: 0, not null")
	assert.Equal(t, []any{}, empty["recentActivity"])
	assert.Equal(t, map[string]any{}, empty["languageDistribution"])

	first := anna.send(http.MethodPost, "/api/recordings", map[string]any{"language": "de", "status": "transcribing", "duration": 12}).object(t)
	env.clock.advance(2 * time.Second)
	transcribed := anna.upload(webm("audio"), map[string]string{"recordingId": first["id"].(string)}, "")
	require.Equal(t, http.StatusOK, transcribed.status, string(transcribed.raw))
	second := anna.send(http.MethodPost, "/api/recordings", map[string]any{"language": "en", "status": "transcribing", "duration": 42})
	require.Equal(t, http.StatusCreated, second.status, string(second.raw))

	stats := admin.send(http.MethodGet, "/api/admin/stats", nil)
	require.Equal(t, http.StatusOK, stats.status, string(stats.raw))
	assert.Equal(t, map[string]any{
		"totalUsers": float64(3), "activeUsers": float64(3), "totalRecordings": float64(2),
		"avgProcessingTime":       float64(2000), // upload to transcript, in milliseconds
		"totalRecordingTime":      float64(45),   // the engine measured 3 s of the first; 42 s the second
		"avgMonthlyRecordingTime": float64(45), "languageDistribution": map[string]any{"de": float64(1), "en": float64(1)},
		"reports": noReports,
		"recentActivity": []any{
			map[string]any{"kind": "recording", "action": "Recording uploaded", "inputMethod": "voice", "user": "anna@klinik.de",
				"recordingTime": float64(42), "timestamp": timestamp(start.Add(2 * time.Second))},
			map[string]any{"kind": "recording", "action": "Recording transcribed", "inputMethod": "voice", "user": "anna@klinik.de",
				"recordingTime": float64(3), "timestamp": timestamp(start)},
		},
	}, stats.object(t))

	users := admin.send(http.MethodGet, "/api/admin/users", nil)
	require.Equal(t, http.StatusOK, users.status, string(users.raw))
	rows := users.list(t)
	require.Len(t, rows, 3)
	byEmail := map[string]map[string]any{}
	for _, row := range rows {
		assert.Equal(t, []string{"accountTrialStartedAt", "accountTrialUsed", "authProvider", "createdAt", "email", "emailVerified", "firstName",
			"hasUsedTrial", "id", "lastActivity", "lastName", "recordingCount", "role", "stripeSubscriptionId", "subscriptionStatus",
			"totalRecordingTime", "trialEndsAt"}, keysOf(row), "every field of the contract, nothing more")
		byEmail[row["email"].(string)] = row
	}
	annaRow := byEmail["anna@klinik.de"]
	assert.Equal(t, "user", annaRow["role"])
	assert.Equal(t, "admin", byEmail[testAdmins[0]]["role"])
	assert.Equal(t, "email", annaRow["authProvider"])
	assert.Equal(t, true, annaRow["emailVerified"])
	assert.Equal(t, "active", annaRow["subscriptionStatus"], "without payments every account has full access")
	assert.Equal(t, timestamp(start), annaRow["accountTrialStartedAt"], "the trial started with the verified address")
	assert.Equal(t, timestamp(start.Add(7*24*time.Hour)), annaRow["trialEndsAt"])
	assert.Equal(t, true, annaRow["accountTrialUsed"])
	assert.Equal(t, true, annaRow["hasUsedTrial"])
	assert.Nil(t, annaRow["stripeSubscriptionId"])
	assert.Equal(t, float64(2), annaRow["recordingCount"])
	assert.Equal(t, float64(45), annaRow["totalRecordingTime"])
	assert.Equal(t, timestamp(start.Add(2*time.Second)), annaRow["lastActivity"], "her newest recording")
	assert.Equal(t, timestamp(start), byEmail["ben@klinik.de"]["lastActivity"], "his sign-in")
	assert.Equal(t, float64(0), byEmail["ben@klinik.de"]["recordingCount"])
}

func TestAdminUsersNameTheSubscriptionStatusAsBillingDoes(t *testing.T) {
	env := newTestEnv(t)
	env.usePayments(unreachableProvider{})
	env.services.Analytics = newAnalytics(env)
	base := env.start(t)
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.1")
	env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")
	ben, err := env.users.ByEmail(context.Background(), "ben@klinik.de")
	require.NoError(t, err)
	require.NoError(t, store.NewSubscriptions(env.database).Save(context.Background(), ben.ID, billing.Subscription{
		CustomerID: "cus_ben", SubscriptionID: "sub_ben", ProviderStatus: billing.ProviderActive, Plan: billing.Monthly,
		CurrentPeriodEnd: env.clock.Now().Add(30 * 24 * time.Hour),
	}))

	rows := admin.send(http.MethodGet, "/api/admin/users", nil).list(t)
	byEmail := map[string]map[string]any{}
	for _, row := range rows {
		byEmail[row["email"].(string)] = row
	}
	assert.Equal(t, "trialing", byEmail["anna@klinik.de"]["subscriptionStatus"])
	assert.Nil(t, byEmail["anna@klinik.de"]["stripeSubscriptionId"])
	assert.Equal(t, "active", byEmail["ben@klinik.de"]["subscriptionStatus"])
	assert.Equal(t, "sub_ben", byEmail["ben@klinik.de"]["stripeSubscriptionId"])
	assert.Equal(t, true, byEmail["ben@klinik.de"]["hasUsedTrial"])
}

func TestFeedbackAnalytics(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithReports(t, io.Discard)
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.1")
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	rate := func(body map[string]any) {
		t.Helper()
		got := anna.send(http.MethodPost, "/api/feedback", body)
		require.Equal(t, http.StatusCreated, got.status, string(got.raw))
	}
	const hyperlink = `=HYPERLINK("http://evil.example","click")`
	const quoted = "He said \"fine\", then\nleft; naïve Ärzte"
	rate(map[string]any{"feedbackType": "positive", "language": "en", "inputMethod": "external_transcript"})
	// To the next day, 15 hours on; the sessions are kept alive on the way.
	env.clock.advance(11 * time.Hour)
	for _, b := range []*browser{admin, anna} {
		require.Equal(t, http.StatusOK, b.send(http.MethodGet, "/api/auth/user", nil).status)
	}
	env.clock.advance(4 * time.Hour)
	rate(map[string]any{"feedbackType": "negative", "feedbackCategory": "other", "feedbackText": hyperlink, "language": "de", "inputMethod": "voice_recording"})
	env.clock.advance(time.Minute)
	rate(map[string]any{"feedbackType": "negative", "feedbackCategory": "formatting", "feedbackText": quoted, "language": "en",
		"inputMethod": "voice_recording", "templateUsed": true, "templateName": "-Knie MRT"})

	stats := func(query string) map[string]any {
		got := admin.send(http.MethodGet, "/api/admin/feedback/stats"+query, nil)
		require.Equal(t, http.StatusOK, got.status, string(got.raw))
		return got.object(t)
	}
	assert.Equal(t, map[string]any{"totalFeedback": float64(3), "positiveCount": float64(1), "negativeCount": float64(2), "conversionRate": 33.3}, stats(""))
	assert.Equal(t, float64(3), stats("?feedbackType=&language=&inputMethod=&dateFrom=&dateTo=")["totalFeedback"], "empty values are no filters")
	assert.Equal(t, float64(1), stats("?feedbackType=negative&language=de")["totalFeedback"])
	assert.Equal(t, map[string]any{"totalFeedback": float64(2), "positiveCount": float64(0), "negativeCount": float64(2), "conversionRate": float64(0)},
		stats("?dateFrom=2026-11-22&dateTo=2026-11-22"), "dateTo's day is included whole")
	assert.Equal(t, float64(1), stats("?dateTo=2026-11-21")["totalFeedback"])
	assert.Equal(t, float64(2), stats("?inputMethod=voice_recording")["totalFeedback"])
	assert.Equal(t, float64(3), stats("?dateFrom=2000-01-01&dateTo=2100-12-31")["totalFeedback"], "the first and last accepted days")
	assert.Equal(t, float64(0), stats("?dateTo=2000-01-01")["totalFeedback"])
	assert.Equal(t, float64(0), stats("?dateFrom=2100-12-31")["totalFeedback"])

	list := admin.send(http.MethodGet, "/api/admin/feedback", nil)
	require.Equal(t, http.StatusOK, list.status, string(list.raw))
	items := list.list(t)
	require.Len(t, items, 3)
	assert.Equal(t, quoted, items[0]["feedbackText"], "newest first")
	assert.Equal(t, hyperlink, items[1]["feedbackText"], "the answer shows the text as it was typed")
	assert.Equal(t, map[string]any{
		"id": items[2]["id"], "userEmail": "anna@klinik.de", "feedbackType": "positive", "feedbackCategory": nil, "feedbackText": nil,
		"language": "en", "inputMethod": "external_transcript", "templateUsed": false, "templateName": nil, "createdAt": "2026-11-21T09:00:00Z",
	}, items[2])
	filtered := admin.send(http.MethodGet, "/api/admin/feedback?feedbackType=negative&inputMethod=voice_recording&language=en", nil).list(t)
	require.Len(t, filtered, 1)
	assert.Equal(t, "-Knie MRT", filtered[0]["templateName"])
	assert.Equal(t, "[]", string(admin.send(http.MethodGet, "/api/admin/feedback?language=fr", nil).raw), "nothing found is [], not null")

	for _, tt := range []struct{ query, message string }{
		{"?feedbackType=neutral", feedback.MsgFilterType},
		{"?language=universal", feedback.MsgFilterLanguage},
		{"?inputMethod=upload", feedback.MsgFilterInputMethod},
		{"?dateFrom=22.11.2026", feedback.MsgFilterDateFrom},
		{"?dateTo=2026-11-22T00:00:00Z", feedback.MsgFilterDateTo},
		{"?dateFrom=2026-11-23&dateTo=2026-11-22", feedback.MsgFilterDateOrder},
		{"?dateTo=9999-12-31", feedback.MsgFilterDateToRange},
		{"?dateTo=2101-01-01", feedback.MsgFilterDateToRange},
		{"?dateFrom=1999-12-31", feedback.MsgFilterDateFromRange},
		{"?dateFrom=2101-01-01&dateTo=2026-11-22", feedback.MsgFilterDateFromRange},
		{"?dateFrom=2100-12-31&dateTo=2000-01-01", feedback.MsgFilterDateOrder},
	} {
		for _, path := range []string{"/api/admin/feedback/stats", "/api/admin/feedback", "/api/admin/feedback/export"} {
			got := admin.send(http.MethodGet, path+tt.query, nil)
			assert.Equal(t, http.StatusBadRequest, got.status, "%s%s", path, tt.query)
			assert.Equal(t, tt.message, got.message(t), "%s%s", path, tt.query)
		}
	}

	export := admin.send(http.MethodGet, "/api/admin/feedback/export", nil)
	require.Equal(t, http.StatusOK, export.status, string(export.raw))
	assert.Equal(t, "text/csv; charset=utf-8", export.header.Get("Content-Type"))
	assert.Equal(t, `attachment; filename="radscribe-feedback-2026-11-22.csv"`, export.header.Get("Content-Disposition"), "named with the day of the export")
	raw := string(export.raw)
	assert.True(t, strings.HasPrefix(raw, "id,createdAt,userEmail,feedbackType,feedbackCategory,feedbackText,language,inputMethod,templateUsed,templateName\r\n"), raw)
	assert.Contains(t, raw, `"'=HYPERLINK(""http://evil.example"",""click"")"`, "guarded, its quotes doubled")
	assert.Contains(t, raw, `"He said ""fine"", then`+"\r\nleft; naïve Ärzte\"", "quotes doubled, the line break kept inside the quoted cell")
	records, err := csv.NewReader(strings.NewReader(raw)).ReadAll()
	require.NoError(t, err, "RFC 4180 reads back")
	require.Len(t, records, 4)
	assert.Equal(t, []string{items[0]["id"].(string), "2026-11-22T00:01:00Z", "anna@klinik.de", "negative", "formatting", quoted, "en", "voice_recording", "true", "'-Knie MRT"}, records[1])
	assert.Equal(t, "'"+hyperlink, records[2][5], "a formula is text in a spreadsheet")
	assert.Equal(t, []string{items[2]["id"].(string), "2026-11-21T09:00:00Z", "anna@klinik.de", "positive", "", "", "en", "external_transcript", "false", ""}, records[3],
		"absent values are empty cells")

	positives, err := csv.NewReader(strings.NewReader(string(admin.send(http.MethodGet, "/api/admin/feedback/export?feedbackType=positive", nil).raw))).ReadAll()
	require.NoError(t, err)
	assert.Len(t, positives, 2, "the header and the one positive rating")
}

func TestFeedbackNamesOnlyTheUsersOwnWork(t *testing.T) {
	env := newTestEnv(t)
	base := env.startWithReports(t, io.Discard)
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.1")
	anna := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	ben := env.signedIn(t, base, "ben@klinik.de", "203.0.113.3")
	bens := ben.send(http.MethodPost, "/api/recordings", map[string]any{"language": "en", "status": "transcribing"}).object(t)
	bensTemplate := ben.send(http.MethodPost, "/api/user-templates", ownForm("Ben's knee")).object(t)
	master := admin.send(http.MethodPost, "/api/medical-templates", masterForm("CT Head")).object(t)
	rating := func(change map[string]any) map[string]any {
		body := map[string]any{"feedbackType": "negative", "language": "en", "inputMethod": "voice_recording"}
		for k, v := range change {
			body[k] = v
		}
		return body
	}
	for _, change := range []map[string]any{
		{"recordingId": bens["id"]}, {"sessionId": bens["sessionId"]}, {"templateId": bensTemplate["id"], "templateUsed": true},
		{"recordingId": "no-such-recording"},
	} {
		refused := anna.send(http.MethodPost, "/api/feedback", rating(change))
		assert.Equal(t, http.StatusBadRequest, refused.status, "%v", change)
		assert.Equal(t, feedbackapp.MsgNotYours, refused.message(t), "%v", change)
	}
	accepted := anna.send(http.MethodPost, "/api/feedback", rating(map[string]any{"templateId": master["id"], "templateUsed": true, "templateName": "CT Head"}))
	assert.Equal(t, http.StatusCreated, accepted.status, "a master template is everyone's: %s", accepted.raw)
	assert.Equal(t, http.StatusCreated, ben.send(http.MethodPost, "/api/feedback", rating(map[string]any{"recordingId": bens["id"], "sessionId": bens["sessionId"]})).status)
}

// newAnalytics builds the analytics over the env's database and its current billing, for a
// test that turned payments on.
func newAnalytics(env *testEnv) *analyticsapp.Service {
	return analyticsapp.NewService(store.NewAdminAnalytics(env.database), store.NewFeedback(env.database), env.services.Billing, env.clock)
}
