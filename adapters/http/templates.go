package http

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/application/templates"
	"github.com/radscribe/radscribe/domain/template"
)

type templateHandler struct {
	templates  *templates.Service
	masterList *masterListCache
}

func newTemplateHandler(service *templates.Service) templateHandler {
	return templateHandler{templates: service, masterList: &masterListCache{templates: service}}
}

// templateRequest is the template form. Own templates ignore type; any other field (id,
// userId...) is ignored.
type templateRequest struct {
	Name         string `json:"name"`
	Type         string `json:"type"`
	Modality     string `json:"modality"`
	TemplateHTML string `json:"templateHtml"`
	Language     string `json:"language"`
	// The study code of a default template's FHIR export: both absent keep the current one,
	// both empty remove it. Own templates ignore them.
	LOINCCode    *string `json:"loincCode"`
	LOINCDisplay *string `json:"loincDisplay"`
}

func (r templateRequest) draft() template.Draft {
	d := template.Draft{Name: r.Name, Type: r.Type, Modality: r.Modality, Language: r.Language, HTML: r.TemplateHTML}
	if r.LOINCCode != nil || r.LOINCDisplay != nil {
		d.LOINC = &template.LOINC{Code: deref(r.LOINCCode), Display: deref(r.LOINCDisplay)}
	}
	return d
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

type masterTemplateResponse struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	Type         string `json:"type"`
	Modality     string `json:"modality"`
	TemplateHTML string `json:"templateHtml"`
	Language     string `json:"language"`
	LOINCCode    string `json:"loincCode"`
	LOINCDisplay string `json:"loincDisplay"`
	CreatedAt    string `json:"createdAt"`
	UpdatedAt    string `json:"updatedAt"`
}

type userTemplateResponse struct {
	ID           string `json:"id"`
	UserID       string `json:"userId"`
	Name         string `json:"name"`
	Modality     string `json:"modality"`
	TemplateHTML string `json:"templateHtml"`
	Language     string `json:"language"`
	CreatedAt    string `json:"createdAt"`
	UpdatedAt    string `json:"updatedAt"`
}

func newMasterTemplateResponse(t template.Template) masterTemplateResponse {
	return masterTemplateResponse{
		ID: t.ID, Name: t.Name, Type: t.Type, Modality: string(t.Modality), TemplateHTML: t.HTML, Language: t.Language,
		LOINCCode: t.LOINC.Code, LOINCDisplay: t.LOINC.Display,
		CreatedAt: timestamp(t.CreatedAt), UpdatedAt: timestamp(t.UpdatedAt),
	}
}

func newUserTemplateResponse(t template.Template) userTemplateResponse {
	return userTemplateResponse{
		ID: t.ID, UserID: t.OwnerID, Name: t.Name, Modality: string(t.Modality), TemplateHTML: t.HTML, Language: t.Language,
		CreatedAt: timestamp(t.CreatedAt), UpdatedAt: timestamp(t.UpdatedAt),
	}
}

// listMaster answers the default templates from the encoded list kept until they change.
func (h templateHandler) listMaster(c *gin.Context) {
	list, err := h.masterList.get(c.Request.Context())
	if err != nil {
		writeError(c, err)
		return
	}
	serveEncodedList(c, list, masterTemplatesCacheControl)
}

func (h templateHandler) createMaster(c *gin.Context) {
	bindAndAnswer(c, http.StatusCreated, func(req templateRequest) (template.Template, error) {
		return h.templates.CreateMaster(c.Request.Context(), mustUser(c), req.draft())
	}, newMasterTemplateResponse)
}

func (h templateHandler) updateMaster(c *gin.Context) {
	bindAndAnswer(c, http.StatusOK, func(req templateRequest) (template.Template, error) {
		return h.templates.UpdateMaster(c.Request.Context(), mustUser(c), c.Param("id"), req.draft())
	}, newMasterTemplateResponse)
}

func (h templateHandler) deleteMaster(c *gin.Context) {
	noContent(c, h.templates.DeleteMaster(c.Request.Context(), mustUser(c), c.Param("id")))
}

func (h templateHandler) listOwn(c *gin.Context) {
	list, err := h.templates.ListOwn(c.Request.Context(), mustUser(c))
	respond(c, http.StatusOK, listOf(list, newUserTemplateResponse), err)
}

func (h templateHandler) createOwn(c *gin.Context) {
	bindAndAnswer(c, http.StatusCreated, func(req templateRequest) (template.Template, error) {
		return h.templates.CreateOwn(c.Request.Context(), mustUser(c), req.draft())
	}, newUserTemplateResponse)
}

func (h templateHandler) updateOwn(c *gin.Context) {
	bindAndAnswer(c, http.StatusOK, func(req templateRequest) (template.Template, error) {
		return h.templates.UpdateOwn(c.Request.Context(), mustUser(c), c.Param("id"), req.draft())
	}, newUserTemplateResponse)
}

func (h templateHandler) deleteOwn(c *gin.Context) {
	noContent(c, h.templates.DeleteOwn(c.Request.Context(), mustUser(c), c.Param("id")))
}
