package metrics

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// remoteWriter answers every report action with err, and says it sends text out.
type remoteWriter struct{ err error }

func (w remoteWriter) Correct(context.Context, ports.CorrectionRequest) (ports.CorrectionResult, error) {
	return ports.CorrectionResult{Text: "corrected"}, w.err
}

func (w remoteWriter) Format(context.Context, ports.FormatRequest) (ports.ReportResult, error) {
	return ports.ReportResult{HTML: "<p>formatted</p>"}, w.err
}

func (w remoteWriter) Fill(context.Context, ports.FillRequest) (ports.ReportResult, error) {
	return ports.ReportResult{}, w.err
}

func (w remoteWriter) Generate(context.Context, ports.GenerateRequest) (ports.ReportResult, error) {
	return ports.ReportResult{}, w.err
}

func (w remoteWriter) WriteImpression(context.Context, ports.ImpressionRequest) (ports.ImpressionResult, error) {
	return ports.ImpressionResult{}, w.err
}

func (remoteWriter) SendsTextOut() bool { return true }

type localWriter struct{ remoteWriter }

// SendsTextOut hides the embedded method: a local writer is no RemoteWriter.
func (localWriter) SendsTextOut() {}

type mailer struct{ err error }

func (m mailer) Send(context.Context, ports.Message) error { return m.err }

type recognizer struct{ err error }

func (r recognizer) Transcribe(_ context.Context, _ ports.TranscriptionRequest, partial func(string)) (ports.Transcription, error) {
	partial("left ")
	return ports.Transcription{Text: "left"}, r.err
}

func TestCallsAreTimedByPortProviderOperationAndOutcome(t *testing.T) {
	registry := newRegistry(t, config.Metrics{}, migratedPool(t), &usageDrops{}, quiet)
	ctx := context.Background()

	writer := registry.ReportWriter("openai", remoteWriter{})
	result, err := writer.Format(ctx, ports.FormatRequest{})
	require.NoError(t, err)
	assert.Equal(t, "<p>formatted</p>", result.HTML, "the answer passes unchanged")
	failing := registry.ReportWriter("openai", remoteWriter{err: fmt.Errorf("openai: %w", context.DeadlineExceeded)})
	_, err = failing.Generate(ctx, ports.GenerateRequest{})
	assert.ErrorIs(t, err, context.DeadlineExceeded, "the error passes unchanged")

	var heard []string
	speech := registry.Recognizer("google", recognizer{err: context.Canceled})
	_, err = speech.Transcribe(ctx, ports.TranscriptionRequest{}, func(delta string) { heard = append(heard, delta) })
	assert.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, []string{"left "}, heard, "streamed text still reaches the caller")

	require.Error(t, registry.Mailer("smtp", mailer{err: errors.New("550 no such user")}).Send(ctx, ports.Message{}))

	_, body := scrape(t, registry.Handler())
	for _, series := range []string{
		`radscribe_provider_call_duration_seconds_count{operation="format",outcome="ok",port="report_writer",provider="openai"} 1`,
		`radscribe_provider_call_duration_seconds_count{operation="generate",outcome="timeout",port="report_writer",provider="openai"} 1`,
		`radscribe_provider_call_duration_seconds_count{operation="transcribe",outcome="canceled",port="speech",provider="google"} 1`,
		`radscribe_provider_call_duration_seconds_count{operation="send",outcome="error",port="mail",provider="smtp"} 1`,
	} {
		assert.Contains(t, body, series)
	}
}

func TestATimedWriterStillSaysWhetherTextLeaves(t *testing.T) {
	registry := newRegistry(t, config.Metrics{}, migratedPool(t), &usageDrops{}, quiet)

	remote, ok := registry.ReportWriter("openai", remoteWriter{}).(ports.RemoteWriter)
	require.True(t, ok)
	assert.True(t, remote.SendsTextOut(), "patient data is still masked before a language model sees it")

	local := registry.ReportWriter("builtin", localWriter{}).(ports.RemoteWriter)
	assert.False(t, local.SendsTextOut())
}

// Provider none builds no implementation; timing it must not make one appear.
func TestAnImplementationThatIsOffStaysOff(t *testing.T) {
	registry := newRegistry(t, config.Metrics{}, migratedPool(t), &usageDrops{}, quiet)
	assert.Nil(t, registry.ReportWriter("builtin", nil))
	assert.Nil(t, registry.Recognizer("none", nil))
	assert.Nil(t, registry.Mailer("console", nil))
	assert.Nil(t, registry.Payments("none", nil))
	assert.Nil(t, registry.ContactSync("none", nil))
}

func TestOutcomes(t *testing.T) {
	for err, want := range map[error]string{
		nil: "ok",
		fmt.Errorf("brevo: %w", ports.ErrNotFound):    "not_found",
		fmt.Errorf("x: %w", context.Canceled):         "canceled",
		fmt.Errorf("x: %w", context.DeadlineExceeded): "timeout",
		errors.New("503 Service Unavailable"):         "error",
	} {
		assert.Equal(t, want, outcome(err), "%v", err)
	}
}
