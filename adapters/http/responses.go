package http

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
)

// timestamp is how times appear in answers: RFC 3339 in UTC.
func timestamp(t time.Time) string { return t.UTC().Format(time.RFC3339) }

// listOf maps a slice to response DTOs; an empty list is [], never null.
func listOf[T, R any](items []T, convert func(T) R) []R {
	out := make([]R, len(items))
	for i, item := range items {
		out[i] = convert(item)
	}
	return out
}

// noContent answers a delete: 204, or the error.
func noContent(c *gin.Context, err error) {
	if err != nil {
		writeError(c, err)
		return
	}
	c.Status(http.StatusNoContent)
}

// respond answers status with res, or the error.
func respond(c *gin.Context, status int, res any, err error) {
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(status, res)
}

// bindAndRun binds a JSON request, runs a use case on it and answers 200 with what it returns, or
// the error; the shape of most handlers.
func bindAndRun[Req, Res any](c *gin.Context, run func(Req) (Res, error)) {
	bindAndAnswer(c, http.StatusOK, run, func(res Res) Res { return res })
}

// bindAndAnswer binds a JSON request, runs a use case on it and answers status with what it
// returns as convert writes it, or the error; the shape of the create and update handlers.
func bindAndAnswer[Req, Out, Res any](c *gin.Context, status int, run func(Req) (Out, error), convert func(Out) Res) {
	var req Req
	if !bind(c, &req) {
		return
	}
	out, err := run(req)
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(status, convert(out))
}
