package ports

import "context"

// ExternalIdentity is what a verified sign-in with an external identity provider tells us.
type ExternalIdentity struct {
	Issuer        string
	Subject       string
	Email         string
	EmailVerified bool
	FirstName     string
	LastName      string
	PictureURL    string
}

// AuthorizationRequest carries the values that bind a sign-in redirect to its callback.
type AuthorizationRequest struct {
	State        string
	Nonce        string
	CodeVerifier string // PKCE (S256)
}

// IdentityProvider signs users in with an external OpenID Connect provider.
type IdentityProvider interface {
	// Enabled is false when the provider is not configured; the sign-in button explains.
	Enabled() bool
	// AuthCodeURL is where the browser goes to sign in; it fails when the provider cannot be
	// reached.
	AuthCodeURL(ctx context.Context, req AuthorizationRequest) (string, error)
	// Exchange redeems the code from the callback and verifies the ID token (signature,
	// issuer, audience, expiry and nonce).
	Exchange(ctx context.Context, code string, req AuthorizationRequest) (ExternalIdentity, error)
}
