// Package google signs users in with Google, or with any OpenID Connect provider at the
// configured issuer, through the authorization code flow with PKCE (S256) and a nonce.
package google

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

const (
	// callbackPath is where the provider sends the browser back; the OAuth client must list
	// publicURL + callbackPath as an authorized redirect URI.
	callbackPath = "/api/login/google/callback"
	// networkTimeout bounds discovery, the key download and the code exchange, so a slow
	// provider cannot hold a sign-in request open.
	networkTimeout = 10 * time.Second
)

var errDisabled = errors.New("google sign-in: not configured (auth.google.client_id is empty)")

// scopes are what "Continue with Google" needs: the subject, the e-mail address and the name.
var scopes = []string{oidc.ScopeOpenID, "email", "profile"}

// selectAccount makes Google show its account chooser even when one account is signed in,
// because reading rooms share workstations and people often have a private and a work account.
var selectAccount = oauth2.SetAuthURLParam("prompt", "select_account")

// Provider implements ports.IdentityProvider. It is safe for concurrent use.
type Provider struct {
	clientID     string
	clientSecret string
	issuer       string
	redirectURL  string
	httpClient   *http.Client

	mu         sync.Mutex
	discovered *discovered // nil until discovery succeeds
}

// New configures sign-in without contacting the provider: discovery happens on first use, so
// start-up never depends on reaching Google. An empty client id gives a disabled provider.
func New(cfg config.Google, publicURL string) (*Provider, error) {
	p := &Provider{clientID: cfg.ClientID}
	if !p.Enabled() {
		return p, nil
	}
	if cfg.ClientSecret == "" {
		return nil, errors.New("google sign-in: a client secret is required when a client id is set")
	}
	if !isAbsoluteHTTPURL(cfg.Issuer) {
		return nil, fmt.Errorf("google sign-in: issuer %q must be an absolute http(s) URL", cfg.Issuer)
	}
	if !isAbsoluteHTTPURL(publicURL) {
		return nil, fmt.Errorf("google sign-in: public URL %q must be an absolute http(s) URL", publicURL)
	}
	p.clientSecret = cfg.ClientSecret
	p.issuer = cfg.Issuer
	p.redirectURL = strings.TrimRight(publicURL, "/") + callbackPath
	p.httpClient = &http.Client{Timeout: networkTimeout}
	return p, nil
}

// Enabled reports whether a client id is configured.
func (p *Provider) Enabled() bool { return p.clientID != "" }

// AuthCodeURL returns the provider's sign-in page for req; it fails when sign-in is disabled
// or the provider cannot be reached.
func (p *Provider) AuthCodeURL(ctx context.Context, req ports.AuthorizationRequest) (string, error) {
	if !p.Enabled() {
		return "", errDisabled
	}
	ctx, cancel := context.WithTimeout(ctx, networkTimeout)
	defer cancel()
	d, err := p.discover(ctx)
	if err != nil {
		return "", err
	}
	return d.oauth2.AuthCodeURL(req.State,
		oidc.Nonce(req.Nonce),
		oauth2.S256ChallengeOption(req.CodeVerifier),
		selectAccount,
	), nil
}

func isAbsoluteHTTPURL(raw string) bool {
	u, err := url.Parse(raw)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}
