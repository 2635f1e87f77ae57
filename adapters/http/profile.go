package http

import (
	"context"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/application/profile"
	usageapp "github.com/radscribe/radscribe/application/usage"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/prompt"
	"github.com/radscribe/radscribe/domain/template"
	"github.com/radscribe/radscribe/domain/usage"
	"github.com/radscribe/radscribe/domain/vocabulary"
	"github.com/radscribe/radscribe/ports"
)

type profileHandler struct {
	profile *profile.Service
	auth    authHandler
	// usage counts the reports produced; without it (tests of other areas) they count 0.
	usage *usageapp.Service
}

type preferredLanguageRequest struct {
	PreferredLanguage string `json:"preferredLanguage"`
}

// templateFiltersRequest is a change of the picker's filters; fields left out keep their value.
type templateFiltersRequest struct {
	SearchTerm     *string `json:"searchTerm"`
	ModalityFilter *string `json:"modalityFilter"`
	LanguageFilter *string `json:"languageFilter"`
}

type templateFiltersResponse struct {
	SearchTerm     string `json:"searchTerm"`
	ModalityFilter string `json:"modalityFilter"`
	LanguageFilter string `json:"languageFilter"`
}

// customPromptsRequest is a change of the custom prompts; fields left out keep their value.
type customPromptsRequest struct {
	CustomCorrectionPrompt            *string `json:"customCorrectionPrompt"`
	CustomReportGenerationPrompt      *string `json:"customReportGenerationPrompt"`
	CustomTemplatePopulationPrompt    *string `json:"customTemplatePopulationPrompt"`
	CustomReportFromScratchPrompt     *string `json:"customReportFromScratchPrompt"`
	UseCustomCorrectionPrompt         *bool   `json:"useCustomCorrectionPrompt"`
	UseCustomReportGenerationPrompt   *bool   `json:"useCustomReportGenerationPrompt"`
	UseCustomTemplatePopulationPrompt *bool   `json:"useCustomTemplatePopulationPrompt"`
	UseCustomReportFromScratchPrompt  *bool   `json:"useCustomReportFromScratchPrompt"`
	CustomImpressionPrompt            *string `json:"customImpressionPrompt"`
	UseCustomImpressionPrompt         *bool   `json:"useCustomImpressionPrompt"`
}

type customPromptsResponse struct {
	CustomCorrectionPrompt            string `json:"customCorrectionPrompt"`
	CustomReportGenerationPrompt      string `json:"customReportGenerationPrompt"`
	CustomTemplatePopulationPrompt    string `json:"customTemplatePopulationPrompt"`
	CustomReportFromScratchPrompt     string `json:"customReportFromScratchPrompt"`
	UseCustomCorrectionPrompt         bool   `json:"useCustomCorrectionPrompt"`
	UseCustomReportGenerationPrompt   bool   `json:"useCustomReportGenerationPrompt"`
	UseCustomTemplatePopulationPrompt bool   `json:"useCustomTemplatePopulationPrompt"`
	UseCustomReportFromScratchPrompt  bool   `json:"useCustomReportFromScratchPrompt"`
	CustomImpressionPrompt            string `json:"customImpressionPrompt"`
	UseCustomImpressionPrompt         bool   `json:"useCustomImpressionPrompt"`
}

// preferencesResponse is the part of the signed-in user that comes from their preferences.
type preferencesResponse struct {
	TemplateSearchTerm     string `json:"templateSearchTerm"`
	TemplateModalityFilter string `json:"templateModalityFilter"`
	TemplateLanguageFilter string `json:"templateLanguageFilter"`
	customPromptsResponse
	externalAutoResponse
	recordingWorkflowResponse
	impressionPreferencesResponse
}

