package google

import (
	"context"
	"fmt"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"
)

// discovered is what the provider's OpenID configuration yields.
type discovered struct {
	oauth2   oauth2.Config
	verifier *oidc.IDTokenVerifier
}

// discover fetches the OpenID configuration once and keeps it. A failure is not kept, so the
// next sign-in tries again; the mutex makes concurrent first sign-ins share one attempt.
func (p *Provider) discover(ctx context.Context) (*discovered, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.discovered != nil {
		return p.discovered, nil
	}
	// The client in the context is also the one go-oidc keeps for downloading signing keys.
	provider, err := oidc.NewProvider(oidc.ClientContext(ctx, p.httpClient), p.issuer)
	if err != nil {
		return nil, fmt.Errorf("google sign-in: discovering the OpenID configuration of %s: %w", p.issuer, err)
	}
	endpoint := provider.Endpoint()
	// Stated rather than auto-detected, which would retry every refused code a second time.
	endpoint.AuthStyle = oauth2.AuthStyleInHeader
	p.discovered = &discovered{
		oauth2: oauth2.Config{
			ClientID:     p.clientID,
			ClientSecret: p.clientSecret,
			Endpoint:     endpoint,
			RedirectURL:  p.redirectURL,
			Scopes:       scopes,
		},
		verifier: provider.Verifier(&oidc.Config{ClientID: p.clientID}),
	}
	return p.discovered, nil
}
