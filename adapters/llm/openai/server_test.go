package openai

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/config"
)

// chatServer is an in-process server speaking the chat completions protocol. Each request is
// recorded and answered by the script.
type chatServer struct {
	t      *testing.T
	mu     sync.Mutex
	seen   []seenRequest
	script func(n int, req seenRequest) answer
	url    string
}

type seenRequest struct {
	Path   string
	Header http.Header
	Body   struct {
		Model    string `json:"model"`
		Messages []struct {
			Role    string `json:"role"`
			Content string `json:"content"`
		} `json:"messages"`
		ResponseFormat map[string]any `json:"response_format"`
	}
}

func (r seenRequest) system() string { return r.Body.Messages[0].Content }
func (r seenRequest) user() string   { return r.Body.Messages[1].Content }

func (r seenRequest) format() string {
	if r.Body.ResponseFormat == nil {
		return ""
	}
	return r.Body.ResponseFormat["type"].(string)
}

// answer is one reply: a completion with content, or an error status.
type answer struct {
	content string
	status  int
	header  map[string]string
	delay   time.Duration
}

func newChatServer(t *testing.T, script func(n int, req seenRequest) answer) *chatServer {
	s := &chatServer{t: t, script: script}
	server := httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(server.Close)
	s.url = server.URL + "/v1"
	return s
}

func (s *chatServer) serve(w http.ResponseWriter, r *http.Request) {
	var req seenRequest
	req.Path, req.Header = r.URL.Path, r.Header.Clone()
	raw, _ := io.ReadAll(r.Body)
	require.NoError(s.t, json.Unmarshal(raw, &req.Body), string(raw))
	s.mu.Lock()
	n := len(s.seen)
	s.seen = append(s.seen, req)
	s.mu.Unlock()

	a := s.script(n, req)
	if a.delay > 0 {
		select {
		case <-r.Context().Done():
			return
		case <-time.After(a.delay):
		}
	}
	for k, v := range a.header {
		w.Header().Set(k, v)
	}
	w.Header().Set("Content-Type", "application/json")
	if a.status >= 400 {
		w.WriteHeader(a.status)
		_, _ = w.Write([]byte(`{"error":{"message":"refused: the dictation said left pleural effusion","type":"invalid_request_error","code":"bad"}}`))
		return
	}
	body, _ := json.Marshal(map[string]any{
		"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": req.Body.Model,
		"choices": []map[string]any{{"index": 0, "finish_reason": "stop", "message": map[string]any{"role": "assistant", "content": a.content}}},
	})
	_, _ = w.Write(body)
}

func (s *chatServer) requests() []seenRequest {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]seenRequest(nil), s.seen...)
}

// writer returns a writer for the server with fast retries.
func (s *chatServer) writer(t *testing.T, retries int, timeout time.Duration) *Writer {
	t.Helper()
	w, err := New(config.LLMOpenAI{BaseURL: s.url, APIKey: "sk-test", Model: "radiology-model", Timeout: timeout, MaxRetries: retries})
	require.NoError(t, err)
	w.backoff = time.Millisecond
	return w
}

// always answers every request the same way.
func always(a answer) func(int, seenRequest) answer {
	return func(int, seenRequest) answer { return a }
}
