package http

import (
	"errors"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/radscribe/radscribe/adapters/internal/strictjson"
	"github.com/radscribe/radscribe/application/apperr"
	"github.com/radscribe/radscribe/application/auth"
	billingapp "github.com/radscribe/radscribe/application/billing"
	"github.com/radscribe/radscribe/application/profile"
	"github.com/radscribe/radscribe/domain/account"
	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/ports"
)

type authHandler struct {
	auth    *auth.Service
	profile *profile.Service
	billing *billingapp.Service
	cookies cookieJar
}

type registerRequest struct {
	Email           string `json:"email"`
	Password        string `json:"password"`
	ConfirmPassword string `json:"confirmPassword"`
	FirstName       string `json:"firstName"`
	LastName        string `json:"lastName"`
}

type loginRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

type verifyRequest struct {
	Email string `json:"email"`
	Code  string `json:"code"`
}

type emailRequest struct {
	Email string `json:"email"`
}

type resetRequest struct {
	Token    string `json:"token"`
	Password string `json:"password"`
}

type messageResponse struct {
	Message string `json:"message"`
}

// userResponse is the signed-in user as the app reads it; never a hash or a secret.
// SubscriptionStatus and TrialEndsAt come from billing: without a payment provider
// (self-hosted use) the status is active and there is no trial, whatever trial dates the
// account records.
type userResponse struct {
	ID                 string  `json:"id"`
	Email              string  `json:"email"`
	FirstName          string  `json:"firstName"`
	LastName           string  `json:"lastName"`
	Role               string  `json:"role"`
	PreferredLanguage  string  `json:"preferredLanguage"`
	ProfileImageURL    *string `json:"profileImageUrl"`
	AuthProvider       string  `json:"authProvider"`
	EmailVerified      bool    `json:"emailVerified"`
	SubscriptionStatus string  `json:"subscriptionStatus"`
	TrialEndsAt        *string `json:"trialEndsAt"`
	CreatedAt          string  `json:"createdAt"`
	preferencesResponse
}

func newUserResponse(u account.User, prefs ports.UserPreferences, status billing.Status) userResponse {
	r := userResponse{
		ID: u.ID, Email: u.Email, FirstName: u.FirstName, LastName: u.LastName, Role: string(u.Role),
		PreferredLanguage: u.PreferredLanguage, AuthProvider: string(u.AuthProvider), EmailVerified: u.EmailVerified,
		SubscriptionStatus: status.Status, CreatedAt: u.CreatedAt.UTC().Format(time.RFC3339),
		preferencesResponse: newPreferencesResponse(prefs),
	}
	if status.PeriodType == billing.PeriodTrial || status.Status == billing.StatusTrialExpired {
		r.TrialEndsAt = optionalTime(status.EndDate)
	}
	if u.ProfileImageURL != "" {
		r.ProfileImageURL = &u.ProfileImageURL
	}
	return r
}

// msgInvalidJSON answers a body that is not one JSON value of the request's shape.
const msgInvalidJSON = "The request is not valid JSON."

// bind decodes a JSON body into a request DTO. The body must be one JSON value and nothing
// after it but white space: "{...} garbage" is refused, so that nothing in front of the server
// (a proxy, a firewall) can read a request differently from us.
//
// Unknown fields are ignored, never stored: a DTO lists the fields that are read, so an extra
// one cannot reach a use case (a "role" sent to a profile route goes nowhere). Refusing them
// would only break a UI one release ahead or behind the server, as a cached bundle is during an
// upgrade.
func bind(c *gin.Context, dst any) bool {
	if err := strictjson.Decode(c.Request.Body, dst); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			writeError(c, err)
		} else {
			writeError(c, apperr.New(apperr.Invalid, msgInvalidJSON))
		}
		return false
	}
	return true
}

// client describes the caller; the browser's secrets are read from the cookies of jar.
func (j cookieJar) client(c *gin.Context) auth.Client {
	return auth.Client{
		IP: c.ClientIP(), UserAgent: c.Request.UserAgent(), SessionToken: j.sessionToken(c),
		SignUpToken: j.value(c, j.signUpName()), DeviceToken: j.value(c, j.deviceName()),
	}
}

