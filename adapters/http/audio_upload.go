package http

import (
	"errors"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/application/apperr"
)

// allowSlowUpload gives a large recording on a slow line the time it needs, beyond the
// server's read and write timeouts for ordinary requests.
func allowSlowUpload(c *gin.Context, uploadTime, answerTime time.Duration) {
	rc := http.NewResponseController(c.Writer)
	now := time.Now()
	// Not every writer supports deadlines (tests' recorders); the defaults then stay.
	_ = rc.SetReadDeadline(now.Add(uploadTime))
	_ = rc.SetWriteDeadline(now.Add(uploadTime + answerTime))
}

// msgUnreadableBody answers a body that broke off while it was read.
const msgUnreadableBody = "The request body could not be read."

// bodyReadFailed keeps the body limit's 413 and answers any other failed read of a raw body
// with 400: the client sent it, the server is not at fault.
func bodyReadFailed(err error) error {
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return err
	}
	return apperr.New(apperr.Invalid, msgUnreadableBody)
}
