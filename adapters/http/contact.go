package http

import (
	"net/http"

	"github.com/gin-gonic/gin"

	// The app suffix frees the name for the domain package.
	supportapp "github.com/radscribe/radscribe/application/support"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/support"
)

type contactHandler struct {
	support *supportapp.Service
}

// contactRequest is the spec's contact form.
type contactRequest struct {
	Name    string `json:"name"`
	Email   string `json:"email"`
	Subject string `json:"subject"`
	Message string `json:"message"`
}

// tutorialVideoResponse is the spec's tutorial video; vimeoId and vimeoHash are empty for a
// video that is not available yet.
type tutorialVideoResponse struct {
	ID          string `json:"id"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Duration    string `json:"duration"`
	VimeoID     string `json:"vimeoId"`
	VimeoHash   string `json:"vimeoHash"`
	Category    string `json:"category"`
}

func newTutorialVideoResponse(v support.Video) tutorialVideoResponse {
	return tutorialVideoResponse{
		ID: v.ID, Title: v.Title, Description: v.Description, Duration: v.Duration,
		VimeoID: v.VimeoID, VimeoHash: v.VimeoHash, Category: string(v.Category),
	}
}

// contact sends the form to the support team, for visitors and signed-in users alike; the
// budgets count per client address and per account.
func (h contactHandler) contact(c *gin.Context) {
	bindAndRun(c, func(req contactRequest) (messageResponse, error) {
		from := supportapp.Sender{IP: c.ClientIP()}
		if user, ok := c.Get(userKey); ok {
			from.UserID = user.(account.User).ID
		}
		draft := support.Draft{Name: req.Name, Email: req.Email, Subject: req.Subject, Message: req.Message}
		message, err := h.support.Contact(c.Request.Context(), draft, from)
		return messageResponse{Message: message}, err
	})
}

// tutorials lists the videos of the tutorials page; they change only with the configuration.
func (h contactHandler) tutorials(c *gin.Context) {
	c.Header("Cache-Control", "public, max-age=300")
	c.JSON(http.StatusOK, listOf(h.support.Tutorials(), newTutorialVideoResponse))
}
