package dictation

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/domain/lang"
	"github.com/radscribe/radscribe/domain/report"
	"github.com/radscribe/radscribe/domain/vocabulary"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// heardRecognizer answers with what a speech engine heard and keeps what it was asked.
type heardRecognizer struct {
	text     string
	deltas   []string
	duration time.Duration
	err      error
	asked    []ports.TranscriptionRequest
}

func (r *heardRecognizer) Transcribe(_ context.Context, req ports.TranscriptionRequest, partial func(string)) (ports.Transcription, error) {
	r.asked = append(r.asked, req)
	if partial != nil {
		for _, d := range r.deltas {
			partial(d)
		}
	}
	return ports.Transcription{Text: r.text, Duration: r.duration}, r.err
}

// spellingCorrector fixes one misheard term, as the report engine's correction would.
type spellingCorrector struct {
	err   error
	calls int
}

func (c *spellingCorrector) CorrectTranscription(_ context.Context, _ account.User, text, _ string) (ports.CorrectionResult, error) {
	c.calls++
	if c.err != nil {
		return ports.CorrectionResult{}, c.err
	}
	fixed := strings.ReplaceAll(text, "new mo thorax", "pneumothorax")
	var corrections []report.Correction
	if fixed != text {
		corrections = []report.Correction{{Original: "new mo thorax", Corrected: "pneumothorax", Source: "lexicon"}}
	}
	return ports.CorrectionResult{Text: fixed, Corrections: corrections}, nil
}

type fixture struct {
	memory     *portstest.Memory
	recognizer *heardRecognizer
	corrector  *spellingCorrector
	limiter    *portstest.Limiter
	service    *Service
}

var (
	anna = account.User{ID: "anna"}
	ben  = account.User{ID: "ben"}
)

func newFixture(t *testing.T, recognizer *heardRecognizer) fixture {
	t.Helper()
	memory := portstest.NewMemory()
	f := fixture{memory: memory, recognizer: recognizer, corrector: &spellingCorrector{}, limiter: &portstest.Limiter{}}
	stores := Stores{
		Recordings: memory.Recordings, Transcripts: memory.Recordings, Vocabulary: memory.Vocabulary,
		MasterTemplates: memory.MasterTemplates, UserTemplates: memory.UserTemplates,
	}
	var engine ports.SpeechRecognizer
	if recognizer != nil {
		engine = recognizer
	}
	f.service = NewService(stores, engine, SpeechSettings{Provider: "openai", Streaming: true, MaxAudioBytes: 25 << 20}, f.corrector, f.limiter,
		Budget{PerHour: 300, RecordingsPerHour: 300, RecordingsPerSession: 100}, portstest.FixedClock{Time: portstest.Now}, &sequentialUUIDs{})
	return f
}

// sequentialUUIDs names rows with ids of the form the server's have (UUIDs), in order.
type sequentialUUIDs struct {
	mu   sync.Mutex
	last int
}

func (g *sequentialUUIDs) NewID() (string, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.last++
	return fmt.Sprintf("00000000-0000-4000-8000-%012d", g.last), nil
}

func (f fixture) record(t *testing.T, user account.User, sessionID string) dictation.Recording {
	t.Helper()
	r, err := f.service.CreateRecording(context.Background(), user, NewRecording{
		Language: "en", Status: dictation.StatusTranscribing, SessionID: sessionID, Timing: dictation.Timing{Duration: 12 * time.Second},
	})
	require.NoError(t, err)
	return r
}

func TestClearSessionTranscripts(t *testing.T) {
	f := newFixture(t, nil)
	for _, id := range []string{"r1", "r2", "r3"} {
		f.memory.Recordings.Add(portstest.Recording{ID: id, OwnerID: "anna", SessionID: "s1", Language: "en", Transcript: true})
	}
	ctx := context.Background()
	cleared, err := f.service.ClearSessionTranscripts(ctx, anna, "s1")
	require.NoError(t, err)
	assert.Equal(t, 3, cleared)

	_, err = f.service.ClearSessionTranscripts(ctx, ben, "s1")
	assert.Equal(t, apperr.NotFound, apperr.KindOf(err))
	assert.EqualError(t, err, "Session not found")
}

func TestTheFirstRecordingFixesTheSession(t *testing.T) {
	f := newFixture(t, &heardRecognizer{})
	first := f.record(t, anna, "")
	require.NotEmpty(t, first.SessionID)
	second := f.record(t, anna, first.SessionID)
	assert.Equal(t, first.SessionID, second.SessionID)
	assert.NotEqual(t, first.ID, second.ID)
	assert.Equal(t, portstest.Now, second.CreatedAt)
}

