package speechtest

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// RealtimeRate is the sample rate of the Realtime protocol's pcm16 audio.
const RealtimeRate = 24000

// realtimeMinCommit is the least audio a commit takes, as OpenAI's server requires.
const realtimeMinCommit = 100 * time.Millisecond

// RealtimeOptions shape a RealtimeServer's engine.
type RealtimeOptions struct {
	// EngineDelay is how long transcription takes: an item's first delta comes this long
	// after its commit.
	EngineDelay time.Duration
	// FailAfter, when positive, makes a session send an error event (a server_error whose
	// message quotes the words heard) once it has received that much audio, and ignore the
	// client from then on.
	FailAfter time.Duration
}

// RealtimeServer is an in-process server speaking the Realtime protocol's transcription
// sessions (the transcription_session events of OpenAI's beta interface) at
// /v1/realtime?intent=transcription, with server voice activity detection and an engine that
// reads synthetic speech (Hear at RealtimeRate).
type RealtimeServer struct {
	// URL is the base URL a client is configured with (http://127.0.0.1:port/v1).
	URL string

	options  RealtimeOptions
	ctx      context.Context
	mu       sync.Mutex
	sessions []*realtimeSession
}

// RealtimeSession is what one session received.
type RealtimeSession struct {
	Header http.Header
	Query  url.Values
	// Update is the last transcription_session.update event, as sent.
	Update json.RawMessage
	// Audio is all appended audio, decoded: RealtimeRate PCM.
	Audio []byte
	// Commits counts the client's input_audio_buffer.commit events.
	Commits int
}

// NewRealtimeServer starts a server that stops with the test.
func NewRealtimeServer(t testing.TB, options RealtimeOptions) *RealtimeServer {
	ctx, cancel := context.WithCancel(context.Background())
	s := &RealtimeServer{options: options, ctx: ctx}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/realtime", s.serveRealtime)
	server := httptest.NewServer(mux)
	t.Cleanup(func() {
		// Sessions end first: the server's Close does not wait for hijacked connections.
		cancel()
		server.Close()
	})
	s.URL = server.URL + "/v1"
	return s
}

// Sessions returns what each session received so far, in the order they opened.
func (s *RealtimeServer) Sessions() []RealtimeSession {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]RealtimeSession, len(s.sessions))
	for i, session := range s.sessions {
		out[i] = RealtimeSession{
			Header:  session.header.Clone(),
			Query:   session.query,
			Update:  append(json.RawMessage(nil), session.update...),
			Audio:   append([]byte(nil), session.audio...),
			Commits: session.commits,
		}
	}
	return out
}

// realtimeSession is one connection's state; server holds the lock for it.
type realtimeSession struct {
	server *RealtimeServer
	conn   *websocket.Conn
	header http.Header
	query  url.Values

	update  json.RawMessage
	audio   []byte // all audio received, RealtimeRate PCM
	commits int

	silence  time.Duration // server VAD's silence_duration_ms
	start    int           // sample where the uncommitted buffer begins
	speaking string        // the item speech_started announced, until it is committed
	previous string        // the last committed item
	items    int
	// failed is read by the engine too, which does not take the server's lock.
	failed atomic.Bool
	work   chan realtimeWork
}

// realtimeWork is an item waiting for the engine.
type realtimeWork struct {
	item  string
	words []Word
	due   time.Time
}

func (s *RealtimeServer) serveRealtime(w http.ResponseWriter, r *http.Request) {
	if r.URL.Query().Get("intent") != "transcription" {
		http.Error(w, "only transcription sessions", http.StatusBadRequest)
		return
	}
	conn, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	defer func() { _ = conn.CloseNow() }()
	conn.SetReadLimit(64 << 20)
	session := &realtimeSession{
		server: s, conn: conn, header: r.Header.Clone(), query: r.URL.Query(),
		silence: 500 * time.Millisecond, work: make(chan realtimeWork, 1024),
	}
	s.mu.Lock()
	s.sessions = append(s.sessions, session)
	s.mu.Unlock()

	ctx, cancel := context.WithCancel(s.ctx)
	defer cancel()
	engineDone := make(chan struct{})
	go func() { defer close(engineDone); session.transcribe(ctx) }()
	defer func() { <-engineDone }()
	defer cancel()

	session.send(ctx, map[string]any{"type": "transcription_session.created", "session": map[string]any{}})
	for {
		_, message, err := conn.Read(ctx)
		if err != nil {
			return
		}
		session.receive(ctx, message)
	}
}

