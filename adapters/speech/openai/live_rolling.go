package openai

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/openai/openai-go/v3"

	"github.com/radscribe/radscribe/adapters/internal/openairetry"
	"github.com/radscribe/radscribe/adapters/internal/pcm"
	"github.com/radscribe/radscribe/ports"
)

// Live transcription by any /audio/transcriptions server: the audio not yet settled is sent
// again and again as it grows, and the words two answers in a row agree on are settled (the
// LocalAgreement-2 policy of whisper_streaming). One request never carries more than the
// window.
//
// The application reads voice commands ("next field") from whole finals, so a final should be
// one utterance, as Google's and the Realtime protocol's are. When the answers carry segments
// (verbose_json, the Whisper models), a final is exactly one segment's words, and Whisper
// servers end a segment where the speaker paused: a segment is settled once two answers in a
// row agree on all its words and a later segment has begun (or the stream finishes), and its
// audio is then dropped. Agreed words of a segment not yet settled stay in the interim. The
// newest answer's last segment is settled too once the audio after it is a quiet pause (see
// rollingPause): a command said last ("next field", "stop dictation") must act while the
// radiologist waits for it, not when they speak again.
//
// Without segments (json, the gpt-4o transcribe models) there is no pause to end a final at:
// the agreed words are settled as they come, ended where the answer ends a sentence while it
// has one ahead of them, so a final can still hold a command and dictation together, or half
// a command. Voice commands need a model that answers with segments, or another live mode
// (the Realtime protocol, Google); the audio of such a stream is dropped only when the window
// is full.

// errRollingClosed is a Write after Finish or Abort.
var errRollingClosed = errors.New("openai speech: the live stream is closed")

// listenRolling opens a live stream on the transcription endpoint. A request starts at most
// every RollingInterval (counted from the start of the one before) and carries at most
// RollingWindow of audio.
func (r *Recognizer) listenRolling(ctx context.Context, req ports.LiveRequest, heard func(ports.LiveText)) (ports.LiveStream, error) {
	interval, window := r.live.rollingInterval, r.live.rollingWindow
	if interval <= 0 || window < time.Second {
		return nil, fmt.Errorf("openai speech: speech.openai.rolling_interval must be positive and rolling_window at least 1s, got %s and %s", interval, window)
	}
	ctx, cancel := context.WithCancel(ctx)
	s := &rollingStream{
		r:         r,
		language:  req.Language,
		hints:     rollingHints(promptHint(req.Hints)),
		heard:     heard,
		interval:  interval,
		window:    rollingBytes(window),
		ctx:       ctx,
		cancel:    cancel,
		arrived:   make(chan struct{}, 1),
		finishing: make(chan struct{}),
		done:      make(chan struct{}),
	}
	go s.run()
	return s, nil
}

// rollingStream is one live stream. Write only queues the audio; one goroutine (run) sends the
// requests and alone calls heard, so heard is called one call at a time.
type rollingStream struct {
	r        *Recognizer
	language string
	hints    string
	heard    func(ports.LiveText)
	interval time.Duration
	window   int // bytes

	ctx       context.Context
	cancel    context.CancelFunc
	arrived   chan struct{} // holds a signal while queued audio waits for run
	finishing chan struct{} // closed by Finish
	finish    sync.Once
	done      chan struct{} // closed when run has returned

	mu     sync.Mutex
	queued []byte // written and not yet taken by run
	closed bool   // Finish or Abort was called
	err    error  // why the stream failed; final once done is closed

	// Owned by run.
	audio   []byte           // the audio not yet dropped, from start on
	start   int              // bytes of the stream's audio before audio
	asked   int              // bytes of audio the newest answer heard
	newest  []string         // the newest answer's words for audio
	segs    []rollingSegment // the newest answer's segments for audio; none without segments
	settled int              // leading words of newest that are final
	said    []string         // the latest final words, for the prompt
	interim string           // the interim heard last received
	// quietBelow, after a last segment was settled in a pause, is the loudness (RMS) below
	// which the audio since is still that pause; 0 otherwise. See pauseGoesOn.
	quietBelow int
}

func (s *rollingStream) Write(chunk []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.err != nil:
		return s.err
	case s.closed:
		return errRollingClosed
	}
	if err := pcm.CheckLiveWrite(chunk, 0, 0); err != nil {
		s.err = fmt.Errorf("openai speech: %w", err)
		s.cancel()
		return s.err
	}
	s.queued = append(s.queued, chunk...)
	select {
	case s.arrived <- struct{}{}:
	default:
	}
	return nil
}