func TestCreateRecordingRefusesBadInput(t *testing.T) {
	f := newFixture(t, &heardRecognizer{})
	cases := []struct {
		name string
		in   NewRecording
		want string
	}{
		{"unknown language", NewRecording{Language: "klingon", Status: dictation.StatusRecording}, lang.MsgUnknown},
		{"finished status", NewRecording{Status: dictation.StatusCompleted}, dictation.MsgInvalidStatus},
		{"negative duration", NewRecording{Status: dictation.StatusRecording, Timing: dictation.Timing{Duration: -time.Second}}, dictation.MsgInvalidDuration},
		{"session id with text", NewRecording{Status: dictation.StatusRecording, SessionID: "no pneumothorax"}, dictation.MsgInvalidSession},
		{"session id too long", NewRecording{Status: dictation.StatusRecording, SessionID: strings.Repeat("a", 65)}, dictation.MsgInvalidSession},
		{"session id not an id", NewRecording{Status: dictation.StatusRecording, SessionID: "not-a-uuid"}, dictation.MsgInvalidSession},
		{"session id of 36 letters", NewRecording{Status: dictation.StatusRecording, SessionID: strings.Repeat("a", 36)}, dictation.MsgInvalidSession},
		{"template id too long", NewRecording{Status: dictation.StatusRecording, TemplateID: strings.Repeat("t", 65)}, dictation.MsgInvalidTemplateID},
		{"template id a path", NewRecording{Status: dictation.StatusRecording, TemplateID: "../../etc/passwd"}, dictation.MsgInvalidTemplateID},
		{"own template id a path", NewRecording{Status: dictation.StatusRecording, UserTemplateID: "../../etc/passwd"}, dictation.MsgInvalidTemplateID},
		{"own template id with a space", NewRecording{Status: dictation.StatusRecording, UserTemplateID: " 00000000-0000-4000-8000-000000000001"}, dictation.MsgInvalidTemplateID},
	}
	for _, c := range cases {
		_, err := f.service.CreateRecording(context.Background(), anna, c.in)
		assert.Equal(t, apperr.Invalid, apperr.KindOf(err), c.name)
		assert.EqualError(t, err, c.want, c.name)
	}
	assert.Empty(t, f.limiter.Taken(), "invalid input does not use the hourly rate")
	session, err := f.memory.Recordings.ListSession(context.Background(), "anna", "not-a-uuid")
	require.NoError(t, err)
	assert.Empty(t, session)
}

func TestTranscribeStoresTheCorrectedText(t *testing.T) {
	engine := &heardRecognizer{text: "no new mo thorax", deltas: []string{"no new ", "mo thorax"}, duration: 11500 * time.Millisecond}
	f := newFixture(t, engine)
	ctx := context.Background()
	require.NoError(t, f.memory.Users.Create(ctx, portstest.NewUser("anna", "anna@klinik.de")))
	anyCount := func(int) error { return nil }
	require.NoError(t, f.memory.Vocabulary.Add(ctx, vocabulary.Entry{ID: "v1", OwnerID: "anna", OriginalWord: "spicule a ted", CorrectedWord: "spiculated", Language: "en"}, anyCount))
	require.NoError(t, f.memory.Vocabulary.Add(ctx, vocabulary.Entry{ID: "v2", OwnerID: "anna", OriginalWord: "erguss", CorrectedWord: "Erguss", Language: "de"}, anyCount))
	recording := f.record(t, anna, "")

	var streamed []string
	result, err := f.service.Transcribe(ctx, anna, TranscribeInput{RecordingID: recording.ID, Audio: []byte("webm-bytes"), Format: ports.AudioWebM},
		func(d string) { streamed = append(streamed, d) })
	require.NoError(t, err)
	assert.Equal(t, TranscribeResult{
		RecordingID: recording.ID, Text: "no new mo thorax", CorrectedText: "no pneumothorax",
		Corrections: []report.Correction{{Original: "new mo thorax", Corrected: "pneumothorax", Source: "lexicon"}}, Duration: 11500 * time.Millisecond,
	}, result)
	assert.Equal(t, []string{"no new ", "mo thorax"}, streamed)
	require.Len(t, engine.asked, 1)
	assert.Equal(t, ports.TranscriptionRequest{
		Audio: []byte("webm-bytes"), Format: ports.AudioWebM, Language: "en", Hints: []string{"spiculated"}, Duration: 12 * time.Second,
	}, engine.asked[0], "the recording's language and the user's vocabulary of that language")

	session, err := f.service.SessionRecordings(ctx, anna, recording.SessionID)
	require.NoError(t, err)
	require.Len(t, session.Recordings, 1)
	stored := session.Recordings[0]
	assert.Equal(t, dictation.StatusTranscribed, stored.Status)
	assert.Equal(t, dictation.Transcript{Raw: "no new mo thorax", Corrected: "no pneumothorax"}, stored.Transcript)
	assert.Equal(t, int64(len("webm-bytes")), stored.FileSize)
	assert.Equal(t, "no pneumothorax", session.Transcript)
}