// receive handles one client event.
func (c *realtimeSession) receive(ctx context.Context, message []byte) {
	var event struct {
		Type    string          `json:"type"`
		EventID string          `json:"event_id"`
		Audio   string          `json:"audio"`
		Session json.RawMessage `json:"session"`
	}
	if err := json.Unmarshal(message, &event); err != nil {
		c.sendError(ctx, "invalid_request_error", "invalid_json", "The event is not JSON.", "")
		return
	}
	s := c.server
	s.mu.Lock()
	defer s.mu.Unlock()
	if c.failed.Load() {
		return
	}
	switch event.Type {
	case "transcription_session.update":
		c.update = append(json.RawMessage(nil), message...)
		var session struct {
			TurnDetection struct {
				SilenceDurationMs int `json:"silence_duration_ms"`
			} `json:"turn_detection"`
		}
		if json.Unmarshal(event.Session, &session) == nil && session.TurnDetection.SilenceDurationMs > 0 {
			c.silence = time.Duration(session.TurnDetection.SilenceDurationMs) * time.Millisecond
		}
		c.send(ctx, map[string]any{"type": "transcription_session.updated", "session": event.Session})
	case "input_audio_buffer.append":
		audio, err := base64.StdEncoding.DecodeString(event.Audio)
		if err != nil {
			c.sendError(ctx, "invalid_request_error", "invalid_value", "The audio is not base64.", event.EventID)
			return
		}
		c.audio = append(c.audio, audio...)
		if fail := s.options.FailAfter; fail > 0 && Duration(c.audio, RealtimeRate) >= fail {
			c.failed.Store(true)
			c.sendError(ctx, "server_error", "server_error", "The engine failed on: "+Text(Hear(c.audio, RealtimeRate)), "")
			return
		}
		c.detect(ctx)
	case "input_audio_buffer.commit":
		c.commits++
		buffer := c.audio[2*c.start:]
		if Duration(buffer, RealtimeRate) < realtimeMinCommit {
			c.sendError(ctx, "invalid_request_error", "input_audio_buffer_commit_empty",
				"Error committing input audio buffer: buffer too small. Expected at least 100ms of audio.", event.EventID)
			return
		}
		c.commit(ctx, len(c.audio)/2, Hear(buffer, RealtimeRate))
	default:
		c.sendError(ctx, "invalid_request_error", "unknown_event", fmt.Sprintf("Unknown event type %q.", event.Type), event.EventID)
	}
}

// detect is server voice activity detection: speech starts with the first word in the
// buffer and stops once silence has followed a word for the session's silence duration; the
// buffer up to there is committed as an item.
func (c *realtimeSession) detect(ctx context.Context) {
	for {
		buffer := c.audio[2*c.start:]
		words := Hear(buffer, RealtimeRate)
		if len(words) == 0 {
			return
		}
		offset := realtimeAt(c.start)
		if c.speaking == "" {
			c.speaking = c.newItem()
			c.send(ctx, map[string]any{"type": "input_audio_buffer.speech_started",
				"audio_start_ms": (offset + words[0].Start).Milliseconds(), "item_id": c.speaking})
		}
		last := -1
		for i, word := range words {
			next := Duration(buffer, RealtimeRate)
			if i+1 < len(words) {
				next = words[i+1].Start
			}
			if next-word.End >= c.silence {
				last = i
				break
			}
		}
		if last < 0 {
			return
		}
		end := words[last].End + c.silence
		c.send(ctx, map[string]any{"type": "input_audio_buffer.speech_stopped",
			"audio_end_ms": (offset + end).Milliseconds(), "item_id": c.speaking})
		c.commit(ctx, c.start+int(end*RealtimeRate/time.Second), words[:last+1])
	}
}

// commit makes the buffer up to sample end an item and hands it to the engine.
func (c *realtimeSession) commit(ctx context.Context, end int, words []Word) {
	item := c.speaking
	if item == "" {
		item = c.newItem()
	}
	var previous any
	if c.previous != "" {
		previous = c.previous
	}
	c.send(ctx, map[string]any{"type": "input_audio_buffer.committed", "previous_item_id": previous, "item_id": item})
	c.speaking, c.previous, c.start = "", item, end
	c.work <- realtimeWork{item: item, words: words, due: time.Now().Add(c.server.options.EngineDelay)}
}

func (c *realtimeSession) newItem() string {
	c.items++
	return fmt.Sprintf("item_%03d", c.items)
}

// transcribe answers the items in the order they were committed: a delta per word, then the
// transcript.
func (c *realtimeSession) transcribe(ctx context.Context) {
	for {
		var work realtimeWork
		select {
		case <-ctx.Done():
			return
		case work = <-c.work:
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(time.Until(work.due)):
		}
		if c.failed.Load() {
			continue
		}
		for i, word := range work.words {
			delta := word.Text
			if i > 0 {
				delta = " " + delta
			}
			c.send(ctx, map[string]any{"type": "conversation.item.input_audio_transcription.delta",
				"item_id": work.item, "content_index": 0, "delta": delta})
		}
		c.send(ctx, map[string]any{"type": "conversation.item.input_audio_transcription.completed",
			"item_id": work.item, "content_index": 0, "transcript": Text(work.words)})
	}
}

func (c *realtimeSession) sendError(ctx context.Context, kind, code, message, eventID string) {
	c.send(ctx, map[string]any{"type": "error", "error": map[string]any{
		"type": kind, "code": code, "message": message, "param": nil, "event_id": eventID}})
}

// send writes one server event; a client that has gone ends the session's reads as well.
func (c *realtimeSession) send(ctx context.Context, event map[string]any) {
	// Maps of strings and numbers always marshal.
	message, _ := json.Marshal(event)
	_ = c.conn.Write(ctx, websocket.MessageText, message)
}

func realtimeAt(sample int) time.Duration {
	return time.Duration(sample) * time.Second / RealtimeRate
}
