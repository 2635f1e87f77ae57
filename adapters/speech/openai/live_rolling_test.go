package openai

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	pcmfile "github.com/radscribe/radscribe/adapters/internal/pcm"
	"github.com/radscribe/radscribe/adapters/speech/speechtest"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
	"github.com/radscribe/radscribe/ports/portstest"
)

// rollingOn is a Recognizer whose live streams re-transcribe the growing audio on the server.
func rollingOn(t *testing.T, server *speechtest.WhisperServer, model string, interval, window time.Duration) *Recognizer {
	t.Helper()
	r, err := New(config.SpeechOpenAI{BaseURL: server.URL, Model: model, Timeout: 5 * time.Second, MaxRetries: 1,
		Live: config.SpeechLiveRolling, RollingInterval: interval, RollingWindow: window})
	require.NoError(t, err)
	r.backoff = time.Millisecond
	return r
}

func speak(utterances ...string) []byte {
	said := make([]speechtest.Utterance, len(utterances))
	for i, u := range utterances {
		said[i] = speechtest.Utterance(u)
	}
	return speechtest.Speak(said...)
}

// Whisper models answer with segments (verbose_json), the gpt-4o transcribe models without.
var rollingModels = []string{"whisper-1", "gpt-4o-transcribe"}

func TestRollingLiveRecognizerContract(t *testing.T) {
	for _, model := range rollingModels {
		t.Run(model, func(t *testing.T) {
			portstest.RunLiveRecognizerContract(t, func(t *testing.T) ports.LiveRecognizer {
				server := speechtest.NewWhisperServer(t, speechtest.WhisperOptions{})
				return rollingOn(t, server, model, 200*time.Millisecond, 5*time.Second)
			}, speak)
		})
	}
}

// liveRecord keeps what heard received, and how much of it came before Finish was called.
type liveRecord struct {
	mu             sync.Mutex
	finals         []string
	untils         []time.Duration // each final's HeardUntil
	writtenAt      []int           // how many bytes dictate had written when each final came
	written        int
	interims       []string
	until          time.Duration
	finishing      bool
	beforeFinish   struct{ finals, interims int }
	untilBeforeEnd time.Duration
}

func (l *liveRecord) heard(text ports.LiveText) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !text.Final {
		l.interims = append(l.interims, text.Text)
		if !l.finishing && text.Text != "" {
			l.beforeFinish.interims++
		}
		return
	}
	l.finals = append(l.finals, text.Text)
	l.untils = append(l.untils, text.HeardUntil)
	l.writtenAt = append(l.writtenAt, l.written)
	l.until = text.HeardUntil
	if !l.finishing {
		l.beforeFinish.finals++
		l.untilBeforeEnd = text.HeardUntil
	}
}

func (l *liveRecord) finish() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.finishing = true
}

func (l *liveRecord) transcript() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Join(l.finals, " ")
}

// dictate writes pcm in 100 ms pieces, one every step, then finishes the stream.
func dictate(t *testing.T, live ports.LiveRecognizer, req ports.LiveRequest, pcm []byte, step time.Duration) *liveRecord {
	t.Helper()
	record := &liveRecord{}
	stream, err := live.Listen(context.Background(), req, record.heard)
	require.NoError(t, err)
	piece := ports.LiveBytesPerSecond / 10
	tick := time.NewTicker(step)
	defer tick.Stop()
	for start := 0; start < len(pcm); start += piece {
		end := min(start+piece, len(pcm))
		// Write returns before the audio is sent, so a final caused by this piece finds it
		// counted.
		record.mu.Lock()
		err := stream.Write(pcm[start:end])
		record.written = end
		record.mu.Unlock()
		require.NoError(t, err)
		<-tick.C
	}
	record.finish()
	require.NoError(t, stream.Finish(context.Background()))
	return record
}

