package console_test

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/adapters/mail/console"
	"github.com/radscribe/radscribe/adapters/mail/mailtest"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

const from = "RadScribe <no-reply@radscribe.example>"

func newMailer(t *testing.T, dir string) (*console.Mailer, *bytes.Buffer) {
	t.Helper()
	var log bytes.Buffer
	logger := slog.New(slog.NewTextHandler(&log, nil))
	m, err := console.New(config.Mail{Provider: "console", From: from, Console: config.MailConsole{Dir: dir}}, logger)
	require.NoError(t, err)
	return m, &log
}

func emlFiles(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.eml"))
	require.NoError(t, err)
	return files
}

func TestSendLogsTheMessageSoTheCodeIsReadable(t *testing.T) {
	m, log := newMailer(t, "")

	err := m.Send(context.Background(), ports.Message{
		To: "anna@example.com", Subject: "Your code", Text: "Your code is 123456.", HTML: "<p>123456</p>",
	})

	require.NoError(t, err)
	assert.Contains(t, log.String(), "level=INFO")
	assert.Contains(t, log.String(), "to=anna@example.com")
	assert.Contains(t, log.String(), `subject="Your code"`)
	assert.Contains(t, log.String(), "Your code is 123456.")
}

func TestSendWritesAParsableEMLFile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "mail", "outbox")
	m, log := newMailer(t, dir)
	info, err := os.Stat(dir)
	require.NoError(t, err, "New creates the directory")
	assert.Equal(t, os.FileMode(0o700), info.Mode().Perm())

	msg := ports.Message{
		To:      "Zoë Müller <zoe@example.com>",
		Subject: "Ihr Bestätigungscode für RadScribe – ✓",
		Text:    "Grüß Gott, Zoë!\n\nIhr Code: 123456\n" + strings.Repeat("Ä lange Zeile ", 20),
		HTML:    `<p style="color:#333">Grüß Gott, Zoë! <strong>123456</strong></p>`,
	}
	require.NoError(t, m.Send(context.Background(), msg))

	files := emlFiles(t, dir)
	require.Len(t, files, 1)
	assert.Regexp(t, `^\d{8}T\d{6}\.\d{9}Z-[0-9a-f]{12}\.eml$`, filepath.Base(files[0]))
	assert.Contains(t, log.String(), "file="+files[0])
	raw, err := os.ReadFile(files[0])
	require.NoError(t, err)
	for _, line := range strings.Split(string(raw), "\r\n") {
		assert.LessOrEqual(t, len(line), 998, "RFC 5322 line limit")
		assert.False(t, slices.ContainsFunc([]byte(line), func(b byte) bool { return b > 127 }), "7-bit clean: %q", line)
	}

	got, err := mailtest.Parse(raw)
	require.NoError(t, err)
	assert.Equal(t, msg.Subject, got.Subject)
	assert.Contains(t, got.From, "no-reply@radscribe.example")
	assert.Contains(t, got.To, "zoe@example.com")
	assert.Equal(t, "multipart/alternative", got.ContentType)
	assert.Equal(t, msg.Text, got.Text)
	assert.Equal(t, msg.HTML, got.HTML)
	assert.Equal(t, "1.0", got.Header.Get("MIME-Version"))
	assert.Regexp(t, `^<[^@>]+@radscribe\.example>$`, got.Header.Get("Message-ID"))
	_, err = got.Header.Date()
	assert.NoError(t, err)
	assert.Empty(t, got.Header.Get("User-Agent"))
	assert.Empty(t, got.Header.Get("X-Mailer"))
}

func TestSendWithoutHTMLWritesPlainText(t *testing.T) {
	dir := t.TempDir()
	m, _ := newMailer(t, dir)

	require.NoError(t, m.Send(context.Background(), ports.Message{To: "a@example.com", Subject: "Hi", Text: "Only text"}))

	raw, err := os.ReadFile(emlFiles(t, dir)[0])
	require.NoError(t, err)
	got, err := mailtest.Parse(raw)
	require.NoError(t, err)
	assert.Equal(t, "text/plain", got.ContentType)
	assert.Equal(t, "Only text", got.Text)
}

func TestConcurrentSendsWriteDistinctFilesAndNoTemporaryOnes(t *testing.T) {
	dir := t.TempDir()
	m, _ := newMailer(t, dir)
	const n = 40

	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			msg := ports.Message{To: "a@example.com", Subject: fmt.Sprint("message ", i), Text: "text", HTML: "<p>html</p>"}
			assert.NoError(t, m.Send(context.Background(), msg))
		})
	}
	wg.Wait()

	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, n, "nothing but the messages is left behind")
	subjects := map[string]bool{}
	for _, file := range emlFiles(t, dir) {
		raw, err := os.ReadFile(file)
		require.NoError(t, err)
		got, err := mailtest.Parse(raw)
		require.NoError(t, err)
		subjects[got.Subject] = true
	}
	assert.Len(t, subjects, n)
}

func TestSendRejectsAnInvalidRecipient(t *testing.T) {
	dir := t.TempDir()
	m, _ := newMailer(t, dir)

	err := m.Send(context.Background(), ports.Message{To: "not an address", Subject: "Hi", Text: "x"})

	assert.ErrorContains(t, err, "recipient")
	assert.Empty(t, emlFiles(t, dir))
}

func TestNewFailsWhenTheDirectoryCannotBeCreated(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	require.NoError(t, os.WriteFile(file, nil, 0o600))

	_, err := console.New(config.Mail{From: from, Console: config.MailConsole{Dir: filepath.Join(file, "sub")}}, slog.Default())

	assert.ErrorContains(t, err, "console mail directory")
}
