// Package openapi holds the OpenAPI 3 document of the HTTP API: written in YAML, which people
// read and change, and served as JSON, which tools read.
package openapi

import (
	_ "embed"
	"encoding/json"
	"fmt"

	"go.yaml.in/yaml/v3"
)

//go:embed openapi.yaml
var source []byte

// YAML is the document as written.
func YAML() []byte { return source }

// JSON is the document as JSON, its keys sorted, so that the same document gives the same bytes.
func JSON() ([]byte, error) {
	var document any
	if err := yaml.Unmarshal(source, &document); err != nil {
		return nil, fmt.Errorf("openapi.yaml: %w", err)
	}
	out, err := json.Marshal(document)
	if err != nil {
		return nil, fmt.Errorf("openapi.yaml as JSON: %w", err)
	}
	return out, nil
}
