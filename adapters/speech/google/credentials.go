package google

import (
	"encoding/json"
	"fmt"
	"os"

	"google.golang.org/api/option"
)

// serviceAccountKey reads the key file and makes sure it is a service account key. Other
// credential files (external accounts) can make the client run a command or fetch a URL, and
// the client's new auth path does not check the type WithAuthCredentialsFile names, so we do.
// The file is read once and the same bytes are handed to the client.
func serviceAccountKey(path string) (option.ClientOption, error) {
	raw, err := os.ReadFile(path) // #nosec G304 -- the path is the operator's configuration, not a request's
	if err != nil {
		return nil, fmt.Errorf("google speech: read credentials file: %w", err)
	}
	var key struct {
		Type string `json:"type"`
	}
	if err := json.Unmarshal(raw, &key); err != nil {
		return nil, fmt.Errorf("google speech: credentials file %s is not JSON", path)
	}
	if key.Type != "service_account" {
		return nil, fmt.Errorf("google speech: credentials file %s holds %q credentials, not a service account key", path, key.Type)
	}
	return option.WithAuthCredentialsJSON(option.ServiceAccount, raw), nil
}
