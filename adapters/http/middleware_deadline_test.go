package http

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A handler waiting on a service that never answers still answers 503 with a message within
// the server's write timeout, instead of the connection closing without an answer.
func TestASlowServiceIsAnsweredBeforeTheWriteTimeout(t *testing.T) {
	const writeTimeout = time.Second
	tests := []struct {
		name       string
		middleware bool
		wantStatus int
	}{
		{"with the deadline", true, http.StatusServiceUnavailable},
		{"without it the connection closes unanswered", false, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			engine := gin.New()
			if tt.middleware {
				engine.Use(answerInTimeMiddleware(writeTimeout))
			}
			engine.POST("/api/format-external-transcript", func(c *gin.Context) {
				select {
				case <-c.Request.Context().Done():
					writeError(c, c.Request.Context().Err())
				case <-time.After(3 * writeTimeout):
					c.Status(http.StatusOK)
				}
			})
			server := httptest.NewUnstartedServer(engine)
			server.Config.WriteTimeout = writeTimeout
			server.Start()
			t.Cleanup(server.Close)

			started := time.Now()
			resp, err := http.Post(server.URL+"/api/format-external-transcript", "application/json", nil)
			if tt.wantStatus == 0 {
				require.Error(t, err, "the server's write timeout passed")
				return
			}
			require.NoError(t, err)
			defer resp.Body.Close()
			assert.Less(t, time.Since(started), writeTimeout)
			assert.Equal(t, tt.wantStatus, resp.StatusCode)
			var body errorBody
			require.NoError(t, json.NewDecoder(resp.Body).Decode(&body))
			assert.Equal(t, messageUnavailable, body.Message)
		})
	}
}

func TestRequestDeadlines(t *testing.T) {
	tests := []struct {
		name         string
		writeTimeout time.Duration
		path         string
		want         time.Duration // 0: no deadline
	}{
		{"two seconds before the default write timeout", 180 * time.Second, "/api/generate-report-voice", 178 * time.Second},
		{"a tenth before a short one", time.Second, "/api/generate-report-voice", 900 * time.Millisecond},
		{"a route with deadlines of its own", 180 * time.Second, transcribePath, 0},
		{"no write timeout", 0, "/api/generate-report-voice", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			engine := gin.New()
			engine.Use(answerInTimeMiddleware(tt.writeTimeout, transcribePath))
			var got time.Duration
			engine.POST(tt.path, func(c *gin.Context) {
				if deadline, ok := c.Request.Context().Deadline(); ok {
					got = time.Until(deadline)
				}
			})
			engine.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodPost, tt.path, nil))
			if tt.want == 0 {
				assert.Zero(t, got)
				return
			}
			assert.InDelta(t, tt.want.Seconds(), got.Seconds(), 0.1)
		})
	}
}
