package openai

import (
	"context"

	"github.com/radscribe/radscribe/ports"
)

// Fill asks for the template filled with the transcript, as HTML.
func (w *Writer) Fill(ctx context.Context, req ports.FillRequest) (ports.ReportResult, error) {
	return w.writeHTML(ctx, req.Prompt, fillMessage(req.Language, req.TemplateHTML, req.Transcript, req.Impression))
}

// Generate asks for a whole report written from the transcript, as HTML.
func (w *Writer) Generate(ctx context.Context, req ports.GenerateRequest) (ports.ReportResult, error) {
	return w.writeHTML(ctx, req.Prompt, generateMessage(req.Language, req.Transcript, req.Impression))
}

func (w *Writer) writeHTML(ctx context.Context, choice ports.PromptChoice, user string) (ports.ReportResult, error) {
	out, used, reason, err := withFallback(ctx, w, choice, func(ctx context.Context, system string, retries int) (string, error) {
		text, err := w.chat(ctx, chatRequest{system: system, user: user, retries: retries})
		if err != nil {
			return "", err
		}
		return html(text)
	})
	if err != nil {
		return ports.ReportResult{}, err
	}
	return ports.ReportResult{HTML: out, PromptUsed: used, FallbackReason: reason}, nil
}
