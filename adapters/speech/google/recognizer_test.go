package google

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/json"
	"encoding/pem"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/radscribe/radscribe/config"
)

// serviceAccountKeyFile writes a well-formed service account key that no Google project knows.
func serviceAccountKeyFile(t *testing.T) string {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	require.NoError(t, err)
	der, err := x509.MarshalPKCS8PrivateKey(key)
	require.NoError(t, err)
	raw, err := json.Marshal(map[string]string{
		"type":           "service_account",
		"project_id":     "radscribe-test",
		"private_key_id": "test",
		"private_key":    string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der})),
		"client_email":   "speech@radscribe-test.iam.gserviceaccount.com",
		"client_id":      "1",
		"token_uri":      "https://oauth2.googleapis.com/token",
	})
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "key.json")
	require.NoError(t, os.WriteFile(path, raw, 0o600))
	return path
}

func TestNewWithCredentialsFileAndEndpoint(t *testing.T) {
	r, err := New(config.SpeechGoogle{
		CredentialsFile: serviceAccountKeyFile(t),
		Endpoint:        "eu-speech.googleapis.com:443",
		Timeout:         time.Minute,
	})
	require.NoError(t, err)
	assert.NoError(t, r.Close())
}

func TestNewFailsWithoutTheCredentialsFile(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing.json")
	_, err := New(config.SpeechGoogle{CredentialsFile: missing, Timeout: time.Minute})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "google speech: read credentials file")
}

func TestNewRefusesCredentialsThatAreNotAServiceAccount(t *testing.T) {
	path := filepath.Join(t.TempDir(), "user.json")
	require.NoError(t, os.WriteFile(path, []byte(`{"type":"authorized_user","client_id":"1","client_secret":"s","refresh_token":"r"}`), 0o600))
	_, err := New(config.SpeechGoogle{CredentialsFile: path, Timeout: time.Minute})
	require.Error(t, err)
	assert.Contains(t, err.Error(), `"authorized_user"`)
	assert.NotContains(t, err.Error(), "refresh_token", "the file's content stays out of the error")
}
