package http

import (
	"errors"
	"net/http"
	"net/url"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/application/auth"
	"github.com/radscribe/radscribe/ports"
)

// startGoogle sends the browser to Google, remembering state, nonce and PKCE verifier in a
// short-lived HttpOnly cookie that only the callback reads.
func (h authHandler) startGoogle(c *gin.Context) {
	target, req, err := h.auth.StartGoogle(c.Request.Context())
	if err != nil {
		h.googleFailed(c, err)
		return
	}
	h.cookies.set(c, h.cookies.oauthName(), strings.Join([]string{req.State, req.Nonce, req.CodeVerifier}, "."), oauthCookieMaxAge)
	c.Redirect(http.StatusFound, target)
}

func (h authHandler) googleCallback(c *gin.Context) {
	remembered, _ := c.Cookie(h.cookies.oauthName())
	h.cookies.clear(c, h.cookies.oauthName())
	if c.Query("error") != "" {
		h.redirectToLogin(c, auth.GoogleCancelled)
		return
	}
	parts := strings.Split(remembered, ".")
	if len(parts) != 3 || c.Query("state") == "" || c.Query("state") != parts[0] {
		h.redirectToLogin(c, auth.GoogleFailed)
		return
	}
	req := ports.AuthorizationRequest{State: parts[0], Nonce: parts[1], CodeVerifier: parts[2]}
	signedIn, err := h.auth.FinishGoogle(c.Request.Context(), c.Query("code"), req, h.cookies.client(c))
	if err != nil {
		h.googleFailed(c, err)
		return
	}
	h.cookies.setSignedIn(c, signedIn)
	c.Redirect(http.StatusFound, "/")
}

// googleFailed lands on the sign-in page with a code it explains; the cause goes to the log.
func (h authHandler) googleFailed(c *gin.Context, err error) {
	code := auth.GoogleFailed
	var appErr *apperr.Error
	if errors.As(err, &appErr) && appErr.Code != "" {
		code = appErr.Code
	}
	requestLogger(c).WarnContext(c.Request.Context(), "google sign-in failed", "request_id", requestID(c), "error", err)
	h.redirectToLogin(c, code)
}

func (h authHandler) redirectToLogin(c *gin.Context, code string) {
	c.Redirect(http.StatusFound, "/login?"+url.Values{"error": {code}}.Encode())
}
