package riverjobs

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	gosmtp "github.com/emersion/go-smtp"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/mail/smtp/smtptest"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/application/auth"
)

// callAdminUI sends one request to River UI's API and decodes its JSON answer.
func callAdminUI(t *testing.T, ui http.Handler, method, path, body string) map[string]any {
	t.Helper()
	req := httptest.NewRequest(method, AdminUIPath+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	ui.ServeHTTP(rec, req)
	require.Equal(t, http.StatusOK, rec.Code, rec.Body.String())
	var answer map[string]any
	require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &answer), rec.Body.String())
	return answer
}

// River UI works on both databases through River's database/sql drivers: it lists a failed
// job with its error, retries it and cancels a waiting one.
func TestRiverUIShowsRetriesAndCancelsJobsOnBothDatabases(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, open func(t *testing.T) *gorm.DB) {
		ctx := context.Background()
		h := newHarness(t, open(t), &smtptest.Server{Refusals: []*gosmtp.SMTPError{unknownUser}})
		h.addUser(t, "u1", "anna@klinik.de")
		h.start(t)
		ui := h.runner.AdminUI()
		require.NoError(t, h.queue.Enqueue(ctx, auth.SendWelcome{UserID: "u1"}))
		failed := finishedJob(t, h.runner.client, auth.SendWelcome{}.Kind())
		require.Equal(t, rivertype.JobStateCancelled, failed.State)

		id := strconv.FormatInt(failed.ID, 10)
		listed := callAdminUI(t, ui, http.MethodGet, "/api/jobs?state=cancelled", "")["data"].([]any)
		require.Len(t, listed, 1)
		assert.Equal(t, "send_welcome_mail", listed[0].(map[string]any)["kind"])
		shown, err := json.Marshal(callAdminUI(t, ui, http.MethodGet, "/api/jobs/"+id, ""))
		require.NoError(t, err)
		assert.Contains(t, string(shown), "RCPT TO command: 550", "the job's page shows the error")
		assert.Contains(t, string(shown), "No such user here")

		callAdminUI(t, ui, http.MethodPost, "/api/jobs/retry", `{"ids":["`+id+`"]}`)
		require.Eventually(t, func() bool { return len(h.mail.Deliveries()) == 1 }, 10*time.Second, 10*time.Millisecond, "the retried job delivers")

		waiting, err := h.queue.client.Insert(ctx, auth.SendAccountExists{UserID: "u1"}, &river.InsertOpts{ScheduledAt: time.Now().Add(time.Hour)})
		require.NoError(t, err)
		callAdminUI(t, ui, http.MethodPost, "/api/jobs/cancel", `{"ids":["`+strconv.FormatInt(waiting.Job.ID, 10)+`"]}`)
		cancelled, err := h.queue.client.JobGet(ctx, waiting.Job.ID)
		require.NoError(t, err)
		assert.Equal(t, rivertype.JobStateCancelled, cancelled.State)
	})
}
