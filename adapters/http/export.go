package http

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/application/templates"
)

type exportHandler struct {
	templates *templates.Service
}

// fhirExportRequest is the editor's report and what it was written with; the template, if
// named, gives the modality, region and language.
type fhirExportRequest struct {
	HTML       string `json:"html"`
	TemplateID string `json:"templateId"`
	Modality   string `json:"modality"`
	Region     string `json:"region"`
	Language   string `json:"language"`
}

// fhirContentType is the media type of FHIR JSON.
const fhirContentType = "application/fhir+json; charset=utf-8"

// fhir answers the report as an R4 DiagnosticReport; nothing is stored.
func (h exportHandler) fhir(c *gin.Context) {
	var req fhirExportRequest
	if !bind(c, &req) {
		return
	}
	report, err := h.templates.ExportFHIR(c.Request.Context(), mustUser(c), templates.FHIRExport{
		HTML: req.HTML, TemplateID: req.TemplateID, Modality: req.Modality, Region: req.Region, Language: req.Language,
	})
	if err != nil {
		writeError(c, err)
		return
	}
	// Set first, gin keeps a content type already set.
	c.Header("Content-Type", fhirContentType)
	c.JSON(http.StatusOK, report)
}