func (h authHandler) register(c *gin.Context) {
	bindAndRun(c, func(req registerRequest) (messageResponse, error) {
		form := account.Registration{Email: req.Email, Password: req.Password, ConfirmPassword: req.ConfirmPassword, FirstName: req.FirstName, LastName: req.LastName}
		registered, err := h.auth.Register(c.Request.Context(), form, h.cookies.client(c))
		if err == nil {
			h.cookies.set(c, h.cookies.signUpName(), registered.SignUpToken, account.SignUpTTL)
		}
		return messageResponse{Message: registered.Message}, err
	})
}

func (h authHandler) login(c *gin.Context) {
	bindAndSignIn(c, h, func(req loginRequest) (auth.SignedIn, error) {
		return h.auth.Login(c.Request.Context(), req.Email, req.Password, h.cookies.client(c))
	})
}

func (h authHandler) verifyEmail(c *gin.Context) {
	bindAndSignIn(c, h, func(req verifyRequest) (auth.SignedIn, error) {
		return h.auth.VerifyEmail(c.Request.Context(), req.Email, req.Code, h.cookies.client(c))
	})
}

func (h authHandler) resendCode(c *gin.Context) {
	bindAndRun(c, func(req emailRequest) (messageResponse, error) {
		message, err := h.auth.ResendCode(c.Request.Context(), req.Email, h.cookies.client(c))
		return messageResponse{Message: message}, err
	})
}

func (h authHandler) forgotPassword(c *gin.Context) {
	bindAndRun(c, func(req emailRequest) (messageResponse, error) {
		message, err := h.auth.ForgotPassword(c.Request.Context(), req.Email, h.cookies.client(c))
		return messageResponse{Message: message}, err
	})
}

func (h authHandler) verifyResetToken(c *gin.Context) {
	// The token is in the URL: keep it out of Referer headers of anything the answer loads.
	c.Header("Referrer-Policy", "no-referrer")
	if err := h.auth.VerifyResetToken(c.Request.Context(), c.Query("token")); err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"valid": true})
}

func (h authHandler) resetPassword(c *gin.Context) {
	bindAndRun(c, func(req resetRequest) (messageResponse, error) {
		message, err := h.auth.ResetPassword(c.Request.Context(), req.Token, req.Password, h.cookies.client(c))
		if err == nil {
			h.cookies.clear(c, h.cookies.sessionName())
		}
		return messageResponse{Message: message}, err
	})
}

func (h authHandler) currentUser(c *gin.Context) {
	h.writeUser(c, mustUser(c))
}

// writeUser answers with the user and their saved preferences.
func (h authHandler) writeUser(c *gin.Context, user account.User) {
	prefs, err := h.profile.LoadPreferences(c.Request.Context(), user)
	if err != nil {
		writeError(c, err)
		return
	}
	status, err := h.billing.Status(c.Request.Context(), user)
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, newUserResponse(user, prefs, status))
}

func (h authHandler) providers(c *gin.Context) {
	c.JSON(http.StatusOK, gin.H{"google": h.auth.GoogleEnabled()})
}

// logout is a navigation (GET /api/logout). A cross-site request does not end the session,
// so another site cannot sign the user out.
func (h authHandler) logout(c *gin.Context) {
	if c.GetHeader("Sec-Fetch-Site") != "cross-site" {
		if err := h.auth.Logout(c.Request.Context(), h.cookies.sessionToken(c), h.cookies.client(c)); err != nil {
			writeError(c, err)
			return
		}
		h.cookies.clear(c, h.cookies.sessionName())
	}
	c.Redirect(http.StatusFound, "/")
}

func (h authHandler) loginRedirect(c *gin.Context) {
	c.Redirect(http.StatusFound, "/login")
}

// bindAndSignIn binds a JSON request, runs a sign-in on it and answers with the user, the
// session cookie set; or the error.
func bindAndSignIn[Req any](c *gin.Context, h authHandler, signIn func(Req) (auth.SignedIn, error)) {
	var req Req
	if !bind(c, &req) {
		return
	}
	signedIn, err := signIn(req)
	if signedIn.SignUpToken != "" {
		h.cookies.set(c, h.cookies.signUpName(), signedIn.SignUpToken, account.SignUpTTL)
	}
	if err != nil {
		writeError(c, err)
		return
	}
	h.cookies.setSignedIn(c, signedIn)
	h.writeUser(c, signedIn.User)
}
