// Package replicas runs the server as several replicas do in production: separate processes
// on one PostgreSQL database and one Redis, behind a load balancer.
package replicas

import (
	"bytes"
	"encoding/json"
	"fmt"
	"mime"
	"net/http"
	"net/mail"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/application/auth"
	"github.com/radscribe/radscribe/domain/account"
)

const password = "Sonograf1e!"

var codeInMail = regexp.MustCompile(`\b(\d{6})\b`)

// Two replicas share everything a user or an attacker could tell apart: a session made on one
// works on the other, a login limit counts the attempts made on both, and each mail job runs
// on one of them only.
func TestTwoReplicasShareSessionsLimitsAndJobs(t *testing.T) {
	started := time.Now()
	// The counts outlive the test in Redis (a code's resend cooldown, an account's streak of
	// failures): a client address and e-mail addresses of this run's own keep runs apart.
	run := started.UnixNano()
	clientIP := fmt.Sprintf("10.%d.%d.%d", run%250+1, run/250%250+1, run/62500%250+1)
	address := func(name string) string { return fmt.Sprintf("%s.%d@klinik.example", name, run) }
	c := startCluster(t, 2, clientIP)
	t.Logf("two replicas answer %s after %s", c.URL, time.Since(started).Round(time.Millisecond))
	t.Cleanup(func() {
		if t.Failed() {
			t.Log(c.logs())
		}
	})

	t.Run("a session made on one replica works on the other", func(t *testing.T) {
		email := address("anna.berg")
		registered := c.request(t, 0, "POST", "/api/auth/email/register", nil, map[string]string{
			"email": email, "password": password, "confirmPassword": password, "firstName": "Anna", "lastName": "Berg",
		})
		require.Equal(t, http.StatusOK, registered.StatusCode)
		signUp := cookieNamed(registered, "radscribe_signup")
		require.NotNil(t, signUp, "the browser keeps its sign-up")
		code := codeInMail.FindStringSubmatch(c.waitForMail(t, email, "verification code"))
		require.NotNil(t, code, "the mail holds a 6-digit code")

		resp := c.request(t, 1, "POST", "/api/auth/email/verify-email", signUp, map[string]string{"email": email, "code": code[1]})
		require.Equal(t, http.StatusOK, resp.StatusCode)
		require.Equal(t, "1", resp.Header.Get(headerServedBy))
		session := sessionCookie(resp)
		require.NotNil(t, session, "verifying signs in")

		for _, replica := range []int{0, 1} {
			status, body, servedBy := c.call(t, replica, "GET", "/api/auth/user", session, nil)
			assert.Equal(t, http.StatusOK, status, "replica %d", replica)
			assert.Equal(t, email, body["email"], "replica %d", replica)
			assert.Equal(t, fmt.Sprint(replica), servedBy)
		}
	})

	t.Run("a login limit counts the attempts made on both replicas", func(t *testing.T) {
		limit := account.SignInFailuresPerAddress.Attempts
		servedBy := map[string]int{}
		// Every attempt names another address: only the client address's limit is reached,
		// and no account's slow-down holds the test.
		for i := range limit {
			status, body, by := c.call(t, -1, "POST", "/api/auth/email/login", nil, map[string]string{
				"email": address(fmt.Sprint("guess", i)), "password": "Wrong-guess-1",
			})
			require.Equal(t, http.StatusUnauthorized, status, "attempt %d: %v", i+1, body)
			servedBy[by]++
		}
		assert.Len(t, servedBy, 2, "both replicas took attempts")
		assert.InDelta(t, servedBy["0"], servedBy["1"], 1, "the attempts alternate")

		for _, replica := range []int{0, 1} {
			resp := c.request(t, replica, "POST", "/api/auth/email/login", nil, map[string]string{
				"email": address("one-more"), "password": "Wrong-guess-1",
			})
			body := decode(t, resp)
			assert.Equal(t, http.StatusTooManyRequests, resp.StatusCode, "replica %d refuses attempt %d", replica, limit+1)
			assert.NotEmpty(t, resp.Header.Get("Retry-After"))
			assert.Contains(t, body["message"], strings.SplitN(auth.MsgTooManyAttempts, "%", 2)[0])
		}
	})

	t.Run("each mail job runs once", func(t *testing.T) {
		const signUps = 6
		var emails []string
		for i := range signUps {
			email := address(fmt.Sprint("colleague", i))
			emails = append(emails, email)
			status, body, _ := c.call(t, -1, "POST", "/api/auth/email/register", nil, map[string]string{
				"email": email, "password": password, "confirmPassword": password, "firstName": "Colleague", "lastName": fmt.Sprint(i),
			})
			require.Equal(t, http.StatusOK, status, "%v", body)
		}
		for _, email := range emails {
			c.waitForMail(t, email, "verification code")
		}
		// Long enough for every replica to poll the queue many times over (jobs.poll_interval
		// is 100ms): a job run twice would have written its mail twice by now.
		time.Sleep(time.Second)

		sent := c.mails(t)
		for key, n := range sent {
			assert.Equal(t, 1, n, "mails to %s", key)
		}
		for _, email := range emails {
			assert.Equal(t, 1, sent[email+" / Your RadScribe verification code"], email)
		}
		var runs []struct {
			Kind    string
			State   string
			Attempt int
		}
		require.NoError(t, c.DB.Raw("SELECT kind, state, attempt FROM river_job WHERE kind LIKE 'send_%'").Scan(&runs).Error)
		for _, run := range runs {
			assert.Equal(t, "completed", run.State, run.Kind)
			assert.Equal(t, 1, run.Attempt, run.Kind)
		}
		assert.Len(t, runs, len(sent), "one job per mail")

		logged := 0
		for i, r := range c.replicas {
			n := r.log.count("mail not sent: console mailer")
			t.Logf("replica %d wrote %d of the mails", i, n)
			logged += n
		}
		assert.Equal(t, len(sent), logged, "the replicas together wrote each mail once")
	})
	t.Logf("the whole test took %s", time.Since(started).Round(time.Millisecond))
}