func TestRollingShowsTheTextWhileItIsSpoken(t *testing.T) {
	// The engine takes longer than the interval, so requests would overlap if they could.
	server := speechtest.NewWhisperServer(t, speechtest.WhisperOptions{Delay: 400 * time.Millisecond})
	live := rollingOn(t, server, "whisper-1", 300*time.Millisecond, 30*time.Second)
	utterances := []string{"no pleural effusion", "small right apical pneumothorax", "heart normal size"}
	pcm := speak(utterances...)

	record := dictate(t, live, ports.LiveRequest{Language: "en", Hints: []string{"pneumothorax"}}, pcm, 100*time.Millisecond)

	assert.Equal(t, strings.Join(utterances, " "), record.transcript())
	assert.Positive(t, record.beforeFinish.interims, "interim text is shown while the dictation goes on")
	assert.Positive(t, record.beforeFinish.finals, "words are settled while the dictation goes on")
	assert.Positive(t, record.untilBeforeEnd, "settled segments are dropped from the audio sent")
	assert.LessOrEqual(t, record.until, ports.LiveAudioDuration(int64(len(pcm))))
	assert.Equal(t, 1, server.MostInFlight(), "one request at a time")

	requests := server.Requests()
	assert.LessOrEqual(t, len(requests), int(speechtest.Duration(pcm, ports.LiveSampleRate)/(300*time.Millisecond))+2)
	last := requests[len(requests)-1]
	assert.Equal(t, "en", last.Language)
	assert.True(t, strings.HasPrefix(last.Prompt, "pneumothorax. no pleural effusion"), "the prompt is the hints and the words settled so far: %q", last.Prompt)
}

// longDictation is about a minute of speech: short findings and a long sentence spoken
// without a pause.
func longDictation() []string {
	findings := []string{
		"no pleural effusion",
		"small right apical pneumothorax",
		"heart normal size",
		"the liver spleen pancreas kidneys and adrenal glands are unremarkable without focal lesion",
		"no free fluid",
		"mild degenerative changes of the lower thoracic spine",
	}
	var utterances []string
	for i := range 30 {
		utterances = append(utterances, findings[i%len(findings)])
	}
	return utterances
}

func TestRollingNeverSendsMoreThanTheWindow(t *testing.T) {
	const window = 5 * time.Second
	utterances := longDictation()
	pcm := speak(utterances...)
	require.Greater(t, speechtest.Duration(pcm, ports.LiveSampleRate), 55*time.Second)
	for _, model := range rollingModels {
		t.Run(model, func(t *testing.T) {
			server := speechtest.NewWhisperServer(t, speechtest.WhisperOptions{})
			live := rollingOn(t, server, model, 200*time.Millisecond, window)

			// Ten times faster than spoken, so a minute of dictation takes six seconds.
			record := dictate(t, live, ports.LiveRequest{Language: "en"}, pcm, 10*time.Millisecond)

			assert.Equal(t, strings.Join(utterances, " "), record.transcript())
			for _, req := range server.Requests() {
				require.LessOrEqual(t, req.Audio, window)
			}
			assert.Positive(t, record.untilBeforeEnd, "audio is dropped while the dictation goes on")
		})
	}
}

func TestRollingAllAtOnceNeverSendsMoreThanTheWindow(t *testing.T) {
	const window = 5 * time.Second
	utterances := longDictation()[:8]
	pcm := speak(utterances...)
	server := speechtest.NewWhisperServer(t, speechtest.WhisperOptions{})
	live := rollingOn(t, server, "whisper-1", time.Second, window)
	record := &liveRecord{}
	stream, err := live.Listen(context.Background(), ports.LiveRequest{}, record.heard)
	require.NoError(t, err)

	require.NoError(t, stream.Write(pcm))
	require.NoError(t, stream.Finish(context.Background()))

	assert.Equal(t, strings.Join(utterances, " "), record.transcript())
	for _, req := range server.Requests() {
		require.LessOrEqual(t, req.Audio, window)
	}
}

func TestRollingTranscriptIsTheBatchTranscript(t *testing.T) {
	pcm := speak(longDictation()[:10]...)
	for _, model := range rollingModels {
		t.Run(model, func(t *testing.T) {
			server := speechtest.NewWhisperServer(t, speechtest.WhisperOptions{})
			live := rollingOn(t, server, model, 200*time.Millisecond, 10*time.Second)

			batch, err := live.Transcribe(context.Background(), ports.TranscriptionRequest{Audio: pcmfile.WAV(pcm, ports.LiveSampleRate), Format: ports.AudioWAV, Language: "en"}, nil)
			require.NoError(t, err)
			record := dictate(t, live, ports.LiveRequest{Language: "en"}, pcm, 10*time.Millisecond)

			assert.Equal(t, batch.Text, record.transcript())
		})
	}
}

