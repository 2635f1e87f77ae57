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
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, listOf(list, newAIPromptResponse))
}

func (h promptHandler) create(c *gin.Context) {
	var req aiPromptRequest
	if !bind(c, &req) {
		return
	}
	p, err := h.prompts.Create(c.Request.Context(), mustUser(c), req.draft())
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusCreated, newAIPromptResponse(p))
}

func (h promptHandler) update(c *gin.Context) {
	var req aiPromptRequest
	if !bind(c, &req) {
		return
	}
	p, err := h.prompts.Update(c.Request.Context(), mustUser(c), c.Param("id"), req.draft())
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, newAIPromptResponse(p))
}

func (h promptHandler) delete(c *gin.Context) {
	noContent(c, h.prompts.Delete(c.Request.Context(), mustUser(c), c.Param("id")))
}
