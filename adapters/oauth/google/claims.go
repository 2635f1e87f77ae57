package google

import "fmt"

// profileClaims are the ID token claims that the scopes email and profile add.
type profileClaims struct {
	Email         string   `json:"email"`
	EmailVerified flexBool `json:"email_verified"`
	GivenName     string   `json:"given_name"`
	FamilyName    string   `json:"family_name"`
	Picture       string   `json:"picture"`
}

// flexBool reads a JSON boolean or the strings "true" and "false": Google sends a boolean,
// some providers send a string.
type flexBool bool

func (b *flexBool) UnmarshalJSON(data []byte) error {
	switch string(data) {
	case `true`, `"true"`:
		*b = true
	case `false`, `"false"`, `null`:
		*b = false
	default:
		return fmt.Errorf("email_verified must be true or false, got %s", data)
	}
	return nil
}
