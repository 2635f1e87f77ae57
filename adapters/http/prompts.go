package http

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/application/prompts"
	"github.com/radscribe/radscribe/domain/prompt"
)

type promptHandler struct {
	prompts *prompts.Service
}

type aiPromptRequest struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	PromptText  string `json:"promptText"`
	Language    string `json:"language"`
}

func (r aiPromptRequest) draft() prompt.AIDraft {
	return prompt.AIDraft{Name: r.Name, Description: r.Description, Text: r.PromptText, Language: r.Language}
}

type aiPromptResponse struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	PromptText  string `json:"promptText"`
	Language    string `json:"language"`
	CreatedAt   string `json:"createdAt"`
	UpdatedAt   string `json:"updatedAt"`
}

func newAIPromptResponse(p prompt.AI) aiPromptResponse {
	return aiPromptResponse{
		ID: p.ID, Name: p.Name, Description: p.Description, PromptText: p.Text, Language: p.Language,
		CreatedAt: timestamp(p.CreatedAt), UpdatedAt: timestamp(p.UpdatedAt),
	}
}

func (h promptHandler) list(c *gin.Context) {
	list, err := h.prompts.List(c.Request.Context(), mustUser(c))
	respond(c, http.StatusOK, listOf(list, newAIPromptResponse), err)
}

func (h promptHandler) create(c *gin.Context) {
	bindAndAnswer(c, http.StatusCreated, func(req aiPromptRequest) (prompt.AI, error) {
		return h.prompts.Create(c.Request.Context(), mustUser(c), req.draft())
	}, newAIPromptResponse)
}

func (h promptHandler) update(c *gin.Context) {
	bindAndAnswer(c, http.StatusOK, func(req aiPromptRequest) (prompt.AI, error) {
		return h.prompts.Update(c.Request.Context(), mustUser(c), c.Param("id"), req.draft())
	}, newAIPromptResponse)
}

func (h promptHandler) delete(c *gin.Context) {
	noContent(c, h.prompts.Delete(c.Request.Context(), mustUser(c), c.Param("id")))
}