// call sends a JSON request through the proxy to replica (-1: the next in turn) and returns
// the status, the JSON answer and the replica that answered.
func (c *cluster) call(t *testing.T, replica int, method, path string, cookie *http.Cookie, body any) (int, map[string]any, string) {
	t.Helper()
	resp := c.request(t, replica, method, path, cookie, body)
	return resp.StatusCode, decode(t, resp), resp.Header.Get(headerServedBy)
}

func (c *cluster) request(t *testing.T, replica int, method, path string, cookie *http.Cookie, body any) *http.Response {
	t.Helper()
	var payload bytes.Buffer
	if body != nil {
		require.NoError(t, json.NewEncoder(&payload).Encode(body))
	}
	req, err := http.NewRequest(method, c.URL+path, &payload)
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/json")
	if replica >= 0 {
		req.Header.Set(headerPickReplica, fmt.Sprint(replica))
	}
	if cookie != nil {
		req.AddCookie(cookie)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	t.Cleanup(func() { resp.Body.Close() })
	return resp
}

func decode(t *testing.T, resp *http.Response) map[string]any {
	t.Helper()
	var body map[string]any
	raw := readAll(resp.Body)
	if raw != "" {
		require.NoError(t, json.Unmarshal([]byte(raw), &body), raw)
	}
	return body
}

func sessionCookie(resp *http.Response) *http.Cookie { return cookieNamed(resp, "radscribe_session") }

// cookieNamed is the cookie with a value that resp sets under name, if any.
func cookieNamed(resp *http.Response, name string) *http.Cookie {
	for _, cookie := range resp.Cookies() {
		if cookie.Name == name && cookie.Value != "" {
			return cookie
		}
	}
	return nil
}

// waitForMail waits for the mail to email whose subject contains subject and returns its body.
func (c *cluster) waitForMail(t *testing.T, email, subject string) string {
	t.Helper()
	var body string
	require.Eventually(t, func() bool {
		for _, m := range c.readOutbox(t) {
			if m.to == email && strings.Contains(m.subject, subject) {
				body = m.body
				return true
			}
		}
		return false
	}, 15*time.Second, 50*time.Millisecond, "a mail to %s about %q", email, subject)
	return body
}

// mails counts the mails of the outbox by recipient and subject, "to / subject".
func (c *cluster) mails(t *testing.T) map[string]int {
	t.Helper()
	sent := map[string]int{}
	for _, m := range c.readOutbox(t) {
		sent[m.to+" / "+m.subject]++
	}
	return sent
}

type outboxMail struct{ to, subject, body string }

func (c *cluster) readOutbox(t *testing.T) []outboxMail {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(c.Outbox, "*.eml"))
	require.NoError(t, err)
	var out []outboxMail
	for _, file := range files {
		raw, err := os.ReadFile(file)
		require.NoError(t, err)
		msg, err := mail.ReadMessage(bytes.NewReader(raw))
		require.NoError(t, err, file)
		to, err := mail.ParseAddress(msg.Header.Get("To"))
		require.NoError(t, err, file)
		subject, err := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
		require.NoError(t, err, file)
		out = append(out, outboxMail{to: to.Address, subject: subject, body: readAll(msg.Body)})
	}
	return out
}