func (s *rollingStream) Finish(ctx context.Context) error {
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	s.finish.Do(func() { close(s.finishing) })
	select {
	case <-s.done:
	case <-ctx.Done():
		s.Abort()
		return fmt.Errorf("openai speech: live transcription did not finish: %w", ctx.Err())
	}
	s.cancel()
	return s.err
}

func (s *rollingStream) Abort() {
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	s.cancel()
	<-s.done
}

func (s *rollingStream) run() {
	defer close(s.done)
	err := s.listen()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err == nil {
		s.err = err
	}
}

// listen asks again whenever audio arrived and an interval has passed since the last request
// began, until Finish or the end of the stream's context.
func (s *rollingStream) listen() error {
	var lastAsked time.Time
	wait := time.NewTimer(0)
	defer wait.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return s.ended()
		case <-s.finishing:
			return s.finishAll()
		case <-s.arrived:
		}
		wait.Reset(time.Until(lastAsked.Add(s.interval)))
		select {
		case <-s.ctx.Done():
			return s.ended()
		case <-s.finishing:
			return s.finishAll()
		case <-wait.C:
		}
		s.take()
		if len(s.audio) == s.asked {
			continue
		}
		lastAsked = time.Now()
		if err := s.step(); err != nil {
			return err
		}
	}
}

func (s *rollingStream) ended() error {
	return fmt.Errorf("openai speech: live transcription ended: %w", s.ctx.Err())
}

// take moves the queued audio to the audio run works on.
func (s *rollingStream) take() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.audio = append(s.audio, s.queued...)
	s.queued = s.queued[:0]
}

// step sends the audio once more. Audio beyond the window is not sent: the window is closed
// instead, at its quietest moment so that no word is cut in two, and its answer settled whole.
func (s *rollingStream) step() error {
	if s.pauseGoesOn() {
		if len(s.audio) > s.window {
			s.drop(len(s.audio), 0)
		}
		return nil
	}
	if len(s.audio) > s.window {
		return s.settleUpTo(rollingQuietCut(s.audio, s.window))
	}
	answer, err := s.ask(s.audio)
	if err != nil {
		return err
	}
	if len(answer.words) < s.settled {
		// An answer that lost words already final cannot be lined up with them; the next may.
		return nil
	}
	agreed := s.settled
	for agreed < min(len(s.newest), len(answer.words)) && sameWord(s.newest[agreed], answer.words[agreed]) {
		agreed++
	}
	s.newest, s.segs, s.asked = answer.words, answer.segments, len(s.audio)
	if len(s.segs) > 0 {
		n := s.settledSegments(agreed)
		if n == len(s.segs)-1 {
			if quiet := s.pauseAfterLast(agreed); quiet > 0 {
				n, s.quietBelow = n+1, quiet
			}
		}
		if n > 0 {
			s.saySegments(s.newest, s.segs[:n])
			s.drop(s.segs[n-1].end, s.segs[n-1].words)
		}
	} else {
		commit := sentenceCommit(s.newest, s.settled, agreed)
		fresh := s.newest[s.settled:commit]
		s.settled = commit
		s.saySentences(fresh, s.start)
	}
	s.show(strings.Join(s.newest[s.settled:], " "))
	return nil
}

// settledSegments counts the leading segments of the newest answer that are settled: all
// their words are among the first agreed words, and a later segment has begun, whose words
// follow them in the audio. (A segment without an end of its own, which a server without
// timings answers, is never settled here: dropping its audio would drop the wrong audio.)
func (s *rollingStream) settledSegments(agreed int) int {
	n := 0
	for n+1 < len(s.segs) {
		seg, next := s.segs[n], s.segs[n+1]
		if seg.words > agreed || seg.words >= len(s.newest) || seg.end <= 0 || seg.end >= next.end {
			break
		}
		n++
	}
	return n
}

// rollingPause is how long the audio sent after the newest answer's last segment must be
// quiet for that segment to be settled before a later one begins. The speaker has then ended
// the utterance and waits: for the cursor after "next field", for the end after "stop
// dictation", which both take well over a second. A pause within an utterance, a breath or a
// hesitation, is mostly 200 to 500 ms, which the Realtime protocol's server VAD (500 ms of
// silence by default) also still counts as the same turn; 600 ms stays above those, and below
// the 700 ms that ends an utterance of the synthetic test speech (speechtest.PauseTime), so
// that the audio sent, which grows in pieces of about 100 ms, shows the pause long enough
// before the next utterance begins. A segment whose end the
// server stretches over the pause (some answer the last segment until the audio's end) never
// shows such a pause, and is settled as before, once a later segment begins.
const rollingPause = 600 * time.Millisecond

