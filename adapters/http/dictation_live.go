package http

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"time"

	"github.com/coder/websocket"
	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/application/apperr"
	dictationapp "github.com/radscribe/radscribe/application/dictation"
)

// liveDictationPath is the WebSocket of live dictation: the browser sends 16 kHz PCM as
// binary messages between a "start" and a "stop", the server answers the engine's text.
const liveDictationPath = "/api/live-dictation"

const (
	// maxLiveMessageBytes bounds one message: two seconds of audio (the browser sends a tenth
	// of a second at a time) or a start carrying the text of a resumed connection.
	maxLiveMessageBytes = 64 << 10
	// liveStartTime is how long the browser has to say which recording it dictates.
	liveStartTime = 10 * time.Second
	// liveIdleTime closes a connection that sends nothing, audio or keepalive: a paused
	// recording sends a keepalive every 15 seconds.
	liveIdleTime = time.Minute
	// liveSendTime bounds one message to a browser that stopped reading.
	liveSendTime = 10 * time.Second
	// liveFinishTime is how long the engine's last text and the correction may take.
	liveFinishTime = 2 * time.Minute
)

// liveClientMessage is a text message from the browser.
type liveClientMessage struct {
	// Type is start, stop or keepalive.
	Type        string `json:"type"`
	RecordingID string `json:"recordingId"`
	Language    string `json:"language"`
	// ResumedText and FromMs open a connection again after one dropped: the text the
	// browser was sent as finals, and where the audio it sends now starts.
	ResumedText string `json:"resumedText"`
	FromMs      int64  `json:"fromMs"`
}

// liveServerMessage is a text message to the browser: ready, interim, final, done or error.
type liveServerMessage struct {
	Type          string                 `json:"type"`
	Text          string                 `json:"text,omitempty"`
	HeardUntilMs  int64                  `json:"heardUntilMs,omitempty"`
	Command       *liveCommand           `json:"command,omitempty"`
	Transcription *transcriptionResponse `json:"transcription,omitempty"`
	Status        int                    `json:"status,omitempty"`
	Message       string                 `json:"message,omitempty"`
}

type liveCommand struct {
	Kind  string `json:"kind"`
	Macro string `json:"macro,omitempty"`
}

// liveDictation relays one live recording between the browser and the speech engine. Before
// the upgrade it answers as every route does (503 without a live engine); after it, failures
// are error messages with the status and message an HTTP answer would carry.
func (h dictationHandler) liveDictation(c *gin.Context) {
	if !h.live.Available() {
		writeError(c, apperr.New(apperr.Unavailable, dictationapp.MsgLiveUnavailable))
		return
	}
	// The server's read and write timeouts are for ordinary requests; this one lasts as long
	// as the dictation, bounded by liveIdleTime and the recording's length instead.
	rc := http.NewResponseController(c.Writer)
	_ = rc.SetReadDeadline(time.Time{})
	_ = rc.SetWriteDeadline(time.Time{})
	conn, err := websocket.Accept(c.Writer, c.Request, &websocket.AcceptOptions{OriginPatterns: h.liveOrigins})
	if err != nil {
		// Accept has answered (403 for another site's page, 426 without an upgrade).
		return
	}
	defer func() { _ = conn.CloseNow() }()
	conn.SetReadLimit(maxLiveMessageBytes)
	relay := liveRelay{c: c, conn: conn}
	relay.run(h.live)
}

// liveRelay is one live connection.
type liveRelay struct {
	c    *gin.Context
	conn *websocket.Conn
}

func (r liveRelay) run(live *dictationapp.Live) {
	ctx := r.c.Request.Context()
	start, err := r.readStart(ctx)
	if err != nil {
		r.fail(err)
		return
	}
	dictation, err := live.Open(ctx, mustUser(r.c), dictationapp.LiveStart{
		RecordingID: start.RecordingID, Language: start.Language,
		Resumed: start.ResumedText, From: time.Duration(start.FromMs) * time.Millisecond,
	}, r.relay)
	if err != nil {
		r.fail(err)
		return
	}
	r.send(liveServerMessage{Type: "ready"})
	for {
		kind, data, err := r.read(ctx, liveIdleTime)
		if err != nil {
			// A dropped connection: the browser opens another and resumes.
			dictation.Abort()
			return
		}
		if kind == websocket.MessageBinary {
			if err := dictation.Write(data); err != nil {
				dictation.Abort()
				r.fail(err)
				return
			}
			continue
		}
		var message liveClientMessage
		if json.Unmarshal(data, &message) != nil || (message.Type != "stop" && message.Type != "keepalive") {
			dictation.Abort()
			r.fail(apperr.New(apperr.Invalid, msgLiveUnexpected))
			return
		}
		if message.Type == "stop" {
			r.finish(ctx, dictation)
			return
		}
	}
}

