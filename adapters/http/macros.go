package http

import (
	"encoding/json"
	"net/http"

	"github.com/gin-gonic/gin"

	macrosapp "github.com/radscribe/radscribe/application/macros"
	"github.com/radscribe/radscribe/domain/macro"
)

type macroHandler struct {
	macros *macrosapp.Service
}

// macroRequest is a macro as the form sends it, and one item of an imported file.
type macroRequest struct {
	Name     string `json:"name"`
	Language string `json:"language"`
	Text     string `json:"text"`
}

func (r macroRequest) input() macrosapp.Input {
	return macrosapp.Input{Name: r.Name, Language: r.Language, Text: r.Text}
}

type macroResponse struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Language  string `json:"language"`
	Text      string `json:"text"`
	Shared    bool   `json:"shared"`
	Fields    int    `json:"fields"`
	CreatedAt string `json:"createdAt"`
	UpdatedAt string `json:"updatedAt"`
}

func newMacroResponse(m macro.Macro) macroResponse {
	return macroResponse{
		ID: m.ID, Name: m.Name, Language: m.Language, Text: m.Text, Shared: m.Shared(), Fields: len(macro.Fields(m.Text)),
		CreatedAt: timestamp(m.CreatedAt), UpdatedAt: timestamp(m.UpdatedAt),
	}
}

func newMacroExport(m macro.Macro) macroRequest {
	return macroRequest{Name: m.Name, Language: m.Language, Text: m.Text}
}

type macroImportResponse struct {
	Added    int `json:"added"`
	Replaced int `json:"replaced"`
}

func (h macroHandler) list(c *gin.Context) {
	list, err := h.macros.List(c.Request.Context(), mustUser(c))
	respond(c, http.StatusOK, listOf(list, newMacroResponse), err)
}

func (h macroHandler) create(c *gin.Context) {
	bindAndAnswer(c, http.StatusCreated, func(req macroRequest) (macro.Macro, error) {
		return h.macros.Create(c.Request.Context(), mustUser(c), req.input())
	}, newMacroResponse)
}

func (h macroHandler) update(c *gin.Context) {
	bindAndAnswer(c, http.StatusOK, func(req macroRequest) (macro.Macro, error) {
		return h.macros.Update(c.Request.Context(), mustUser(c), c.Param("id"), req.input())
	}, newMacroResponse)
}

func (h macroHandler) delete(c *gin.Context) {
	noContent(c, h.macros.Delete(c.Request.Context(), mustUser(c), c.Param("id")))
}

// export answers with the user's own macros as a JSON file to save.
func (h macroHandler) export(c *gin.Context) {
	list, err := h.macros.Export(c.Request.Context(), mustUser(c))
	writeMacroFile(c, list, err, macrosapp.ExportName)
}

// exportShared answers with the shared macros in the same file format.
func (h macroHandler) exportShared(c *gin.Context) {
	list, err := h.macros.ExportShared(c.Request.Context())
	writeMacroFile(c, list, err, macrosapp.ExportSharedName)
}

func writeMacroFile(c *gin.Context, list []macro.Macro, err error, name string) {
	if err != nil {
		writeError(c, err)
		return
	}
	body, err := json.MarshalIndent(listOf(list, newMacroExport), "", "  ")
	if err != nil {
		writeError(c, err)
		return
	}
	c.Header("Content-Disposition", `attachment; filename="`+name+`"`)
	c.Data(http.StatusOK, "application/json; charset=utf-8", body)
}

// importFile takes a file as export writes it: a JSON array of macros.
func (h macroHandler) importFile(c *gin.Context) {
	readMacroFile(c, func(in []macrosapp.Input) (macrosapp.Imported, error) {
		return h.macros.Import(c.Request.Context(), mustUser(c), in)
	})
}

// importShared takes the same file into the shared macros.
func (h macroHandler) importShared(c *gin.Context) {
	readMacroFile(c, func(in []macrosapp.Input) (macrosapp.Imported, error) {
		return h.macros.ImportShared(c.Request.Context(), in)
	})
}

func readMacroFile(c *gin.Context, run func([]macrosapp.Input) (macrosapp.Imported, error)) {
	var req []macroRequest
	if !bind(c, &req) {
		return
	}
	in := make([]macrosapp.Input, len(req))
	for i, r := range req {
		in[i] = r.input()
	}
	imported, err := run(in)
	respond(c, http.StatusOK, macroImportResponse{Added: imported.Added, Replaced: imported.Replaced}, err)
}

func (h macroHandler) listShared(c *gin.Context) {
	list, err := h.macros.Shared(c.Request.Context())
	respond(c, http.StatusOK, listOf(list, newMacroResponse), err)
}

func (h macroHandler) createShared(c *gin.Context) {
	bindAndAnswer(c, http.StatusCreated, func(req macroRequest) (macro.Macro, error) {
		return h.macros.CreateShared(c.Request.Context(), req.input())
	}, newMacroResponse)
}

func (h macroHandler) updateShared(c *gin.Context) {
	bindAndAnswer(c, http.StatusOK, func(req macroRequest) (macro.Macro, error) {
		return h.macros.UpdateShared(c.Request.Context(), c.Param("id"), req.input())
	}, newMacroResponse)
}

func (h macroHandler) deleteShared(c *gin.Context) {
	noContent(c, h.macros.DeleteShared(c.Request.Context(), c.Param("id")))
}