func TestRollingStreamFailsWithTheServer(t *testing.T) {
	// The first answer comes; every later request fails, its retry too.
	server := speechtest.NewWhisperServer(t, speechtest.WhisperOptions{Fail: func(n int) int {
		if n == 0 {
			return 0
		}
		return http.StatusInternalServerError
	}})
	live := rollingOn(t, server, "whisper-1", 200*time.Millisecond, 5*time.Second)
	record := &liveRecord{}
	stream, err := live.Listen(context.Background(), ports.LiveRequest{}, record.heard)
	require.NoError(t, err)
	pcm := speak("no pleural effusion", "small right pneumothorax")
	half := len(pcm) / 2 &^ 1
	require.NoError(t, stream.Write(pcm[:half]))

	require.Eventually(t, func() bool { return len(server.Requests()) >= 1 }, 5*time.Second, 10*time.Millisecond)
	require.Eventually(t, func() bool { return stream.Write(pcm[half:]) != nil }, 5*time.Second, 10*time.Millisecond,
		"a write after the failure says the stream failed")
	err = stream.Finish(context.Background())

	require.Error(t, err)
	assert.Contains(t, err.Error(), "500 Internal Server Error")
	for _, word := range strings.Fields("no pleural effusion small right pneumothorax") {
		assert.NotContains(t, err.Error(), word)
	}
	assert.Len(t, server.Requests(), 3, "the failed request was tried once more, then the stream ended")
}

func TestRollingWriteAndFinishDoNotWaitForASlowServer(t *testing.T) {
	server := speechtest.NewWhisperServer(t, speechtest.WhisperOptions{Delay: 10 * time.Second})
	live := rollingOn(t, server, "whisper-1", 200*time.Millisecond, 5*time.Second)
	record := &liveRecord{}
	stream, err := live.Listen(context.Background(), ports.LiveRequest{}, record.heard)
	require.NoError(t, err)
	pcm := speak("no pleural effusion", "small right pneumothorax", "heart normal size")
	require.NoError(t, stream.Write(pcm[:ports.LiveBytesPerSecond]))
	require.Eventually(t, func() bool { return len(server.Requests()) == 1 }, 5*time.Second, 10*time.Millisecond)

	started := time.Now()
	for start := ports.LiveBytesPerSecond; start < len(pcm); start += ports.LiveBytesPerSecond / 10 {
		require.NoError(t, stream.Write(pcm[start:min(start+ports.LiveBytesPerSecond/10, len(pcm))]))
	}
	assert.Less(t, time.Since(started), time.Second, "Write queues the audio while a request is out")

	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	err = stream.Finish(ctx)
	require.ErrorIs(t, err, context.DeadlineExceeded)
	assert.Less(t, time.Since(started), 2*time.Second, "Finish gives up when its context does")
	record.finish()
	assert.Empty(t, record.transcript())
	assert.Len(t, server.Requests(), 1, "one request at a time")
}

func TestRollingStreamFailsOnAHalfSample(t *testing.T) {
	server := speechtest.NewWhisperServer(t, speechtest.WhisperOptions{})
	live := rollingOn(t, server, "whisper-1", 200*time.Millisecond, 5*time.Second)
	stream, err := live.Listen(context.Background(), ports.LiveRequest{}, (&liveRecord{}).heard)
	require.NoError(t, err)

	require.Error(t, stream.Write(make([]byte, 321)))
	assert.Error(t, stream.Write(make([]byte, 320)), "the stream has failed")
	assert.ErrorContains(t, stream.Finish(context.Background()), "whole 16-bit samples")
}

func TestRollingQuietCutFallsInAPause(t *testing.T) {
	pcm := speak("one two three four five six seven eight nine ten eleven twelve")
	words := speechtest.Hear(pcm, ports.LiveSampleRate)
	limit := rollingBytes(2 * time.Second)
	cut := rollingQuietCut(pcm, limit)

	require.LessOrEqual(t, cut, limit)
	require.GreaterOrEqual(t, cut, limit*2/3)
	at := ports.LiveAudioDuration(int64(cut))
	for _, w := range words {
		assert.False(t, w.Start < at && at < w.End, "the cut at %s splits %q", at, w.Text)
	}
	heard := speechtest.Text(speechtest.Hear(pcm[:cut], ports.LiveSampleRate)) + " " + speechtest.Text(speechtest.Hear(pcm[cut:], ports.LiveSampleRate))
	assert.Equal(t, speechtest.Text(words), heard)
}

