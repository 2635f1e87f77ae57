package reporting

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/ports/portstest"
)

// movingClock is a clock a test moves on.
type movingClock struct{ now time.Time }

func (c *movingClock) Now() time.Time          { return c.now }
func (c *movingClock) advance(d time.Duration) { c.now = c.now.Add(d) }

// actions are the four report use cases, each called with a valid request.
var actions = map[string]func(s *Service, user account.User) error{
	"correct": func(s *Service, user account.User) error {
		_, err := s.Correct(context.Background(), user, transcript, "en")
		return err
	},
	"format": func(s *Service, user account.User) error {
		_, err := s.Format(context.Background(), user, FormatInput{Transcript: transcript, Language: "en"})
		return err
	},
	"fill": func(s *Service, user account.User) error {
		_, err := s.Fill(context.Background(), user, FillInput{Transcript: transcript, Language: "en", TemplateHTML: "<p>T</p>"})
		return err
	},
	"generate": func(s *Service, user account.User) error {
		_, err := s.Generate(context.Background(), user, GenerateInput{Transcript: transcript, Language: "en"})
		return err
	},
}

// newLimitedEnv is newEnv with a budget of perHour reports, whose hour runs on clock.
func newLimitedEnv(perHour int, clock *movingClock) *env {
	e := newEnv()
	e.limiter.Clock = clock
	e.service.budget = Budget{PerHour: perHour}
	return e
}

func TestEveryReportTakesFromOneHourlyBudgetPerUser(t *testing.T) {
	for name, act := range actions {
		t.Run(name, func(t *testing.T) {
			clock := &movingClock{now: portstest.Now}
			e := newLimitedEnv(3, clock)
			for range 3 {
				require.NoError(t, act(e.service, anna))
			}
			asked := len(e.writer.corrections)
			clock.advance(20 * time.Minute)

			err := act(e.service, anna)
			var appErr *apperr.Error
			require.ErrorAs(t, err, &appErr)
			assert.Equal(t, apperr.RateLimited, appErr.Kind)
			assert.Equal(t, "You have asked for a lot of reports in the last hour. Please try again in 40 minutes.", appErr.Message)
			assert.Equal(t, 40*time.Minute, appErr.RetryAfter)
			assert.Equal(t, asked, len(e.writer.corrections), "a refused request never reaches the writer")

			require.NoError(t, act(e.service, account.User{ID: "ben"}), "each user has a budget of their own")
			clock.advance(40 * time.Minute)
			assert.NoError(t, act(e.service, anna), "a new hour brings a new budget")
		})
	}
}

func TestTheFourActionsShareTheBudget(t *testing.T) {
	e := newLimitedEnv(4, &movingClock{now: portstest.Now})
	for _, name := range []string{"correct", "format", "fill", "generate"} {
		require.NoError(t, actions[name](e.service, anna), name)
	}
	assert.Equal(t, map[string]int{"reports:user:anna": 4}, e.limiter.Taken())
	for name, act := range actions {
		assert.Equal(t, apperr.RateLimited, apperr.KindOf(act(e.service, anna)), name)
	}
}

func TestInvalidRequestsDoNotUseTheBudget(t *testing.T) {
	ctx := context.Background()
	e := newLimitedEnv(1, &movingClock{now: portstest.Now})
	_, err := e.service.Correct(ctx, anna, "  ", "en")
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err))
	_, err = e.service.Format(ctx, anna, FormatInput{Transcript: transcript, Language: "xx"})
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err))
	_, err = e.service.Fill(ctx, anna, FillInput{Transcript: transcript, Language: "en"})
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err))
	_, err = e.service.Generate(ctx, anna, GenerateInput{Language: "en"})
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err))
	assert.Empty(t, e.limiter.Taken())
	assert.NoError(t, actions["format"](e.service, anna), "the whole budget is left")
}

func TestATranscriptionsCorrectionDoesNotUseTheReportBudget(t *testing.T) {
	e := newLimitedEnv(1, &movingClock{now: portstest.Now})
	for range 3 {
		corrected, err := e.service.CorrectTranscription(context.Background(), anna, transcript, "en")
		require.NoError(t, err)
		assert.NotEmpty(t, corrected.Text)
	}
	assert.Empty(t, e.limiter.Taken())
	_, err := e.service.CorrectTranscription(context.Background(), anna, " ", "en")
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err), "its input is checked as Correct's")
}

func TestAReportWaitsWhenTheBudgetCannotBeChecked(t *testing.T) {
	e := newEnv()
	e.limiter.Err = errors.New("limiter down")
	err := actions["generate"](e.service, anna)
	assertAppErr(t, err, apperr.Unavailable, MsgLimiterDown)
	assert.Empty(t, e.writer.corrections)
}
