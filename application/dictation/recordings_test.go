package dictation

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/ports/portstest"
)

// Template ids of the ownership tests, in the form the server makes.
const (
	masterID      = "0b6a3c52-8d0e-4c53-9a43-3f1f1c1a2b01"
	annasTemplate = "0b6a3c52-8d0e-4c53-9a43-3f1f1c1a2b02"
	bensTemplate  = "0b6a3c52-8d0e-4c53-9a43-3f1f1c1a2b03"
	unknownID     = "0b6a3c52-8d0e-4c53-9a43-3f1f1c1a2b04"
)

// withTemplates stores Anna and Ben, a default template and one template of each.
func withTemplates(t *testing.T, f fixture) {
	t.Helper()
	ctx := context.Background()
	for _, u := range []account.User{portstest.NewUser("anna", "anna@klinik.de"), portstest.NewUser("ben", "ben@klinik.de")} {
		require.NoError(t, f.memory.Users.Create(ctx, u))
	}
	draft := template.Draft{Name: "CT Head", Type: "Neuro", Modality: "CT", Language: "en", HTML: "<p>Normal.</p>"}
	master, err := template.NewMaster(masterID, draft, portstest.Now)
	require.NoError(t, err)
	require.NoError(t, f.memory.MasterTemplates.Create(ctx, master))
	for owner, id := range map[string]string{"anna": annasTemplate, "ben": bensTemplate} {
		own, err := template.NewOwn(id, owner, draft, portstest.Now)
		require.NoError(t, err)
		require.NoError(t, f.memory.UserTemplates.Add(ctx, own, func([]template.Template) error { return nil }))
	}
}

func TestARecordingNamesOnlyTheUsersOwnSessionAndTemplates(t *testing.T) {
	f := newFixture(t, &heardRecognizer{})
	withTemplates(t, f)
	annasSession := f.record(t, anna, "").SessionID
	// A row of Ben's in Anna's session, later than her first, as recordings stored before
	// sessions were checked may have left: the session stays hers.
	f.memory.Recordings.Add(portstest.Recording{ID: "rec-ben-old", OwnerID: "ben", SessionID: annasSession, Language: "en", CreatedAt: portstest.Now.Add(time.Second)})

	cases := []struct {
		name    string
		user    account.User
		in      NewRecording
		kind    apperr.Kind
		message string
	}{
		{"another user's session", ben, NewRecording{SessionID: annasSession}, apperr.NotFound, MsgSessionNotFound},
		{"another user's own template", ben, NewRecording{UserTemplateID: annasTemplate}, apperr.NotFound, template.MsgNotFound},
		{"an own template named as a default one", ben, NewRecording{TemplateID: bensTemplate}, apperr.NotFound, template.MsgNotFound},
		{"a default template named as an own one", ben, NewRecording{UserTemplateID: masterID}, apperr.NotFound, template.MsgNotFound},
		{"an unknown default template", ben, NewRecording{TemplateID: unknownID}, apperr.NotFound, template.MsgNotFound},
		{"an unknown own template", ben, NewRecording{UserTemplateID: unknownID}, apperr.NotFound, template.MsgNotFound},
		{"a good template beside another user's", ben, NewRecording{TemplateID: masterID, UserTemplateID: annasTemplate}, apperr.NotFound, template.MsgNotFound},
		{"the owner's session", anna, NewRecording{SessionID: annasSession}, 0, ""},
		{"a default template", ben, NewRecording{TemplateID: masterID}, 0, ""},
		{"the user's own template", ben, NewRecording{UserTemplateID: bensTemplate}, 0, ""},
		{"both", anna, NewRecording{SessionID: annasSession, TemplateID: masterID, UserTemplateID: annasTemplate}, 0, ""},
		{"a session id no one uses yet", ben, NewRecording{SessionID: unknownID}, 0, ""},
	}
	for _, c := range cases {
		c.in.Language, c.in.Status = "en", dictation.StatusTranscribing
		created, err := f.service.CreateRecording(context.Background(), c.user, c.in)
		if c.message == "" {
			require.NoError(t, err, c.name)
			assert.Equal(t, c.user.ID, created.OwnerID, c.name)
			continue
		}
		assert.Equal(t, c.kind, apperr.KindOf(err), c.name)
		assert.EqualError(t, err, c.message, c.name)
	}
	session, err := f.memory.Recordings.ListSession(context.Background(), "ben", annasSession)
	require.NoError(t, err)
	assert.Len(t, session, 1, "only the old row: no new recording of Ben's joined Anna's session")
	assert.Equal(t, map[string]int{"recordings:user:anna": 3, "recordings:user:ben": 3}, f.limiter.Taken(), "only stored recordings use the rate")
}

