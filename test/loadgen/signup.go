package loadgen

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"
)

// Account is a signed-up, verified and signed-in user: a normal account in its free trial.
type Account struct {
	Email string
	// Address is the client address it signs in from (X-Forwarded-For through the trusted
	// loopback proxy, see Unthrottled).
	Address string
	// Cookie is the Cookie header that carries its session.
	Cookie string
}

// Header is what every request of the account carries: its session, its address, JSON and
// gzip, as the web app's requests do.
func (a Account) Header(withBody bool) http.Header {
	h := http.Header{
		"Cookie":          {a.Cookie},
		"X-Forwarded-For": {a.Address},
		"Accept-Encoding": {"gzip, deflate, br"},
		"Accept":          {"application/json"},
	}
	if withBody {
		h.Set("Content-Type", "application/json")
	}
	return h
}

// SignUpAll registers n accounts through the API (a few at a time), verifies each with the
// code mailed to the server's outbox and returns them signed in.
func SignUpAll(ctx context.Context, server *Server, n int) ([]Account, error) {
	client := NewClient(8)
	box := &outbox{dir: server.Outbox, read: map[string]bool{}, codes: map[string]string{}}
	accounts := make([]Account, n)
	errs := make(chan error, n)
	next := make(chan int)
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for i := range next {
				a, err := signUp(ctx, client, server.Base, box, i)
				if err != nil {
					errs <- err
					continue
				}
				accounts[i] = a
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	close(errs)
	if err := <-errs; err != nil {
		return nil, err
	}
	return accounts, nil
}

func signUp(ctx context.Context, client *http.Client, base string, box *outbox, i int) (Account, error) {
	a := Account{Email: fmt.Sprintf("radiologist%04d@load.radscribe.test", i), Address: fmt.Sprintf("10.%d.%d.%d", 20+i/65536, i/256%256, i%256)}
	password := fmt.Sprintf("Load-test-%04d-Pelvis!", i)
	register := map[string]string{"email": a.Email, "password": password, "confirmPassword": password, "firstName": "Load", "lastName": fmt.Sprintf("Tester %d", i)}
	_, signUp, err := postJSON(ctx, client, base+"/api/auth/email/register", a, register, http.StatusOK, http.StatusCreated)
	if err != nil {
		return Account{}, err
	}
	code, err := box.codeFor(ctx, a.Email)
	if err != nil {
		return Account{}, err
	}
	// The code is entered by the browser that signed up: it sends back its sign-up cookie.
	for _, c := range signUp {
		if strings.HasSuffix(c.Name, "radscribe_signup") {
			a.Cookie = c.Name + "=" + c.Value
		}
	}
	_, cookies, err := postJSON(ctx, client, base+"/api/auth/email/verify-email", a, map[string]string{"email": a.Email, "code": code}, http.StatusOK)
	if err != nil {
		return Account{}, err
	}
	for _, c := range cookies {
		if strings.HasSuffix(c.Name, "radscribe_session") && c.Value != "" {
			a.Cookie = c.Name + "=" + c.Value
			return a, nil
		}
	}
	return Account{}, fmt.Errorf("verifying %s set no session cookie", a.Email)
}

func postJSON(ctx context.Context, client *http.Client, url string, a Account, body any, want ...int) ([]byte, []*http.Cookie, error) {
	payload, err := json.Marshal(body)
	if err != nil {
		return nil, nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(payload))
	if err != nil {
		return nil, nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Forwarded-For", a.Address)
	if a.Cookie != "" {
		req.Header.Set("Cookie", a.Cookie)
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	answer, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, nil, err
	}
	for _, status := range want {
		if resp.StatusCode == status {
			return answer, resp.Cookies(), nil
		}
	}
	return nil, nil, fmt.Errorf("POST %s for %s: %d %s", url, a.Email, resp.StatusCode, answer)
}

// outbox reads the verification codes from the console mailer's .eml files.
type outbox struct {
	dir   string
	mu    sync.Mutex
	read  map[string]bool
	codes map[string]string
}

var (
	mailTo = regexp.MustCompile(`(?mi)^To:.*?<?([^<>\s]+@[^<>\s]+)>?\s*$`)
	// The code follows the line asking for it, in the plain-text part.
	mailCode = regexp.MustCompile(`RadScribe account:\s+(\d{6})\b`)
)

// codeFor waits up to 30 s for the code mailed to email.
func (o *outbox) codeFor(ctx context.Context, email string) (string, error) {
	deadline := time.Now().Add(30 * time.Second)
	for {
		if code, err := o.scan(email); err != nil || code != "" {
			return code, err
		}
		if time.Now().After(deadline) {
			return "", fmt.Errorf("no verification code for %s in %s within 30 s", email, o.dir)
		}
		select {
		case <-ctx.Done():
			return "", ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
}

func (o *outbox) scan(email string) (string, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	files, err := filepath.Glob(filepath.Join(o.dir, "*.eml"))
	if err != nil {
		return "", err
	}
	for _, file := range files {
		if o.read[file] {
			continue
		}
		o.read[file] = true
		raw, err := os.ReadFile(file)
		if err != nil {
			return "", err
		}
		// Quoted-printable soft line breaks may split the sentence before the code.
		text := strings.ReplaceAll(string(raw), "=\r\n", "")
		to, code := mailTo.FindStringSubmatch(text), mailCode.FindStringSubmatch(text)
		if to != nil && code != nil {
			o.codes[strings.ToLower(to[1])] = code[1]
		}
	}
	return o.codes[strings.ToLower(email)], nil
}
