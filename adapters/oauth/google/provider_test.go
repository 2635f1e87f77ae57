package google

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

const testPublicURL = "https://radscribe.example.com"

func newTestProvider(t *testing.T, issuer *testIssuer) *Provider {
	t.Helper()
	p, err := New(config.Google{ClientID: testClientID, ClientSecret: testClientSecret, Issuer: issuer.url()}, testPublicURL+"/")
	require.NoError(t, err)
	return p
}

func newTestRequest(t *testing.T) ports.AuthorizationRequest {
	t.Helper()
	return ports.AuthorizationRequest{State: rand.Text(), Nonce: rand.Text(), CodeVerifier: rand.Text() + rand.Text()}
}

// signIn runs the whole flow and returns what Exchange says; edit changes the granted token.
func signIn(t *testing.T, issuer *testIssuer, p *Provider, edit func(*grant)) (ports.ExternalIdentity, error) {
	t.Helper()
	req := newTestRequest(t)
	authURL, err := p.AuthCodeURL(context.Background(), req)
	require.NoError(t, err)
	code := issuer.authorize(t, authURL, edit)
	return p.Exchange(context.Background(), code, req)
}

func TestAuthCodeURL(t *testing.T) {
	issuer := newTestIssuer(t)
	p := newTestProvider(t, issuer)
	req := newTestRequest(t)

	raw, err := p.AuthCodeURL(context.Background(), req)
	require.NoError(t, err)
	authURL, err := url.Parse(raw)

	require.NoError(t, err)
	assert.Equal(t, issuer.url()+"/authorize", authURL.Scheme+"://"+authURL.Host+authURL.Path)
	challenge := sha256.Sum256([]byte(req.CodeVerifier))
	assert.Equal(t, url.Values{
		"client_id":             {testClientID},
		"redirect_uri":          {testPublicURL + "/api/login/google/callback"},
		"response_type":         {"code"},
		"scope":                 {"openid email profile"},
		"state":                 {req.State},
		"nonce":                 {req.Nonce},
		"code_challenge":        {base64.RawURLEncoding.EncodeToString(challenge[:])},
		"code_challenge_method": {"S256"},
		"prompt":                {"select_account"},
	}, authURL.Query())
}

func TestExchange(t *testing.T) {
	issuer := newTestIssuer(t)
	p := newTestProvider(t, issuer)
	ada := ports.ExternalIdentity{
		Issuer:        issuer.url(),
		Subject:       "110169484474386276334",
		Email:         "ada.lovelace@example.com",
		EmailVerified: true,
		FirstName:     "Ada",
		LastName:      "Lovelace",
		PictureURL:    "https://lh3.googleusercontent.com/a/ada",
	}
	unverifiedAda := ada
	unverifiedAda.EmailVerified = false

	tests := []struct {
		name    string
		edit    func(*grant)
		want    ports.ExternalIdentity
		wantErr string
	}{
		{name: "all claims", want: ada},
		{name: "email not verified", edit: setClaim("email_verified", false), want: unverifiedAda},
		{name: "email_verified as a string", edit: setClaim("email_verified", "true"), want: ada},
		{name: "wrong nonce", edit: setClaim("nonce", "another-sign-in"), wantErr: "nonce does not match"},
		{name: "wrong audience", edit: setClaim("aud", "someone-else"), wantErr: "expected audience"},
		{name: "wrong issuer", edit: setClaim("iss", "https://evil.example.com"), wantErr: "issued by a different provider"},
		{
			name: "expired",
			edit: func(g *grant) {
				g.claims["iat"] = time.Now().Add(-2 * time.Hour).Unix()
				g.claims["exp"] = time.Now().Add(-time.Hour).Unix()
			},
			wantErr: "token is expired",
		},
		{name: "signed by another key", edit: func(g *grant) { g.signingKey = strangerKey() }, wantErr: "failed to verify signature"},
		{name: "no subject", edit: setClaim("sub", ""), wantErr: "no subject"},
		{name: "email_verified neither bool nor boolean string", edit: setClaim("email_verified", "yes"), wantErr: "email_verified"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := signIn(t, issuer, p, tt.edit)

			if tt.wantErr == "" {
				require.NoError(t, err)
				assert.Equal(t, tt.want, got)
				return
			}
			require.ErrorContains(t, err, tt.wantErr)
			assert.Zero(t, got)
			assertNoSecrets(t, issuer, err)
		})
	}
}

func TestExchangeRefusedWithWrongVerifier(t *testing.T) {
	issuer := newTestIssuer(t)
	p := newTestProvider(t, issuer)
	req := newTestRequest(t)
	authURL, err := p.AuthCodeURL(context.Background(), req)
	require.NoError(t, err)
	code := issuer.authorize(t, authURL, nil)
	req.CodeVerifier = newTestRequest(t).CodeVerifier

	_, err = p.Exchange(context.Background(), code, req)

	require.ErrorContains(t, err, "invalid_grant")
	assertNoSecrets(t, issuer, err)
}

