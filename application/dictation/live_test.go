package dictation

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/domain/dictation"
	"github.com/radscribe/radscribe/ports"
)

// scriptedLive is a live engine that hears its script: each Write of audio brings the next
// utterance as an interim and then a final, heard until the audio written so far.
type scriptedLive struct {
	script   []string
	failOpen error
	mu       sync.Mutex
	asked    []ports.LiveRequest
	written  int
}

func (l *scriptedLive) Listen(_ context.Context, req ports.LiveRequest, heard func(ports.LiveText)) (ports.LiveStream, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.asked = append(l.asked, req)
	if l.failOpen != nil {
		return nil, l.failOpen
	}
	return &scriptedStream{engine: l, heard: heard}, nil
}

type scriptedStream struct {
	engine  *scriptedLive
	heard   func(ports.LiveText)
	next    int
	written int64
	ended   bool
}

func (s *scriptedStream) Write(pcm []byte) error {
	if s.ended {
		return errors.New("stream ended")
	}
	s.written += int64(len(pcm))
	s.engine.mu.Lock()
	s.engine.written += len(pcm)
	s.engine.mu.Unlock()
	if s.next < len(s.engine.script) {
		text := s.engine.script[s.next]
		s.next++
		s.heard(ports.LiveText{Text: text})
		s.heard(ports.LiveText{Text: text, Final: true, HeardUntil: ports.LiveAudioDuration(s.written)})
	}
	return nil
}

func (s *scriptedStream) Finish(context.Context) error { s.ended = true; return nil }
func (s *scriptedStream) Abort()                       { s.ended = true }

func newLiveFixture(t *testing.T, engine *scriptedLive) (fixture, *Live) {
	t.Helper()
	f := newFixture(t, &heardRecognizer{})
	return f, NewLive(f.service, engine)
}

// startRecording creates the row a browser creates when live dictation starts.
func (f fixture) startRecording(t *testing.T) dictation.Recording {
	t.Helper()
	r, err := f.service.CreateRecording(context.Background(), anna, NewRecording{Language: "en", Status: dictation.StatusRecording})
	require.NoError(t, err)
	return r
}

// tenthOfASecond is one piece of audio as the browser sends it.
var tenthOfASecond = make([]byte, ports.LiveBytesPerSecond/10)

func TestLiveDictationRelaysTextAndStoresTheCorrectedTranscript(t *testing.T) {
	engine := &scriptedLive{script: []string{"small right new mo thorax", "next field", "no effusion", "scratch that", "no pleural effusion"}}
	f, live := newLiveFixture(t, engine)
	recording := f.startRecording(t)
	var events []LiveEvent
	ctx := context.Background()
	d, err := live.Open(ctx, anna, LiveStart{RecordingID: recording.ID}, func(e LiveEvent) { events = append(events, e) })
	require.NoError(t, err)
	stored, _ := f.memory.Recordings.Get(ctx, anna.ID, recording.ID)
	assert.Equal(t, dictation.StatusTranscribing, stored.Status, "the recording is being transcribed while it is dictated")
	for range engine.script {
		require.NoError(t, d.Write(tenthOfASecond))
	}
	result, err := d.Finish(ctx)
	require.NoError(t, err)

	assert.Equal(t, "small right new mo thorax no pleural effusion", result.Text, "commands and the utterance scratched are not dictation")
	assert.Equal(t, "small right pneumothorax no pleural effusion", result.CorrectedText)
	assert.Equal(t, 500*time.Millisecond, result.Duration)
	stored, _ = f.memory.Recordings.Get(ctx, anna.ID, recording.ID)
	assert.Equal(t, dictation.StatusTranscribed, stored.Status)
	assert.Equal(t, "small right pneumothorax no pleural effusion", stored.Transcript.Corrected)

	require.Len(t, events, 10)
	assert.Equal(t, LiveEvent{Text: "small right new mo thorax"}, events[0])
	assert.Equal(t, LiveEvent{Text: "small right new mo thorax", Final: true, HeardUntil: 100 * time.Millisecond}, events[1])
	require.NotNil(t, events[3].Command)
	assert.Equal(t, dictation.CommandNextField, events[3].Command.Kind)
	require.NotNil(t, events[7].Command)
	assert.Equal(t, dictation.CommandScratchThat, events[7].Command.Kind)
	assert.Nil(t, events[9].Command)
	require.Len(t, engine.asked, 1)
	assert.Equal(t, "en", engine.asked[0].Language)
}

func TestLiveDictationResumesWhereTheDroppedConnectionEnded(t *testing.T) {
	engine := &scriptedLive{script: []string{"no fracture"}}
	f, live := newLiveFixture(t, engine)
	recording := f.startRecording(t)
	ctx := context.Background()
	first, err := live.Open(ctx, anna, LiveStart{RecordingID: recording.ID}, func(LiveEvent) {})
	require.NoError(t, err)
	first.Abort()

	engine.script = []string{"no dislocation"}
	var events []LiveEvent
	again, err := live.Open(ctx, anna, LiveStart{RecordingID: recording.ID, Resumed: "no fracture", From: 2 * time.Second}, func(e LiveEvent) { events = append(events, e) })
	require.NoError(t, err)
	require.NoError(t, again.Write(tenthOfASecond))
	result, err := again.Finish(ctx)
	require.NoError(t, err)
	assert.Equal(t, "no fracture no dislocation", result.Text)
	assert.Equal(t, 2100*time.Millisecond, result.Duration)
	assert.Equal(t, 2100*time.Millisecond, events[1].HeardUntil, "positions count from the recording's start")
	assert.Equal(t, 2, f.limiter.Taken()["transcriptions:user:anna"], "every connection uses the budget")
}