func TestTranscribeWithoutARecordingStoresNothing(t *testing.T) {
	f := newFixture(t, &heardRecognizer{text: "Heart normal."})
	result, err := f.service.Transcribe(context.Background(), anna, TranscribeInput{Language: "de", Audio: []byte("x"), Format: ports.AudioOgg}, nil)
	require.NoError(t, err)
	assert.Equal(t, "Heart normal.", result.CorrectedText)
	assert.Empty(t, result.RecordingID)
	assert.Equal(t, "de", f.recognizer.asked[0].Language)
}

func TestSilenceIsTranscribedWithoutCorrection(t *testing.T) {
	f := newFixture(t, &heardRecognizer{text: "  "})
	recording := f.record(t, anna, "")
	result, err := f.service.Transcribe(context.Background(), anna, TranscribeInput{RecordingID: recording.ID, Audio: []byte("x"), Format: ports.AudioWAV}, nil)
	require.NoError(t, err)
	assert.Empty(t, result.CorrectedText)
	assert.Equal(t, 0, f.corrector.calls)
	assert.Equal(t, 12*time.Second, result.Duration, "the browser's measure when the engine gave none")
}

func TestTranscribeRefusals(t *testing.T) {
	ctx := context.Background()
	t.Run("not configured", func(t *testing.T) {
		f := newFixture(t, nil)
		_, err := f.service.Transcribe(ctx, anna, TranscribeInput{Audio: []byte("x"), Format: ports.AudioWebM}, nil)
		assert.Equal(t, apperr.Unavailable, apperr.KindOf(err))
		assert.EqualError(t, err, "Speech recognition is not configured on this server.")
		assert.False(t, f.service.SpeechStatus().Configured)
		assert.False(t, f.service.SpeechStatus().Streaming)
	})
	t.Run("unknown format", func(t *testing.T) {
		f := newFixture(t, &heardRecognizer{})
		_, err := f.service.Transcribe(ctx, anna, TranscribeInput{Audio: []byte("x"), Format: ""}, nil)
		assert.Equal(t, apperr.UnsupportedMedia, apperr.KindOf(err))
		assert.Empty(t, f.recognizer.asked)
	})
	t.Run("another user's recording", func(t *testing.T) {
		f := newFixture(t, &heardRecognizer{text: "x"})
		recording := f.record(t, anna, "")
		_, err := f.service.Transcribe(ctx, ben, TranscribeInput{RecordingID: recording.ID, Audio: []byte("x"), Format: ports.AudioWebM}, nil)
		assert.Equal(t, apperr.NotFound, apperr.KindOf(err))
		assert.EqualError(t, err, "Recording not found")
		assert.Empty(t, f.recognizer.asked)
	})
}

func TestAFailedTranscriptionMarksTheRecordingFailed(t *testing.T) {
	ctx := context.Background()
	cases := []struct {
		name      string
		engineErr error
		correct   error
		kind      apperr.Kind
		message   string
	}{
		{"engine down", errors.New("openai speech: 500"), nil, apperr.Unavailable, MsgTranscriptionFailed},
		{"format the engine cannot read", ports.ErrAudioFormatUnsupported, nil, apperr.UnsupportedMedia, MsgAudioFormatRefused},
		{"longer than the engine takes", fmt.Errorf("google speech: %w", ports.ErrRecordingTooLong), nil, apperr.TooLarge, MsgRecordingTooLong},
		{"correction refused", nil, apperr.New(apperr.TooLarge, "The transcript is too long."), apperr.TooLarge, "The transcript is too long."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t, &heardRecognizer{text: "heart normal", err: c.engineErr})
			f.corrector.err = c.correct
			recording := f.record(t, anna, "")
			_, err := f.service.Transcribe(ctx, anna, TranscribeInput{RecordingID: recording.ID, Audio: []byte("x"), Format: ports.AudioWebM}, nil)
			assert.Equal(t, c.kind, apperr.KindOf(err))
			var shown *apperr.Error
			require.ErrorAs(t, err, &shown)
			assert.Equal(t, c.message, shown.Message)
			stored, getErr := f.memory.Recordings.Get(ctx, "anna", recording.ID)
			require.NoError(t, getErr)
			assert.Equal(t, dictation.StatusFailed, stored.Status)

			f.recognizer.err, f.corrector.err = nil, nil
			_, err = f.service.Transcribe(ctx, anna, TranscribeInput{RecordingID: recording.ID, Audio: []byte("x"), Format: ports.AudioWebM}, nil)
			require.NoError(t, err, "a failed recording may be sent again")
		})
	}
}