// newRateFixture is newFixture with room for perHour new recordings an hour and perSession in
// a session, the hour running on clock.
func newRateFixture(t *testing.T, perHour, perSession int, clock *movingClock) fixture {
	f := newFixture(t, &heardRecognizer{})
	f.limiter.Clock = clock
	f.service.clock = clock
	f.service.budget.RecordingsPerHour, f.service.budget.RecordingsPerSession = perHour, perSession
	return f
}

func create(f fixture, user account.User, sessionID string) (dictation.Recording, error) {
	return f.service.CreateRecording(context.Background(), user, NewRecording{Language: "en", Status: dictation.StatusTranscribing, SessionID: sessionID})
}

// stored counts the user's recordings.
func stored(t *testing.T, f fixture, user account.User) int {
	t.Helper()
	stats, err := f.memory.Recordings.ForUser(context.Background(), user.ID)
	require.NoError(t, err)
	return stats.TotalRecordings
}

func TestRecordingsHaveAnHourlyRatePerUser(t *testing.T) {
	clock := &movingClock{now: portstest.Now}
	f := newRateFixture(t, 3, 100, clock)
	for range 3 {
		_, err := create(f, anna, "")
		require.NoError(t, err)
	}
	clock.advance(40 * time.Minute)

	_, err := create(f, anna, "")
	var appErr *apperr.Error
	require.ErrorAs(t, err, &appErr)
	assert.Equal(t, apperr.RateLimited, appErr.Kind)
	assert.Equal(t, "You have made a lot of recordings in the last hour. Please try again in 20 minutes.", appErr.Message)
	assert.Equal(t, 20*time.Minute, appErr.RetryAfter)
	_, err = create(f, ben, "")
	require.NoError(t, err, "each user has a rate of their own")
	clock.advance(20 * time.Minute)
	_, err = create(f, anna, "")
	assert.NoError(t, err, "a new hour brings a new rate")
	assert.Equal(t, 4, stored(t, f, anna), "a refused recording is not stored")
}

func TestASessionHoldsAtMostItsCapOfRecordings(t *testing.T) {
	f := newRateFixture(t, 300, 2, &movingClock{now: portstest.Now})
	first, err := create(f, anna, "")
	require.NoError(t, err)
	_, err = create(f, anna, first.SessionID)
	require.NoError(t, err)

	_, err = create(f, anna, first.SessionID)
	var appErr *apperr.Error
	require.ErrorAs(t, err, &appErr)
	assert.Equal(t, apperr.RateLimited, appErr.Kind)
	assert.Equal(t, "This dictation already has 2 recordings, the most one report takes. Press New Report to dictate the next one.", appErr.Message)
	assert.Equal(t, map[string]int{"recordings:user:anna": 2}, f.limiter.Taken(), "a refused recording does not use the hourly rate")
	_, err = create(f, anna, "")
	assert.NoError(t, err, "a new session has room")
	assert.Equal(t, 3, stored(t, f, anna))
}

func TestARecordingWaitsWhenTheRateCannotBeChecked(t *testing.T) {
	f := newRateFixture(t, 300, 100, &movingClock{now: portstest.Now})
	f.limiter.Err = errors.New("limiter down")
	_, err := create(f, anna, "")
	assert.Equal(t, apperr.Unavailable, apperr.KindOf(err))
	assert.EqualError(t, err, MsgLimiterDown+": limiter down")
	assert.Zero(t, stored(t, f, anna), "nothing is stored")
}
