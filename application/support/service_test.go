package support

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/mail"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/support"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

var now = time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)

const (
	supportAddress = "help@radscribe.test"
	// secret stands for what a person may write and nobody but the support team may read.
	secret = "Patient Erika Mustermann, geb. 12.03.1961"
)

// outbox records the mail sent; Err makes every delivery fail with it.
type outbox struct {
	mu   sync.Mutex
	sent []ports.Message
	Err  error
}

func (o *outbox) Send(_ context.Context, msg ports.Message) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.Err != nil {
		return o.Err
	}
	o.sent = append(o.sent, msg)
	return nil
}

func (o *outbox) all() []ports.Message {
	o.mu.Lock()
	defer o.mu.Unlock()
	return append([]ports.Message(nil), o.sent...)
}

type fixture struct {
	service  *Service
	messages *portstest.ContactMessages
	jobs     *portstest.Jobs
	limiter  *portstest.Limiter
	mail     *outbox
	clock    *portstest.FixedClock
	logs     *bytes.Buffer
	anna     string
}

// newFixture has the mail jobs run at once unless queueOnly, as a worker would run them.
func newFixture(t *testing.T, queueOnly bool) *fixture {
	t.Helper()
	memory := portstest.NewMemory()
	anna, _ := portstest.TwoUsers(t, memory.Users)
	clock := &portstest.FixedClock{Time: now}
	f := &fixture{
		messages: portstest.NewContactMessages(), jobs: portstest.NewJobs(), limiter: &portstest.Limiter{Clock: clock},
		mail: &outbox{}, clock: clock, logs: &bytes.Buffer{}, anna: anna,
	}
	logger := slog.New(slog.NewTextHandler(f.logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	f.service = NewService(Stores{Messages: f.messages, Users: memory.Users, Tx: portstest.Transactions{}}, f.mail, f.jobs,
		f.limiter, clock, &portstest.SequentialIDs{}, Settings{SupportEmail: supportAddress}, logger)
	if !queueOnly {
		portstest.Handle(f.jobs, f.service.DeliverContactMessage)
	}
	return f
}

func question(message string) support.Draft {
	return support.Draft{Name: " Anna Weber ", Email: "anna.weber@praxis.de", Subject: "FAQ question from the tutorials page", Message: message}
}

var visitor = Sender{IP: "203.0.113.7"}

func TestContactMailsTheSupportTeamWithRepliesToTheSender(t *testing.T) {
	f := newFixture(t, false)
	answer, err := f.service.Contact(context.Background(), question("How do I add my own template?\n"+secret), visitor)
	require.NoError(t, err)
	assert.Equal(t, "Thank you! We'll get back to you soon.", answer)

	sent := f.mail.all()
	require.Len(t, sent, 1)
	msg := sent[0]
	assert.Equal(t, supportAddress, msg.To)
	assert.Equal(t, "RadScribe contact form: FAQ question from the tutorials page", msg.Subject)
	replyTo, err := mail.ParseAddress(msg.ReplyTo)
	require.NoError(t, err)
	assert.Equal(t, mail.Address{Name: "Anna Weber", Address: "anna.weber@praxis.de"}, *replyTo)
	assert.Contains(t, msg.Text, "How do I add my own template?\n"+secret)
	assert.Contains(t, msg.Text, "From: Anna Weber <anna.weber@praxis.de>")
	assert.Contains(t, msg.Text, "Signed in: no (a visitor)")
	assert.Contains(t, msg.Text, "Sent: 2026-11-21 09:00:00 UTC")
	assert.Empty(t, msg.HTML, "what a person typed is never rendered as HTML")
	assert.Zero(t, f.messages.Len(), "the message is deleted once mailed")
	assert.Empty(t, f.jobs.Failures())
	assert.NotContains(t, f.logs.String(), secret)
}

func TestContactNamesTheAccountOfASignedInSender(t *testing.T) {
	f := newFixture(t, false)
	_, err := f.service.Contact(context.Background(), question("Where are my templates?"), Sender{IP: "203.0.113.7", UserID: f.anna})
	require.NoError(t, err)
	sent := f.mail.all()
	require.Len(t, sent, 1)
	assert.Contains(t, sent[0].Text, "Signed in: yes, as anna@klinik.de")
}

// The job names the message only: its fields are stored in plain sight in the jobs table.
func TestContactQueuesAJobThatCarriesNoText(t *testing.T) {
	f := newFixture(t, true)
	_, err := f.service.Contact(context.Background(), question(secret), visitor)
	require.NoError(t, err)
	queued := f.jobs.Queued()
	require.Len(t, queued, 1)
	job, ok := queued[0].(SendContactMessage)
	require.True(t, ok)
	assert.Equal(t, SendContactMessage{MessageID: "id-1"}, job)
	assert.NotContains(t, fmt.Sprintf("%+v", job), "Anna")
	assert.Empty(t, f.mail.all(), "nothing is mailed while the request waits")
	stored, err := f.messages.ByID(context.Background(), "id-1")
	require.NoError(t, err)
	assert.Equal(t, secret, stored.Text)
	assert.Equal(t, "Anna Weber", stored.Name)
}

func TestContactRefusesInvalidInputWithoutUsingTheBudget(t *testing.T) {
	f := newFixture(t, false)
	for _, tt := range []struct {
		draft support.Draft
		want  string
	}{
		{support.Draft{Email: "a@b.de", Subject: "s", Message: "m"}, "Name is required"},
		{support.Draft{Name: "Anna", Email: "not an address", Subject: "s", Message: "m"}, "Please enter a valid email address"},
		{support.Draft{Name: "Anna", Email: "a@b.de", Message: "m"}, "Subject is required"},
		{support.Draft{Name: "Anna", Email: "a@b.de", Subject: "s"}, "Message is required"},
		{support.Draft{Name: "Anna", Email: "a@b.de", Subject: "s", Message: strings.Repeat("x", 5001)}, "Message must be at most 5000 characters"},
		{support.Draft{Name: "Anna\u202e", Email: "a@b.de", Subject: "s", Message: "m"}, "Name contains an invisible control character (U+202E). Please remove it."},
	} {
		_, err := f.service.Contact(context.Background(), tt.draft, visitor)
		assert.Equal(t, apperr.Invalid, apperr.KindOf(err), tt.want)
		assert.EqualError(t, err, tt.want)
	}
	assert.Empty(t, f.limiter.Taken())
	assert.Zero(t, f.messages.Len())
	assert.Empty(t, f.mail.all())
}

func TestContactIsLimitedPerNetwork(t *testing.T) {
	f := newFixture(t, false)
	ctx := context.Background()
	for range limitPerIP {
		_, err := f.service.Contact(ctx, question("Hello"), visitor)
		require.NoError(t, err)
	}
	_, err := f.service.Contact(ctx, question("Hello"), visitor)
	var appErr *apperr.Error
	require.ErrorAs(t, err, &appErr)
	assert.Equal(t, apperr.RateLimited, appErr.Kind)
	assert.Equal(t, "You have sent several messages in a short time. Please try again later.", appErr.Message)
	assert.Equal(t, time.Hour, appErr.RetryAfter)
	assert.Len(t, f.mail.all(), limitPerIP)

	_, err = f.service.Contact(ctx, question("Hello"), Sender{IP: "198.51.100.1"})
	assert.NoError(t, err, "another network has its own budget")

	f.clock.Time = now.Add(time.Hour)
	_, err = f.service.Contact(ctx, question("Hello"), visitor)
	assert.NoError(t, err, "the budget comes back after an hour")
}

func TestContactIsLimitedPerAccountAcrossNetworks(t *testing.T) {
	f := newFixture(t, false)
	ctx := context.Background()
	for i := range limitPerAccount {
		_, err := f.service.Contact(ctx, question("Hello"), Sender{IP: fmt.Sprintf("203.0.113.%d", i), UserID: f.anna})
		require.NoError(t, err)
	}
	_, err := f.service.Contact(ctx, question("Hello"), Sender{IP: "198.51.100.1", UserID: f.anna})
	var appErr *apperr.Error
	require.ErrorAs(t, err, &appErr)
	assert.Equal(t, apperr.RateLimited, appErr.Kind)
	assert.Equal(t, 24*time.Hour, appErr.RetryAfter)
	assert.Zero(t, f.limiter.Taken()["contact:ip:198.51.100.1"], "the network's attempt is given back")

	f.clock.Time = now.Add(24 * time.Hour)
	_, err = f.service.Contact(ctx, question("Hello"), Sender{IP: "198.51.100.1", UserID: f.anna})
	assert.NoError(t, err, "the budget comes back after a day")
}

func TestContactAnswersUnavailableWhenTheLimiterIsDown(t *testing.T) {
	f := newFixture(t, false)
	f.limiter.Err = errors.New("redis down")
	_, err := f.service.Contact(context.Background(), question("Hello"), visitor)
	assert.Equal(t, apperr.Unavailable, apperr.KindOf(err))
	assert.Zero(t, f.messages.Len())
}

func TestContactIsOffWithoutASupportAddress(t *testing.T) {
	f := newFixture(t, false)
	f.service.settings.SupportEmail = ""
	_, err := f.service.Contact(context.Background(), question("Hello"), visitor)
	assert.Equal(t, apperr.Unavailable, apperr.KindOf(err))
	assert.EqualError(t, err, MsgContactUnavailable)
	assert.Empty(t, f.limiter.Taken())
}

func TestDeliveryIsRetriedWhileTheMailServerFails(t *testing.T) {
	f := newFixture(t, true)
	ctx := context.Background()
	_, err := f.service.Contact(ctx, question(secret), visitor)
	require.NoError(t, err)
	job := f.jobs.Queued()[0].(SendContactMessage)

	f.mail.Err = errors.New("421 try again later")
	assert.Error(t, f.service.DeliverContactMessage(ctx, job), "a temporary failure is retried")
	assert.Equal(t, 1, f.messages.Len(), "the message is kept for the next attempt")

	f.mail.Err = nil
	require.NoError(t, f.service.DeliverContactMessage(ctx, job))
	assert.Len(t, f.mail.all(), 1)
	assert.Zero(t, f.messages.Len())
	require.NoError(t, f.service.DeliverContactMessage(ctx, job), "a job run again after the message is gone sends nothing")
	assert.Len(t, f.mail.all(), 1)
	assert.NotContains(t, f.logs.String(), secret)
}

func TestDeliveryRefusedForGoodEndsAndDeletesTheMessage(t *testing.T) {
	f := newFixture(t, true)
	ctx := context.Background()
	_, err := f.service.Contact(ctx, question("Hello"), visitor)
	require.NoError(t, err)
	f.mail.Err = fmt.Errorf("550 no such mailbox: %w", ports.ErrMailRejected)
	err = f.service.DeliverContactMessage(ctx, f.jobs.Queued()[0].(SendContactMessage))
	assert.ErrorIs(t, err, ports.ErrJobPointless)
	assert.Zero(t, f.messages.Len())
}

func TestUndeliveredMessagesAreDeletedAfterAWeek(t *testing.T) {
	f := newFixture(t, true)
	ctx := context.Background()
	_, err := f.service.Contact(ctx, question("old"), visitor)
	require.NoError(t, err)
	f.clock.Time = now.Add(UndeliveredRetention + time.Minute)
	_, err = f.service.Contact(ctx, question("new"), Sender{IP: "198.51.100.1"})
	require.NoError(t, err)

	require.NoError(t, f.service.DeleteUndeliveredContactMessages(ctx, PurgeUndeliveredContactMessages{}))
	assert.Equal(t, 1, f.messages.Len())
	_, err = f.messages.ByID(ctx, "id-2")
	assert.NoError(t, err, "the message of this week stays")
}

func TestTutorialsAreTheConfiguredVideosInOrder(t *testing.T) {
	videos := []support.Video{
		{ID: "voice-recording", Title: "Voice recording", Category: support.Basics, VimeoID: "76979871", VimeoHash: "8272103f6e"},
		{ID: "custom-prompts", Title: "Custom AI prompts", Category: support.Advanced},
	}
	s := NewService(Stores{}, nil, nil, nil, nil, nil, Settings{Videos: videos}, slog.Default())
	got := s.Tutorials()
	assert.Equal(t, videos, got)
	got[0].Title = "changed"
	assert.Equal(t, "Voice recording", s.Tutorials()[0].Title, "callers get a copy")
}