// rollingQuietRMS is the loudness, as the root mean square of 16-bit samples, that a 50 ms
// frame of a pause stays at or below: about -40 dBFS, well above a dictation microphone's
// noise floor and well below speech into it. For a soft speaker a quarter of the segment's
// loudest frame is the limit instead (see pauseAfterLast).
const rollingQuietRMS = 330

// rollingFrame is the frame loudness is measured over: 50 ms, shorter than a word, so a word
// in a pause is never averaged away, and longer than a click.
const rollingFrame = ports.LiveBytesPerSecond / 20

// pauseAfterLast says whether the newest answer's last segment may be settled before a later
// segment begins: all its words are among the first agreed words, it has audio of its own,
// and the audio sent after its end is at least rollingPause long and quiet all through. The
// end of a Whisper segment can come early, before a trailing word, or a word the answer did
// not yet hear can begin in the pause; the audio says so, the words do not. It returns the
// loudness below which that audio counted as quiet, or 0 when the segment is not settled.
func (s *rollingStream) pauseAfterLast(agreed int) int {
	last := len(s.segs) - 1
	seg, from, before := s.segs[last], 0, 0
	if last > 0 {
		from, before = s.segs[last-1].end, s.segs[last-1].words
	}
	sent := s.audio[:s.asked]
	if seg.words > agreed || seg.words <= before || seg.end <= from ||
		len(sent)-seg.end < rollingBytes(rollingPause) {
		return 0
	}
	quiet := min(rollingQuietRMS, rollingLoudest(sent[from:seg.end])/4)
	if quiet <= 0 || rollingLoudest(sent[seg.end:]) > quiet {
		return 0
	}
	return quiet
}

// pauseGoesOn says whether all the audio not yet settled is still the pause a last segment
// was settled in. It is not sent then: Whisper models asked about silence alone are known to
// answer words never said ("Thank you."), which two answers could agree on; and it is dropped
// rather than sent once it outgrows the window.
func (s *rollingStream) pauseGoesOn() bool {
	return s.quietBelow > 0 && len(s.newest) == 0 && rollingLoudest(s.audio) <= s.quietBelow
}

// rollingLoudest is the root mean square of the loudest 50 ms frame of pcm (the last frame may
// be shorter), in 16-bit sample units; 0 for no audio.
func rollingLoudest(audio []byte) int {
	var loudest float64
	for start := 0; start < len(audio); start += rollingFrame {
		frame := audio[start:min(start+rollingFrame, len(audio))]
		var sum float64
		for j := 0; j+1 < len(frame); j += 2 {
			sample := float64(pcm.Sample(frame, j/2))
			sum += sample * sample
		}
		if n := len(frame) / 2; n > 0 {
			loudest = max(loudest, sum/float64(n))
		}
	}
	return int(math.Sqrt(loudest))
}

// saySegments makes the words of segs (segments of words, from the audio's start on) final
// beyond the words already final, one final for each segment, heard until the segment's end.
func (s *rollingStream) saySegments(words []string, segs []rollingSegment) {
	from := 0
	for _, seg := range segs {
		first := min(max(from, s.settled), seg.words)
		s.say(words[first:seg.words], s.start+seg.end)
		from = seg.words
	}
}

// sentenceCommit is how many leading words of an answer without segments are final, given
// that the first settled are already and the first agreed are agreed: the agreed ones, ended
// at the last sentence end among them while the answer ends a sentence after them (which the
// next answer will likely agree on), so that a final ends where a sentence does when it can.
func sentenceCommit(words []string, settled, agreed int) int {
	if !slices.ContainsFunc(words[agreed:], endsSentence) {
		return agreed
	}
	for end := agreed; end > settled; end-- {
		if endsSentence(words[end-1]) {
			return end
		}
	}
	return settled
}

// saySentences makes words final, one final for each sentence they end and one for the rest,
// heard until the given byte.
func (s *rollingStream) saySentences(words []string, until int) {
	for len(words) > 0 {
		end := slices.IndexFunc(words, endsSentence) + 1
		if end == 0 {
			end = len(words)
		}
		s.say(words[:end], until)
		words = words[end:]
	}
}

