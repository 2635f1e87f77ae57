package riverjobs

import (
	"context"
	"testing"

	gosmtp "github.com/emersion/go-smtp"
	"github.com/riverqueue/river/rivertype"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/mail/smtp/smtptest"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	"github.com/radscribe/radscribe/application/auth"
)

var (
	greylisted  = &gosmtp.SMTPError{Code: 451, EnhancedCode: gosmtp.EnhancedCode{4, 7, 1}, Message: "Greylisted, please try again later"}
	unknownUser = &gosmtp.SMTPError{Code: 550, EnhancedCode: gosmtp.EnhancedCode{5, 1, 1}, Message: "No such user here"}
)

// welcomeAfter queues a welcome mail to a server that first answers refusal, and returns the
// job once it has finished and what the server accepted.
func welcomeAfter(t *testing.T, db *gorm.DB, refusal *gosmtp.SMTPError) (*rivertype.JobRow, []smtptest.Delivery) {
	t.Helper()
	h := newHarness(t, db, &smtptest.Server{Refusals: []*gosmtp.SMTPError{refusal}})
	h.addUser(t, "u1", "anna@klinik.de")
	h.start(t)
	require.NoError(t, h.queue.Enqueue(context.Background(), auth.SendWelcome{UserID: "u1"}))
	return finishedJob(t, h.runner.client, auth.SendWelcome{}.Kind()), h.mail.Deliveries()
}

func TestAMailJobRefusedWith451IsDeliveredOnALaterAttempt(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, open func(t *testing.T) *gorm.DB) {
		job, deliveries := welcomeAfter(t, open(t), greylisted)

		assert.Equal(t, rivertype.JobStateCompleted, job.State)
		assert.Equal(t, 2, job.Attempt, "the first attempt met the 451")
		require.Len(t, job.Errors, 1)
		assert.Contains(t, job.Errors[0].Error, "451")
		require.Len(t, deliveries, 1)
		assert.Equal(t, []string{"anna@klinik.de"}, deliveries[0].To)
	})
}

func TestAMailJobRefusedWith550EndsWithTheErrorKept(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, open func(t *testing.T) *gorm.DB) {
		job, deliveries := welcomeAfter(t, open(t), unknownUser)

		assert.Equal(t, rivertype.JobStateCancelled, job.State, "a permanent refusal is not retried")
		assert.Equal(t, 1, job.Attempt)
		require.Len(t, job.Errors, 1)
		assert.Contains(t, job.Errors[0].Error, "550")
		assert.Contains(t, job.Errors[0].Error, "No such user here")
		assert.Empty(t, deliveries)
	})
}
