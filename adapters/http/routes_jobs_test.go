package http

import (
	"io"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fakeJobsView stands in for River UI, which the job queue's own tests exercise.
type fakeJobsView struct{}

func (fakeJobsView) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	_, _ = io.WriteString(w, "jobs view: "+r.Method+" "+r.URL.Path)
}

func TestTheJobsViewIsForAdminsOnly(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.1")
	user := env.signedIn(t, base, "anna@klinik.de", "203.0.113.2")
	visitor := newBrowser(t, base)

	for _, path := range []string{JobsViewPath, JobsViewPath + "/", JobsViewPath + "/api/jobs?state=retryable"} {
		got := admin.send(http.MethodGet, path, nil)
		require.Equal(t, http.StatusOK, got.status, path)
		assert.Contains(t, string(got.raw), "jobs view: GET "+JobsViewPath, path)

		refused := user.send(http.MethodGet, path, nil)
		assert.Equal(t, http.StatusForbidden, refused.status, path)
		assert.Equal(t, "Admins only.", refused.message(t))
		assert.Equal(t, http.StatusUnauthorized, visitor.send(http.MethodGet, path, nil).status, path)
	}
	assert.Equal(t, http.StatusForbidden, user.send(http.MethodPost, JobsViewPath+"/api/jobs/retry", map[string]any{"ids": []string{"1"}}).status)
	assert.Equal(t, http.StatusOK, admin.send(http.MethodPost, JobsViewPath+"/api/jobs/cancel", map[string]any{"ids": []string{"1"}}).status)
}

// The app's page /admin/jobs frames the jobs view: its answers, and only its, allow framing by
// the app's own origin; no other site may frame it.
func TestTheJobsViewMayBeFramedByTheAppOnly(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.1")

	for _, path := range []string{JobsViewPath, JobsViewPath + "/jobs", JobsViewPath + "/api/jobs?state=retryable"} {
		got := admin.send(http.MethodGet, path, nil)
		require.Equal(t, http.StatusOK, got.status, path)
		assert.Equal(t, "SAMEORIGIN", got.header.Get("X-Frame-Options"), path)
		policy := got.header.Get("Content-Security-Policy")
		assert.Contains(t, policy, "frame-ancestors 'self'", path)
		assert.NotContains(t, policy, "frame-ancestors 'none'", path)
		assert.Contains(t, policy, "script-src 'self';", "otherwise the app's policy: %s", path)
	}
	page := admin.send(http.MethodGet, "/admin/jobs", nil)
	assert.Equal(t, "DENY", page.header.Get("X-Frame-Options"), "the app's pages are framed by nobody")
	assert.Contains(t, page.header.Get("Content-Security-Policy"), "frame-ancestors 'none'")
}

// Retrying and cancelling change state, so they come under the API's CSRF rule.
func TestTheJobsViewRefusesChangesFromOtherSites(t *testing.T) {
	env := newTestEnv(t)
	base := env.start(t)
	admin := env.signedIn(t, base, testAdmins[0], "203.0.113.1")

	got := admin.do(http.MethodPost, JobsViewPath+"/api/jobs/retry", map[string]any{"ids": []string{"1"}}, "Origin", "https://evil.example", "Sec-Fetch-Site", "cross-site")

	assert.Equal(t, http.StatusForbidden, got.status)
}
