package metrics

import (
	"context"

	"github.com/radscribe/radscribe/ports"
)

// The decorators below time every call to the implementation a provider setting chose and
// pass it on unchanged. A nil implementation (provider none) stays nil, so the use cases still
// see that the port is off.

// timed is what every decorator holds: the implementation it times, and the timer of the
// implementation's port and provider.
type timed[P any] struct {
	inner P
	timer callTimer
}

// decorate wraps inner, timed as provider's implementation of port, in the decorator wrap
// makes; a nil inner (provider none) is returned as it is.
func decorate[P any](r *Registry, port, provider string, inner P, wrap func(timed[P]) P) P {
	if any(inner) == nil {
		return inner
	}
	return wrap(timed[P]{inner: inner, timer: r.timer(port, provider)})
}

// ReportWriter times w, the report writer provider names.
func (r *Registry) ReportWriter(provider string, w ports.ReportWriter) ports.ReportWriter {
	return decorate(r, portReportWriter, provider, w, func(t timed[ports.ReportWriter]) ports.ReportWriter { return &timedWriter{t} })
}

type timedWriter struct{ timed[ports.ReportWriter] }

func (w *timedWriter) Correct(ctx context.Context, req ports.CorrectionRequest) (_ ports.CorrectionResult, err error) {
	defer w.timer.start("correct").stop(&err)
	return w.inner.Correct(ctx, req)
}

func (w *timedWriter) Format(ctx context.Context, req ports.FormatRequest) (_ ports.ReportResult, err error) {
	defer w.timer.start("format").stop(&err)
	return w.inner.Format(ctx, req)
}

func (w *timedWriter) Fill(ctx context.Context, req ports.FillRequest) (_ ports.ReportResult, err error) {
	defer w.timer.start("fill").stop(&err)
	return w.inner.Fill(ctx, req)
}

func (w *timedWriter) Generate(ctx context.Context, req ports.GenerateRequest) (_ ports.ReportResult, err error) {
	defer w.timer.start("generate").stop(&err)
	return w.inner.Generate(ctx, req)
}

func (w *timedWriter) WriteImpression(ctx context.Context, req ports.ImpressionRequest) (_ ports.ImpressionResult, err error) {
	defer w.timer.start("impression").stop(&err)
	return w.inner.WriteImpression(ctx, req)
}

// SendsTextOut keeps the patient-data masking of a remote writer: the use cases ask the
// writer they hold, which is this one.
func (w *timedWriter) SendsTextOut() bool {
	remote, ok := w.inner.(ports.RemoteWriter)
	return ok && remote.SendsTextOut()
}

// FollowsPrompts passes on whether the writer reads prompts, so that the use cases skip
// reading them for one that does not.
func (w *timedWriter) FollowsPrompts() bool {
	follower, ok := w.inner.(ports.PromptFollower)
	return !ok || follower.FollowsPrompts()
}

// Recognizer times s, the speech recognizer provider names.
func (r *Registry) Recognizer(provider string, s ports.SpeechRecognizer) ports.SpeechRecognizer {
	return decorate(r, portSpeech, provider, s, func(t timed[ports.SpeechRecognizer]) ports.SpeechRecognizer { return &timedRecognizer{t} })
}

type timedRecognizer struct{ timed[ports.SpeechRecognizer] }

func (s *timedRecognizer) Transcribe(ctx context.Context, req ports.TranscriptionRequest, partial func(string)) (_ ports.Transcription, err error) {
	defer s.timer.start("transcribe").stop(&err)
	return s.inner.Transcribe(ctx, req, partial)
}

// Mailer times m, the mailer provider names.
func (r *Registry) Mailer(provider string, m ports.Mailer) ports.Mailer {
	return decorate(r, portMail, provider, m, func(t timed[ports.Mailer]) ports.Mailer { return &timedMailer{t} })
}

type timedMailer struct{ timed[ports.Mailer] }

func (m *timedMailer) Send(ctx context.Context, msg ports.Message) (err error) {
	defer m.timer.start("send").stop(&err)
	return m.inner.Send(ctx, msg)
}