// endsSentence says whether a word as written ends a sentence: a full stop, a question or an
// exclamation mark, perhaps before closing quotes or brackets.
func endsSentence(word string) bool {
	word = strings.TrimRightFunc(word, func(r rune) bool {
		return unicode.Is(unicode.Pe, r) || unicode.Is(unicode.Pf, r) || r == '"' || r == '\''
	})
	last, _ := utf8.DecodeLastRuneInString(word)
	return strings.ContainsRune(".?!…。？！", last)
}

// finishAll settles what the audio still holds: nothing when it is all the pause a last
// segment was settled in, what the newest answer heard when no audio came since, or else the
// answer to one more request (more than one when the rest is longer than the window).
func (s *rollingStream) finishAll() error {
	if s.ctx.Err() != nil {
		return s.ended()
	}
	s.take()
	if s.pauseGoesOn() {
		s.drop(len(s.audio), 0)
		return nil
	}
	for len(s.audio) > s.window {
		if err := s.settleUpTo(rollingQuietCut(s.audio, s.window)); err != nil {
			return err
		}
	}
	if len(s.audio) > s.asked {
		return s.settleUpTo(len(s.audio))
	}
	if len(s.segs) > 0 {
		s.saySegments(s.newest, s.segs)
	} else {
		s.saySentences(s.newest[min(s.settled, len(s.newest)):], s.start+len(s.audio))
	}
	s.drop(len(s.audio), len(s.newest))
	return nil
}

// settleUpTo transcribes the audio up to cut and makes its words final, one final for each
// segment when the answer has segments. The words already final may reach beyond cut; then
// none are added, and those left over stay final for the audio that remains.
func (s *rollingStream) settleUpTo(cut int) error {
	answer, err := s.ask(s.audio[:cut])
	if err != nil {
		return err
	}
	if len(answer.segments) > 0 {
		s.saySegments(answer.words, answer.segments)
	} else {
		s.saySentences(answer.words[min(s.settled, len(answer.words)):], s.start+cut)
	}
	s.drop(cut, len(answer.words))
	return nil
}

// drop forgets the audio up to cut, whose transcript is the first words words of newest.
func (s *rollingStream) drop(cut, words int) {
	s.audio = s.audio[cut:]
	s.start += cut
	s.asked = max(0, s.asked-cut)
	s.newest = s.newest[min(words, len(s.newest)):]
	s.settled = max(0, s.settled-words)
	kept := s.segs[:0]
	for _, seg := range s.segs {
		if seg.words > words {
			kept = append(kept, rollingSegment{end: max(0, seg.end-cut), words: seg.words - words})
		}
	}
	s.segs = kept
}

// say passes newly final words on, heard until the given byte of the stream's audio.
func (s *rollingStream) say(words []string, until int) {
	if len(words) == 0 || s.ctx.Err() != nil {
		return
	}
	s.said = append(s.said, words...)
	for len(s.said) > 1 && joinedRunes(s.said) > maxPromptChars {
		s.said = s.said[1:]
	}
	s.interim = ""
	s.heard(ports.LiveText{Text: strings.Join(words, " "), Final: true, HeardUntil: ports.LiveAudioDuration(int64(until))})
}

// show passes the interim on when it changed.
func (s *rollingStream) show(text string) {
	if text == s.interim || s.ctx.Err() != nil {
		return
	}
	s.interim = text
	s.heard(ports.LiveText{Text: text})
}

// rollingAnswer is one answer: its words, and where each segment ends in the audio sent.
type rollingAnswer struct {
	words    []string
	segments []rollingSegment
}

type rollingSegment struct {
	end   int // bytes into the audio sent
	words int // words in this and the segments before
}

// ask transcribes pcm once, retried as Transcribe's requests are, with the latest final words
// after the hints as the prompt: Whisper reads the prompt as the text that came before.
func (s *rollingStream) ask(audio []byte) (rollingAnswer, error) {
	s.quietBelow = 0 // what is sent is no longer the pause
	req := ports.TranscriptionRequest{Audio: pcm.WAV(audio, ports.LiveSampleRate), Format: ports.AudioWAV, Language: s.language}
	file, _ := uploadFor(ports.AudioWAV)
	prompt := s.prompt()
	r := s.r
	answer, err := openairetry.Do(s.ctx, openairetry.Policy{Retries: r.maxRetries, Backoff: r.backoff},
		func() (*openai.AudioTranscriptionNewResponseUnion, error) {
			params := r.params(req, file)
			if prompt != "" {
				params.Prompt = openai.String(prompt)
			}
			return r.rollingAttempt(s.ctx, params)
		}, answered)
	if err != nil {
		return rollingAnswer{}, r.failure(s.ctx, err)
	}
	return rollingAnswerOf(answer, len(audio)), nil
}

