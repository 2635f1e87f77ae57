package http

import (
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/adapters/internal/audioupload"
	dictationapp "github.com/radscribe/radscribe/application/dictation"
)

// How long a recording may take to arrive and its transcription to be answered; longer than
// the server's timeouts for ordinary requests.
const (
	uploadTime = 5 * time.Minute
	answerTime = 10 * time.Minute
)

type transcriptionResponse struct {
	RecordingID   string          `json:"recordingId"`
	Text          string          `json:"text"`
	CorrectedText string          `json:"correctedText"`
	Corrections   []correctionDTO `json:"corrections"`
	Review        []reviewDTO     `json:"review"`
	Duration      float64         `json:"duration"` // seconds
}

type deltaEvent struct {
	Text string `json:"text"`
}

type errorEvent struct {
	Message string `json:"message"`
	Status  int    `json:"status"`
}

// transcribe reads the recording into memory, sniffs its container and transcribes it. A
// browser that accepts text/event-stream gets the engine's text as it streams ("delta"
// events, then "done" with the whole answer or "error"); the stream starts with the first
// piece of text, so an answer without one is plain JSON with its status.
func (h dictationHandler) transcribe(c *gin.Context) {
	allowSlowUpload(c, uploadTime, answerTime)
	upload, err := audioupload.Read(c.Request)
	if err != nil {
		writeError(c, err)
		return
	}
	in := dictationapp.TranscribeInput{
		RecordingID: strings.TrimSpace(upload.RecordingID), Language: upload.Language, Audio: upload.Audio, Format: audioupload.Format(upload.Audio),
	}
	stream := &eventStream{c: c}
	var partial func(string)
	if strings.Contains(c.GetHeader("Accept"), "text/event-stream") {
		partial = stream.delta
	}
	result, err := h.dictation.Transcribe(c.Request.Context(), mustUser(c), in, partial)
	if err == nil && result.CorrectionFailure != nil {
		requestLogger(c).WarnContext(c.Request.Context(), "transcript kept uncorrected", "request_id", requestID(c), "error", result.CorrectionFailure)
	}
	switch {
	case err != nil && stream.started:
		status, message := errorAnswer(c, err)
		stream.send("error", errorEvent{Message: message, Status: status})
	case err != nil:
		writeError(c, err)
	case stream.started:
		stream.send("done", newTranscriptionResponse(result))
	default:
		c.JSON(http.StatusOK, newTranscriptionResponse(result))
	}
}

func newTranscriptionResponse(r dictationapp.TranscribeResult) transcriptionResponse {
	return transcriptionResponse{
		RecordingID: r.RecordingID, Text: r.Text, CorrectedText: r.CorrectedText,
		Corrections: correctionDTOs(r.Corrections), Review: reviewDTOs(r.Review), Duration: r.Duration.Seconds(),
	}
}

// eventStream writes server-sent events, starting the stream with the first one.
type eventStream struct {
	mu      sync.Mutex
	c       *gin.Context
	started bool
}

func (s *eventStream) delta(text string) {
	s.send("delta", deltaEvent{Text: text})
}

func (s *eventStream) send(event string, data any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.started {
		s.started = true
		header := s.c.Writer.Header()
		header.Set("Cache-Control", "no-store")
		// Proxies such as nginx would otherwise hold the events back.
		header.Set("X-Accel-Buffering", "no")
		s.c.Status(http.StatusOK)
	}
	s.c.SSEvent(event, data)
	s.c.Writer.Flush()
}

// errorAnswer is the status and message writeError would answer, for an error that arrives
// once the stream has started; 5xx are logged as writeError logs them.
func errorAnswer(c *gin.Context, err error) (int, string) {
	status, message, _ := statusAndMessage(err)
	if status >= http.StatusInternalServerError {
		requestLogger(c).ErrorContext(c.Request.Context(), "request failed", "request_id", requestID(c), "status", status, "error", err)
	}
	return status, message
}
