package http

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// reply is an answer whose body may be a list, an object or text.
type reply struct {
	status int
	raw    []byte
	header http.Header
}

func (r reply) object(t *testing.T) map[string]any {
	t.Helper()
	var body map[string]any
	require.NoError(t, json.Unmarshal(r.raw, &body), string(r.raw))
	return body
}

func (r reply) list(t *testing.T) []map[string]any {
	t.Helper()
	var body []map[string]any
	require.NoError(t, json.Unmarshal(r.raw, &body), string(r.raw))
	return body
}

func (r reply) message(t *testing.T) any {
	t.Helper()
	return r.object(t)["message"]
}

// send makes any request with a JSON body and headers (name, value, ...) from the browser's
// address, and keeps the answer raw.
func (b *browser) send(method, path string, body any, headers ...string) reply {
	b.t.Helper()
	var reader io.Reader
	if body != nil {
		raw, err := json.Marshal(body)
		require.NoError(b.t, err)
		reader = strings.NewReader(string(raw))
	}
	req, err := http.NewRequest(method, b.base+path, reader)
	require.NoError(b.t, err)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Forwarded-For", b.ip)
	for i := 0; i+1 < len(headers); i += 2 {
		if headers[i] == "Host" {
			req.Host = headers[i+1] // the client sends req.Host, never a Host header
			continue
		}
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := b.client.Do(req)
	require.NoError(b.t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(b.t, err)
	return reply{status: resp.StatusCode, raw: raw, header: resp.Header}
}

// startWithRoomForTemplates serves the app with a body limit large enough for template HTML:
// the production one.
func (env *testEnv) startWithRoomForTemplates(t *testing.T) string {
	t.Helper()
	return env.startWithProductionLimits(t, nil)
}

// signedIn returns a browser signed up and signed in as email, from an address of its own so
// that sign-up limits per IP do not add up across users.
func (env *testEnv) signedIn(t *testing.T, base, email, ip string) *browser {
	t.Helper()
	b := newBrowser(t, base)
	b.ip = ip
	env.signUp(t, b, email)
	return b
}

// visitorsAreRefused checks that every route answers 401 without a session.
func visitorsAreRefused(t *testing.T, base string, routes [][2]string) {
	t.Helper()
	visitor := newBrowser(t, base)
	for _, r := range routes {
		got := visitor.send(r[0], r[1], map[string]string{})
		require.Equal(t, http.StatusUnauthorized, got.status, "%s %s", r[0], r[1])
	}
}
