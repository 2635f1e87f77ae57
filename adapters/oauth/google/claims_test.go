package google

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFlexBool(t *testing.T) {
	tests := []struct {
		json string
		want bool
	}{
		{`true`, true},
		{`"true"`, true},
		{`false`, false},
		{`"false"`, false},
		{`null`, false},
	}
	for _, tt := range tests {
		var got flexBool
		require.NoError(t, json.Unmarshal([]byte(tt.json), &got), tt.json)
		assert.Equal(t, tt.want, bool(got), tt.json)
	}
	for _, bad := range []string{`"yes"`, `1`, `"TRUE"`, `{}`} {
		var got flexBool
		assert.Error(t, json.Unmarshal([]byte(bad), &got), bad)
	}
}

func TestProfileClaimsWithoutEmailVerified(t *testing.T) {
	var claims profileClaims
	require.NoError(t, json.Unmarshal([]byte(`{"email":"a@example.com"}`), &claims))

	assert.False(t, bool(claims.EmailVerified))
}
