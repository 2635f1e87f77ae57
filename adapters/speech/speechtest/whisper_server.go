package speechtest

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	pcmfile "github.com/radscribe/radscribe/adapters/internal/pcm"
)

// WhisperOptions shape how a WhisperServer answers.
type WhisperOptions struct {
	// Delay is how long the engine works on each request before it answers.
	Delay time.Duration
	// Fail, when set, is the status the nth request (counted from 0) is refused with; 0 lets
	// it be answered.
	Fail func(n int) int
}

// WhisperRequest is one transcription request as a WhisperServer read it.
type WhisperRequest struct {
	Model, Language, Prompt, ResponseFormat string
	// Audio is how long the uploaded WAV plays.
	Audio time.Duration
}

// WhisperServer is an in-process server for POST /v1/audio/transcriptions, OpenAI's protocol
// as Whisper servers speak it: a multipart upload of a WAV file (16-bit PCM, mono, any sample
// rate), answered as json ({"text"}) or verbose_json (with the duration and one segment per
// utterance), read with Hear.
type WhisperServer struct {
	// URL is the base URL a client is configured with; it ends in /v1.
	URL string

	options WhisperOptions

	mu           sync.Mutex
	requests     []WhisperRequest
	inFlight     int
	mostInFlight int
}

// NewWhisperServer starts a server that closes when the test ends.
func NewWhisperServer(t testing.TB, options WhisperOptions) *WhisperServer {
	s := &WhisperServer{options: options}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/audio/transcriptions", s.transcribe)
	server := httptest.NewServer(mux)
	t.Cleanup(server.Close)
	s.URL = server.URL + "/v1"
	return s
}

// Requests are the requests read so far, refused ones too, in the order they came.
func (s *WhisperServer) Requests() []WhisperRequest {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]WhisperRequest(nil), s.requests...)
}

// MostInFlight is the most requests the server was working on at the same time.
func (s *WhisperServer) MostInFlight() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.mostInFlight
}

// whisperSegment and whisperAnswer are verbose_json's shape, as far as the clients read it.
type whisperSegment struct {
	ID    int     `json:"id"`
	Start float64 `json:"start"`
	End   float64 `json:"end"`
	Text  string  `json:"text"`
}

type whisperAnswer struct {
	Text     string            `json:"text"`
	Duration *float64          `json:"duration,omitempty"`
	Language string            `json:"language,omitempty"`
	Segments *[]whisperSegment `json:"segments,omitempty"`
}

func (s *WhisperServer) transcribe(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	n := len(s.requests)
	s.inFlight++
	s.mostInFlight = max(s.mostInFlight, s.inFlight)
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		s.inFlight--
		s.mu.Unlock()
	}()

	fields, wav, err := whisperForm(r)
	if err != nil {
		whisperError(w, http.StatusBadRequest, err.Error())
		return
	}
	req := WhisperRequest{Model: fields["model"], Language: fields["language"], Prompt: fields["prompt"], ResponseFormat: fields["response_format"]}
	pcm, rate, err := pcmfile.ReadWAV(wav)
	if err == nil {
		req.Audio = Duration(pcm, rate)
	}
	s.mu.Lock()
	s.requests = append(s.requests, req)
	s.mu.Unlock()
	if err != nil {
		// OpenAI's wording, which the adapters read as a format they cannot send.
		whisperError(w, http.StatusBadRequest, "Invalid file format. "+err.Error())
		return
	}

	select {
	case <-time.After(s.options.Delay):
	case <-r.Context().Done():
		return
	}
	if s.options.Fail != nil {
		if status := s.options.Fail(n); status != 0 {
			whisperError(w, status, "the engine failed")
			return
		}
	}

	words := Hear(pcm, rate)
	answer := whisperAnswer{Text: Text(words)}
	switch req.ResponseFormat {
	case "", "json":
	case "verbose_json":
		seconds := req.Audio.Seconds()
		segments := []whisperSegment{}
		for i, utterance := range Pauses(words) {
			segments = append(segments, whisperSegment{
				ID:    i,
				Start: utterance[0].Start.Seconds(),
				End:   utterance[len(utterance)-1].End.Seconds(),
				// Whisper starts each segment's text with a space.
				Text: " " + Text(utterance),
			})
		}
		answer.Duration, answer.Language, answer.Segments = &seconds, "english", &segments
	default:
		whisperError(w, http.StatusBadRequest, fmt.Sprintf("response_format %q is not supported", req.ResponseFormat))
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(answer)
}

// whisperForm reads the multipart form's fields and its file part.
func whisperForm(r *http.Request) (fields map[string]string, file []byte, err error) {
	mediaType, params, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mediaType != "multipart/form-data" {
		return nil, nil, errors.New("expected a multipart/form-data upload")
	}
	fields = map[string]string{}
	parts := multipart.NewReader(r.Body, params["boundary"])
	for {
		part, err := parts.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, nil, fmt.Errorf("unreadable multipart form: %w", err)
		}
		content, err := io.ReadAll(part)
		if err != nil {
			return nil, nil, fmt.Errorf("unreadable multipart form: %w", err)
		}
		if part.FormName() == "file" {
			file = content
			continue
		}
		fields[part.FormName()] = string(content)
	}
	if file == nil {
		return nil, nil, errors.New("no file part")
	}
	return fields, file, nil
}

func whisperError(w http.ResponseWriter, status int, message string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	kind := "invalid_request_error"
	if status >= http.StatusInternalServerError {
		kind = "server_error"
	}
	_ = json.NewEncoder(w).Encode(map[string]any{"error": map[string]string{"message": message, "type": kind}})
}
