package http

import (
	"context"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/application/templates"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/template"
)

// mrrtImportRequest is an IHE MRRT file as text, read by the browser, and optional fields
// that replace the file's own.
type mrrtImportRequest struct {
	FileText string `json:"fileText"`
	Name     string `json:"name"`
	Type     string `json:"type"`
	Modality string `json:"modality"`
}

func (r mrrtImportRequest) input() templates.MRRTImport {
	return templates.MRRTImport{File: []byte(r.FileText), Name: r.Name, Type: r.Type, Modality: r.Modality}
}

type mrrtImportResponse[T any] struct {
	Template T        `json:"template"`
	Warnings []string `json:"warnings"`
}

func newMRRTImportResponse[T any](imported templates.MRRTImported, render func(t template.Template) T) mrrtImportResponse[T] {
	warnings := imported.Warnings
	if warnings == nil {
		warnings = []string{}
	}
	return mrrtImportResponse[T]{Template: render(imported.Template), Warnings: warnings}
}

func (h templateHandler) importOwnMRRT(c *gin.Context) {
	h.importMRRT(c, h.templates.ImportOwnMRRT, func(imported templates.MRRTImported) any {
		return newMRRTImportResponse(imported, newUserTemplateResponse)
	})
}

func (h templateHandler) importMasterMRRT(c *gin.Context) {
	h.importMRRT(c, h.templates.ImportMasterMRRT, func(imported templates.MRRTImported) any {
		return newMRRTImportResponse(imported, newMasterTemplateResponse)
	})
}

func (h templateHandler) importMRRT(c *gin.Context,
	run func(ctx context.Context, actor account.User, in templates.MRRTImport) (templates.MRRTImported, error),
	render func(templates.MRRTImported) any) {
	var req mrrtImportRequest
	if !bind(c, &req) {
		return
	}
	imported, err := run(c.Request.Context(), mustUser(c), req.input())
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusCreated, render(imported))
}

// exportMRRT answers a default template or one of the user's own as an MRRT HTML5 file to
// download.
func (h templateHandler) exportMRRT(c *gin.Context) {
	t, file, err := h.templates.ExportMRRT(c.Request.Context(), mustUser(c), c.Param("id"))
	if err != nil {
		writeError(c, err)
		return
	}
	c.Header("Content-Disposition", `attachment; filename="`+mrrtFileName(t.Name)+`"`)
	c.Data(http.StatusOK, "text/html; charset=utf-8", []byte(file))
}

// mrrtFileName is a template's name as a portable file name: ASCII letters and digits, the
// rest as dashes.
func mrrtFileName(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range name {
		if r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	base := strings.TrimSuffix(b.String(), "-")
	if base == "" {
		base = "template"
	}
	if len(base) > 100 {
		base = strings.TrimSuffix(base[:100], "-")
	}
	return base + ".mrrt.html"
}
