// Package strictjson reads a request body as exactly one JSON value, so that nothing in front
// of the server (a proxy, a firewall) can read a request differently from us.
package strictjson

import (
	"encoding/json"
	"errors"
	"io"
)

// ErrTrailingData is a body that goes on after its JSON value ("{...} garbage").
var ErrTrailingData = errors.New("data after the JSON value")

// Decode reads exactly one JSON value from body into dst: white space may follow it, nothing
// else. It accepts what json.Unmarshal accepts and reads the same value.
func Decode(body io.Reader, dst any) error {
	if body == nil {
		return io.EOF
	}
	decoder := json.NewDecoder(body)
	if err := decoder.Decode(dst); err != nil {
		return err
	}
	switch _, err := decoder.Token(); {
	case err == io.EOF:
		return nil
	case err != nil:
		return err
	}
	return ErrTrailingData
}
