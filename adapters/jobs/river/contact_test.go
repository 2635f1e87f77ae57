package riverjobs

import (
	"context"
	"crypto/rand"
	"encoding/json"
	netmail "net/mail"
	"testing"

	"github.com/riverqueue/river/rivertype"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gorm.io/gorm"

	"github.com/radscribe/radscribe/adapters/mail/mailtest"
	"github.com/radscribe/radscribe/adapters/mail/smtp/smtptest"
	"github.com/radscribe/radscribe/adapters/store/storetest"
	supportapp "github.com/radscribe/radscribe/application/support"
	"github.com/radscribe/radscribe/domain/support"
)

// A contact message reaches the support address by a mail job whose stored fields name the
// message only; replies go to its author, and the message is deleted once mailed.
func TestAContactMessageIsMailedByAJobThatHoldsNoText(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, open func(t *testing.T) *gorm.DB) {
		db := open(t)
		h := newHarness(t, db, &smtptest.Server{})
		h.start(t)
		text := "Frage zu Vorlagen " + rand.Text()
		draft := support.Draft{Name: "Anna Weber", Email: "anna.weber@praxis.de", Subject: "FAQ question from the tutorials page", Message: text}
		_, err := h.support.Contact(context.Background(), draft, supportapp.Sender{IP: "203.0.113.7"})
		require.NoError(t, err)

		job := finishedJob(t, h.runner.client, supportapp.SendContactMessage{}.Kind())
		assert.Equal(t, rivertype.JobStateCompleted, job.State)
		assert.NotContains(t, string(job.EncodedArgs), text)
		assert.NotContains(t, string(job.EncodedArgs), "anna.weber")
		// PostgreSQL's jsonb prints the arguments with its own spacing: compare them decoded.
		var args map[string]string
		require.NoError(t, json.Unmarshal(job.EncodedArgs, &args))
		require.Len(t, args, 1, "the message id is the job's only argument")
		assert.Regexp(t, `^[0-9a-f-]{36}$`, args["message_id"])

		deliveries := h.mail.Deliveries()
		require.Len(t, deliveries, 1)
		assert.Equal(t, []string{"help@radscribe.example"}, deliveries[0].To)
		parsed, err := mailtest.Parse(deliveries[0].Data)
		require.NoError(t, err)
		replyTo, err := netmail.ParseAddress(parsed.Header.Get("Reply-To"))
		require.NoError(t, err)
		assert.Equal(t, netmail.Address{Name: "Anna Weber", Address: "anna.weber@praxis.de"}, *replyTo)
		assert.Equal(t, "RadScribe contact form: FAQ question from the tutorials page", parsed.Subject)
		assert.Contains(t, parsed.Text, text)

		var left int64
		require.NoError(t, db.Raw(`SELECT COUNT(*) FROM contact_messages`).Scan(&left).Error)
		assert.Zero(t, left, "the mailed message is not kept")
	})
}