// rollingAttempt sends one request, bounded by the configured timeout, and keeps the whole
// answer with its segments.
func (r *Recognizer) rollingAttempt(ctx context.Context, params openai.AudioTranscriptionNewParams) (*openai.AudioTranscriptionNewResponseUnion, error) {
	attemptCtx, cancel := context.WithTimeout(ctx, r.timeout)
	defer cancel()
	answer, err := r.client.Audio.Transcriptions.New(attemptCtx, params)
	switch {
	case isDecodeError(err):
		return nil, errMalformed
	case err != nil && ctx.Err() == nil && errors.Is(attemptCtx.Err(), context.DeadlineExceeded):
		return nil, errAttemptTimedOut
	}
	return answer, err
}

// rollingAnswerOf reads the words from the segments when there are any, so that the words
// and the segments' word counts agree.
func rollingAnswerOf(answer *openai.AudioTranscriptionNewResponseUnion, sent int) rollingAnswer {
	if len(answer.Segments) == 0 {
		return rollingAnswer{words: strings.Fields(answer.Text)}
	}
	var a rollingAnswer
	for _, seg := range answer.Segments {
		a.words = append(a.words, strings.Fields(seg.Text)...)
		end := min(rollingBytes(duration(seg.End)), sent)
		if n := len(a.segments); n > 0 && end < a.segments[n-1].end {
			end = a.segments[n-1].end
		}
		a.segments = append(a.segments, rollingSegment{end: end, words: len(a.words)})
	}
	return a
}

func (s *rollingStream) prompt() string {
	room := maxPromptChars - utf8.RuneCountInString(s.hints) - len(". ")
	first := len(s.said)
	for first > 0 && joinedRunes(s.said[first-1:]) <= room {
		first--
	}
	tail := strings.Join(s.said[first:], " ")
	switch {
	case tail == "":
		return s.hints
	case s.hints == "":
		return tail
	}
	return s.hints + ". " + tail
}

// joinedRunes is the length of words joined with spaces.
func joinedRunes(words []string) int {
	n := max(0, len(words)-1)
	for _, w := range words {
		n += utf8.RuneCountInString(w)
	}
	return n
}

// rollingHints keeps whole terms of the hint list within three quarters of the prompt, so the
// latest final words always have room.
func rollingHints(hints string) string {
	limit := maxPromptChars * 3 / 4
	for utf8.RuneCountInString(hints) > limit {
		i := strings.LastIndex(hints, ", ")
		if i < 0 {
			return ""
		}
		hints = hints[:i]
	}
	return hints
}

// sameWord compares words as heard, not as written: answers differ in case and punctuation.
func sameWord(a, b string) bool {
	bare := func(w string) string { return strings.ToLower(strings.TrimFunc(w, unicode.IsPunct)) }
	return bare(a) == bare(b)
}

// rollingBytes is d of live audio in bytes, whole samples.
func rollingBytes(d time.Duration) int {
	return int(d.Round(time.Second/ports.LiveSampleRate) * ports.LiveSampleRate / time.Second * 2)
}

// rollingQuietCut is where to close a window of limit bytes: the middle of the longest run of
// its quietest 10 ms frames in the window's last third, where a pause between words lies.
func rollingQuietCut(audio []byte, limit int) int {
	const frame = ports.LiveBytesPerSecond / 100
	first := limit * 2 / 3 / frame
	last := limit / frame
	loudness := make([]int, last-first)
	quietest := -1
	for i := range loudness {
		for j := (first + i) * frame; j < (first+i+1)*frame; j += 2 {
			sample := int(pcm.Sample(audio, j/2))
			loudness[i] += max(sample, -sample)
		}
		if quietest < 0 || loudness[i] < quietest {
			quietest = loudness[i]
		}
	}
	quiet := quietest + quietest/4
	best, bestLength, length := last, 0, 0
	for i, l := range loudness {
		if l > quiet {
			length = 0
			continue
		}
		length++
		if length >= bestLength {
			best, bestLength = first+i+1-(length+1)/2, length
		}
	}
	return best * frame
}