func newCustomPromptsResponse(c prompt.Custom) customPromptsResponse {
	return customPromptsResponse{
		CustomCorrectionPrompt: c.Correction, CustomReportGenerationPrompt: c.ReportGeneration,
		CustomTemplatePopulationPrompt: c.TemplatePopulation, CustomReportFromScratchPrompt: c.ReportFromScratch,
		UseCustomCorrectionPrompt: c.UseCorrection, UseCustomReportGenerationPrompt: c.UseReportGeneration,
		UseCustomTemplatePopulationPrompt: c.UseTemplatePopulation, UseCustomReportFromScratchPrompt: c.UseReportFromScratch,
		CustomImpressionPrompt: c.Impression, UseCustomImpressionPrompt: c.UseImpression,
	}
}

func newPreferencesResponse(p ports.UserPreferences) preferencesResponse {
	return preferencesResponse{
		TemplateSearchTerm: p.TemplateFilters.SearchTerm, TemplateModalityFilter: p.TemplateFilters.Modality,
		TemplateLanguageFilter: p.TemplateFilters.Language, customPromptsResponse: newCustomPromptsResponse(p.Prompts),
		externalAutoResponse: newExternalAutoResponse(p.ExternalAuto), recordingWorkflowResponse: newRecordingWorkflowResponse(p.RecordingWorkflow),
		impressionPreferencesResponse: newImpressionPreferencesResponse(p.Impression),
	}
}

func newTemplateFiltersResponse(f template.Filters) templateFiltersResponse {
	return templateFiltersResponse{SearchTerm: f.SearchTerm, ModalityFilter: f.Modality, LanguageFilter: f.Language}
}

type vocabularyRequest struct {
	OriginalWord  string `json:"originalWord"`
	CorrectedWord string `json:"correctedWord"`
	Language      string `json:"language"`
}

type vocabularyResponse struct {
	ID            string `json:"id"`
	OriginalWord  string `json:"originalWord"`
	CorrectedWord string `json:"correctedWord"`
	Language      string `json:"language"`
	Frequency     int    `json:"frequency"`
	CreatedAt     string `json:"createdAt"`
}

func newVocabularyResponse(e vocabulary.Entry) vocabularyResponse {
	return vocabularyResponse{
		ID: e.ID, OriginalWord: e.OriginalWord, CorrectedWord: e.CorrectedWord, Language: e.Language,
		Frequency: e.Frequency, CreatedAt: timestamp(e.CreatedAt),
	}
}

type savedPromptRequest struct {
	PromptType string `json:"promptType"`
	Name       string `json:"name"`
	PromptText string `json:"promptText"`
}

type savedPromptResponse struct {
	ID         string `json:"id"`
	PromptType string `json:"promptType"`
	Name       string `json:"name"`
	PromptText string `json:"promptText"`
	CreatedAt  string `json:"createdAt"`
}

func newSavedPromptResponse(s prompt.Saved) savedPromptResponse {
	return savedPromptResponse{ID: s.ID, PromptType: string(s.Type), Name: s.Name, PromptText: s.Text, CreatedAt: timestamp(s.CreatedAt)}
}

type userStatsResponse struct {
	TotalRecordings  int             `json:"totalRecordings"`
	AvgTimePerReport float64         `json:"avgTimePerReport"`
	LanguageUsage    map[string]int  `json:"languageUsage"`
	Reports          reportCountsDTO `json:"reports"`
}

func (h profileHandler) setPreferredLanguage(c *gin.Context) {
	var req preferredLanguageRequest
	if !bind(c, &req) {
		return
	}
	user, err := h.profile.SetPreferredLanguage(c.Request.Context(), mustUser(c), req.PreferredLanguage)
	if err != nil {
		writeError(c, err)
		return
	}
	h.auth.writeUser(c, user)
}

func (h profileHandler) setTemplateFilters(c *gin.Context) {
	changeSetting(c, func(ctx context.Context, user account.User, req templateFiltersRequest) (template.Filters, error) {
		patch := profile.FiltersPatch{SearchTerm: req.SearchTerm, Modality: req.ModalityFilter, Language: req.LanguageFilter}
		return h.profile.SetTemplateFilters(ctx, user, patch)
	}, newTemplateFiltersResponse)
}

