package http

import (
	"context"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/application/profile"
	"github.com/radscribe/radscribe/domain/account"
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

// changeSetting binds a change of one of the signed-in user's settings, lets set apply it and
// answers what the setting became, as respond writes it.
func changeSetting[Req, Saved, Resp any](c *gin.Context, set func(context.Context, account.User, Req) (Saved, error), respond func(Saved) Resp) {
	bindAndAnswer(c, http.StatusOK, func(req Req) (Saved, error) {
		return set(c.Request.Context(), mustUser(c), req)
	}, respond)
}

func (h profileHandler) setExternalAutoProcessing(c *gin.Context) {
	changeSetting(c, func(ctx context.Context, user account.User, req externalAutoRequest) (report.ExternalAutoProcessing, error) {
		patch := profile.ExternalAutoPatch{Format: req.AutoFormatExternal, FillTemplate: req.AutoFillTemplateExternal, GenerateReport: req.AutoGenerateReportExternal}
		return h.profile.SetExternalAutoProcessing(ctx, user, patch)
	}, newExternalAutoResponse)
}

func (h profileHandler) setRecordingWorkflow(c *gin.Context) {
	changeSetting(c, func(ctx context.Context, user account.User, req recordingWorkflowRequest) (report.RecordingAutoWorkflow, error) {
		patch := profile.RecordingWorkflowPatch{FillTemplate: req.AutoFillTemplate, GenerateReport: req.AutoGenerateReport}
		return h.profile.SetRecordingWorkflow(ctx, user, patch)
	}, newRecordingWorkflowResponse)
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
	changeSetting(c, func(ctx context.Context, user account.User, req impressionPreferencesRequest) (report.ImpressionPreferences, error) {
		patch := profile.ImpressionPatch{Numbered: req.ImpressionNumbered, Background: req.ImpressionBackground, Recommendations: req.ImpressionRecommendations}
		return h.profile.SetImpressionPreferences(ctx, user, patch)
	}, newImpressionPreferencesResponse)
}
