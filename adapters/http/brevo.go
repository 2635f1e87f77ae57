package http

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/application/apperr"
	marketingapp "github.com/radscribe/radscribe/application/marketing"
	"github.com/radscribe/radscribe/ports"
)

// syncAllWait is how long POST /api/admin/brevo/sync-all-users waits for its job before it
// answers 202 with the run to poll.
const syncAllWait = 25 * time.Second

type brevoHandler struct {
	marketing *marketingapp.Service
	// wait overrides syncAllWait in tests.
	wait time.Duration
}

type brevoListResponse struct {
	ID               int64  `json:"id"`
	Name             string `json:"name"`
	TotalSubscribers int    `json:"totalSubscribers"`
}

func newBrevoList(l ports.ContactList) brevoListResponse {
	return brevoListResponse{ID: l.ID, Name: l.Name, TotalSubscribers: l.Subscribers}
}

type createListRequest struct {
	Name string `json:"name"`
}

// listIDsRequest is the optional body of the sync routes.
type listIDsRequest struct {
	ListIDs []int64 `json:"listIds"`
}

// syncRunResponse is a run of the sync of every user: finished, with successful and
// totalUsers as the spec's answer has them, or still running with its progress.
type syncRunResponse struct {
	RunID      string `json:"runId"`
	Status     string `json:"status"`
	Successful int    `json:"successful"`
	Failed     int    `json:"failed"`
	Done       int    `json:"done"`
	TotalUsers int    `json:"totalUsers"`
	LastError  string `json:"lastError,omitempty"`
	StatusURL  string `json:"statusUrl"`
}

func newSyncRun(run ports.ContactSyncRun) syncRunResponse {
	status := "running"
	if run.FinishedAt != nil {
		status = "finished"
	}
	return syncRunResponse{RunID: run.ID, Status: status, Successful: run.Successful, Failed: run.Failed, Done: run.Done,
		TotalUsers: run.Total, LastError: run.LastError, StatusURL: "/api/admin/brevo/sync-runs/" + run.ID}
}

// configured answers 503 when the server was built without the use cases, before any of the
// handlers below, which then use h.marketing.
func (h brevoHandler) configured(c *gin.Context) {
	if h.marketing == nil {
		writeError(c, apperr.New(apperr.Unavailable, marketingapp.MsgNotConfigured))
	}
}

func (h brevoHandler) lists(c *gin.Context) {
	lists, err := h.marketing.Lists(c.Request.Context(), mustUser(c))
	respond(c, http.StatusOK, listOf(lists, newBrevoList), err)
}

func (h brevoHandler) createList(c *gin.Context) {
	var req createListRequest
	if !bind(c, &req) {
		return
	}
	list, err := h.marketing.CreateList(c.Request.Context(), mustUser(c), req.Name)
	respond(c, http.StatusCreated, newBrevoList(list), err)
}

// syncAllUsers starts the sync of every user and waits for it up to syncAllWait: 200 with
// the result when it finished, 202 with the run to poll (GET statusUrl) when not.
func (h brevoHandler) syncAllUsers(c *gin.Context) {
	var req listIDsRequest
	if !bindOptional(c, &req) {
		return
	}
	actor := mustUser(c)
	run, err := h.marketing.StartSyncAll(c.Request.Context(), actor, req.ListIDs)
	if err != nil {
		writeError(c, err)
		return
	}
	wait := h.wait
	if wait == 0 {
		wait = syncAllWait
	}
	run, err = h.marketing.AwaitRun(c.Request.Context(), actor, run.ID, wait)
	if err != nil {
		writeError(c, err)
		return
	}
	if run.FinishedAt == nil {
		c.JSON(http.StatusAccepted, newSyncRun(run))
		return
	}
	c.JSON(http.StatusOK, newSyncRun(run))
}

func (h brevoHandler) syncRun(c *gin.Context) {
	run, err := h.marketing.SyncRun(c.Request.Context(), mustUser(c), c.Param("id"))
	respond(c, http.StatusOK, newSyncRun(run), err)
}

func (h brevoHandler) syncUser(c *gin.Context) {
	var req listIDsRequest
	if !bindOptional(c, &req) {
		return
	}
	err := h.marketing.SyncUser(c.Request.Context(), mustUser(c), c.Param("userId"), req.ListIDs)
	respond(c, http.StatusOK, gin.H{"success": true, "message": "User synced to Brevo successfully"}, err)
}

func (h brevoHandler) removeUser(c *gin.Context) {
	err := h.marketing.RemoveUser(c.Request.Context(), mustUser(c), c.Param("email"))
	respond(c, http.StatusOK, gin.H{"success": true, "message": "User removed from Brevo successfully"}, err)
}

func (h brevoHandler) contact(c *gin.Context) {
	raw, err := h.marketing.Contact(c.Request.Context(), mustUser(c), c.Param("email"))
	if err != nil {
		writeError(c, err)
		return
	}
	if !json.Valid(raw) {
		writeError(c, apperr.New(apperr.Unavailable, marketingapp.MsgUnavailable))
		return
	}
	c.Data(http.StatusOK, "application/json; charset=utf-8", raw)
}

// bindOptional binds a JSON body when there is one; an empty body leaves dst as it is.
func bindOptional(c *gin.Context, dst any) bool {
	body, err := io.ReadAll(c.Request.Body)
	if err != nil {
		writeError(c, err)
		return false
	}
	if len(bytes.TrimSpace(body)) == 0 {
		return true
	}
	c.Request.Body = io.NopCloser(bytes.NewReader(body))
	return bind(c, dst)
}
