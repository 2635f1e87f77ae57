package http

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/application/profile"
	"github.com/radscribe/radscribe/domain/report"
)

// externalAutoRequest is a change of the external transcript's auto-processing toggles;
// fields left out keep their value.
type externalAutoRequest struct {
	AutoFormatExternal         *bool `json:"autoFormatExternal"`
	AutoFillTemplateExternal   *bool `json:"autoFillTemplateExternal"`
	AutoGenerateReportExternal *bool `json:"autoGenerateReportExternal"`
}

type externalAutoResponse struct {
	AutoFormatExternal         bool `json:"autoFormatExternal"`
	AutoFillTemplateExternal   bool `json:"autoFillTemplateExternal"`
	AutoGenerateReportExternal bool `json:"autoGenerateReportExternal"`
}

func newExternalAutoResponse(a report.ExternalAutoProcessing) externalAutoResponse {
	return externalAutoResponse{AutoFormatExternal: a.Format, AutoFillTemplateExternal: a.FillTemplate, AutoGenerateReportExternal: a.GenerateReport}
}

// recordingWorkflowRequest is a change of the voice panel's auto-workflow toggles; fields
// left out keep their value.
type recordingWorkflowRequest struct {
	AutoFillTemplate   *bool `json:"autoFillTemplate"`
	AutoGenerateReport *bool `json:"autoGenerateReport"`
}

type recordingWorkflowResponse struct {
	AutoFillTemplate   bool `json:"autoFillTemplate"`
	AutoGenerateReport bool `json:"autoGenerateReport"`
}

func newRecordingWorkflowResponse(a report.RecordingAutoWorkflow) recordingWorkflowResponse {
	return recordingWorkflowResponse{AutoFillTemplate: a.FillTemplate, AutoGenerateReport: a.GenerateReport}
}

func (h profileHandler) setExternalAutoProcessing(c *gin.Context) {
	var req externalAutoRequest
	if !bind(c, &req) {
		return
	}
	patch := profile.ExternalAutoPatch{Format: req.AutoFormatExternal, FillTemplate: req.AutoFillTemplateExternal, GenerateReport: req.AutoGenerateReportExternal}
	prefs, err := h.profile.SetExternalAutoProcessing(c.Request.Context(), mustUser(c), patch)
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, newExternalAutoResponse(prefs))
}

func (h profileHandler) setRecordingWorkflow(c *gin.Context) {
	var req recordingWorkflowRequest
	if !bind(c, &req) {
		return
	}
	patch := profile.RecordingWorkflowPatch{FillTemplate: req.AutoFillTemplate, GenerateReport: req.AutoGenerateReport}
	prefs, err := h.profile.SetRecordingWorkflow(c.Request.Context(), mustUser(c), patch)
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, newRecordingWorkflowResponse(prefs))
}

// impressionPreferencesRequest is a change of how written impressions look; fields left out
// keep their value.
type impressionPreferencesRequest struct {
	ImpressionNumbered        *bool   `json:"impressionNumbered"`
	ImpressionBackground      *string `json:"impressionBackground"`
	ImpressionRecommendations *bool   `json:"impressionRecommendations"`
}

type impressionPreferencesResponse struct {
	ImpressionNumbered        bool   `json:"impressionNumbered"`
	ImpressionBackground      string `json:"impressionBackground"`
	ImpressionRecommendations bool   `json:"impressionRecommendations"`
}

func newImpressionPreferencesResponse(p report.ImpressionPreferences) impressionPreferencesResponse {
	return impressionPreferencesResponse{ImpressionNumbered: p.Numbered, ImpressionBackground: p.Background, ImpressionRecommendations: p.Recommendations}
}

func (h profileHandler) setImpressionPreferences(c *gin.Context) {
	var req impressionPreferencesRequest
	if !bind(c, &req) {
		return
	}
	patch := profile.ImpressionPatch{Numbered: req.ImpressionNumbered, Background: req.ImpressionBackground, Recommendations: req.ImpressionRecommendations}
	prefs, err := h.profile.SetImpressionPreferences(c.Request.Context(), mustUser(c), patch)
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, newImpressionPreferencesResponse(prefs))
}