func TestExchangeNeedsNonceAndVerifier(t *testing.T) {
	issuer := newTestIssuer(t)
	p := newTestProvider(t, issuer)
	for _, req := range []ports.AuthorizationRequest{{State: "s", Nonce: "n"}, {State: "s", CodeVerifier: "v"}} {
		_, err := p.Exchange(context.Background(), "code", req)

		require.ErrorContains(t, err, "no nonce or PKCE verifier")
	}
	assert.Zero(t, issuer.discoveries(), "a malformed request must not reach the provider")
}

func TestDiscoveryIsLazyCachedAndRetried(t *testing.T) {
	issuer := newTestIssuer(t)
	issuer.failDiscoveries = 1

	p := newTestProvider(t, issuer)
	assert.Zero(t, issuer.discoveries(), "New must not contact the provider")

	_, err := p.Exchange(context.Background(), "code", newTestRequest(t))
	require.ErrorContains(t, err, "discovering the OpenID configuration")

	_, err = signIn(t, issuer, p, nil)
	require.NoError(t, err)
	_, err = signIn(t, issuer, p, nil)
	require.NoError(t, err)
	assert.Equal(t, 2, issuer.discoveries(), "one failed attempt, then one that is kept")
}

func TestAuthCodeURLFailsWhileProviderIsUnreachable(t *testing.T) {
	issuer := newTestIssuer(t)
	issuer.failDiscoveries = 1
	p := newTestProvider(t, issuer)

	_, err := p.AuthCodeURL(context.Background(), newTestRequest(t))
	assert.Error(t, err)
	authURL, err := p.AuthCodeURL(context.Background(), newTestRequest(t))
	assert.NoError(t, err)
	assert.NotEmpty(t, authURL)
}

func TestConcurrentSignInsDiscoverOnce(t *testing.T) {
	issuer := newTestIssuer(t)
	p := newTestProvider(t, issuer)
	requests := make([]ports.AuthorizationRequest, 8)
	authURLs := make([]string, len(requests))
	for i := range requests {
		requests[i] = newTestRequest(t)
	}

	var wg sync.WaitGroup
	for i := range requests {
		wg.Go(func() {
			authURL, err := p.AuthCodeURL(context.Background(), requests[i])
			assert.NoError(t, err)
			authURLs[i] = authURL
		})
	}
	wg.Wait()
	codes := make([]string, len(requests))
	for i := range requests {
		codes[i] = issuer.authorize(t, authURLs[i], nil)
	}
	for i := range requests {
		wg.Go(func() {
			_, err := p.Exchange(context.Background(), codes[i], requests[i])
			assert.NoError(t, err)
		})
	}
	wg.Wait()

	assert.Equal(t, 1, issuer.discoveries())
}

func TestDisabledWithoutClientID(t *testing.T) {
	issuer := newTestIssuer(t)
	p, err := New(config.Google{Issuer: issuer.url()}, testPublicURL)
	require.NoError(t, err)

	assert.False(t, p.Enabled())
	_, err = p.AuthCodeURL(context.Background(), newTestRequest(t))
	require.ErrorIs(t, err, errDisabled)
	_, err = p.Exchange(context.Background(), "code", newTestRequest(t))
	require.ErrorIs(t, err, errDisabled)
	assert.Zero(t, issuer.discoveries())
}

func TestNewRejectsIncompleteConfiguration(t *testing.T) {
	valid := config.Google{ClientID: testClientID, ClientSecret: testClientSecret, Issuer: "https://accounts.google.com"}
	tests := []struct {
		name      string
		cfg       config.Google
		publicURL string
		wantErr   string
	}{
		{"no secret", config.Google{ClientID: testClientID, Issuer: valid.Issuer}, testPublicURL, "client secret is required"},
		{"relative issuer", config.Google{ClientID: testClientID, ClientSecret: testClientSecret, Issuer: "accounts.google.com"}, testPublicURL, "issuer"},
		{"no public URL", valid, "", "public URL"},
		{"public URL without scheme", valid, "radscribe.example.com", "public URL"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := New(tt.cfg, tt.publicURL)

			require.ErrorContains(t, err, tt.wantErr)
			assert.NotContains(t, err.Error(), testClientSecret)
		})
	}
}

func setClaim(name string, value any) func(*grant) {
	return func(g *grant) { g.claims[name] = value }
}

// assertNoSecrets checks that an error, which ends up in the logs, holds neither the client
// secret nor a token.
func assertNoSecrets(t *testing.T, issuer *testIssuer, err error) {
	t.Helper()
	text := err.Error()
	assert.NotContains(t, text, testClientSecret)
	assert.NotContains(t, text, "test-access-token")
	issuer.mu.Lock()
	defer issuer.mu.Unlock()
	for _, idToken := range issuer.issuedIDTokens {
		assert.False(t, strings.Contains(text, idToken), "the error contains an ID token")
	}
}
