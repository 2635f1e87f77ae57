package openai

import (
	"cmp"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"

	"github.com/radscribe/radscribe/adapters/internal/pcm"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// Live transcription over a transcription session of the Realtime protocol: the audio goes up
// a WebSocket as it is spoken, the server's voice activity detection commits each utterance
// as an item, and the item's transcript comes back while the next one is spoken.

const (
	// realtimeSilence is how long a pause commits an utterance: short enough that a final
	// follows a sentence quickly, longer than the pause between words.
	realtimeSilence = 500 * time.Millisecond
	// realtimeReadLimit is the largest event read; the library's default (32 KiB) is less
	// than a session event repeating a long vocabulary prompt.
	realtimeReadLimit = 1 << 20
	// realtimeCommitEmpty is the error code of a commit with no audio (or too little) in the
	// buffer, which Finish's commit meets when the server's own commit took the audio first.
	realtimeCommitEmpty = "input_audio_buffer_commit_empty"
)

var errRealtimeClosed = errors.New("openai speech: the live stream has ended")

// realtimeEndpoint is where and how live sessions are opened.
type realtimeEndpoint struct {
	url     string
	header  http.Header
	model   string
	timeout time.Duration
}

// newRealtimeEndpoint derives the session's WebSocket URL from the configured base URL
// (https://api.openai.com/v1 becomes wss://api.openai.com/v1/realtime?intent=transcription).
func newRealtimeEndpoint(cfg config.SpeechOpenAI) (realtimeEndpoint, error) {
	u, err := url.Parse(cfg.BaseURL)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return realtimeEndpoint{}, fmt.Errorf("speech.openai.base_url: %q must be an absolute http(s) URL", cfg.BaseURL)
	}
	u.Scheme = map[string]string{"http": "ws", "https": "wss"}[u.Scheme]
	u.Path = strings.TrimSuffix(u.Path, "/") + "/realtime"
	u.RawPath = ""
	u.RawQuery = "intent=transcription"
	// The beta header selects the transcription_session events, which OpenAI and the
	// self-hosted servers that implement the protocol share.
	header := http.Header{}
	header.Set("OpenAI-Beta", "realtime=v1")
	if cfg.APIKey != "" {
		header.Set("Authorization", "Bearer "+cfg.APIKey)
	}
	return realtimeEndpoint{
		url:     u.String(),
		header:  header,
		model:   cmp.Or(strings.TrimSpace(cfg.RealtimeModel), cfg.Model),
		timeout: cfg.Timeout,
	}, nil
}

// listen opens a session and configures it. The timeout bounds the handshake, each event
// sent, and Finish's wait for the last transcripts.
func (e realtimeEndpoint) listen(ctx context.Context, req ports.LiveRequest, heard func(ports.LiveText)) (ports.LiveStream, error) {
	openCtx, cancel := context.WithTimeout(ctx, e.timeout)
	defer cancel()
	conn, res, err := websocket.Dial(openCtx, e.url, &websocket.DialOptions{HTTPHeader: e.header.Clone()})
	if err != nil {
		return nil, e.openFailure(ctx, openCtx, res, err)
	}
	conn.SetReadLimit(realtimeReadLimit)
	update, err := json.Marshal(realtimeClientEvent{Type: "transcription_session.update", Session: &realtimeSession{
		InputAudioFormat: "pcm16",
		InputAudioTranscription: realtimeTranscription{
			Model:    e.model,
			Language: isoLanguage(req.Language),
			Prompt:   promptHint(req.Hints),
		},
		TurnDetection: realtimeTurnDetection{Type: "server_vad", SilenceDurationMs: realtimeSilence.Milliseconds()},
	}})
	if err == nil {
		err = conn.Write(openCtx, websocket.MessageText, update)
	}
	if err != nil {
		_ = conn.CloseNow()
		return nil, e.openFailure(ctx, openCtx, nil, err)
	}
	s := newRealtimeStream(ctx, conn, heard, e.timeout)
	go s.readLoop()
	go s.writeLoop()
	return s, nil
}

