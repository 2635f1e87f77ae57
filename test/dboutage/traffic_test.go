package dboutage

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sync"
	"time"

	"github.com/radscribe/radscribe/test/loadgen"
)

// Request kinds of the traffic: reads, single-row writes, a sign-up (an account and the job
// that mails its code, in one transaction), a report, and the readiness probe.
const (
	kindUser          = "user"
	kindVocabulary    = "vocabulary"
	kindVocabularyAdd = "vocabulary-add"
	kindFeedback      = "feedback"
	kindRegister      = "register"
	kindFormat        = "format"
	kindReady         = "readyz"
)

// userPause is each simulated user's wait between two requests (about 20 requests a second
// each with the answers); probeInterval is a load balancer's readiness probe.
const (
	userPause     = 40 * time.Millisecond
	probeInterval = 100 * time.Millisecond
)

// outcome is one request and its answer.
type outcome struct {
	kind       string
	start, end time.Time
	// status is 0 when no answer came.
	status  int
	message string
	err     error
	// key names what a write wrote: the e-mail registered, the vocabulary word, the feedback text.
	key string
}

func (o outcome) ok() bool { return o.status >= 200 && o.status < 300 }

// traffic is the signed-in users' requests and the readiness probe, running until finish.
type traffic struct {
	base   string
	client *http.Client
	stop   chan struct{}
	wg     sync.WaitGroup

	mu       sync.Mutex
	outcomes []outcome
}

func startTraffic(base string, accounts []loadgen.Account) *traffic {
	tr := &traffic{
		base:   base,
		client: &http.Client{Timeout: 15 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }},
		stop:   make(chan struct{}),
	}
	for i, a := range accounts {
		tr.wg.Go(func() { tr.user(i, a) })
	}
	tr.wg.Go(tr.probe)
	return tr
}

// finish stops the traffic and returns every outcome.
func (tr *traffic) finish() []outcome {
	close(tr.stop)
	tr.wg.Wait()
	tr.mu.Lock()
	defer tr.mu.Unlock()
	return append([]outcome(nil), tr.outcomes...)
}

func (tr *traffic) user(i int, a loadgen.Account) {
	for n := 0; ; n++ {
		select {
		case <-tr.stop:
			return
		case <-time.After(userPause):
		}
		tr.send(request(i, n, a))
	}
}

func (tr *traffic) probe() {
	ticker := time.NewTicker(probeInterval)
	defer ticker.Stop()
	for {
		select {
		case <-tr.stop:
			return
		case <-ticker.C:
			tr.send(call{kind: kindReady, method: http.MethodGet, path: "/readyz"})
		}
	}
}

// call is one request to send.
type call struct {
	kind, method, path, key string
	body                    any
	header                  http.Header
}

// request is user i's n-th request: the kinds in turn, each write with a key of its own.
// A user sends about 20 requests a second.
func request(i, n int, a loadgen.Account) call {
	header := http.Header{"Cookie": {a.Cookie}, "X-Forwarded-For": {a.Address}}
	key := fmt.Sprintf("outage%dn%d", i, n)
	switch n % 6 {
	case 0:
		return call{kind: kindUser, method: http.MethodGet, path: "/api/auth/user", header: header}
	case 1:
		return call{kind: kindVocabulary, method: http.MethodGet, path: "/api/vocabulary", header: header}
	case 2:
		return call{kind: kindVocabularyAdd, method: http.MethodPost, path: "/api/vocabulary", header: header, key: key,
			body: map[string]string{"originalWord": key, "correctedWord": "effusion", "language": "en"}}
	// Feedback is limited to 30 an hour per user: one in ten rounds sends it.
	case 3:
		if n/6%10 != 0 {
			return call{kind: kindUser, method: http.MethodGet, path: "/api/auth/user", header: header}
		}
		return call{kind: kindFeedback, method: http.MethodPost, path: "/api/feedback", header: header, key: key,
			body: map[string]any{"feedbackType": "negative", "feedbackCategory": "other", "feedbackText": key,
				"language": "en", "inputMethod": "external_transcript", "templateUsed": false}}
	case 4:
		email := key + "@outage.radscribe.test"
		// Each sign-up comes from an address of its own, as the sign-up budget is per address.
		visitor := http.Header{"X-Forwarded-For": {fmt.Sprintf("10.%d.%d.%d", 100+i, n/256%256, n%256)}}
		return call{kind: kindRegister, method: http.MethodPost, path: "/api/auth/email/register", header: visitor, key: email,
			body: map[string]string{"email": email, "password": "Outage-drill-Pelvis-42!", "confirmPassword": "Outage-drill-Pelvis-42!",
				"firstName": "Outage", "lastName": "Drill"}}
	default:
		return call{kind: kindFormat, method: http.MethodPost, path: "/api/format-external-transcript", header: header,
			body: map[string]string{"transcript": "findings colon small left pleural effusion period impression colon effusion period", "language": "en"}}
	}
}

func (tr *traffic) send(c call) {
	o := outcome{kind: c.kind, key: c.key, start: time.Now()}
	o.status, o.message, o.err = tr.do(c)
	o.end = time.Now()
	tr.mu.Lock()
	tr.outcomes = append(tr.outcomes, o)
	tr.mu.Unlock()
}

// do sends c and returns the status and, for an error answer, its message.
func (tr *traffic) do(c call) (int, string, error) {
	var body io.Reader
	if c.body != nil {
		raw, err := json.Marshal(c.body)
		if err != nil {
			return 0, "", err
		}
		body = bytes.NewReader(raw)
	}
	req, err := http.NewRequest(c.method, tr.base+c.path, body)
	if err != nil {
		return 0, "", err
	}
	for name, values := range c.header {
		req.Header[name] = values
	}
	if c.body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := tr.client.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return resp.StatusCode, "", err
	}
	if resp.StatusCode < 400 {
		return resp.StatusCode, "", nil
	}
	var answer struct{ Message string }
	_ = json.Unmarshal(raw, &answer)
	return resp.StatusCode, answer.Message, nil
}