// msgLiveUnexpected answers a message the protocol does not have at that point.
const msgLiveUnexpected = "Live dictation expected a start, audio, keepalive or stop message."

// readStart waits for the message naming the recording.
func (r liveRelay) readStart(ctx context.Context) (liveClientMessage, error) {
	kind, data, err := r.read(ctx, liveStartTime)
	if err != nil {
		return liveClientMessage{}, apperr.New(apperr.Invalid, msgLiveUnexpected)
	}
	var start liveClientMessage
	if kind != websocket.MessageText || json.Unmarshal(data, &start) != nil || start.Type != "start" {
		return liveClientMessage{}, apperr.New(apperr.Invalid, msgLiveUnexpected)
	}
	return start, nil
}

func (r liveRelay) read(ctx context.Context, wait time.Duration) (websocket.MessageType, []byte, error) {
	readCtx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	return r.conn.Read(readCtx)
}

// finish waits for the last text and answers the transcription an upload would get.
func (r liveRelay) finish(ctx context.Context, dictation *dictationapp.LiveDictation) {
	finishCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), liveFinishTime)
	defer cancel()
	result, err := dictation.Finish(finishCtx)
	if err != nil {
		r.fail(err)
		return
	}
	if result.CorrectionFailure != nil {
		requestLogger(r.c).WarnContext(ctx, "transcript kept uncorrected", "request_id", requestID(r.c), "error", result.CorrectionFailure)
	}
	answer := newTranscriptionResponse(result)
	r.send(liveServerMessage{Type: "done", Transcription: &answer})
	_ = r.conn.Close(websocket.StatusNormalClosure, "")
}

// relay passes the engine's text to the browser.
func (r liveRelay) relay(event dictationapp.LiveEvent) {
	message := liveServerMessage{Type: "interim", Text: event.Text}
	if event.Final {
		message.Type, message.HeardUntilMs = "final", event.HeardUntil.Milliseconds()
	}
	if event.Command != nil {
		message.Command = &liveCommand{Kind: string(event.Command.Kind), Macro: event.Command.Macro}
	}
	r.send(message)
}

// fail tells the browser what an HTTP answer would have said, then closes.
func (r liveRelay) fail(err error) {
	status, message := errorAnswer(r.c, err)
	r.send(liveServerMessage{Type: "error", Status: status, Message: message})
	code := websocket.StatusPolicyViolation
	if status >= http.StatusInternalServerError {
		code = websocket.StatusInternalError
	}
	_ = r.conn.Close(code, "")
}

func (r liveRelay) send(message liveServerMessage) {
	data, err := json.Marshal(message)
	if err != nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(r.c.Request.Context()), liveSendTime)
	defer cancel()
	if err := r.conn.Write(ctx, websocket.MessageText, data); err != nil && !errors.Is(err, context.Canceled) {
		// The browser is gone; its next connection resumes.
		_ = r.conn.CloseNow()
	}
}

// liveOrigins are the hosts besides the request's own whose pages may open the socket: the
// public URL's, as the CSRF check allows.
func liveOrigins(publicURL string) []string {
	u, err := url.Parse(publicURL)
	if err != nil || u.Host == "" {
		return nil
	}
	return []string{u.Host}
}

type voiceCommandDTO struct {
	Kind    string   `json:"kind"`
	Phrases []string `json:"phrases"`
}

type voiceCommandsResponse struct {
	Language string            `json:"language"`
	Commands []voiceCommandDTO `json:"commands"`
}

// voiceCommands lists the words of each voice command in the dictation language asked for.
func (h dictationHandler) voiceCommands(c *gin.Context) {
	commands, language, err := dictationapp.VoiceCommands(c.Query("language"))
	if err != nil {
		writeError(c, err)
		return
	}
	answer := voiceCommandsResponse{Language: language, Commands: make([]voiceCommandDTO, len(commands))}
	for i, command := range commands {
		answer.Commands[i] = voiceCommandDTO{Kind: string(command.Kind), Phrases: command.Phrases}
	}
	c.JSON(http.StatusOK, answer)
}