func TestRollingPromptKeepsTheLatestWordsWithinTheCap(t *testing.T) {
	var hints []string
	for i := range 40 {
		hints = append(hints, fmt.Sprintf("term%02d%s", i, strings.Repeat("x", 24)))
	}
	s := &rollingStream{hints: rollingHints(promptHint(hints))}
	for range 100 {
		s.said = append(s.said, "pneumothorax")
	}
	s.said = append(s.said, "last")

	prompt := s.prompt()

	assert.LessOrEqual(t, len(prompt), maxPromptChars)
	assert.LessOrEqual(t, len(s.hints), maxPromptChars*3/4, "the hints leave room for the words said")
	assert.True(t, strings.HasPrefix(s.hints, hints[0]+", "+hints[1]))
	terms, said, ok := strings.Cut(prompt, ". ")
	require.True(t, ok)
	assert.Equal(t, s.hints, terms, "the hints come first")
	assert.True(t, strings.HasSuffix(said, " pneumothorax last"), "the latest words said come last")
	assert.Greater(t, len(prompt), maxPromptChars-len("pneumothorax "), "the words said fill the room left")
}

// commandDictation is dictation with a voice command said alone between pauses.
var commandDictation = []string{"no pleural effusion", "next field", "small pneumothorax"}

// utteranceEnds is where each utterance of pcm ends: its last word's end.
func utteranceEnds(pcm []byte) []time.Duration {
	var ends []time.Duration
	for _, utterance := range speechtest.Pauses(speechtest.Hear(pcm, ports.LiveSampleRate)) {
		ends = append(ends, utterance[len(utterance)-1].End)
	}
	return ends
}

func TestRollingFinalsAreWholeUtterances(t *testing.T) {
	pcm := speak(commandDictation...)
	ends := utteranceEnds(pcm)
	require.Len(t, ends, len(commandDictation))
	check := func(t *testing.T, record *liveRecord) {
		t.Helper()
		record.mu.Lock()
		defer record.mu.Unlock()
		assert.Equal(t, commandDictation, record.finals, "one final for each utterance, the command alone")
		assert.Equal(t, ends, record.untils, "each final is heard until its utterance's end")
	}

	t.Run("spoken", func(t *testing.T) {
		server := speechtest.NewWhisperServer(t, speechtest.WhisperOptions{})
		live := rollingOn(t, server, "whisper-1", 200*time.Millisecond, 30*time.Second)

		record := dictate(t, live, ports.LiveRequest{Language: "en"}, pcm, 100*time.Millisecond)

		check(t, record)
		assert.GreaterOrEqual(t, record.beforeFinish.finals, 2, "utterances are settled while the dictation goes on")
		assert.Equal(t, 1, server.MostInFlight(), "one request at a time")
	})

	t.Run("written at once", func(t *testing.T) {
		server := speechtest.NewWhisperServer(t, speechtest.WhisperOptions{})
		live := rollingOn(t, server, "whisper-1", 200*time.Millisecond, 30*time.Second)
		record := &liveRecord{}
		stream, err := live.Listen(context.Background(), ports.LiveRequest{Language: "en"}, record.heard)
		require.NoError(t, err)

		require.NoError(t, stream.Write(pcm))
		record.finish()
		require.NoError(t, stream.Finish(context.Background()))

		check(t, record)
	})

	t.Run("written at once, finished after an answer", func(t *testing.T) {
		server := speechtest.NewWhisperServer(t, speechtest.WhisperOptions{})
		live := rollingOn(t, server, "whisper-1", 200*time.Millisecond, 30*time.Second)
		record := &liveRecord{}
		stream, err := live.Listen(context.Background(), ports.LiveRequest{Language: "en"}, record.heard)
		require.NoError(t, err)

		require.NoError(t, stream.Write(pcm))
		require.Eventually(t, func() bool {
			record.mu.Lock()
			defer record.mu.Unlock()
			return len(record.interims) > 0
		}, 5*time.Second, 10*time.Millisecond)
		record.finish()
		require.NoError(t, stream.Finish(context.Background()))

		check(t, record)
		assert.Equal(t, []string{strings.Join(commandDictation, " ")}, record.interims,
			"one answer alone settles nothing: its words are the interim")
		assert.Len(t, server.Requests(), 1, "Finish settles the answer to all the audio without asking again")
	})
}