// openFailure names why no session opened. A refused handshake is reported by its status
// alone: the answer's body is the server's, not ours to pass on.
func (e realtimeEndpoint) openFailure(ctx, openCtx context.Context, res *http.Response, err error) error {
	switch {
	case ctx.Err() != nil:
		return fmt.Errorf("openai speech: live transcription failed: %w", ctx.Err())
	case openCtx.Err() != nil:
		return fmt.Errorf("openai speech: live transcription failed: no session within %s: %w", e.timeout, context.DeadlineExceeded)
	case res != nil && res.StatusCode != http.StatusSwitchingProtocols:
		return fmt.Errorf("openai speech: live transcription failed: the server refused the session: %s", status(res.StatusCode))
	default:
		return fmt.Errorf("openai speech: live transcription failed: %w", err)
	}
}

// realtimeStream is one open session. Write queues the audio for writeLoop, so a slow
// network never holds up the caller; readLoop alone calls heard, so heard runs one call at a
// time, and Finish and Abort return only after it has stopped.
type realtimeStream struct {
	conn    *websocket.Conn
	heard   func(ports.LiveText)
	timeout time.Duration
	// ctx is the connection's life: it ends with the Listen context, a failure or Abort.
	ctx    context.Context
	cancel context.CancelCauseFunc

	mu        sync.Mutex
	upsampler upsampler
	outbox    [][]byte
	sent      int64 // bytes of live audio appended
	items     *realtimeItems
	// committedUntil is how far the server has committed the audio; only audio after it
	// needs Finish's commit.
	committedUntil time.Duration
	// stops are the ends of speech the server announced, by the item it is about to commit
	// ("" for a server that names none): a committed item found here is the server's own.
	stops map[string]time.Duration
	// committing is Finish's commit awaiting its answer; committedAt is the audio it covers.
	committing  bool
	committedAt time.Duration
	closed      bool // Finish or Abort was called
	finishing   bool
	aborted     bool
	settled     bool // finishing, and every final has gone out
	err         error

	wake       chan struct{} // the outbox has events
	settledCh  chan struct{}
	quit       chan struct{} // stops writeLoop once settled
	readerDone chan struct{}
	writerDone chan struct{}
}

func newRealtimeStream(ctx context.Context, conn *websocket.Conn, heard func(ports.LiveText), timeout time.Duration) *realtimeStream {
	streamCtx, cancel := context.WithCancelCause(ctx)
	return &realtimeStream{
		conn: conn, heard: heard, timeout: timeout, ctx: streamCtx, cancel: cancel,
		items: newRealtimeItems(), stops: map[string]time.Duration{},
		wake: make(chan struct{}, 1), settledCh: make(chan struct{}), quit: make(chan struct{}),
		readerDone: make(chan struct{}), writerDone: make(chan struct{}),
	}
}

func (s *realtimeStream) Write(chunk []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return errRealtimeClosed
	}
	if err := s.failureLocked(); err != nil {
		return err
	}
	if err := pcm.CheckLiveWrite(chunk, 0, 0); err != nil {
		s.err = fmt.Errorf("openai speech: %w", err)
		s.cancel(s.err)
		return s.err
	}
	if len(chunk) == 0 {
		return nil
	}
	audio := s.upsampler.resample(chunk)
	s.sent += int64(len(chunk))
	return s.enqueueLocked(realtimeClientEvent{Type: "input_audio_buffer.append", Audio: base64.StdEncoding.EncodeToString(audio)})
}

