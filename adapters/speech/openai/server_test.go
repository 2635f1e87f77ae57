package openai

import (
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/config"
)

// transcriptionServer is an in-process server speaking the /v1/audio/transcriptions protocol.
// Each request is parsed, recorded and answered by the script.
type transcriptionServer struct {
	t      *testing.T
	mu     sync.Mutex
	seen   []seenRequest
	script func(n int, req seenRequest) reply
	url    string
}

// seenRequest is one multipart upload as the server read it.
type seenRequest struct {
	Path          string
	Authorization string
	FileName      string
	FileType      string
	Audio         []byte
	Fields        map[string]string
}

// reply is one answer: a status with a body, server-sent events, or no answer at all.
type reply struct {
	status      int
	contentType string
	body        string
	header      map[string]string
	events      []string // data lines of server-sent events, each flushed on its own
	hang        bool     // waits until the client gives up
	hangAfter   bool     // sends the events, then waits until the client gives up
}

func newTranscriptionServer(t *testing.T, script func(n int, req seenRequest) reply) *transcriptionServer {
	s := &transcriptionServer{t: t, script: script}
	server := httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(server.Close)
	s.url = server.URL + "/v1"
	return s
}

func (s *transcriptionServer) serve(w http.ResponseWriter, r *http.Request) {
	req := s.parse(r)
	s.mu.Lock()
	n := len(s.seen)
	s.seen = append(s.seen, req)
	s.mu.Unlock()

	a := s.script(n, req)
	if a.hang {
		<-r.Context().Done()
		return
	}
	for k, v := range a.header {
		w.Header().Set(k, v)
	}
	if a.events != nil {
		w.Header().Set("Content-Type", "text/event-stream")
		w.WriteHeader(http.StatusOK)
		for _, data := range a.events {
			_, _ = fmt.Fprintf(w, "data: %s\n\n", data)
			w.(http.Flusher).Flush()
		}
		if a.hangAfter {
			<-r.Context().Done()
		}
		return
	}
	contentType := a.contentType
	if contentType == "" {
		contentType = "application/json"
	}
	w.Header().Set("Content-Type", contentType)
	status := a.status
	if status == 0 {
		status = http.StatusOK
	}
	w.WriteHeader(status)
	_, _ = io.WriteString(w, a.body)
}

// parse reads the multipart form part by part, so every field and the file's own headers are
// seen exactly as the client wrote them.
func (s *transcriptionServer) parse(r *http.Request) seenRequest {
	req := seenRequest{Path: r.URL.Path, Authorization: r.Header.Get("Authorization"), Fields: map[string]string{}}
	mediaType, params, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	require.NoError(s.t, err)
	require.Equal(s.t, "multipart/form-data", mediaType)
	parts := multipart.NewReader(r.Body, params["boundary"])
	for {
		part, err := parts.NextPart()
		if err == io.EOF {
			return req
		}
		require.NoError(s.t, err)
		content, err := io.ReadAll(part)
		require.NoError(s.t, err)
		if part.FormName() == "file" {
			req.FileName, req.FileType, req.Audio = part.FileName(), part.Header.Get("Content-Type"), content
			continue
		}
		req.Fields[part.FormName()] = string(content)
	}
}

func (s *transcriptionServer) requests() []seenRequest {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]seenRequest(nil), s.seen...)
}

// recognizer builds a recognizer for the server with a quick backoff, so retry tests run fast.
func (s *transcriptionServer) recognizer(cfg config.SpeechOpenAI) *Recognizer {
	cfg.BaseURL = s.url
	if cfg.Model == "" {
		cfg.Model = "whisper-1"
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = 5 * time.Second
	}
	r, err := New(cfg)
	require.NoError(s.t, err)
	r.backoff = time.Millisecond
	return r
}

// always answers every request the same way.
func always(a reply) func(int, seenRequest) reply {
	return func(int, seenRequest) reply { return a }
}

func jsonReply(body string) reply { return reply{body: body} }

// collector records the pieces passed to partial.
type collector struct {
	mu     sync.Mutex
	pieces []string
}

func (c *collector) partial(delta string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.pieces = append(c.pieces, delta)
}

func (c *collector) joined() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return strings.Join(c.pieces, "")
}