func (h profileHandler) setCustomPrompts(c *gin.Context) {
	changeSetting(c, func(ctx context.Context, user account.User, req customPromptsRequest) (prompt.Custom, error) {
		patch := profile.PromptsPatch{
			Correction: req.CustomCorrectionPrompt, ReportGeneration: req.CustomReportGenerationPrompt,
			TemplatePopulation: req.CustomTemplatePopulationPrompt, ReportFromScratch: req.CustomReportFromScratchPrompt,
			UseCorrection: req.UseCustomCorrectionPrompt, UseReportGeneration: req.UseCustomReportGenerationPrompt,
			UseTemplatePopulation: req.UseCustomTemplatePopulationPrompt, UseReportFromScratch: req.UseCustomReportFromScratchPrompt,
			Impression: req.CustomImpressionPrompt, UseImpression: req.UseCustomImpressionPrompt,
		}
		return h.profile.SetCustomPrompts(ctx, user, patch)
	}, newCustomPromptsResponse)
}

func (h profileHandler) listVocabulary(c *gin.Context) {
	list, err := h.profile.Vocabulary(c.Request.Context(), mustUser(c))
	respond(c, http.StatusOK, listOf(list, newVocabularyResponse), err)
}

func (h profileHandler) addVocabulary(c *gin.Context) {
	bindAndAnswer(c, http.StatusCreated, func(req vocabularyRequest) (vocabulary.Entry, error) {
		return h.profile.AddVocabulary(c.Request.Context(), mustUser(c), req.OriginalWord, req.CorrectedWord, req.Language)
	}, newVocabularyResponse)
}

func (h profileHandler) deleteVocabulary(c *gin.Context) {
	noContent(c, h.profile.DeleteVocabulary(c.Request.Context(), mustUser(c), c.Param("id")))
}

func (h profileHandler) listSavedPrompts(c *gin.Context) {
	list, err := h.profile.SavedPrompts(c.Request.Context(), mustUser(c), c.Param("promptType"))
	respond(c, http.StatusOK, listOf(list, newSavedPromptResponse), err)
}

func (h profileHandler) savePrompt(c *gin.Context) {
	bindAndAnswer(c, http.StatusCreated, func(req savedPromptRequest) (prompt.Saved, error) {
		return h.profile.SavePrompt(c.Request.Context(), mustUser(c), req.PromptType, req.Name, req.PromptText)
	}, newSavedPromptResponse)
}

func (h profileHandler) deleteSavedPrompt(c *gin.Context) {
	noContent(c, h.profile.DeleteSavedPrompt(c.Request.Context(), mustUser(c), c.Param("id")))
}

// downloadSavedPrompts answers the "Download All" link, opened in a new tab, with a file.
func (h profileHandler) downloadSavedPrompts(c *gin.Context) {
	file, err := h.profile.DownloadSavedPrompts(c.Request.Context(), mustUser(c), c.Param("promptType"))
	if err != nil {
		writeError(c, err)
		return
	}
	c.Header("Content-Disposition", `attachment; filename="`+file.Name+`"`)
	c.Header("Cache-Control", "no-store")
	c.Data(http.StatusOK, "text/plain; charset=utf-8", []byte(file.Content))
}

func (h profileHandler) stats(c *gin.Context) {
	stats, err := h.profile.Stats(c.Request.Context(), mustUser(c))
	if err != nil {
		writeError(c, err)
		return
	}
	reports := usage.ReportCounts{}
	if h.usage != nil {
		if reports, err = h.usage.UserReports(c.Request.Context(), mustUser(c)); err != nil {
			writeError(c, err)
			return
		}
	}
	c.JSON(http.StatusOK, userStatsResponse{
		TotalRecordings: stats.TotalRecordings, AvgTimePerReport: stats.AvgSecondsPerReport, LanguageUsage: stats.LanguageUsage,
		Reports: newReportCountsDTO(reports),
	})
}
