package google

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/go-jose/go-jose/v4"
	"github.com/stretchr/testify/require"
)

const (
	testClientID     = "radscribe-test.apps.googleusercontent.com"
	testClientSecret = "test-client-secret"
	testKeyID        = "test-key"
)

// RSA keys are slow to make, so every test shares these two.
var (
	issuerKey   = sync.OnceValue(newRSAKey)
	strangerKey = sync.OnceValue(newRSAKey)
)

func newRSAKey() *rsa.PrivateKey {
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		panic(err)
	}
	return key
}

// testIssuer is an in-process OpenID provider: discovery, a JWKS holding issuerKey, and a token
// endpoint that checks the client, the code, the redirect URI and the PKCE verifier.
type testIssuer struct {
	server *httptest.Server

	mu                sync.Mutex
	failDiscoveries   int // how many discovery requests answer 500 before it works
	discoveryRequests int
	codesIssued       int
	grants            map[string]*grant
	issuedIDTokens    []string
}

// grant is what the authorization endpoint would remember about one code.
type grant struct {
	challenge   string
	redirectURI string
	claims      map[string]any
	signingKey  *rsa.PrivateKey
}

func newTestIssuer(t *testing.T) *testIssuer {
	t.Helper()
	issuer := &testIssuer{grants: map[string]*grant{}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /.well-known/openid-configuration", issuer.discovery)
	mux.HandleFunc("GET /jwks", issuer.jwks)
	mux.HandleFunc("POST /token", issuer.token)
	issuer.server = httptest.NewServer(mux)
	t.Cleanup(issuer.server.Close)
	return issuer
}

func (s *testIssuer) url() string { return s.server.URL }

func (s *testIssuer) discoveries() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.discoveryRequests
}

// authorize plays the browser and the provider's sign-in page: it grants a code for the
// challenge, nonce and redirect URI in authURL, with default claims that edit may change.
func (s *testIssuer) authorize(t *testing.T, authURL string, edit func(*grant)) string {
	t.Helper()
	u, err := url.Parse(authURL)
	require.NoError(t, err)
	query := u.Query()
	now := time.Now()
	g := &grant{
		challenge:   query.Get("code_challenge"),
		redirectURI: query.Get("redirect_uri"),
		signingKey:  issuerKey(),
		claims: map[string]any{
			"iss":            s.url(),
			"aud":            testClientID,
			"sub":            "110169484474386276334",
			"iat":            now.Unix(),
			"exp":            now.Add(time.Hour).Unix(),
			"nonce":          query.Get("nonce"),
			"email":          "ada.lovelace@example.com",
			"email_verified": true,
			"given_name":     "Ada",
			"family_name":    "Lovelace",
			"picture":        "https://lh3.googleusercontent.com/a/ada",
		},
	}
	if edit != nil {
		edit(g)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.codesIssued++
	code := "code-" + strconv.Itoa(s.codesIssued)
	s.grants[code] = g
	return code
}

func (s *testIssuer) discovery(w http.ResponseWriter, _ *http.Request) {
	s.mu.Lock()
	s.discoveryRequests++
	fail := s.failDiscoveries > 0
	if fail {
		s.failDiscoveries--
	}
	s.mu.Unlock()
	if fail {
		http.Error(w, "temporarily unavailable", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"issuer":                                s.url(),
		"authorization_endpoint":                s.url() + "/authorize",
		"token_endpoint":                        s.url() + "/token",
		"jwks_uri":                              s.url() + "/jwks",
		"response_types_supported":              []string{"code"},
		"subject_types_supported":               []string{"public"},
		"id_token_signing_alg_values_supported": []string{"RS256"},
		"code_challenge_methods_supported":      []string{"S256"},
		"token_endpoint_auth_methods_supported": []string{"client_secret_basic", "client_secret_post"},
	})
}

func (s *testIssuer) jwks(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, jose.JSONWebKeySet{Keys: []jose.JSONWebKey{{
		Key: &issuerKey().PublicKey, KeyID: testKeyID, Algorithm: string(jose.RS256), Use: "sig",
	}}})
}

func (s *testIssuer) token(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		writeOAuthError(w, http.StatusBadRequest, "invalid_request")
		return
	}
	clientID, clientSecret, basic := r.BasicAuth()
	if basic {
		clientID, _ = url.QueryUnescape(clientID)
		clientSecret, _ = url.QueryUnescape(clientSecret)
	} else {
		clientID, clientSecret = r.PostForm.Get("client_id"), r.PostForm.Get("client_secret")
	}
	if clientID != testClientID || clientSecret != testClientSecret {
		writeOAuthError(w, http.StatusUnauthorized, "invalid_client")
		return
	}
	s.mu.Lock()
	g, known := s.grants[r.PostForm.Get("code")]
	delete(s.grants, r.PostForm.Get("code")) // codes are single-use
	s.mu.Unlock()
	verifierHash := sha256.Sum256([]byte(r.PostForm.Get("code_verifier")))
	if r.PostForm.Get("grant_type") != "authorization_code" || !known ||
		r.PostForm.Get("redirect_uri") != g.redirectURI ||
		base64.RawURLEncoding.EncodeToString(verifierHash[:]) != g.challenge {
		writeOAuthError(w, http.StatusBadRequest, "invalid_grant")
		return
	}
	idToken, err := signJWT(g.signingKey, g.claims)
	if err != nil {
		writeOAuthError(w, http.StatusInternalServerError, "server_error")
		return
	}
	s.mu.Lock()
	s.issuedIDTokens = append(s.issuedIDTokens, idToken)
	s.mu.Unlock()
	writeJSON(w, http.StatusOK, map[string]any{
		"access_token": "test-access-token",
		"token_type":   "Bearer",
		"expires_in":   3600,
		"id_token":     idToken,
	})
}

func signJWT(key *rsa.PrivateKey, claims map[string]any) (string, error) {
	signer, err := jose.NewSigner(
		jose.SigningKey{Algorithm: jose.RS256, Key: jose.JSONWebKey{Key: key, KeyID: testKeyID}},
		(&jose.SignerOptions{}).WithType("JWT"),
	)
	if err != nil {
		return "", err
	}
	payload, err := json.Marshal(claims)
	if err != nil {
		return "", err
	}
	signed, err := signer.Sign(payload)
	if err != nil {
		return "", err
	}
	return signed.CompactSerialize()
}

func writeOAuthError(w http.ResponseWriter, status int, code string) {
	writeJSON(w, status, map[string]string{"error": code})
}

func writeJSON(w http.ResponseWriter, status int, body any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(body)
}
