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
	"github.com/radscribe/radscribe/domain/feedback"
	"github.com/radscribe/radscribe/ports/portstest"
)

var (
	anna = account.User{ID: "anna"}
	ben  = account.User{ID: "ben"}
	now  = time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)
)

func newTestService() (*Service, *portstest.Feedback, *portstest.Limiter) {
	repo, limiter := portstest.NewMemory().Feedback, &portstest.Limiter{}
	return NewService(repo, limiter, portstest.FixedClock{Time: now}, &portstest.SequentialIDs{}), repo, limiter
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