// newPunctuatingServer answers json as the gpt-4o transcribe models do: no segments, each
// utterance written as a sentence.
func newPunctuatingServer(t *testing.T) string {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		file, _, err := r.FormFile("file")
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		wav, err := io.ReadAll(file)
		if err != nil || len(wav) < 44 {
			http.Error(w, "no WAV file", http.StatusBadRequest)
			return
		}
		var sentences []string
		for _, utterance := range speechtest.Pauses(speechtest.Hear(wav[44:], ports.LiveSampleRate)) {
			text := speechtest.Text(utterance)
			sentences = append(sentences, strings.ToUpper(text[:1])+text[1:]+".")
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]string{"text": strings.Join(sentences, " ")})
	}))
	t.Cleanup(server.Close)
	return server.URL + "/v1"
}

func TestRollingWithoutSegmentsEndsFinalsAtSentences(t *testing.T) {
	r, err := New(config.SpeechOpenAI{BaseURL: newPunctuatingServer(t), Model: "gpt-4o-transcribe", Timeout: 5 * time.Second,
		Live: config.SpeechLiveRolling, RollingInterval: 200 * time.Millisecond, RollingWindow: 30 * time.Second})
	require.NoError(t, err)
	record := &liveRecord{}
	stream, err := r.Listen(context.Background(), ports.LiveRequest{Language: "en"}, record.heard)
	require.NoError(t, err)

	require.NoError(t, stream.Write(speak(commandDictation...)))
	require.NoError(t, stream.Finish(context.Background()))

	assert.Equal(t, []string{"No pleural effusion.", "Next field.", "Small pneumothorax."}, record.finals)
}

func TestRollingSentenceCommit(t *testing.T) {
	for _, tc := range []struct {
		answer          string
		settled, agreed int
		commit          int
		why             string
	}{
		{"no pleural effusion next field", 0, 4, 4, "an answer without sentences settles the agreed words"},
		{"No pleural effusion. Next field.", 0, 4, 3, "the agreed words end at the sentence end before them"},
		{"No pleural effusion. Next field.", 0, 5, 5, "all agreed, the last sentence too"},
		{"No pleural effusion. Next field.", 3, 4, 3, "nothing more while the sentence is open"},
		{"No pleural effusion next", 0, 3, 3, "no sentence end ahead: the agreed words"},
		{"No pleural effusion next.", 0, 3, 0, "a sentence end ahead and none agreed: wait for it"},
		{`He said "stop." Then left.`, 0, 4, 3, "closing quotes after the full stop"},
		{"Effusion? Yes! Small.", 0, 2, 2, "question and exclamation marks end sentences"},
	} {
		words := strings.Fields(tc.answer)
		assert.Equal(t, tc.commit, sentenceCommit(words, tc.settled, tc.agreed), "%s: %q", tc.why, tc.answer)
	}
}

// silence is d of live audio without sound.
func silence(d time.Duration) []byte {
	return make([]byte, rollingBytes(d))
}

func TestRollingSettlesTheLastUtteranceInAPause(t *testing.T) {
	// The radiologist says a command and waits for it to act.
	pcm := append(speak("no pleural effusion", "next field"), silence(1500*time.Millisecond-speechtest.PauseTime)...)
	ends := utteranceEnds(pcm)
	require.Len(t, ends, 2)
	server := speechtest.NewWhisperServer(t, speechtest.WhisperOptions{})
	live := rollingOn(t, server, "whisper-1", 200*time.Millisecond, 30*time.Second)

	record := dictate(t, live, ports.LiveRequest{Language: "en"}, pcm, 100*time.Millisecond)

	record.mu.Lock()
	defer record.mu.Unlock()
	assert.Equal(t, []string{"no pleural effusion", "next field"}, record.finals)
	assert.Equal(t, ends, record.untils, "each final is heard until its utterance's end")
	assert.Equal(t, 2, record.beforeFinish.finals, "the command is settled in the pause, before Finish")
	require.Len(t, record.writtenAt, 2)
	assert.GreaterOrEqual(t, record.writtenAt[1], rollingBytes(ends[1]+rollingPause), "not before the pause is long enough")
	assert.Less(t, record.writtenAt[1], len(pcm), "while the radiologist still waits")
	assert.Equal(t, 1, server.MostInFlight(), "one request at a time")
	for _, req := range server.Requests() {
		assert.False(t, strings.HasSuffix(req.Prompt, "next field"), "the pause alone is not sent: Whisper may hear words in silence")
	}
}

