package feedback

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
	"github.com/radscribe/radscribe/domain/feedback"
	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/ports/portstest"
)

var (
	anna = account.User{ID: "anna"}
	ben  = account.User{ID: "ben"}
	now  = time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)
)

func newTestService() (*Service, *portstest.Feedback, *portstest.Limiter) {
	s, m, limiter := newTestServiceOver()
	return s, m.Feedback, limiter
}

// newTestServiceOver returns the service over a memory database, to set up what ratings name.
func newTestServiceOver() (*Service, *portstest.Memory, *portstest.Limiter) {
	m, limiter := portstest.NewMemory(), &portstest.Limiter{}
	stores := Stores{Feedback: m.Feedback, Recordings: m.Recordings, MasterTemplates: m.MasterTemplates, UserTemplates: m.UserTemplates}
	return NewService(stores, limiter, portstest.FixedClock{Time: now}, &portstest.SequentialIDs{}), m, limiter
}

var negative = feedback.Draft{Type: "negative", Category: "transcription", Text: " Wrong side. ", Language: "de", InputMethod: "voice_recording"}

func TestSubmitStoresTheUsersRating(t *testing.T) {
	s, repo, _ := newTestService()
	f, err := s.Submit(context.Background(), anna, negative)
	require.NoError(t, err)
	assert.NotEmpty(t, f.ID)
	assert.Equal(t, "anna", f.UserID)
	assert.Equal(t, feedback.Transcription, f.Category)
	assert.Equal(t, "Wrong side.", f.Text)
	assert.Equal(t, now, f.CreatedAt)
	assert.Equal(t, []feedback.Feedback{f}, repo.All())
}

func TestSubmitRefusesInvalidInputWithoutUsingTheBudget(t *testing.T) {
	s, repo, limiter := newTestService()
	_, err := s.Submit(context.Background(), anna, feedback.Draft{Type: "positive", Category: "other", InputMethod: "voice_recording"})
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err))
	assert.EqualError(t, err, "Only negative feedback can have a category")
	assert.Empty(t, repo.All())
	assert.Empty(t, limiter.Taken())
}

func TestSubmitIsLimitedPerUser(t *testing.T) {
	s, repo, limiter := newTestService()
	ctx := context.Background()
	for range limitPerUser {
		_, err := s.Submit(ctx, anna, negative)
		require.NoError(t, err)
	}
	_, err := s.Submit(ctx, anna, negative)
	assert.Equal(t, apperr.RateLimited, apperr.KindOf(err))
	assert.EqualError(t, err, MsgTooMuchFeedback)
	_, err = s.Submit(ctx, ben, negative)
	assert.NoError(t, err, "the budget is per user")
	assert.Len(t, repo.All(), limitPerUser+1)

	limiter.Err = errors.New("limiter down")
	_, err = s.Submit(ctx, ben, negative)
	assert.Equal(t, apperr.Unavailable, apperr.KindOf(err))
}

// ownership stores Anna's recording in a dictation session, her template, Ben's recording and
// template, and a master template.
func ownership(t *testing.T, m *portstest.Memory) {
	t.Helper()
	ctx := context.Background()
	for _, u := range []account.User{portstest.NewUser("anna", "anna@klinik.de"), portstest.NewUser("ben", "ben@klinik.de")} {
		require.NoError(t, m.Users.Create(ctx, u))
	}
	for _, r := range []dictation.Recording{
		{ID: "rec-anna", OwnerID: "anna", SessionID: "session-anna", Language: "en", Status: dictation.StatusTranscribing, CreatedAt: now},
		{ID: "rec-ben", OwnerID: "ben", SessionID: "session-ben", Language: "en", Status: dictation.StatusTranscribing, CreatedAt: now},
	} {
		require.NoError(t, m.Recordings.Create(ctx, r, func(dictation.SessionUse) error { return nil }))
	}
	draft := template.Draft{Name: "Knee MRI", Modality: "MRI", Language: "en", HTML: "<p>Normal.</p>"}
	allow := func([]template.Template) error { return nil }
	for _, owner := range []string{"anna", "ben"} {
		own, err := template.NewOwn("tpl-"+owner, owner, draft, now)
		require.NoError(t, err)
		require.NoError(t, m.UserTemplates.Add(ctx, own, allow))
	}
	draft.Type = "Musculoskeletal"
	master, err := template.NewMaster("tpl-master", draft, now)
	require.NoError(t, err)
	require.NoError(t, m.MasterTemplates.Create(ctx, master))
}

func TestSubmitAcceptsWhatTheUserOwns(t *testing.T) {
	s, m, _ := newTestServiceOver()
	ownership(t, m)
	for _, d := range []feedback.Draft{
		{RecordingID: "rec-anna", SessionID: "session-anna", TemplateID: "tpl-anna"},
		{TemplateID: "tpl-master"},
		{SessionID: "session-anna"},
		{RecordingID: "rec-anna"},
	} {
		d.Type, d.Language, d.InputMethod, d.TemplateUsed = "positive", "en", "voice_recording", d.TemplateID != ""
		f, err := s.Submit(context.Background(), account.User{ID: "anna"}, d)
		require.NoError(t, err, "%+v", d)
		assert.Equal(t, d.RecordingID, f.RecordingID)
	}
	assert.Len(t, m.Feedback.All(), 4)
}

func TestSubmitRefusesWhatIsNotTheUsers(t *testing.T) {
	s, m, limiter := newTestServiceOver()
	ownership(t, m)
	for _, d := range []feedback.Draft{
		{RecordingID: "rec-ben"},
		{RecordingID: "rec-missing"},
		{SessionID: "session-ben"},
		{SessionID: "session-missing"},
		{TemplateID: "tpl-ben"},
		{TemplateID: "tpl-missing"},
		{RecordingID: "rec-anna", SessionID: "session-anna", TemplateID: "tpl-ben"},
		{RecordingID: "rec-ben", SessionID: "session-anna"},
	} {
		d.Type, d.Language, d.InputMethod = "negative", "en", "external_transcript"
		_, err := s.Submit(context.Background(), account.User{ID: "anna"}, d)
		assert.Equal(t, apperr.Invalid, apperr.KindOf(err), "%+v", d)
		assert.EqualError(t, err, MsgNotYours)
	}
	assert.Empty(t, m.Feedback.All(), "nothing is stored")
	assert.Empty(t, limiter.Taken(), "a refused rating does not use the budget")
}

// A session is the user's whose recording first used it; a row of another user's in it, as
// recordings stored before sessions were checked may have left, does not make it theirs.
func TestSubmitRefusesASessionTheUserOnlyJoined(t *testing.T) {
	s, m, _ := newTestServiceOver()
	ownership(t, m)
	m.Recordings.Add(portstest.Recording{ID: "rec-ben-joined", OwnerID: "ben", SessionID: "session-anna", Language: "en", CreatedAt: now.Add(time.Second)})
	rating := feedback.Draft{Type: "negative", Language: "en", InputMethod: "voice_recording", SessionID: "session-anna"}

	_, err := s.Submit(context.Background(), ben, rating)
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err))
	assert.EqualError(t, err, MsgNotYours)
	_, err = s.Submit(context.Background(), anna, rating)
	assert.NoError(t, err, "the session is Anna's")
	assert.Len(t, m.Feedback.All(), 1)
}