// Finish commits the audio the server has not committed itself, waits until every item has
// its final, and closes the session normally.
func (s *realtimeStream) Finish(ctx context.Context) error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return errRealtimeClosed
	}
	s.closed, s.finishing = true, true
	if s.failureLocked() == nil {
		if sent := ports.LiveAudioDuration(s.sent); sent > s.committedUntil {
			s.committing, s.committedAt = true, sent
			if err := s.enqueueLocked(realtimeClientEvent{Type: "input_audio_buffer.commit"}); err != nil {
				s.err = err
				s.cancel(err)
			}
		}
		s.settleLocked()
	}
	s.mu.Unlock()

	timer := time.NewTimer(s.timeout)
	defer timer.Stop()
	var stopped error
	select {
	case <-s.settledCh:
	case <-s.ctx.Done():
	case <-ctx.Done():
		stopped = fmt.Errorf("openai speech: live transcription failed: %w", ctx.Err())
	case <-timer.C:
		stopped = fmt.Errorf("openai speech: live transcription failed: no final transcript within %s: %w", s.timeout, context.DeadlineExceeded)
	}

	s.mu.Lock()
	settled := s.settled
	if !settled && s.failureLocked() == nil {
		s.err = stopped
	}
	err := s.err
	s.mu.Unlock()
	if settled {
		close(s.quit)
		<-s.writerDone
		// Every final has reached heard; a close handshake that fails loses nothing.
		_ = s.conn.Close(websocket.StatusNormalClosure, "")
		err = nil
	} else {
		s.cancel(err)
		_ = s.conn.CloseNow()
	}
	<-s.readerDone
	<-s.writerDone
	s.cancel(nil)
	return err
}

func (s *realtimeStream) Abort() {
	s.mu.Lock()
	s.closed, s.aborted = true, true
	s.mu.Unlock()
	s.cancel(errRealtimeClosed)
	_ = s.conn.CloseNow()
	<-s.readerDone
	<-s.writerDone
}

// failureLocked is the error the stream failed with; a Listen context that ended is one.
func (s *realtimeStream) failureLocked() error {
	if s.err == nil && s.ctx.Err() != nil && !s.aborted {
		s.err = fmt.Errorf("openai speech: live transcription failed: %w", context.Cause(s.ctx))
	}
	return s.err
}

// fail ends the stream with err, unless it has already settled or been aborted, when the
// connection's end is expected.
func (s *realtimeStream) fail(err error) {
	s.mu.Lock()
	if s.settled || s.aborted {
		s.mu.Unlock()
		return
	}
	if s.err == nil {
		s.err = err
	}
	err = s.err
	s.mu.Unlock()
	s.cancel(err)
	_ = s.conn.CloseNow()
}

func (s *realtimeStream) enqueueLocked(event realtimeClientEvent) error {
	message, err := json.Marshal(event)
	if err != nil {
		return fmt.Errorf("openai speech: live transcription failed: %w", err)
	}
	s.outbox = append(s.outbox, message)
	select {
	case s.wake <- struct{}{}:
	default:
	}
	return nil
}

// settleLocked lets Finish go on once its commit is answered and every item has its final.
func (s *realtimeStream) settleLocked() {
	if s.finishing && !s.settled && !s.committing && s.items.done() {
		s.settled = true
		close(s.settledCh)
	}
}

func (s *realtimeStream) writeLoop() {
	defer close(s.writerDone)
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-s.quit:
			return
		case <-s.wake:
		}
		s.mu.Lock()
		batch := s.outbox
		s.outbox = nil
		s.mu.Unlock()
		for _, message := range batch {
			if err := s.send(message); err != nil {
				s.fail(err)
				return
			}
		}
	}
}

// send writes one event; a network that takes the timeout for it has failed.
func (s *realtimeStream) send(message []byte) error {
	ctx, cancel := context.WithTimeout(s.ctx, s.timeout)
	defer cancel()
	err := s.conn.Write(ctx, websocket.MessageText, message)
	if err != nil && s.ctx.Err() == nil && ctx.Err() != nil {
		return fmt.Errorf("openai speech: live transcription failed: audio not sent within %s: %w", s.timeout, context.DeadlineExceeded)
	}
	return s.lost(err)
}

func (s *realtimeStream) readLoop() {
	defer close(s.readerDone)
	for {
		_, message, err := s.conn.Read(s.ctx)
		if err != nil {
			s.fail(s.lost(err))
			return
		}
		texts, err := s.handle(message)
		if err != nil {
			s.fail(err)
			return
		}
		for _, text := range texts {
			if s.ctx.Err() != nil {
				return
			}
			s.heard(text)
		}
	}
}

// lost describes a connection that failed. A close frame's reason is the server's text and
// is left out.
func (s *realtimeStream) lost(err error) error {
	switch {
	case err == nil:
		return nil
	case s.ctx.Err() != nil:
		return fmt.Errorf("openai speech: live transcription failed: %w", context.Cause(s.ctx))
	case websocket.CloseStatus(err) != -1:
		return fmt.Errorf("openai speech: live transcription failed: the server closed the session (status %d)", websocket.CloseStatus(err))
	default:
		return fmt.Errorf("openai speech: live transcription failed: connection lost: %w", err)
	}
}