func TestRollingDoesNotSettleInAShortPause(t *testing.T) {
	for _, tc := range []struct {
		pause  time.Duration
		finals []string
	}{
		// Too short for the server to end a segment: one utterance.
		{300 * time.Millisecond, []string{"no pleural effusion", "next field small pneumothorax"}},
		// The server ends a segment, but the pause is too short to settle it alone.
		{500 * time.Millisecond, []string{"no pleural effusion", "next field", "small pneumothorax"}},
	} {
		t.Run(tc.pause.String(), func(t *testing.T) {
			first := speak("no pleural effusion", "next field")
			first = first[:len(first)-rollingBytes(speechtest.PauseTime-tc.pause)]
			pcm := append(first, speak("small pneumothorax")...)
			server := speechtest.NewWhisperServer(t, speechtest.WhisperOptions{})
			live := rollingOn(t, server, "whisper-1", 200*time.Millisecond, 30*time.Second)

			record := dictate(t, live, ports.LiveRequest{Language: "en"}, pcm, 100*time.Millisecond)

			record.mu.Lock()
			defer record.mu.Unlock()
			assert.Equal(t, tc.finals, record.finals)
			require.Len(t, record.writtenAt, len(tc.finals))
			assert.Greater(t, record.writtenAt[1], len(first), "the command is settled only once the speech after it was written")
		})
	}
}

func TestRollingLoudest(t *testing.T) {
	assert.Zero(t, rollingLoudest(nil))
	assert.Zero(t, rollingLoudest(silence(time.Second)))
	pcm := speak("next")
	assert.Greater(t, rollingLoudest(pcm), rollingQuietRMS)
	// A short sound in a long pause is not averaged away.
	pause := append(silence(2*time.Second), pcm[:rollingBytes(60*time.Millisecond)]...)
	assert.Greater(t, rollingLoudest(append(pause, silence(2*time.Second)...)), rollingQuietRMS)
}

// newEarlyEndingServer answers verbose_json as a Whisper server does, but ends each segment
// early by the given time, inside its last word, as Whisper's timings sometimes do.
func newEarlyEndingServer(t *testing.T, early time.Duration) string {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		file, _, err := r.FormFile("file")
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		wav, err := io.ReadAll(file)
		if err != nil || len(wav) < 44 {
			http.Error(w, "no WAV file", http.StatusBadRequest)
			return
		}
		words := speechtest.Hear(wav[44:], ports.LiveSampleRate)
		segments := []map[string]any{}
		for i, utterance := range speechtest.Pauses(words) {
			start, end := utterance[0].Start, utterance[len(utterance)-1].End
			segments = append(segments, map[string]any{"id": i, "start": start.Seconds(),
				"end": max(start, end-early).Seconds(), "text": " " + speechtest.Text(utterance)})
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"text": speechtest.Text(words), "language": "english",
			"duration": ports.LiveAudioDuration(int64(len(wav) - 44)).Seconds(), "segments": segments})
	}))
	t.Cleanup(server.Close)
	return server.URL + "/v1"
}

func TestRollingHearsTheSpeechInAPause(t *testing.T) {
	pcm := append(speak("next field"), silence(1500*time.Millisecond-speechtest.PauseTime)...)
	for _, tc := range []struct {
		early   time.Duration
		settled int
		why     string
	}{
		{0, 1, "the segment ends where the speech does: settled in the pause"},
		{100 * time.Millisecond, 0, "the segment ends inside its last word: the pause after it is not quiet"},
	} {
		t.Run(tc.early.String(), func(t *testing.T) {
			r, err := New(config.SpeechOpenAI{BaseURL: newEarlyEndingServer(t, tc.early), Model: "whisper-1", Timeout: 5 * time.Second,
				Live: config.SpeechLiveRolling, RollingInterval: 200 * time.Millisecond, RollingWindow: 30 * time.Second})
			require.NoError(t, err)

			record := dictate(t, r, ports.LiveRequest{Language: "en"}, pcm, 100*time.Millisecond)

			assert.Equal(t, "next field", record.transcript())
			assert.Equal(t, tc.settled, record.beforeFinish.finals, tc.why)
		})
	}
}
