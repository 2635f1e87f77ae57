package test

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The embedded setup sends the sign-up code through the job queue: the request returns at once
// and the console mailer's .eml file appears soon after, written by a worker.
func TestTheSignUpCodeGoesOutThroughAJobOnTheEmbeddedSetup(t *testing.T) {
	cfg := testConfig(t)
	outbox := filepath.Join(t.TempDir(), "outbox")
	cfg.Mail.Console.Dir = outbox
	base := startApp(t, cfg)

	started := time.Now()
	resp, err := http.Post(base+"/api/auth/email/register", "application/json", strings.NewReader(
		`{"email":"anna@klinik.de","password":"Sonograf1e!","confirmPassword":"Sonograf1e!","firstName":"Anna","lastName":"Berg"}`))
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)

	var mails []string
	require.Eventually(t, func() bool {
		mails, err = filepath.Glob(filepath.Join(outbox, "*.eml"))
		return err == nil && len(mails) == 1
	}, 10*time.Second, 10*time.Millisecond, "the code's mail is written")
	t.Logf("the code's mail was written %s after the request was sent", time.Since(started).Round(time.Millisecond))
	content, err := os.ReadFile(mails[0])
	require.NoError(t, err)
	assert.Contains(t, string(content), "Your RadScribe verification code")
}