// handle reads one server event and returns the text it makes heard.
func (s *realtimeStream) handle(message []byte) ([]ports.LiveText, error) {
	var event realtimeServerEvent
	if err := json.Unmarshal(message, &event); err != nil {
		return nil, fmt.Errorf("openai speech: live transcription failed: %w", errMalformed)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.settled {
		return nil, nil
	}
	var texts []ports.LiveText
	switch event.Type {
	case "input_audio_buffer.speech_stopped":
		s.stops[event.ItemID] = time.Duration(event.AudioEndMs * float64(time.Millisecond))
	case "input_audio_buffer.committed":
		texts = s.items.commit(event.ItemID, event.PreviousItemID, s.commitEndLocked(event.ItemID))
	case "conversation.item.input_audio_transcription.delta":
		texts = s.items.delta(event.ItemID, event.Delta)
	case "conversation.item.input_audio_transcription.completed":
		texts = s.items.complete(event.ItemID, event.Transcript)
	case "conversation.item.input_audio_transcription.failed":
		return nil, realtimeFailure("the server could not transcribe an utterance", event.Error)
	case "error":
		if !s.committing || event.Error == nil || event.Error.Code != realtimeCommitEmpty {
			return nil, realtimeFailure("the server sent an error", event.Error)
		}
		s.committing = false
	}
	s.settleLocked()
	return texts, nil
}

// commitEndLocked is how far into the audio a committed item reaches: where the server said
// the speech stopped, or all the audio sent before Finish's commit; zero when the server
// committed without saying.
func (s *realtimeStream) commitEndLocked(item string) time.Duration {
	end, announced := s.stops[item]
	if !announced {
		item = ""
		end, announced = s.stops[item]
	}
	switch {
	case announced:
		delete(s.stops, item)
	case s.committing:
		s.committing, end = false, s.committedAt
	default:
		return 0
	}
	s.committedUntil = max(s.committedUntil, end)
	return end
}

// realtimeFailure names the server's error by its code or type, never by its message, which
// may quote what was said.
func realtimeFailure(what string, e *realtimeError) error {
	name := "no code"
	if e != nil {
		name = cmp.Or(identifier(e.Code), identifier(e.Type), name)
	}
	return fmt.Errorf("openai speech: live transcription failed: %s (%s)", what, name)
}

// identifier is s when it is a short code such as invalid_request_error, else empty.
func identifier(s string) string {
	if len(s) > 64 {
		return ""
	}
	for _, r := range s {
		if (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') && (r < '0' || r > '9') && r != '_' && r != '.' && r != '-' {
			return ""
		}
	}
	return s
}

// Client events of a transcription session.
type realtimeClientEvent struct {
	Type    string           `json:"type"`
	Session *realtimeSession `json:"session,omitempty"`
	Audio   string           `json:"audio,omitempty"`
}

type realtimeSession struct {
	InputAudioFormat        string                `json:"input_audio_format"`
	InputAudioTranscription realtimeTranscription `json:"input_audio_transcription"`
	TurnDetection           realtimeTurnDetection `json:"turn_detection"`
}

type realtimeTranscription struct {
	Model    string `json:"model"`
	Language string `json:"language,omitempty"`
	Prompt   string `json:"prompt,omitempty"`
}

type realtimeTurnDetection struct {
	Type              string `json:"type"`
	SilenceDurationMs int64  `json:"silence_duration_ms"`
}

// realtimeServerEvent holds the fields of the server events the stream reads.
type realtimeServerEvent struct {
	Type           string         `json:"type"`
	ItemID         string         `json:"item_id"`
	PreviousItemID string         `json:"previous_item_id"`
	Delta          string         `json:"delta"`
	Transcript     string         `json:"transcript"`
	AudioEndMs     float64        `json:"audio_end_ms"`
	Error          *realtimeError `json:"error"`
}

type realtimeError struct {
	Type string `json:"type"`
	Code string `json:"code"`
}