func TestLiveDictationRefusals(t *testing.T) {
	ctx := context.Background()
	f, live := newLiveFixture(t, &scriptedLive{})
	recording := f.startRecording(t)
	open := func(in LiveStart) error {
		_, err := live.Open(ctx, anna, in, func(LiveEvent) {})
		return err
	}

	_, err := NewLive(f.service, nil).Open(ctx, anna, LiveStart{RecordingID: recording.ID}, func(LiveEvent) {})
	assert.Equal(t, apperr.Unavailable, apperr.KindOf(err))
	assert.EqualError(t, err, MsgLiveUnavailable)
	assert.False(t, NewLive(f.service, nil).Available())

	_, err = live.Open(ctx, ben, LiveStart{RecordingID: recording.ID}, func(LiveEvent) {})
	assert.Equal(t, apperr.NotFound, apperr.KindOf(err), "another user's recording is not found")

	err = open(LiveStart{RecordingID: recording.ID, From: -time.Second})
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err))
	err = open(LiveStart{RecordingID: recording.ID, Language: "tlh"})
	assert.Equal(t, apperr.Invalid, apperr.KindOf(err))

	d, err := live.Open(ctx, anna, LiveStart{RecordingID: recording.ID}, func(LiveEvent) {})
	require.NoError(t, err)
	assert.Equal(t, apperr.Invalid, apperr.KindOf(d.Write([]byte{1, 2, 3})), "half a sample")
	d.Abort()

	done := f.startRecording(t)
	d, err = live.Open(ctx, anna, LiveStart{RecordingID: done.ID}, func(LiveEvent) {})
	require.NoError(t, err)
	_, err = d.Finish(ctx)
	require.NoError(t, err)
	err = open(LiveStart{RecordingID: done.ID})
	assert.Equal(t, apperr.Conflict, apperr.KindOf(err), "a transcribed recording is not dictated again")

	long, err := live.Open(ctx, anna, LiveStart{RecordingID: recording.ID, Resumed: "x", From: MaxLiveDuration - 50*time.Millisecond}, func(LiveEvent) {})
	require.NoError(t, err)
	err = long.Write(tenthOfASecond)
	assert.Equal(t, apperr.TooLarge, apperr.KindOf(err))
	assert.EqualError(t, err, MsgLiveTooLong)
	err = open(LiveStart{RecordingID: recording.ID, Resumed: "x", From: MaxLiveDuration})
	assert.Equal(t, apperr.TooLarge, apperr.KindOf(err))
}

func TestLiveDictationUsesTheBudget(t *testing.T) {
	ctx := context.Background()
	f, live := newLiveFixture(t, &scriptedLive{})
	live.service.budget.PerHour = 1
	first := f.startRecording(t)
	second := f.startRecording(t)
	_, err := live.Open(ctx, anna, LiveStart{RecordingID: first.ID}, func(LiveEvent) {})
	require.NoError(t, err)
	_, err = live.Open(ctx, anna, LiveStart{RecordingID: second.ID}, func(LiveEvent) {})
	assert.Equal(t, apperr.RateLimited, apperr.KindOf(err))
	stored, _ := f.memory.Recordings.Get(ctx, anna.ID, second.ID)
	assert.Equal(t, dictation.StatusRecording, stored.Status, "a refused start leaves the recording as it was")
}

func TestLiveDictationEngineFailures(t *testing.T) {
	ctx := context.Background()
	f, live := newLiveFixture(t, &scriptedLive{failOpen: errors.New("connection refused")})
	recording := f.startRecording(t)
	_, err := live.Open(ctx, anna, LiveStart{RecordingID: recording.ID}, func(LiveEvent) {})
	assert.Equal(t, apperr.Unavailable, apperr.KindOf(err))
	var failure *apperr.Error
	require.ErrorAs(t, err, &failure)
	assert.Equal(t, MsgTranscriptionFailed, failure.Message, "the user is told what to do; the engine's error is for the log")
}

func TestLiveDictationKeepsTheCommandsMadeOfText(t *testing.T) {
	engine := &scriptedLive{script: []string{"Findings:", "New paragraph.", "Insert macro normal chest."}}
	f, live := newLiveFixture(t, engine)
	recording := f.startRecording(t)
	ctx := context.Background()
	d, err := live.Open(ctx, anna, LiveStart{RecordingID: recording.ID}, func(LiveEvent) {})
	require.NoError(t, err)
	for range engine.script {
		require.NoError(t, d.Write(tenthOfASecond))
	}
	result, err := d.Finish(ctx)
	require.NoError(t, err)
	assert.Equal(t, "Findings: New paragraph. macro normal chest", result.Text,
		"a paragraph break is corrected from its words, a macro expanded from its trigger word")
}
