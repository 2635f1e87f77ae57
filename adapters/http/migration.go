package http

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/application/apperr"
	migrationapp "github.com/radscribe/radscribe/application/migration"
)

type migrationHandler struct {
	migration *migrationapp.Service
}

type migrationStatusResponse struct {
	TotalUsers       int `json:"totalUsers"`
	ReplitUsers      int `json:"replitUsers"`
	MigratedUsers    int `json:"migratedUsers"`
	PendingMigration int `json:"pendingMigration"`
}

type migrationResultsResponse struct {
	Success int      `json:"success"`
	Failed  int      `json:"failed"`
	Errors  []string `json:"errors"`
}

func (h migrationHandler) service(c *gin.Context) (*migrationapp.Service, bool) {
	if h.migration == nil {
		writeError(c, apperr.New(apperr.Unavailable, "The account migration is not available on this server."))
		return nil, false
	}
	return h.migration, true
}

func (h migrationHandler) status(c *gin.Context) {
	s, ok := h.service(c)
	if !ok {
		return
	}
	status, err := s.Status(c.Request.Context(), mustUser(c))
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, migrationStatusResponse{TotalUsers: status.TotalUsers, ReplitUsers: status.ReplitUsers,
		MigratedUsers: status.MigratedUsers, PendingMigration: status.PendingMigration})
}

func (h migrationHandler) start(c *gin.Context) {
	s, ok := h.service(c)
	if !ok {
		return
	}
	results, err := s.Start(c.Request.Context(), mustUser(c))
	if err != nil {
		writeError(c, err)
		return
	}
	errs := results.Errors
	if errs == nil {
		errs = []string{}
	}
	c.JSON(http.StatusOK, gin.H{"results": migrationResultsResponse{Success: results.Success, Failed: results.Failed, Errors: errs}})
}
