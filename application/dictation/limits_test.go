package dictation

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// movingClock is a clock a test moves on.
type movingClock struct{ now time.Time }

func (c *movingClock) Now() time.Time          { return c.now }
func (c *movingClock) advance(d time.Duration) { c.now = c.now.Add(d) }

// newLimitedFixture is newFixture with a budget of perHour transcriptions, whose hour runs on
// clock.
func newLimitedFixture(t *testing.T, perHour int, clock *movingClock) fixture {
	f := newFixture(t, &heardRecognizer{text: "no new mo thorax"})
	f.limiter.Clock = clock
	f.service.budget.PerHour = perHour
	return f
}

func transcribe(f fixture, in TranscribeInput) error {
	if in.Format == "" {
		in.Format = ports.AudioWebM
	}
	in.Audio = []byte("webm-bytes")
	_, err := f.service.Transcribe(context.Background(), anna, in, nil)
	return err
}

func TestTranscriptionsTakeFromAnHourlyBudgetPerUser(t *testing.T) {
	clock := &movingClock{now: portstest.Now}
	f := newLimitedFixture(t, 2, clock)
	for range 2 {
		require.NoError(t, transcribe(f, TranscribeInput{Language: "en"}))
	}
	clock.advance(45*time.Minute + 30*time.Second)
	recording := f.record(t, anna, "")

	err := transcribe(f, TranscribeInput{RecordingID: recording.ID})
	var appErr *apperr.Error
	require.ErrorAs(t, err, &appErr)
	assert.Equal(t, apperr.RateLimited, appErr.Kind)
	assert.Equal(t, "You have sent a lot of recordings in the last hour. Please try again in 15 minutes.", appErr.Message)
	assert.Equal(t, 14*time.Minute+30*time.Second, appErr.RetryAfter)
	assert.Len(t, f.recognizer.asked, 2, "a refused recording never reaches the speech engine")
	session, err := f.service.SessionRecordings(context.Background(), anna, recording.SessionID)
	require.NoError(t, err)
	assert.Equal(t, dictation.StatusFailed, session.Recordings[0].Status, "the recording can be sent again later")

	_, err = f.service.Transcribe(context.Background(), ben, TranscribeInput{Language: "en", Audio: []byte("x"), Format: ports.AudioOgg}, nil)
	require.NoError(t, err, "each user has a budget of their own")
	clock.advance(15 * time.Minute)
	assert.NoError(t, transcribe(f, TranscribeInput{RecordingID: recording.ID}), "a new hour brings a new budget")
}

func TestInvalidTranscriptionsDoNotUseTheBudget(t *testing.T) {
	f := newLimitedFixture(t, 1, &movingClock{now: portstest.Now})
	assert.Equal(t, apperr.UnsupportedMedia, apperr.KindOf(transcribe(f, TranscribeInput{Language: "en", Format: "audio/x-unknown"})))
	assert.Equal(t, apperr.Invalid, apperr.KindOf(transcribe(f, TranscribeInput{Language: "klingon"})))
	assert.Equal(t, apperr.NotFound, apperr.KindOf(transcribe(f, TranscribeInput{RecordingID: "someone-elses"})))
	assert.Empty(t, f.limiter.Taken())
	assert.NoError(t, transcribe(f, TranscribeInput{Language: "en"}), "the whole budget is left")
	assert.Equal(t, map[string]int{"transcriptions:user:anna": 1}, f.limiter.Taken())
}

func TestATranscriptionWaitsWhenTheBudgetCannotBeChecked(t *testing.T) {
	f := newLimitedFixture(t, 1, &movingClock{now: portstest.Now})
	f.limiter.Err = errors.New("limiter down")
	err := transcribe(f, TranscribeInput{Language: "en"})
	assert.Equal(t, apperr.Unavailable, apperr.KindOf(err))
	assert.EqualError(t, err, MsgLimiterDown+": limiter down")
	assert.Empty(t, f.recognizer.asked)
}
