package google

import (
	"context"
	"errors"
	"fmt"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"github.com/radscribe/radscribe/ports"
)

// Exchange redeems the callback's code with the PKCE verifier, verifies the ID token
// (signature, issuer, audience, expiry) and its nonce, and returns who signed in.
func (p *Provider) Exchange(ctx context.Context, code string, req ports.AuthorizationRequest) (ports.ExternalIdentity, error) {
	if !p.Enabled() {
		return ports.ExternalIdentity{}, errDisabled
	}
	if req.Nonce == "" || req.CodeVerifier == "" {
		return ports.ExternalIdentity{}, errors.New("google sign-in: the sign-in request has no nonce or PKCE verifier")
	}
	ctx, cancel := context.WithTimeout(ctx, networkTimeout)
	defer cancel()
	d, err := p.discover(ctx)
	if err != nil {
		return ports.ExternalIdentity{}, err
	}
	token, err := d.oauth2.Exchange(oidc.ClientContext(ctx, p.httpClient), code, oauth2.VerifierOption(req.CodeVerifier))
	if err != nil {
		return ports.ExternalIdentity{}, fmt.Errorf("google sign-in: exchanging the authorization code: %w", err)
	}
	rawIDToken, _ := token.Extra("id_token").(string)
	if rawIDToken == "" {
		return ports.ExternalIdentity{}, errors.New("google sign-in: the token response has no id_token")
	}
	idToken, err := d.verifier.Verify(ctx, rawIDToken)
	if err != nil {
		return ports.ExternalIdentity{}, fmt.Errorf("google sign-in: verifying the ID token: %w", err)
	}
	if idToken.Nonce != req.Nonce {
		return ports.ExternalIdentity{}, errors.New("google sign-in: the ID token's nonce does not match the sign-in request")
	}
	if idToken.Subject == "" {
		return ports.ExternalIdentity{}, errors.New("google sign-in: the ID token has no subject")
	}
	var claims profileClaims
	if err := idToken.Claims(&claims); err != nil {
		return ports.ExternalIdentity{}, fmt.Errorf("google sign-in: reading the ID token's claims: %w", err)
	}
	return ports.ExternalIdentity{
		// The configured issuer, which the verifier matched: Google sometimes writes
		// "accounts.google.com" without the scheme, and (issuer, subject) must stay one key.
		Issuer:        p.issuer,
		Subject:       idToken.Subject,
		Email:         claims.Email,
		EmailVerified: bool(claims.EmailVerified),
		FirstName:     claims.GivenName,
		LastName:      claims.FamilyName,
		PictureURL:    claims.Picture,
	}, nil
}
