package http

import (
	"net/http"

	"github.com/gin-gonic/gin"

	feedbackapp "github.com/radscribe/radscribe/application/feedback"
	"github.com/radscribe/radscribe/domain/feedback"
)

type feedbackHandler struct {
	feedback *feedbackapp.Service
}

// feedbackRequest is the spec's feedback entity; any other field (a transcript, a report) is
// ignored, never stored.
type feedbackRequest struct {
	FeedbackType     string  `json:"feedbackType"`
	FeedbackCategory *string `json:"feedbackCategory"`
	FeedbackText     *string `json:"feedbackText"`
	RecordingID      *string `json:"recordingId"`
	SessionID        *string `json:"sessionId"`
	Language         string  `json:"language"`
	InputMethod      string  `json:"inputMethod"`
	TemplateUsed     bool    `json:"templateUsed"`
	TemplateID       *string `json:"templateId"`
	TemplateName     *string `json:"templateName"`
}

type feedbackResponse struct {
	ID               string  `json:"id"`
	FeedbackType     string  `json:"feedbackType"`
	FeedbackCategory *string `json:"feedbackCategory"`
	FeedbackText     *string `json:"feedbackText"`
	Language         string  `json:"language"`
	InputMethod      string  `json:"inputMethod"`
	TemplateUsed     bool    `json:"templateUsed"`
	TemplateName     *string `json:"templateName"`
	CreatedAt        string  `json:"createdAt"`
}

// orNull answers an absent (empty) value as null.
func orNull(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// valueOf reads an optional field; null and missing are empty.
func valueOf(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func newFeedbackResponse(f feedback.Feedback) feedbackResponse {
	return feedbackResponse{
		ID: f.ID, FeedbackType: string(f.Type), FeedbackCategory: orNull(string(f.Category)), FeedbackText: orNull(f.Text),
		Language: f.Language, InputMethod: string(f.InputMethod), TemplateUsed: f.TemplateUsed,
		TemplateName: orNull(f.TemplateName), CreatedAt: timestamp(f.CreatedAt),
	}
}

func (h feedbackHandler) submit(c *gin.Context) {
	var req feedbackRequest
	if !bind(c, &req) {
		return
	}
	draft := feedback.Draft{
		Type: req.FeedbackType, Category: valueOf(req.FeedbackCategory), Text: valueOf(req.FeedbackText),
		RecordingID: valueOf(req.RecordingID), SessionID: valueOf(req.SessionID), Language: req.Language,
		InputMethod: req.InputMethod, TemplateUsed: req.TemplateUsed, TemplateID: valueOf(req.TemplateID),
		TemplateName: valueOf(req.TemplateName),
	}
	f, err := h.feedback.Submit(c.Request.Context(), mustUser(c), draft)
	respond(c, http.StatusCreated, newFeedbackResponse(f), err)
}
