package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"mime/multipart"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/mail"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/radscribe/radscribe"
	"github.com/radscribe/radscribe/config"
)

// httpSpeed serves the whole application in process on a fresh database, signs a user up the
// way a person does (reading the code from the mail outbox) and measures how many dictations
// per second POST /api/format-external-transcript turns into reports over loopback.
func httpSpeed(dictations []string, workers int) (float64, error) {
	dir, err := os.MkdirTemp("", "radscribe-eval-")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(dir)
	cfg, err := loadDefaults(dir)
	if err != nil {
		return 0, err
	}
	// The one user of the run sends every report within the hour: its budget must hold them.
	cfg.Limits.ReportsPerHour = max(cfg.Limits.ReportsPerHour, len(dictations))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	server, cleanup, err := radscribe.InitializeServer(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		return 0, err
	}
	defer cleanup()
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	go func() { _ = server.Serve(ctx, listener) }()
	base := "http://" + listener.Addr().String()

	client, err := signUp(base, cfg.Mail.Console.Dir)
	if err != nil {
		return 0, err
	}
	jobs := make(chan string)
	var failure error
	var failed sync.Once
	var wg sync.WaitGroup
	start := time.Now()
	for range workers {
		wg.Go(func() {
			// After a failure the jobs are still taken, so the loop feeding them never waits
			// for a worker that has stopped.
			for dictation := range jobs {
				if _, err := post(client, base+"/api/format-external-transcript",
					map[string]any{"transcript": dictation, "language": "en", "enableContradictionDetection": true}); err != nil {
					failed.Do(func() { failure = err })
				}
			}
		})
	}
	for _, d := range dictations {
		jobs <- d
	}
	close(jobs)
	wg.Wait()
	if failure != nil {
		return 0, failure
	}
	return float64(len(dictations)) / time.Since(start).Seconds(), nil
}

// loadDefaults is the embedded configuration pointed at a throw-away directory.
func loadDefaults(dir string) (*config.Config, error) {
	wd, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	// Load from an empty directory, so a developer's radscribe.yaml cannot change the figures.
	if err := os.Chdir(dir); err != nil {
		return nil, err
	}
	defer os.Chdir(wd)
	cfg, err := config.Load("")
	if err != nil {
		return nil, err
	}
	cfg.Database.DSN = filepath.Join(dir, "eval.db")
	cfg.Mail.Console.Dir = filepath.Join(dir, "outbox")
	cfg.Log.Level = "error"
	return cfg, nil
}

var sixDigits = regexp.MustCompile(`\b(\d{6})\b`)

func signUp(base, outbox string) (*http.Client, error) {
	jar, err := cookiejar.New(nil)
	if err != nil {
		return nil, err
	}
	client := &http.Client{Jar: jar, Timeout: 30 * time.Second}
	email := "eval@radscribe.test"
	if _, err := post(client, base+"/api/auth/email/register", map[string]string{
		"email": email, "password": "Evaluation-2026", "confirmPassword": "Evaluation-2026", "firstName": "Eval", "lastName": "Run",
	}); err != nil {
		return nil, err
	}
	text, err := firstMailText(outbox)
	if err != nil {
		return nil, err
	}
	code := sixDigits.FindStringSubmatch(text)
	if code == nil {
		return nil, fmt.Errorf("no code in the verification mail")
	}
	_, err = post(client, base+"/api/auth/email/verify-email", map[string]string{"email": email, "code": code[1]})
	return client, err
}

// firstMailText returns the plain-text part of the first message in the outbox, waiting for
// the background job that sends it.
func firstMailText(outbox string) (string, error) {
	var files []string
	for deadline := time.Now().Add(15 * time.Second); len(files) == 0; time.Sleep(50 * time.Millisecond) {
		var err error
		if files, err = filepath.Glob(filepath.Join(outbox, "*.eml")); err != nil {
			return "", err
		}
		if len(files) == 0 && time.Now().After(deadline) {
			return "", fmt.Errorf("no mail in %s", outbox)
		}
	}
	f, err := os.Open(files[0])
	if err != nil {
		return "", err
	}
	defer f.Close()
	msg, err := mail.ReadMessage(f)
	if err != nil {
		return "", err
	}
	_, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil {
		return "", err
	}
	parts := multipart.NewReader(msg.Body, params["boundary"])
	for {
		part, err := parts.NextPart()
		if err != nil {
			return "", fmt.Errorf("no plain-text part: %w", err)
		}
		if strings.HasPrefix(part.Header.Get("Content-Type"), "text/plain") {
			body, err := io.ReadAll(part)
			return string(body), err
		}
	}
}

func post(client *http.Client, url string, body any) ([]byte, error) {
	raw, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	resp, err := client.Post(url, "application/json", bytes.NewReader(raw))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	answer, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s: %d %s", url, resp.StatusCode, answer)
	}
	return answer, nil
}
